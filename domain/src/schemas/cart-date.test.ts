import * as v from 'valibot';
import { lastBookableIso, todayIso } from './fields';
import { addToCartSchema, cartDateSchema } from './cart-date';

/** A date a month ahead (inside the 2-year booking horizon). */
const soon = new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10);

const msg = (s: v.GenericSchema, input: unknown) => (v.safeParse(s, input).issues ?? [])[0]?.message;

describe('cart date schema', () => {
  it('booking date is required and not before today', () => {
    expect(msg(cartDateSchema, { bookingDate: '' })).toBe('Please select booking date');
    expect(msg(cartDateSchema, { bookingDate: '2001-05-01' })).toBe('Booking date cannot be before today');
    expect(msg(cartDateSchema, { bookingDate: todayIso() })).toBeUndefined();
  });
  it('a full timestamp is cut to its date', () => {
    expect(v.parse(cartDateSchema, { bookingDate: `${soon}T10:00:00.000Z` })).toEqual({ bookingDate: soon });
  });
  it('add to cart needs a product id', () => {
    expect(msg(addToCartSchema, { productId: 'abc', bookingDate: soon })).toBe('Service is invalid');
    expect(msg(addToCartSchema, { bookingDate: soon })).toBe('Service is required');
    expect(v.parse(addToCartSchema, { productId: '7', bookingDate: soon })).toEqual({
      productId: 7,
      bookingDate: soon,
    });
  });
});

describe('booking horizon', () => {
  it('a date more than 2 years ahead is refused; the last bookable day is accepted', () => {
    expect(msg(cartDateSchema, { bookingDate: '9999-12-31' })).toBe('Booking date can be at most 2 years ahead');
    expect(msg(cartDateSchema, { bookingDate: lastBookableIso() })).toBeUndefined();
    expect(lastBookableIso(new Date(2028, 1, 29))).toBe('2030-02-28');
    expect(lastBookableIso(new Date(2026, 10, 24))).toBe('2028-11-24');
  });
  it('product ids above 2^31 − 1 are invalid, not a database error', () => {
    expect(msg(addToCartSchema, { productId: 2147483648, bookingDate: soon })).toBe('Service is invalid');
    expect(msg(addToCartSchema, { productId: '2147483647', bookingDate: soon })).toBeUndefined();
  });
});
