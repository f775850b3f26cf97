import { formatAmount, formatDate, formatRupees, fromBase64, toBase64, twoDigits } from './format';

describe('format', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [123456.789, '1,23,456.79'],
    [10000000, '1,00,00,000.00'],
    ['2500', '2,500.00'],
    [Number.NaN, '0.00'],
    [null, '0.00'],
  ])('formatAmount(%p) = %s', (input, out) => {
    expect(formatAmount(input as number)).toBe(out);
  });

  it('prefixes rupees', () => expect(formatRupees(123456.5)).toBe('₹1,23,456.50'));

  it.each([
    ['2026-11-21', '21 Nov 2026'],
    ['2027-01-05T10:00:00', '05 Jan 2027'],
    ['', '---'],
    [null, '---'],
    [undefined, '---'],
    ['not a date', '---'],
  ])('formatDate(%p) = %s', (input, out) => {
    expect(formatDate(input)).toBe(out);
  });

  it('pads counts to two digits', () => {
    expect(twoDigits(3)).toBe('03');
    expect(twoDigits(12)).toBe('12');
    expect(twoDigits(0)).toBe('00');
    expect(twoDigits(undefined)).toBe('00');
  });

  it('round-trips base64 including unicode', () => {
    expect(toBase64('2026-12-01')).toBe('MjAyNi0xMi0wMQ==');
    expect(fromBase64(toBase64('{"PackageID":1,"eventDate":"2026-12-01"} ₹'))).toBe('{"PackageID":1,"eventDate":"2026-12-01"} ₹');
    expect(() => fromBase64('%%%')).toThrow();
  });
});
