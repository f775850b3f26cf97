/** Customer sign-up (product §5): full name letters+spaces max 50; email max 60; phone numeric max 10; passwords max 40 and equal. */
import * as v from 'valibot';
import { email, indianMobile, lettersAndSpaces, present } from './fields';
import { oneTimeCode } from './one-time-code';
import { noticeVersion } from './privacy';

export const PASSWORD_MISMATCH = 'Password and confirm password do not match!';

export const signUpSchema = v.pipe(
  v.object({
    name: lettersAndSpaces('Full Name', 50),
    email: email(60),
    phone: indianMobile('Phone'),
    password: present(
      v.pipe(
        v.string('Password is required'),
        v.nonEmpty('Password is required'),
        v.maxLength(40, 'Password can be at most 40 characters'),
      ),
    ),
    cpassword: present(
      v.pipe(
        v.string('Confirm password is required'),
        v.nonEmpty('Confirm password is required'),
        v.maxLength(40, 'Confirm password can be at most 40 characters'),
      ),
    ),
    user_type: v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.literal('1', 'Only customers can register here'),
      ),
      '1',
    ),
    /** The code sent by SMS to `phone` (POST /signup-code): the number is proven before the account exists. */
    otp: oneTimeCode(),
    /** The privacy notice the person read and agreed to (docs/privacy.md#notice): its consent is recorded. */
    noticeVersion: noticeVersion(),
  }),
  v.forward(
    v.partialCheck([['password'], ['cpassword']], (x) => x.password === x.cpassword, PASSWORD_MISMATCH),
    ['cpassword'],
  ),
);

export type SignUpInput = v.InferInput<typeof signUpSchema>;
export type SignUpData = v.InferOutput<typeof signUpSchema>;
