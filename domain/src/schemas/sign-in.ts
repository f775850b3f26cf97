/** Customer sign-in (product §5): mobile numeric max 10 required; password max 60 required; remember-me required. */
import * as v from 'valibot';
import { present } from './fields';

export const signInSchema = v.object({
  mobile: present(
    v.pipe(
      v.string('Please enter your User Id'),
      v.trim(),
      v.nonEmpty('Please enter your User Id'),
      v.regex(/^\d+$/, 'User Id must contain digits only'),
      v.maxLength(10, 'User Id can be at most 10 digits'),
    ),
  ),
  password: present(
    v.pipe(
      v.string('Please enter your password'),
      v.nonEmpty('Please enter your password'),
      v.maxLength(60, 'Password can be at most 60 characters'),
    ),
  ),
  remember: v.literal(true, 'Please tick Remember Me'),
});

/** The API only receives mobile and password. */
export const signInPayloadSchema = v.object({
  mobile: signInSchema.entries.mobile,
  password: signInSchema.entries.password,
});

export type SignInInput = v.InferInput<typeof signInSchema>;
export type SignInData = v.InferOutput<typeof signInPayloadSchema>;
