/** Booking address form (product §3/§5): name ≤50, email ≤70, mobile numeric ≤10, zipcode 6 digits, address ≤150, all required. */
import * as v from 'valibot';
import { coordinate, email, indianMobile, optionalText, personName, pincode, requiredText } from './fields';

export const addressSchema = v.object({
  id: v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  // SPEC default 123456; bounded (a 900 KB regno was stored).
  regno: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], 'Registration number must be text'),
      v.transform((x) => String(x).trim()),
      v.maxLength(20, 'Registration number can be at most 20 characters'),
      v.regex(/^[A-Za-z0-9/-]*$/, 'Registration number can contain letters, digits, / and - only'),
    ),
    '123456',
  ),
  name: personName('Name', 50),
  mobile: indianMobile('Mobile'),
  email: email(70),
  address: requiredText('Address', 150),
  city: requiredText('City', 70),
  state: requiredText('State', 70),
  zipcode: pincode('Zipcode'),
  lat: coordinate('Latitude', 90),
  lon: coordinate('Longitude', 180),
  location: optionalText('Location', 300),
  boundingbox: v.optional(
    v.pipe(
      v.unknown(),
      v.check(
        (x) => x == null || (Array.isArray(x) && x.length <= 4) || typeof x === 'string',
        'Bounding box is invalid',
      ),
    ),
  ),
  country: optionalText('Country', 70),
});

export type AddressInput = v.InferInput<typeof addressSchema>;
export type AddressData = v.InferOutput<typeof addressSchema>;
