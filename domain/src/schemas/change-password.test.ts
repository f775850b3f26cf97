import * as v from 'valibot';
import { NEW_PASSWORD_MISMATCH, changePasswordSchema } from './change-password';

const msg = (input: unknown) => (v.safeParse(changePasswordSchema, input).issues ?? [])[0]?.message;
const ok = { uid: 1, oldPassword: 'old', newPassword: 'newpass', confirmPassword: 'newpass' };

describe('change password schema', () => {
  it('accepts a valid form', () => expect(msg(ok)).toBeUndefined());
  it('all three are required', () => {
    expect(msg({ ...ok, oldPassword: '' })).toBe('Old password is required');
    expect(msg({ ...ok, newPassword: '', confirmPassword: '' })).toBe('New password is required');
    expect(msg({ ...ok, confirmPassword: '' })).toBe('Confirm password is required');
  });
  it('mismatch message', () => {
    expect(msg({ ...ok, confirmPassword: 'other' })).toBe(NEW_PASSWORD_MISMATCH);
    expect(NEW_PASSWORD_MISMATCH).toBe('New password and confirm password do not match');
  });
});
