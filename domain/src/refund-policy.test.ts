import fc from 'fast-check';
import {
  BALANCE_DUE_DAYS_BEFORE,
  CANCELLATION_TIERS,
  REFUND_POLICY_LINES,
  balanceDueDate,
  cancellationPolicyLines,
  cancellationRefund,
  cancellationTier,
  daysBefore,
  onBehalfRefund,
  vendorMayDecline,
} from './refund-policy';
import { promisedPercent } from './testing/policy-reader';

describe('refund policy (one place for API and apps)', () => {
  const today = '2026-11-24';
  it.each([
    ['2026-12-24', 30, 100],
    ['2026-12-23', 29, 50],
    ['2026-12-01', 7, 50],
    ['2026-11-30', 6, 0],
    ['2026-11-24', 0, 0],
  ])('event %s is %i days ahead: %i %%', (event, days, percent) => {
    expect(daysBefore(event, today)).toBe(days);
    expect(cancellationTier(event, today)?.refundPercent).toBe(percent);
    expect(cancellationRefund(100_001, event, today)).toBe(Math.floor((100_001 * percent) / 100));
  });
  it('no cancellation after the event day; nothing refunded of nothing paid', () => {
    expect(cancellationTier('2026-11-23', today)).toBeNull();
    expect(cancellationRefund(5000, '2026-11-23', today)).toBe(0);
    expect(cancellationRefund(0, '2027-01-30', today)).toBe(0);
  });
  it('counts calendar days across month and year ends', () => {
    expect(daysBefore('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysBefore('2028-03-01', '2028-02-28')).toBe(2);
  });
  it('balance due date and the 48-hour decline window', () => {
    expect(BALANCE_DUE_DAYS_BEFORE).toBe(3);
    expect(balanceDueDate('2027-01-02')).toBe('2026-12-30');
    const confirmed = '2026-11-24T10:00:00.000Z';
    expect(vendorMayDecline(confirmed, new Date('2026-11-26T10:00:00.000Z'))).toBe(true);
    expect(vendorMayDecline(confirmed, new Date('2026-11-26T10:00:01.000Z'))).toBe(false);
  });
});

describe('onBehalfRefund (operator cancellations)', () => {
  test('the vendor side gives back all that is held; the customer side is their tier; never more than held, never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 10_000_000_00 }), fc.integer({ min: -5, max: 400 }), (held, days) => {
        const today = '2026-11-24';
        const event = new Date(Date.UTC(2026, 10, 24 + days)).toISOString().slice(0, 10);
        const vendor = onBehalfRefund('vendor', held, event, today);
        const customer = onBehalfRefund('customer', held, event, today);
        expect(vendor).toBe(Math.max(0, held));
        expect(customer).toBe(held > 0 ? cancellationRefund(held, event, today) : 0);
        expect(Number.isInteger(customer) && customer >= 0 && customer <= Math.max(0, held)).toBe(true);
      }),
    );
  });
});

describe('the written cancellation policy is generated from the tiers', () => {
  const addDays = (iso: string, n: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  it('every day from the event day to a year ahead: the sentences promise what cancellationTier refunds', () => {
    const today = '2026-11-24';
    const lines = cancellationPolicyLines();
    for (let d = 0; d <= 400; d++)
      expect([d, promisedPercent(lines, d)]).toEqual([d, cancellationTier(addDays(today, d), today)!.refundPercent]);
    expect(REFUND_POLICY_LINES.slice(0, CANCELLATION_TIERS.length)).toEqual(lines);
    // Today's tiers read as before.
    expect(lines).toEqual([
      'Cancel 30 days or more before the event: full refund of what you paid.',
      'Cancel 7 to 29 days before the event: 50 % of what you paid is refunded.',
      'Cancel less than 7 days before the event: no refund.',
    ]);
  });
  it('any tier table (highest first, down to 0 days) is written so that it reads back as itself', () => {
    const tables = fc
      .uniqueArray(fc.integer({ min: 1, max: 120 }), { minLength: 0, maxLength: 4 })
      .chain((mins) =>
        fc.tuple(
          fc.constant([...mins].sort((a, b) => b - a).concat(0)),
          fc.array(fc.integer({ min: 0, max: 100 }), { minLength: mins.length + 1, maxLength: mins.length + 1 }),
        ),
      )
      .map(([mins, pcts]) => mins.map((m, i) => ({ minDaysBefore: m, refundPercent: pcts[i]! })));
    fc.assert(
      fc.property(tables, fc.integer({ min: 0, max: 200 }), (tiers, days) => {
        const expected = tiers.find((t) => days >= t.minDaysBefore)!.refundPercent;
        expect(promisedPercent(cancellationPolicyLines(tiers), days)).toBe(expected);
      }),
    );
  });
  it('the reader catches a policy that differs from the tiers (the seeded "free up to 7 days" text)', () => {
    expect(() => promisedPercent(['Cancellation: free up to 7 days before the event.'], 12)).toThrow();
    expect(promisedPercent(['Cancel 7 days or more before the event: full refund of what you paid.'], 12)).not.toBe(
      cancellationTier('2026-12-06', '2026-11-24')!.refundPercent,
    );
  });
});
