/**
 * The customer's place (docs/payments.md "The customer's place"): a pincode of the server's own table with its city
 * and coordinates. The lists and the service page take it as `?pincode=` (the site keeps it in a cookie the shell
 * server reads too); "use my location" sends the browser's coordinates, turned here into the nearest pincode. Bad
 * input is a 400 with the shared schema's message.
 */
import { haversineKm } from '@utsav/domain/pricing';
import { customerLocationSchema, customerPincodeSchema } from '@utsav/domain/schemas/customer-place';
import { allPincodes, placeOfPincode } from './geo';
import { badRequest, parse } from './http';

export interface CustomerPlace {
  pincode: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

/** Farther than this from every pincode of the table, a location is not one we can serve (outside India, or wrong). */
export const NEAREST_PINCODE_MAX_KM = 50;
export const LOCATION_NOT_IN_INDIA = 'Your location is not near any Indian pincode we know: enter your pincode instead';

const placeOf = (pin: string): CustomerPlace => {
  const info = placeOfPincode(pin);
  return { pincode: info.pin, city: info.city, state: info.state, lat: info.lat, lon: info.lon };
};

/** `?pincode=` of a read: absent or '' → no place; otherwise a known pincode, else 400. */
export function placeOfQuery(pincode: string | undefined): CustomerPlace | null {
  if (pincode === undefined || pincode.trim() === '') return null;
  return placeOf(parse(customerPincodeSchema, { pincode }).pincode);
}

/** The nearest pincode of the table to a location (lat, lon checked by the shared schema), else 400. */
export function placeOfLocation(input: unknown): CustomerPlace & { distanceKm: number } {
  const { lat, lon } = parse(customerLocationSchema, input);
  let best: { pin: string; km: number } | null = null;
  for (const p of allPincodes()) {
    if (!Number.isFinite(p.lat) || !Number.isFinite(p.lon)) continue;
    // A cheap box first: a degree of latitude is ~111 km.
    if (Math.abs(p.lat - lat) > 1 || Math.abs(p.lon - lon) > 1.2) continue;
    const km = haversineKm(lat, lon, p.lat, p.lon);
    if (!best || km < best.km) best = { pin: p.pin, km };
  }
  if (!best || best.km > NEAREST_PINCODE_MAX_KM) throw badRequest(LOCATION_NOT_IN_INDIA);
  return { ...placeOf(best.pin), distanceKm: best.km };
}
