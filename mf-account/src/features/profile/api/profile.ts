/** Profile: GET /userDetails (through the shared loader, which also updates the session) and POST /update-profile. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@utsav/shared/api-client';
import type { ProfileUpdateReply } from '@utsav/domain/contract';
import { loadProfile } from '@utsav/shared/profile-api';
import type { ProfileInput } from '@utsav/domain/schemas/profile';
import type { Profile } from '@utsav/shared/session';

export const profileQueryKey = ['account', 'profile'] as const;

async function fetchProfile(): Promise<Profile> {
  const profile = await loadProfile();
  if (!profile) throw new Error('Could not load your profile');
  return profile;
}

export const profileQuery = () => queryOptions({ queryKey: profileQueryKey, queryFn: fetchProfile });

export function useProfile() {
  return useQuery(profileQuery());
}

/** POST /contact-code: a 6-digit code to a new mobile number or email, which /update-profile then needs as `otp`. */
export async function requestContactCode(contact: string) {
  return call(api.POST('/api/contact-code', { body: { contact } }));
}

/** POST /update-profile: lowercase status/message (product §7). */
export async function updateProfile(values: ProfileInput): Promise<ProfileUpdateReply> {
  return call(api.POST('/api/update-profile', { body: values }));
}
