import * as v from 'valibot';
import { todayIso } from './fields';
import { addToCartSchema, cartDateSchema } from './cart-date';

const msg = (s: v.GenericSchema, input: unknown) => (v.safeParse(s, input).issues ?? [])[0]?.message;

describe('cart date schema', () => {
  it('booking date is required and not before today', () => {
    expect(msg(cartDateSchema, { bookingDate: '' })).toBe('Please select booking date');
    expect(msg(cartDateSchema, { bookingDate: '2001-05-01' })).toBe('Booking date cannot be before today');
    expect(msg(cartDateSchema, { bookingDate: todayIso() })).toBeUndefined();
  });
  it('a full timestamp is cut to its date', () => {
    expect(v.parse(cartDateSchema, { bookingDate: '2999-12-31T10:00:00.000Z' })).toEqual({ bookingDate: '2999-12-31' });
  });
  it('add to cart needs a product id', () => {
    expect(msg(addToCartSchema, { productId: 'abc', bookingDate: '2999-01-01' })).toBe('Service is invalid');
    expect(msg(addToCartSchema, { bookingDate: '2999-01-01' })).toBe('Service is required');
    expect(v.parse(addToCartSchema, { productId: '7', bookingDate: '2999-01-01' })).toEqual({ productId: 7, bookingDate: '2999-01-01' });
  });
});
