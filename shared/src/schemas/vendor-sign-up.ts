/**
 * Vendor sign-up (SPEC §3/§5): all required; full name letters+spaces ≤50; phone numeric ≤10; email ≤70;
 * passwords ≤50 and equal ('Passwords do not match'); service type chosen from the service list.
 */
import * as v from 'valibot';
import { MAX_ID, email, indianMobile, lettersAndSpaces, present, wholeNumber } from './fields';

export const VENDOR_PASSWORD_MISMATCH = 'Passwords do not match';

const pwd = (label: string) => present(v.pipe(v.string(`${label} is required`), v.nonEmpty(`${label} is required`), v.maxLength(50, `${label} can be at most 50 characters`)));

export const vendorSignUpSchema = v.pipe(
  v.object({
    name: lettersAndSpaces('Full Name', 50),
    email: email(70),
    phone: indianMobile('Phone'),
    password: pwd('Password'),
    cpassword: pwd('Confirm password'),
    serviceId: present(wholeNumber('Please select service type', 1, MAX_ID)),
    userType: v.optional(v.union([v.string(), v.number()]), '2'),
    terms: v.optional(v.boolean()),
  }),
  v.forward(v.partialCheck([['password'], ['cpassword']], (x) => x.password === x.cpassword, VENDOR_PASSWORD_MISMATCH), ['cpassword']),
);

export type VendorSignUpInput = v.InferInput<typeof vendorSignUpSchema>;
export type VendorSignUpData = v.InferOutput<typeof vendorSignUpSchema>;
