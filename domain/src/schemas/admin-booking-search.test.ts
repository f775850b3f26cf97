import * as v from 'valibot';
import { adminBookingsQuerySchema, BOOKING_SEARCH_INVALID, bookingSearchTerm } from './admin';

describe('admin bookings search term', () => {
  it.each([
    ['BK1042', { ref: 'BK1042', mobile: null }],
    [' bk 10-42 ', { ref: 'BK1042', mobile: null }],
    ['od20261120000042', { ref: 'OD20261120000042', mobile: null }],
    ['9876543210', { ref: '9876543210', mobile: '9876543210' }],
    ['+91 98765 43210', { ref: '+919876543210', mobile: '9876543210' }],
    ['09876543210', { ref: '09876543210', mobile: '9876543210' }],
    ['919876543210', { ref: '919876543210', mobile: '9876543210' }],
    ['5876543210', { ref: '5876543210', mobile: null }],
    ['987654321', { ref: '987654321', mobile: null }],
  ])('%j → %j', (q, term) => expect(bookingSearchTerm(q)).toEqual(term));

  it('the query schema trims q and refuses other characters or more than 30', () => {
    expect(v.parse(adminBookingsQuerySchema, { q: '  BK1 ' }).q).toBe('BK1');
    expect(v.parse(adminBookingsQuerySchema, {}).q).toBe('');
    expect(v.safeParse(adminBookingsQuerySchema, { q: "BK1' --" }).issues?.[0]?.message).toBe(BOOKING_SEARCH_INVALID);
    expect(v.safeParse(adminBookingsQuerySchema, { q: '1'.repeat(31) }).issues?.[0]?.message).toBe(
      'Search can be at most 30 characters',
    );
  });
});
