import { formatAmount, formatCount, formatDate, formatRupees, fromBase64, toBase64, twoDigits } from './format';

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

  it.each([
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    [999.995, '1,000.00'],
    [1.005, '1.01'],
    [0.595, '0.60'],
    [100000, '1,00,000.00'],
    [12345678901.25, '12,34,56,78,901.25'],
    [Number.POSITIVE_INFINITY, '0.00'],
    ['abc', '0.00'],
  ])('formatAmount(%p) = %s (edges)', (input, out) => {
    expect(formatAmount(input as number)).toBe(out);
  });

  it('formats as Intl en-IN does, for amounts of every size', () => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      const magnitude = 10 ** Math.floor(random() * 12);
      const amount = (Math.round(random() * magnitude * 1000) / 1000) * (random() < 0.1 ? -1 : 1);
      const expected = intl.format(amount).replace(/^-0\.00$/, '0.00');
      expect(formatAmount(amount)).toBe(expected);
    }
  });

  it('Hindi (hi-IN) writes amounts as en-IN does: Latin digits, lakh and crore grouping', () => {
    const hi = new Intl.NumberFormat('hi-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of [0, 5, 1234.5, 123456.79, 10000000, 12345678901.25])
      expect(formatAmount(amount)).toBe(hi.format(amount));
  });

  it('dates in Hindi come from Intl hi-IN; counts use the shown language', () => {
    // format reads the page's language from <html lang> (which @utsav/shared/i18n sets); these tests run in node,
    // where a page is only that attribute.
    const page = globalThis as { document?: { documentElement: { lang: string } } };
    page.document = { documentElement: { lang: 'hi' } };
    try {
      expect(formatDate('2026-11-21')).toBe(
        new Intl.DateTimeFormat('hi-IN', { day: '2-digit', month: 'short', year: 'numeric' }).format(
          new Date(2026, 10, 21),
        ),
      );
      expect(formatDate('2026-11-21')).not.toBe('21 Nov 2026');
      expect(formatCount(1234567)).toBe('12,34,567');
    } finally {
      delete page.document;
    }
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
  });

  it('dates an instant in India, wherever the code runs; a day written without a zone stays that day', () => {
    // 20:00 UTC is 01:30 the next day in India: the server (UTC) and a browser in any zone write the 22nd.
    expect(formatDate('2026-11-21T20:00:00.000Z')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-21T20:00:00+00:00', 'hi')).toBe(formatDate('2026-11-22', 'hi'));
    expect(formatDate(Date.UTC(2026, 10, 21, 18, 29))).toBe('21 Nov 2026');
    expect(formatDate(new Date(Date.UTC(2026, 10, 21, 18, 30)))).toBe('22 Nov 2026');
    expect(formatDate('2026-11-21T23:59:00')).toBe('21 Nov 2026');
    expect(formatDate('2026-02-30')).toBe('02 Mar 2026');
  });

  it('counts in the given language', () => expect(formatCount(1234567, 'hi')).toBe('12,34,567'));

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
    expect(fromBase64(toBase64('{"PackageID":1,"eventDate":"2026-12-01"} ₹'))).toBe(
      '{"PackageID":1,"eventDate":"2026-12-01"} ₹',
    );
    expect(() => fromBase64('%%%')).toThrow();
  });
});
