/** Booking address form (SPEC §3/§5): name ≤50, email ≤70, mobile numeric ≤10, zipcode 6 digits, address ≤150, all required. */
import * as v from 'valibot';
import { email, indianMobile, optionalText, personName, pincode, requiredText } from './fields';

const coordinate = (label: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.union([v.number(), v.string()])),
      v.transform((x): number | null => (x === '' || x === null ? null : Number(x))),
      v.check((x) => x === null || Number.isFinite(x), `${label} must be a number`),
    ),
  );

export const addressSchema = v.object({
  id: v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  regno: v.optional(v.union([v.string(), v.number()]), '123456'),
  name: personName('Name', 50),
  mobile: indianMobile('Mobile'),
  email: email(70),
  address: requiredText('Address', 150),
  city: requiredText('City', 70),
  state: requiredText('State', 70),
  zipcode: pincode('Zipcode'),
  lat: coordinate('Latitude'),
  lon: coordinate('Longitude'),
  location: optionalText('Location', 300),
  boundingbox: v.optional(v.unknown()),
  country: optionalText('Country', 70),
});

export type AddressInput = v.InferInput<typeof addressSchema>;
export type AddressData = v.InferOutput<typeof addressSchema>;
