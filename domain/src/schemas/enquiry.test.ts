import * as v from 'valibot';
import { enquirySchema } from './enquiry';

const msg = (input: unknown) => (v.safeParse(enquirySchema, input).issues ?? [])[0]?.message;
const ok = { userId: null, productId: 3, name: 'Aarav', mobile: '9876543210', email: 'a@b.in', address: 'Bandra' };

describe('enquiry schema', () => {
  it('accepts a valid enquiry', () => expect(msg(ok)).toBeUndefined());
  it.each([
    ['mobile', '98765', 'Enter 10 digit mobile number'],
    ['mobile', '98765432101', 'Enter 10 digit mobile number'],
    ['mobile', '98765abcde', 'Enter 10 digit mobile number'],
    ['mobile', '', 'Mobile number is required'],
    ['mobile', '1234567890', 'Mobile number must start with 6, 7, 8 or 9'],
    ['name', 'R2D2', 'Name can contain letters and spaces only'],
    ['name', '', 'Name is required'],
    ['name', 'a'.repeat(61), 'Name can be at most 60 characters'],
    ['email', '', 'Email is required'],
    ['email', `${'a'.repeat(56)}@b.in`, 'Email can be at most 60 characters'],
    ['address', '', 'Address is required'],
    ['address', 'a'.repeat(101), 'Address can be at most 100 characters'],
  ])('%s = %j → %s', (field, value, message) => expect(msg({ ...ok, [field]: value })).toBe(message));
});
