/**
 * Customer sign-in (product §5): mobile numeric max 10 required; password max 60 required. "Remember Me" is a choice,
 * not a condition: unticked, the session lasts for the tab; ticked, it is kept for later visits (docs/auth.md).
 */
import * as v from 'valibot';
import { present } from './fields';

export const signInSchema = v.object({
  mobile: present(
    v.pipe(
      v.string('Please enter your mobile number'),
      v.trim(),
      v.nonEmpty('Please enter your mobile number'),
      v.regex(/^\d+$/, 'Mobile number must contain digits only'),
      v.maxLength(10, 'Mobile number can be at most 10 digits'),
    ),
  ),
  password: present(
    v.pipe(
      v.string('Please enter your password'),
      v.nonEmpty('Please enter your password'),
      v.maxLength(60, 'Password can be at most 60 characters'),
    ),
  ),
  remember: v.optional(v.boolean(), false),
});

/** The API only receives mobile and password. */
export const signInPayloadSchema = v.object({
  mobile: signInSchema.entries.mobile,
  password: signInSchema.entries.password,
});

export type SignInInput = v.InferInput<typeof signInSchema>;
export type SignInData = v.InferOutput<typeof signInPayloadSchema>;
