import * as v from 'valibot';
import { vendorSignInPayloadSchema, vendorSignInSchema } from './vendor-sign-in';

const msg = (input: unknown) => (v.safeParse(vendorSignInSchema, input).issues ?? [])[0]?.message;
const ok = { username: 'vendor@utsav.in', password: 'Vendor@123', remember: true };

describe('vendor sign-in schema', () => {
  it('accepts a valid form', () => expect(msg(ok)).toBeUndefined());
  it('username required, at most 60', () => {
    expect(msg({ ...ok, username: '' })).toBe('Please enter your username');
    expect(msg({ ...ok, username: 'a'.repeat(61) })).toBe('Username can be at most 60 characters');
  });
  it('password required, at most 50', () => {
    expect(msg({ ...ok, password: '' })).toBe('Please enter your password');
    expect(msg({ ...ok, password: 'x'.repeat(51) })).toBe('Password can be at most 50 characters');
  });
  it('remember-me is a choice, not a condition', () => expect(msg({ ...ok, remember: false })).toBeUndefined());
  it('payload schema is username + password', () =>
    expect(v.safeParse(vendorSignInPayloadSchema, { username: 'u', password: 'p' }).success).toBe(true));
});
