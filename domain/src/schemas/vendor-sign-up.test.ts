import * as v from 'valibot';
import { VENDOR_PASSWORD_MISMATCH, VENDOR_TERMS_REQUIRED, vendorSignUpSchema } from './vendor-sign-up';

const msg = (input: unknown) => (v.safeParse(vendorSignUpSchema, input).issues ?? [])[0]?.message;
const ok = {
  name: 'Shubh Decorators',
  email: 'v@x.in',
  phone: '9820000001',
  password: 'Vendor@123',
  cpassword: 'Vendor@123',
  serviceId: '1',
  userType: '2',
  terms: true,
  otp: '123456',
};

describe('vendor sign-up schema', () => {
  it('accepts a valid form', () => {
    expect(msg(ok)).toBeUndefined();
    expect(v.parse(vendorSignUpSchema, ok).serviceId).toBe(1);
  });
  it.each([
    ['name', '', 'Full Name is required'],
    ['name', 'Shubh 2', 'Full Name can contain letters and spaces only'],
    ['name', 'a'.repeat(51), 'Full Name can be at most 50 characters'],
    ['phone', '98200x', 'Enter 10 digit mobile number'],
    ['phone', '98200000011', 'Enter 10 digit mobile number'],
    ['phone', '5475635217', 'Phone must start with 6, 7, 8 or 9'],
    ['email', `${'a'.repeat(66)}@x.in`, 'Email can be at most 70 characters'],
    ['serviceId', '', 'Please select service type'],
    ['serviceId', undefined, 'Please select service type'],
  ])('%s = %j → %s', (field, value, message) => expect(msg({ ...ok, [field]: value })).toBe(message));
  it('passwords at most 50 and must match', () => {
    expect(msg({ ...ok, password: 'x'.repeat(51), cpassword: 'x'.repeat(51) })).toBe(
      'Password can be at most 50 characters',
    );
    expect(msg({ ...ok, cpassword: 'different' })).toBe(VENDOR_PASSWORD_MISMATCH);
    expect(VENDOR_PASSWORD_MISMATCH).toBe('Passwords do not match');
  });
  it.each([false, undefined, 'true', 1, ''])('the terms checkbox is required (terms = %j)', (terms) => {
    expect(msg({ ...ok, terms })).toBe(VENDOR_TERMS_REQUIRED);
  });
});
