import fc from 'fast-check';
import { BALANCE_DUE_DAYS_BEFORE, balanceDueDate, cancellationRefund, cancellationTier, daysBefore, onBehalfRefund, vendorMayDecline } from './refund-policy';

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

describe('onBehalfRefund (operator cancellations, issue 21)', () => {
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
