/**
 * One-time codes and new passwords: the rules the sign-up, vendor registration and password-reset forms
 * check, and the API validates the same bodies with. One rule, one place.
 */
import * as v from 'valibot';
import { indianMobile, present } from './fields';

export const CODE_LENGTH = 6;
export const CODE_REQUIRED = 'Enter the 6-digit code we sent you';
export const CODE_FORMAT = 'The code is 6 digits';

/** A 6-digit one-time code (digits only; spaces around it are dropped). */
export const oneTimeCode = () =>
  present(
    v.pipe(
      v.union([v.string(), v.number()], CODE_REQUIRED),
      v.transform((x) => String(x).trim()),
      v.nonEmpty(CODE_REQUIRED),
      v.regex(/^\d{6}$/, CODE_FORMAT),
    ),
  );

export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MAX = 40;
export const RESET_PASSWORD_MISMATCH = 'Password and confirm password do not match!';

/** A new password chosen at a reset: 8 to 40 characters (40: what the customer sign-up and every sign-in accept). */
export const newPassword = (label = 'New password') =>
  present(
    v.pipe(
      v.string(`${label} is required`),
      v.nonEmpty(`${label} is required`),
      v.minLength(NEW_PASSWORD_MIN, `${label} must be at least ${NEW_PASSWORD_MIN} characters`),
      v.maxLength(NEW_PASSWORD_MAX, `${label} can be at most ${NEW_PASSWORD_MAX} characters`),
    ),
  );

export const LOGIN_REQUIRED = 'Enter your registered mobile number or email';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The account a reset is for: its 10-digit mobile number or its email (trimmed; max 70 like the vendor email). */
export const accountLogin = () =>
  present(
    v.pipe(
      v.union([v.string(), v.number()], LOGIN_REQUIRED),
      v.transform((x) => String(x).trim()),
      v.nonEmpty(LOGIN_REQUIRED),
      v.maxLength(70, LOGIN_REQUIRED),
      v.check((x) => /^[6-9]\d{9}$/.test(x) || EMAIL_PATTERN.test(x), LOGIN_REQUIRED),
    ),
  );

/** POST /signup-code and /vendor/signup-code: the mobile number to verify. */
export const signUpCodeSchema = v.object({ phone: indianMobile('Phone') });

/** POST /forgot-password and /vendor/forgot-password. */
export const forgotPasswordSchema = v.object({ login: accountLogin() });

/** POST /reset-password and /vendor/reset-password. */
export const resetPasswordSchema = v.pipe(
  v.object({
    login: accountLogin(),
    otp: oneTimeCode(),
    password: newPassword('New password'),
    cpassword: present(
      v.pipe(
        v.string('Confirm password is required'),
        v.nonEmpty('Confirm password is required'),
        v.maxLength(NEW_PASSWORD_MAX, `Confirm password can be at most ${NEW_PASSWORD_MAX} characters`),
      ),
    ),
  }),
  v.forward(
    v.partialCheck([['password'], ['cpassword']], (x) => x.password === x.cpassword, RESET_PASSWORD_MISMATCH),
    ['cpassword'],
  ),
);

export type SignUpCodeInput = v.InferInput<typeof signUpCodeSchema>;
export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>;
export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>;
export type ResetPasswordData = v.InferOutput<typeof resetPasswordSchema>;
