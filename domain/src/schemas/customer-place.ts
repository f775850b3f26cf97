/**
 * The customer's place (docs/payments.md "The customer's place"): a six-digit pincode, or the browser's location that
 * the API turns into the nearest pincode of its own table. Used by the header's place form and by the API.
 */
import * as v from 'valibot';
import { pincode } from './fields';

/** `?pincode=` of the lists and the service page, and the place form. */
export const customerPincodeSchema = v.object({ pincode: pincode('Pincode') });

/** The customer's pincode where it may be left out (add to cart): absent or '' = no place known. */
export const optionalPincode = v.optional(
  v.pipe(
    v.string('Pincode must be text'),
    v.trim(),
    v.check((x) => x === '' || /^\d+$/.test(x), 'Pincode must contain digits only'),
    v.check((x) => x === '' || /^\d{6}$/.test(x), 'Pincode must be 6 digits'),
  ),
);

const required = (label: string, limit: 90 | 180) =>
  v.pipe(
    v.union([v.number(), v.string()], `${label} is required`),
    v.transform((x) => (typeof x === 'number' ? x : x.trim() === '' ? NaN : Number(x))),
    v.check((x) => Number.isFinite(x), `${label} must be a number`),
    v.check((x) => Math.abs(x) <= limit, `${label} must be between -${limit} and ${limit}`),
  );

/** "Use my location": the browser's coordinates, converted on the server to the nearest pincode. */
export const customerLocationSchema = v.object({ lat: required('Latitude', 90), lon: required('Longitude', 180) });
