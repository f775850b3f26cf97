/** Profile form (SPEC §5): name ≤50, email ≤70, phone numeric ≤10, all required. */
import * as v from 'valibot';
import { digits, email, requiredText } from './fields';

export const profileSchema = v.object({
  name: requiredText('Name', 50),
  email: email(70),
  phone: digits('Phone', 10),
});

export type ProfileInput = v.InferInput<typeof profileSchema>;
export type ProfileData = v.InferOutput<typeof profileSchema>;
