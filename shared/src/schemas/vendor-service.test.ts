import * as v from 'valibot';
import { imageUploadSchema, IMAGE_REQUIRED, vendorServiceSchema } from './vendor-service';

const msg = (input: unknown) => (v.safeParse(vendorServiceSchema, input).issues ?? [])[0]?.message;
const ok = {
  serviceId: 1, name: 'Marigold Mandap', operatorName: 'Shubh Decorators', mobile: '9820000001', email: 'v@x.in', shortDes: 'Flowers',
  longDes: '', bookingAmt: '45000', travelcharge: '15', gst: '18', gst_include_exclude: '0', discount: '5', amount_hide_show: 0,
  address: 'Hill Road', city: 'Mumbai', state: 'Maharashtra', pin: '400050',
};

describe('vendor service form schema', () => {
  it('accepts a valid form and converts numbers', () => {
    const r = v.parse(vendorServiceSchema, ok);
    expect(r).toMatchObject({ bookingAmt: 45000, travelcharge: 15, gst: 18, discount: 5, gst_include_exclude: 0, amount_hide_show: 0, Status: 1 });
  });
  it.each([
    ['name', '', 'Service name is required'],
    ['name', 'a'.repeat(101), 'Service name can be at most 100 characters'],
    ['operatorName', 'a'.repeat(101), 'Operator name can be at most 100 characters'],
    ['mobile', '98200', 'Enter 10 digit mobile number'],
    ['email', `${'a'.repeat(66)}@x.in`, 'Email can be at most 70 characters'],
    ['travelcharge', '1234567890', 'Travel charge per km can be at most 9 digits'],
    ['travelcharge', '12a', 'Travel charge per km can contain digits and a dot only'],
    ['shortDes', 'a'.repeat(10001), 'Short description can be at most 10000 characters'],
    ['longDes', 'a'.repeat(10001), 'Long description can be at most 10000 characters'],
    ['bookingAmt', '', 'MRP is required'],
    ['bookingAmt', '1234567890', 'MRP can be at most 9 digits'],
    ['bookingAmt', '0', 'MRP must be more than 0'],
    ['discount', '101', 'Discount cannot be more than 100'],
    ['discount', '-1', 'Discount cannot be negative'],
    ['gst', 'abc', 'GST must be a number'],
    ['pin', '4000', 'Pin code must be 6 digits'],
    ['pin', '40005a', 'Pin code must contain digits only'],
    ['city', 'Mumbai 2', 'City can contain letters only'],
    ['city', 'a'.repeat(71), 'City can be at most 70 characters'],
    ['address', 'a'.repeat(101), 'Address can be at most 100 characters'],
    ['serviceId', '', 'Please select service type'],
    ['Status', 3, 'Status must be Active (1) or Inactive (2)'],
    ['gst_include_exclude', 2, 'GST include/exclude must be 0 or 1'],
  ])('%s = %j → %s', (field, value, message) => expect(msg({ ...ok, [field]: value })).toBe(message));
  it('image upload: at least one, at most 10', () => {
    expect(v.safeParse(imageUploadSchema, { count: 0 }).issues?.[0]?.message).toBe(IMAGE_REQUIRED);
    expect(v.safeParse(imageUploadSchema, { count: 11 }).issues?.[0]?.message).toBe('You can upload at most 10 images at a time');
    expect(v.safeParse(imageUploadSchema, { count: 3 }).success).toBe(true);
  });
});
