import * as v from 'valibot';
import { addressSchema } from './address';

const msg = (input: unknown) => (v.safeParse(addressSchema, input).issues ?? [])[0]?.message;
const ok = {
  name: 'Aarav',
  mobile: '9876543210',
  email: 'a@b.in',
  address: '12 Carter Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipcode: '400050',
};

describe('booking address schema', () => {
  it('accepts a valid form with defaults', () => {
    const r = v.safeParse(addressSchema, ok);
    expect(r.success).toBe(true);
    expect(r.output).toMatchObject({ regno: '123456', id: null, country: '' });
  });
  it('accepts lookup fields (lat, lon, location, boundingbox, country)', () => {
    const r = v.safeParse(addressSchema, {
      ...ok,
      lat: '18.98',
      lon: 72.83,
      location: 'Bandra West, Mumbai',
      boundingbox: ['1', '2'],
      country: 'India',
    });
    expect(r.success).toBe(true);
    expect(r.output).toMatchObject({ lat: 18.98, lon: 72.83 });
  });
  it.each([
    ['name', '', 'Name is required'],
    ['name', 'a'.repeat(51), 'Name can be at most 50 characters'],
    ['email', '', 'Email is required'],
    ['email', `${'a'.repeat(66)}@b.in`, 'Email can be at most 70 characters'],
    ['mobile', '', 'Mobile is required'],
    ['mobile', '98-76', 'Enter 10 digit mobile number'],
    ['mobile', '98765432101', 'Enter 10 digit mobile number'],
    ['mobile', '1234567890', 'Mobile must start with 6, 7, 8 or 9'],
    ['mobile', '0000000000', 'Mobile must start with 6, 7, 8 or 9'],
    ['name', 'Riya 🎉', 'Name can contain letters and spaces only'],
    ['name', 'Flat 12', 'Name can contain letters and spaces only'],
    ['zipcode', '', 'Zipcode is required'],
    ['zipcode', '40a050', 'Zipcode must contain digits only'],
    ['zipcode', '40005', 'Zipcode must be 6 digits'],
    ['address', '', 'Address is required'],
    ['address', 'a'.repeat(151), 'Address can be at most 150 characters'],
    ['lat', 'abc', 'Latitude must be a number'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(msg({ ...ok, [field]: value })).toBe(message);
  });
});
