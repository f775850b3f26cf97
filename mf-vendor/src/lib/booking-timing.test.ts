import { bookingTiming, endOfDay } from './booking-timing';

describe('booking timing label (product §4: past when its end of day is not after now)', () => {
  const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => new Date(y, m - 1, d, h, min, s, ms);

  it.each([
    ['2026-11-22', at(2026, 11, 22, 0, 0), 'Upcoming'],
    ['2026-11-22', at(2026, 11, 22, 12, 0), 'Upcoming'],
    ['2026-11-22', at(2026, 11, 22, 23, 59, 59, 998), 'Upcoming'],
    ['2026-11-22', at(2026, 11, 22, 23, 59, 59, 999), 'Expired'],
    ['2026-11-22', at(2026, 11, 23, 0, 0), 'Expired'],
    ['2026-11-21', at(2026, 11, 22, 0, 0), 'Expired'],
    ['2026-11-23', at(2026, 11, 22, 23, 59, 59, 999), 'Upcoming'],
    ['2026-12-31', at(2027, 1, 1, 0, 0), 'Expired'],
    ['2024-02-29', at(2024, 2, 29, 18, 0), 'Upcoming'],
  ])('%s at %s is %s', (date, now, expected) => {
    expect(bookingTiming(date, now)).toBe(expected);
  });

  it('reads full timestamps by their local calendar day', () => {
    const d = new Date(2026, 10, 22, 15, 30);
    expect(endOfDay(d)?.getDate()).toBe(22);
    expect(bookingTiming(d, at(2026, 11, 22, 20))).toBe('Upcoming');
    expect(bookingTiming(d, at(2026, 11, 23, 0, 0, 0, 1))).toBe('Expired');
  });

  it('treats a missing or unreadable date as upcoming', () => {
    expect(bookingTiming('', at(2026, 1, 1))).toBe('Upcoming');
    expect(bookingTiming('not a date', at(2026, 1, 1))).toBe('Upcoming');
    expect(endOfDay(null)).toBeNull();
  });
});
