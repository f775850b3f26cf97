import * as v from 'valibot';
import { todayIso } from './fields';
import { eventBookingSchema } from './event-booking';

const msg = (input: unknown) => (v.safeParse(eventBookingSchema, input).issues ?? [])[0]?.message;
const ok = {
  bookingAddressId: 2,
  lat: 18.9,
  lon: 72.8,
  address: 'Bandra',
  Bookingfor: 'Wedding',
  gst_no: '',
  totalBookingAmt: 1000,
  TotalAdvanceBookingAmt: 200,
  bookingDate: todayIso(),
  PaymentType: 'advance',
};

describe('event booking payload schema', () => {
  it('accepts the product §3 payload', () => {
    expect(msg(ok)).toBeUndefined();
    expect(v.parse(eventBookingSchema, ok)).toMatchObject({ bookingAddressId: 2, PaymentType: 'advance' });
  });
  it('client totals and coordinates are optional', () => {
    const { totalBookingAmt: _a, TotalAdvanceBookingAmt: _b, lat: _c, lon: _d, address: _e, ...rest } = ok;
    expect(msg(rest)).toBeUndefined();
  });
  it('applies the checkout rules', () => {
    expect(msg({ ...ok, bookingAddressId: null })).toBe('Please select address');
    expect(msg({ ...ok, PaymentType: undefined })).toBe('Please select payment type');
    expect(msg({ ...ok, gst_no: 'X'.repeat(17) })).toBe('GST number can be at most 16 characters');
    expect(msg({ ...ok, bookingDate: '1999-01-01' })).toBe('Booking date cannot be before today');
  });
});
