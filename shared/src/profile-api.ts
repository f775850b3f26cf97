/** Profile fetchers: customer from /userDetails, vendor from /vendor/profile (product §6), operator from /admin/profile. */
import { api, call, isSuccess, type Envelope } from './api-client';
import { sessionStore, type Profile, type Role } from './session';

interface RawProfile {
  Name?: string;
  name?: string;
  Email?: string;
  email?: string;
  Phone?: string;
  phone?: string;
  mobile?: string;
  [key: string]: unknown;
}

export function normaliseProfile(raw: RawProfile, role: Role): Profile {
  return {
    ...raw,
    role,
    Name: String(raw.Name ?? raw.name ?? ''),
    Email: String(raw.Email ?? raw.email ?? ''),
    Phone: String(raw.Phone ?? raw.phone ?? raw.mobile ?? ''),
  };
}

/** The profile reply of the role's own endpoint (each declared in the contract). */
async function fetchRawProfile(role: 1 | 2 | 3): Promise<Envelope<RawProfile>> {
  if (role === 1) return call(api.GET('/api/userDetails'));
  if (role === 2) return call(api.GET('/api/vendor/profile'));
  return call(api.GET('/api/admin/profile'));
}

/** Loads the profile for the current role into the session store. Failures are only logged (product §8). */
export async function loadProfile(): Promise<Profile | null> {
  const { role } = sessionStore.getState();
  if (role === 0) {
    sessionStore.getState().setProfile(null);
    return null;
  }
  try {
    const data = await fetchRawProfile(role);
    if (!isSuccess(data) || !data.Payload) return null;
    const profile = normaliseProfile(data.Payload, role);
    if (sessionStore.getState().role === role) sessionStore.getState().setProfile(profile);
    return profile;
  } catch (error) {
    console.warn('profile: fetch failed', error);
    return null;
  }
}

/** Saves a signed-in customer's language; failures are only logged (the cookie still holds it). */
export async function saveLanguage(language: 'en' | 'hi'): Promise<void> {
  try {
    await call(api.POST('/api/update-language', { body: { language } }));
  } catch (error) {
    console.warn('profile: language not saved', error);
  }
}
