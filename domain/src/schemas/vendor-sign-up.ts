/**
 * Vendor sign-up (product §3/§5): all required; full name letters+spaces ≤50; phone numeric ≤10; email ≤70;
 * passwords ≤50 and equal ('Passwords do not match'); service type chosen from the service list.
 * The terms checkbox must be ticked (fixes product §5's "terms checkbox not enforced": a vendor who never
 * agreed to the vendor policy — commission, declines, payouts — cannot be held to it). One rule for the form and
 * the API, which validates its body with this schema.
 */
import * as v from 'valibot';
import { MAX_ID, email, indianMobile, present, vendorName, wholeNumber } from './fields';
import { oneTimeCode } from './one-time-code';
import { noticeVersion } from './privacy';

export const VENDOR_PASSWORD_MISMATCH = 'Passwords do not match';
export const VENDOR_TERMS_REQUIRED = 'Please agree to the vendor policy and terms and conditions';

const pwd = (label: string) =>
  present(
    v.pipe(
      v.string(`${label} is required`),
      v.nonEmpty(`${label} is required`),
      v.maxLength(50, `${label} can be at most 50 characters`),
    ),
  );

export const vendorSignUpSchema = v.pipe(
  v.object({
    name: vendorName('Full Name', 50),
    email: email(70),
    phone: indianMobile('Phone'),
    password: pwd('Password'),
    cpassword: pwd('Confirm password'),
    serviceId: present(wholeNumber('Please select service type', 1, MAX_ID)),
    userType: v.optional(v.union([v.string(), v.number()]), '2'),
    terms: present(v.literal(true, VENDOR_TERMS_REQUIRED)),
    /** The code sent by SMS to `phone` (POST /vendor/signup-code). */
    otp: oneTimeCode(),
    /** The privacy notice the vendor read and agreed to (docs/privacy.md#notice): its consent is recorded. */
    noticeVersion: noticeVersion(),
  }),
  v.forward(
    v.partialCheck([['password'], ['cpassword']], (x) => x.password === x.cpassword, VENDOR_PASSWORD_MISMATCH),
    ['cpassword'],
  ),
);

export type VendorSignUpInput = v.InferInput<typeof vendorSignUpSchema>;
export type VendorSignUpData = v.InferOutput<typeof vendorSignUpSchema>;
