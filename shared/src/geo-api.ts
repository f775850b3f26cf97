/** Pincode lookup served by the API from an offline Indian dataset (architecture §4; replaces the public geocoder). */
import { api, call, isSuccess } from './api-client';

export interface PincodeInfo {
  lat: number;
  lon: number;
  display_name: string;
  boundingbox?: unknown;
  city: string;
  state: string;
  country: string;
}

/** City, state and country from the last three comma-separated parts of a display name (product §5). */
export function placeFromDisplayName(displayName: string): { city: string; state: string; country: string } {
  const parts = displayName
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const [city = '', state = '', country = ''] = parts.slice(-3);
  return parts.length >= 3
    ? { city, state, country }
    : { city: parts[0] ?? '', state: parts[1] ?? '', country: 'India' };
}

/** Looks up a six-digit pincode; null when unknown, malformed or on failure. */
export async function lookupPincode(pin: string): Promise<PincodeInfo | null> {
  if (!/^\d{6}$/.test(pin)) return null;
  try {
    const data = await call(api.GET('/api/geo/pincode/{pin}', { params: { path: { pin } } }));
    if (!isSuccess(data) || !data.Payload) return null;
    const place = placeFromDisplayName(data.Payload.display_name ?? '');
    return {
      ...data.Payload,
      city: data.Payload.city || place.city,
      state: data.Payload.state || place.state,
      country: data.Payload.country || place.country,
    };
  } catch {
    return null;
  }
}
