/** Vendor sign-in (product §5): username ≤60, password ≤50; remember-me keeps the session past the tab (docs/auth.md). */
import * as v from 'valibot';
import { present } from './fields';

export const vendorSignInSchema = v.object({
  username: present(
    v.pipe(
      v.string('Please enter your username'),
      v.trim(),
      v.nonEmpty('Please enter your username'),
      v.maxLength(60, 'Username can be at most 60 characters'),
    ),
  ),
  password: present(
    v.pipe(
      v.string('Please enter your password'),
      v.nonEmpty('Please enter your password'),
      v.maxLength(50, 'Password can be at most 50 characters'),
    ),
  ),
  remember: v.optional(v.boolean(), false),
});

/** The API receives username and password only. */
export const vendorSignInPayloadSchema = v.object({
  username: vendorSignInSchema.entries.username,
  password: vendorSignInSchema.entries.password,
});

export type VendorSignInInput = v.InferInput<typeof vendorSignInSchema>;
export type VendorSignInData = v.InferOutput<typeof vendorSignInPayloadSchema>;
