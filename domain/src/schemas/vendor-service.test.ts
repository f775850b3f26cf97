import fc from 'fast-check';
import * as v from 'valibot';
import { validate } from './validate';
import {
  imageUploadSchema,
  IMAGE_REQUIRED,
  MIN_SERVICE_PRICE_PAISE,
  payablePaiseOf,
  SERVICE_PRICE_TOO_LOW,
  vendorServiceSchema,
} from './vendor-service';

const msg = (input: unknown) => (v.safeParse(vendorServiceSchema, input).issues ?? [])[0]?.message;
const ok = {
  serviceId: 1,
  name: 'Marigold Mandap',
  operatorName: 'Shubh Decorators',
  mobile: '9820000001',
  email: 'v@x.in',
  shortDes: 'Flowers',
  longDes: '',
  bookingAmt: '45000',
  travelcharge: '15',
  gst: '18',
  gst_include_exclude: '0',
  discount: '5',
  amount_hide_show: 0,
  address: 'Hill Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pin: '400050',
};

describe('vendor service form schema', () => {
  it('accepts a valid form and converts numbers', () => {
    const r = v.parse(vendorServiceSchema, ok);
    expect(r).toMatchObject({
      bookingAmt: 45000,
      travelcharge: 15,
      gst: 18,
      discount: 5,
      gst_include_exclude: 0,
      amount_hide_show: 0,
      Status: 1,
    });
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
    expect(v.safeParse(imageUploadSchema, { count: 11 }).issues?.[0]?.message).toBe(
      'You can upload at most 10 images at a time',
    );
    expect(v.safeParse(imageUploadSchema, { count: 3 }).success).toBe(true);
  });

  // a service the customer would pay ₹0 (or less than the gateway's ₹1) for is refused when saved.
  it.each([
    [{ discount: '100', gst_include_exclude: '1' }],
    [{ discount: '100', gst_include_exclude: '0' }],
    [{ bookingAmt: '1', discount: '50', gst: '0' }],
    [{ bookingAmt: '1.5', discount: '40', gst: '0' }],
  ])('%j → refused beside Discount', (fields) => {
    const r = validate(vendorServiceSchema, { ...ok, ...fields });
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual({ discount: SERVICE_PRICE_TOO_LOW });
  });
  it('₹1 after discount is the least accepted', () => {
    expect(validate(vendorServiceSchema, { ...ok, bookingAmt: '1', discount: '0', gst: '0' }).ok).toBe(true);
    expect(validate(vendorServiceSchema, { ...ok, bookingAmt: '2', discount: '50', gst: '0' }).ok).toBe(true);
    expect(validate(vendorServiceSchema, { ...ok, discount: '99.99', gst_include_exclude: '1' }).ok).toBe(true);
  });
  it('an accepted service always costs at least ₹1; a refused one only for its price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 99_999_999 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 2_800 }),
        fc.constantFrom('0', '1'),
        (mrpPaise, discount100, gst100, included) => {
          const fields = {
            bookingAmt: (mrpPaise / 100).toFixed(2),
            discount: String(discount100 / 100),
            gst: String(gst100 / 100),
            gst_include_exclude: included,
          };
          const r = validate(vendorServiceSchema, { ...ok, ...fields });
          const payable = payablePaiseOf({
            bookingAmt: mrpPaise / 100,
            discount: discount100 / 100,
            gst: gst100 / 100,
            gst_include_exclude: Number(included),
          });
          if (r.ok) expect(payable).toBeGreaterThanOrEqual(MIN_SERVICE_PRICE_PAISE);
          else expect(r.errors).toEqual({ discount: SERVICE_PRICE_TOO_LOW });
          expect(r.ok).toBe(payable >= MIN_SERVICE_PRICE_PAISE);
        },
      ),
    );
  });
  it('an invalid field is reported alone (the price rule waits for valid numbers)', () => {
    expect(validate(vendorServiceSchema, { ...ok, discount: '101' }).errors).toEqual({
      discount: 'Discount cannot be more than 100',
    });
    expect(validate(vendorServiceSchema, { ...ok, bookingAmt: '' }).errors).toEqual({ bookingAmt: 'MRP is required' });
  });
});
