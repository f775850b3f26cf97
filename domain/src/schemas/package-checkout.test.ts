import * as v from 'valibot';
import {
  ENTER_BOOKING_PURPOSE,
  SELECT_BOOKING_ADDRESS,
  SELECT_ONE_PRODUCT,
  packageBookingSchema,
  packageCartSchema,
  packageCheckoutFormSchema,
} from './package-checkout';

const soon = new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10);

const msg = (s: v.GenericSchema, input: unknown) => (v.safeParse(s, input).issues ?? [])[0]?.message;
const cart = {
  packageID: 1,
  packageName: 'Royal',
  packageDesc: '',
  packageTotal: 100,
  packageImage: '',
  inPackage: '',
  BookingDate: soon,
  packageItems: [
    {
      serviceID: 1,
      serviceName: 'Decoration',
      amount: 10,
      book_On: soon,
      productDetails: [{ Product_ID: 1, ServiceID: 1, Title: 'x', BookingDate: soon, vid: 1 }],
    },
  ],
};

describe('package checkout schemas', () => {
  it('form: booking for and address required, GST optional', () => {
    expect(msg(packageCheckoutFormSchema, { Bookingfor: '', bookingAddressId: 1 })).toBe(ENTER_BOOKING_PURPOSE);
    expect(ENTER_BOOKING_PURPOSE).toBe('Enter event booking purpose');
    expect(msg(packageCheckoutFormSchema, { Bookingfor: 'Wedding', bookingAddressId: '' })).toBe(
      SELECT_BOOKING_ADDRESS,
    );
    expect(SELECT_BOOKING_ADDRESS).toBe('Select booking address');
    expect(msg(packageCheckoutFormSchema, { Bookingfor: 'Wedding', bookingAddressId: 3 })).toBeUndefined();
    expect(msg(packageCheckoutFormSchema, { Bookingfor: 'Wedding', bookingAddressId: 3, gst_no: 'AB$' })).toBe(
      'GST number can contain letters and digits only',
    );
    expect(msg(packageCheckoutFormSchema, { Bookingfor: 'Wedding', bookingAddressId: 3, gst_no: 'A'.repeat(17) })).toBe(
      'GST number can be at most 16 characters',
    );
    expect(
      msg(packageCheckoutFormSchema, { Bookingfor: 'Wedding', bookingAddressId: 3, gst_no: 'INVALIDGST123' }),
    ).toBe('Enter a valid GST number');
    expect(
      msg(packageCheckoutFormSchema, { Bookingfor: 'Wedding', bookingAddressId: 3, gst_no: '27AAPFU0939F1ZV' }),
    ).toBeUndefined();
  });
  it('cart payload: at least one product selected', () => {
    expect(msg(packageCartSchema, cart)).toBeUndefined();
    expect(msg(packageCartSchema, { ...cart, packageItems: [{ ...cart.packageItems[0], productDetails: [] }] })).toBe(
      SELECT_ONE_PRODUCT,
    );
    expect(SELECT_ONE_PRODUCT).toBe('Please select at least one product from the package');
  });
  it('cart payload: event date not in the past', () => {
    expect(msg(packageCartSchema, { ...cart, BookingDate: '2001-01-01' })).toBe('Event date cannot be before today');
  });
  it('booking payload carries the form and optionally the package', () => {
    expect(msg(packageBookingSchema, { Bookingfor: 'Wedding', bookingAddressId: 3, package: cart })).toBeUndefined();
    expect(msg(packageBookingSchema, { Bookingfor: '', bookingAddressId: 3 })).toBe(ENTER_BOOKING_PURPOSE);
  });
});
