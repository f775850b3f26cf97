import * as v from 'valibot';
import { profileSchema } from './profile';

const msg = (input: unknown) => (v.safeParse(profileSchema, input).issues ?? [])[0]?.message;
const ok = { name: 'Aarav Sharma', email: 'a@b.in', phone: '9876543210' };

describe('profile schema', () => {
  it('accepts a valid form', () => expect(msg(ok)).toBeUndefined());
  it.each([
    ['name', '', 'Name is required'],
    ['name', 'a'.repeat(51), 'Name can be at most 50 characters'],
    ['email', '', 'Email is required'],
    ['email', 'x@', 'Enter a valid email address'],
    ['email', `${'a'.repeat(66)}@b.in`, 'Email can be at most 70 characters'],
    ['phone', '', 'Phone is required'],
    ['phone', 'abc', 'Enter 10 digit mobile number'],
    ['phone', '12345678901', 'Enter 10 digit mobile number'],
    ['phone', '0000000000', 'Phone must start with 6, 7, 8 or 9'],
    ['name', 'Aarav 😀', 'Name can contain letters and spaces only'],
  ])('%s = %j → %s', (field, value, message) => expect(msg({ ...ok, [field]: value })).toBe(message));
});
