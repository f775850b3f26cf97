import { bookingStatusLabel } from './booking-status';

describe('bookingStatusLabel', () => {
  it.each([
    [1, 'Booked'],
    ['1', 'Booked'],
    [0, 'Failed'],
    [2, 'Failed'],
    [null, 'Failed'],
    [undefined, 'Failed'],
    ['x', 'Failed'],
  ])('%p → %s', (status, label) => {
    expect(bookingStatusLabel(status)).toBe(label);
  });
});
