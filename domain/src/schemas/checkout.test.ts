import * as v from 'valibot';
import { isValidGstin } from './fields';
import { checkoutSchema, SELECT_ADDRESS, SELECT_PAYMENT_TYPE, REMOVE_UNAVAILABLE } from './checkout';

const msg = (input: unknown) => (v.safeParse(checkoutSchema, input).issues ?? [])[0]?.message;
const ok = { Bookingfor: 'Wedding', gst_no: '', bookingAddressId: 1, PaymentType: 'full' };

describe('checkout schema', () => {
  it('accepts a valid checkout', () => expect(msg(ok)).toBeUndefined());
  it('messages of the spec', () => {
    expect(SELECT_ADDRESS).toBe('Please select address');
    expect(SELECT_PAYMENT_TYPE).toBe('Please select payment type');
    expect(REMOVE_UNAVAILABLE).toBe('Please remove unavailable product(s)');
  });
  it('carries no booking date: every cart line is booked on its own date', () => {
    expect(checkoutSchema.entries).not.toHaveProperty('bookingDate');
  });
  it('booking for required', () => expect(msg({ ...ok, Bookingfor: ' ' })).toBe('Please enter booking for'));
  it('an address must be chosen', () => {
    expect(msg({ ...ok, bookingAddressId: '' })).toBe(SELECT_ADDRESS);
    expect(msg({ ...ok, bookingAddressId: 0 })).toBe(SELECT_ADDRESS);
    expect(msg({ ...ok, bookingAddressId: undefined })).toBe(SELECT_ADDRESS);
  });
  it('a payment type must be chosen', () => {
    expect(msg({ ...ok, PaymentType: '' })).toBe(SELECT_PAYMENT_TYPE);
    expect(msg({ ...ok, PaymentType: 'partial' })).toBe(SELECT_PAYMENT_TYPE);
    expect(msg({ ...ok, PaymentType: 'advance' })).toBeUndefined();
  });
  describe('GST number', () => {
    it('is optional', () => {
      expect(msg({ ...ok, gst_no: undefined })).toBeUndefined();
      expect(v.parse(checkoutSchema, { ...ok, gst_no: undefined }).gst_no).toBe('');
    });
    it('alphanumeric, at most 16', () => {
      expect(msg({ ...ok, gst_no: '27AAPFU-939F1ZV' })).toBe('GST number can contain letters and digits only');
      expect(msg({ ...ok, gst_no: 'A'.repeat(17) })).toBe('GST number can be at most 16 characters');
      // One GSTIN rule: anything given must be a real GSTIN, whatever its length.
      for (const bad of [
        'ABC123',
        'A'.repeat(16),
        'INVALIDGST123',
        '27AAPFU0939F1Z',
        '00AAPFU0939F1ZV',
        '27AAPFU0939F1ZVX',
      ])
        expect(msg({ ...ok, gst_no: bad })).toBe('Enter a valid GST number');
    });
    it('15 characters: GSTIN format and check character', () => {
      expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
      expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
      expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false); // wrong check character
      expect(isValidGstin('27AAPFU0939F1XV')).toBe(false); // 14th must be Z
      expect(msg({ ...ok, gst_no: '27aapfu0939f1zv' })).toBeUndefined();
      expect(v.parse(checkoutSchema, { ...ok, gst_no: '27aapfu0939f1zv' }).gst_no).toBe('27AAPFU0939F1ZV');
      expect(msg({ ...ok, gst_no: '27AAPFU0939F1ZA' })).toBe('Enter a valid GST number');
    });
  });
});
