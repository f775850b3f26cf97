/** Profile form (product §5): name ≤50, email ≤70, phone numeric ≤10, all required. */
import * as v from 'valibot';
import { email, indianMobile, personName } from './fields';

export const profileSchema = v.object({
  name: personName('Name', 50),
  email: email(70),
  phone: indianMobile('Phone'),
});

export type ProfileInput = v.InferInput<typeof profileSchema>;
export type ProfileData = v.InferOutput<typeof profileSchema>;
