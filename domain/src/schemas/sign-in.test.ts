import * as v from 'valibot';
import { signInPayloadSchema, signInSchema } from './sign-in';

const msg = (input: unknown) => (v.safeParse(signInSchema, input).issues ?? [])[0]?.message;
const ok = { mobile: '9876543210', password: 'Customer@123', remember: true as const };

describe('sign-in schema', () => {
  it('accepts a valid form', () => expect(msg(ok)).toBeUndefined());
  it('mobile is required, numeric, at most 10', () => {
    expect(msg({ ...ok, mobile: '' })).toBe('Please enter your mobile number');
    expect(msg({ ...ok, mobile: '98765abc' })).toBe('Mobile number must contain digits only');
    expect(msg({ ...ok, mobile: '98765432101' })).toBe('Mobile number can be at most 10 digits');
  });
  it('password is required, at most 60', () => {
    expect(msg({ ...ok, password: '' })).toBe('Please enter your password');
    expect(msg({ ...ok, password: 'x'.repeat(61) })).toBe('Password can be at most 60 characters');
    expect(msg({ ...ok, password: 'x'.repeat(60) })).toBeUndefined();
  });
  it('remember-me is a choice, not a condition', () => {
    expect(msg({ ...ok, remember: false })).toBeUndefined();
    expect(msg({ mobile: ok.mobile, password: ok.password })).toBeUndefined();
  });
  it('the API payload has no remember-me', () => {
    expect(v.safeParse(signInPayloadSchema, { mobile: '9876543210', password: 'a' }).success).toBe(true);
  });
});
