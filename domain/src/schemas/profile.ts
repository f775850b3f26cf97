/**
 * Profile form (product §5): name ≤50, email ≤70, phone numeric ≤10, all required. A new mobile number or email is
 * saved only with the 6-digit code sent to it (`otp`, docs/security.md "Contacts proven before they are used"), one
 * new contact at a time.
 */
import * as v from 'valibot';
import { email, indianMobile, personName } from './fields';
import { oneTimeCode } from './one-time-code';

export const profileSchema = v.object({
  name: personName('Name', 50),
  email: email(70),
  phone: indianMobile('Phone'),
  otp: v.optional(oneTimeCode()),
});

export const CONTACT_REQUIRED = 'Enter a 10-digit mobile number or an email';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /contact-code: the new mobile number or email to send a code to before the profile saves it. */
export const contactCodeSchema = v.object({
  contact: v.pipe(
    v.union([v.string(), v.number()], CONTACT_REQUIRED),
    v.transform((x) => String(x).trim()),
    v.nonEmpty(CONTACT_REQUIRED),
    v.maxLength(70, CONTACT_REQUIRED),
    v.check((x) => /^[6-9]\d{9}$/.test(x) || EMAIL_PATTERN.test(x), CONTACT_REQUIRED),
  ),
});

export type ProfileInput = v.InferInput<typeof profileSchema>;
export type ProfileData = v.InferOutput<typeof profileSchema>;
export type ContactCodeInput = v.InferInput<typeof contactCodeSchema>;
