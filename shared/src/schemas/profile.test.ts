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
    ['phone', 'abc', 'Phone must contain digits only'],
    ['phone', '12345678901', 'Phone can be at most 10 digits'],
  ])('%s = %j → %s', (field, value, message) => expect(msg({ ...ok, [field]: value })).toBe(message));
});
