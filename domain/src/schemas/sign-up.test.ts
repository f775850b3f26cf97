import * as v from 'valibot';
import { PASSWORD_MISMATCH, signUpSchema } from './sign-up';

const issues = (input: unknown) => v.safeParse(signUpSchema, input).issues ?? [];
const msg = (input: unknown) => issues(input)[0]?.message;
const ok = {
  name: 'Aarav Sharma',
  email: 'a@b.in',
  phone: '9876543210',
  password: 'secret1',
  cpassword: 'secret1',
  otp: '123456',
};

describe('sign-up schema', () => {
  it('accepts a valid form and defaults user_type to 1', () => {
    const r = v.safeParse(signUpSchema, ok);
    expect(r.success).toBe(true);
    expect(r.output).toMatchObject({ user_type: '1' });
  });
  it('full name: required, letters and spaces, at most 50', () => {
    expect(msg({ ...ok, name: '' })).toBe('Full Name is required');
    expect(msg({ ...ok, name: 'Aarav 2' })).toBe('Full Name can contain letters and spaces only');
    expect(msg({ ...ok, name: 'a'.repeat(51) })).toBe('Full Name can be at most 50 characters');
  });
  it('email: required, valid, at most 60', () => {
    expect(msg({ ...ok, email: '' })).toBe('Email is required');
    expect(msg({ ...ok, email: 'nope' })).toBe('Enter a valid email address');
    expect(msg({ ...ok, email: `${'a'.repeat(56)}@b.in` })).toBe('Email can be at most 60 characters');
  });
  it('phone: required, an Indian mobile (10 digits, first 6–9)', () => {
    expect(msg({ ...ok, phone: '' })).toBe('Phone is required');
    expect(msg({ ...ok, phone: '98x' })).toBe('Enter 10 digit mobile number');
    expect(msg({ ...ok, phone: '12345678901' })).toBe('Enter 10 digit mobile number');
    for (const bad of ['12345', '0000000000', '5475635217', '1234567890'])
      expect(msg({ ...ok, phone: bad })).toMatch(/Enter 10 digit mobile number|Phone must start with 6, 7, 8 or 9/);
    expect(msg({ ...ok, phone: '6000000000' })).toBeUndefined();
  });
  it('name: letters of any script and spaces, nothing else', () => {
    for (const good of ['राहुल', 'राहुल शर्मा', 'Aarav Sharma', 'ಕನ್ನಡ ನಾಮ', 'முருகன்', 'José'])
      expect(msg({ ...ok, name: good })).toBeUndefined();
    for (const bad of ['Rahul 😀', 'Rahul1', 'R@hul', 'Rahul.', '😀'])
      expect(msg({ ...ok, name: bad })).toBe('Full Name can contain letters and spaces only');
  });
  it('passwords: required, at most 40, must match', () => {
    expect(msg({ ...ok, password: '', cpassword: '' })).toBe('Password is required');
    expect(msg({ ...ok, password: 'x'.repeat(41), cpassword: 'x'.repeat(41) })).toBe(
      'Password can be at most 40 characters',
    );
    const mismatch = issues({ ...ok, cpassword: 'other' });
    expect(mismatch[0]?.message).toBe(PASSWORD_MISMATCH);
    expect(PASSWORD_MISMATCH).toBe('Password and confirm password do not match!');
    expect(v.getDotPath(mismatch[0]!)).toBe('cpassword');
  });
  it('only customers register (user_type 1)', () => {
    expect(msg({ ...ok, user_type: '2' })).toBe('Only customers can register here');
  });
});
