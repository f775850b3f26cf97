import fc from 'fast-check';
import {
  HEADLINE_TITLES,
  moneyFigures,
  moneyStatusLabel,
  orderFigures,
  orderHeadline,
  payNowOf,
  type MoneyRecord,
  type MoneyState,
} from './order-money';

/**
 * A model of one booking's life as the payment tables record it: each event appends payment and refund records
 * (paise) and moves the state, the way api/src/payments and api/src/bookings do. The figures must equal what the
 * records add up to, in every state the events can reach.
 */
interface Booking {
  state: MoneyState;
  paymentType: 'full' | 'advance';
  billing: number;
  advance: number;
  payments: number[];
  refunds: number[];
}

type Event =
  | { kind: 'pay' }
  | { kind: 'pay_late' }
  | { kind: 'pay_balance' }
  | { kind: 'pay_balance_twice' }
  | { kind: 'cancel'; percent: 0 | 50 | 100 }
  | { kind: 'decline' }
  | { kind: 'expire' }
  | { kind: 'complete' };

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

function apply(b: Booking, e: Event): Booking {
  const net = sum(b.payments) - sum(b.refunds);
  const next = { ...b, payments: [...b.payments], refunds: [...b.refunds] };
  switch (e.kind) {
    case 'pay':
      if (b.state !== 'pending_payment') return b;
      next.payments.push(payNowOf(b));
      next.state = 'confirmed';
      return next;
    case 'pay_late': // captured after the hold ran out: allocated and refunded whole, the booking stays expired
      if (b.state !== 'pending_payment' && b.state !== 'expired') return b;
      next.state = 'expired';
      next.payments.push(payNowOf(b));
      next.refunds.push(payNowOf(b));
      return next;
    case 'pay_balance':
      if (b.state !== 'confirmed' || b.billing - net <= 0) return b;
      next.payments.push(b.billing - net);
      return next;
    case 'pay_balance_twice': // two tabs: the second capture cannot buy anything and is refunded
      if (b.state !== 'confirmed' || b.billing - net <= 0) return b;
      next.payments.push(b.billing - net, b.billing - net);
      next.refunds.push(b.billing - net);
      return next;
    case 'cancel': {
      if (b.state !== 'confirmed' && b.state !== 'pending_payment') return b;
      const refund = Math.floor((net * e.percent) / 100);
      if (refund > 0) next.refunds.push(refund);
      next.state = 'cancelled';
      return next;
    }
    case 'decline':
      if (b.state !== 'confirmed') return b;
      if (net > 0) next.refunds.push(net);
      next.state = 'declined';
      return next;
    case 'expire':
      if (b.state !== 'pending_payment') return b;
      next.state = 'expired';
      return next;
    case 'complete':
      if (b.state !== 'confirmed') return b;
      next.state = 'completed';
      return next;
  }
}

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  fc.constant<Event>({ kind: 'pay' }),
  fc.constant<Event>({ kind: 'pay_late' }),
  fc.constant<Event>({ kind: 'pay_balance' }),
  fc.constant<Event>({ kind: 'pay_balance_twice' }),
  fc.constantFrom<Event>(
    { kind: 'cancel', percent: 0 },
    { kind: 'cancel', percent: 50 },
    { kind: 'cancel', percent: 100 },
  ),
  fc.constant<Event>({ kind: 'decline' }),
  fc.constant<Event>({ kind: 'expire' }),
  fc.constant<Event>({ kind: 'complete' }),
);

const bookingArb = fc
  .record({
    billing: fc.integer({ min: 100, max: 50_000_000 }),
    advancePercent: fc.integer({ min: 0, max: 100 }),
    advanceType: fc.boolean(),
    events: fc.array(eventArb, { maxLength: 6 }),
  })
  .map(({ billing, advancePercent, advanceType, events }) => {
    const advance = advanceType ? Math.floor((billing * advancePercent) / 100) : 0;
    const start: Booking = {
      state: 'pending_payment',
      paymentType: advanceType ? 'advance' : 'full',
      billing,
      advance,
      payments: [],
      refunds: [],
    };
    return events.reduce(apply, start);
  });

const recordOf = (b: Booking): MoneyRecord => ({
  state: b.state,
  paymentType: b.paymentType,
  billing: b.billing,
  advance: b.advance,
  paid: sum(b.payments),
  refunded: sum(b.refunds),
});
const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('moneyFigures: every figure equals the payment records', () => {
  it('paid, refunded and net are the records; due and to-pay follow the state', () => {
    fc.assert(
      fc.property(bookingArb, (b) => {
        const f = moneyFigures(recordOf(b));
        expect(f.paid).toBe(sum(b.payments));
        expect(f.refunded).toBe(sum(b.refunds));
        expect(f.net).toBe(sum(b.payments) - sum(b.refunds));
        expect(f.net).toBeGreaterThanOrEqual(0);
        // Nothing payable once closed (cancelled, declined, expired) or after the event (completed).
        if (b.state !== 'confirmed') expect(f.due).toBe(0);
        if (b.state !== 'pending_payment') expect(f.toPay).toBe(0);
        if (b.state === 'pending_payment')
          expect(f.toPay).toBe(
            f.net > 0
              ? Math.max(0, b.billing - f.net)
              : b.paymentType === 'advance' && b.advance > 0
                ? b.advance
                : b.billing,
          );
        // Confirmed: what is still owed is the bill less what was kept, never negative, and paying it settles it.
        if (b.state === 'confirmed') {
          expect(f.due).toBe(b.billing - f.net);
          expect(f.status).toBe(f.due > 0 ? 'balance_due' : 'paid');
          if (f.due > 0) expect(moneyFigures(recordOf(apply(b, { kind: 'pay_balance' }))).due).toBe(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('the words tell the real state and the refund read from the records', () => {
    fc.assert(
      fc.property(bookingArb, (b) => {
        const f = moneyFigures(recordOf(b));
        const label = moneyStatusLabel(f);
        const refunded = sum(b.refunds);
        if (b.state === 'cancelled')
          expect(label).toBe(refunded > 0 ? `Cancelled — refunded ${rupees(refunded)}` : 'Cancelled');
        if (b.state === 'declined')
          expect(label).toBe(refunded > 0 ? `Declined by vendor — refunded ${rupees(refunded)}` : 'Declined by vendor');
        if (b.state === 'expired')
          expect(label).toBe(refunded > 0 ? `Expired — payment refunded ${rupees(refunded)}` : 'Expired');
        if (b.state === 'completed') expect(label).toBe('Completed');
        expect(label).not.toMatch(/Failed/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('orderFigures and the headline', () => {
  it('an order adds its bookings up, figure by figure', () => {
    fc.assert(
      fc.property(fc.array(bookingArb, { minLength: 1, maxLength: 5 }), (bookings) => {
        const o = orderFigures(bookings.map(recordOf));
        const each = bookings.map((b) => moneyFigures(recordOf(b)));
        expect(o.paid).toBe(sum(bookings.flatMap((b) => b.payments)));
        expect(o.refunded).toBe(sum(bookings.flatMap((b) => b.refunds)));
        expect(o.due).toBe(sum(each.map((f) => f.due)));
        expect(o.toPay).toBe(sum(each.map((f) => f.toPay)));
        expect(o.net).toBe(o.paid - o.refunded);
        const h = orderHeadline(bookings);
        if (bookings.every((b) => b.state === 'cancelled' || b.state === 'declined' || b.state === 'expired'))
          expect(['cancelled', 'declined', 'expired']).toContain(h);
        if (h === 'confirmed')
          expect(bookings.every((b) => b.state === 'confirmed' || b.state === 'completed')).toBe(true);
        expect(HEADLINE_TITLES[h]).not.toMatch(/not completed/);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads the walk: two bookings cancelled with ₹42,028 refunded is a cancelled order, not a failure', () => {
    const records: MoneyRecord[] = [
      { state: 'cancelled', paymentType: 'full', billing: 4_000_000, advance: 0, paid: 4_000_000, refunded: 2_000_000 },
      { state: 'cancelled', paymentType: 'full', billing: 4_225_085, advance: 0, paid: 4_225_085, refunded: 2_202_800 },
    ];
    expect(orderHeadline(records)).toBe('cancelled');
    expect(orderFigures(records)).toEqual({ paid: 8_225_085, refunded: 4_202_800, net: 4_022_285, toPay: 0, due: 0 });
    expect(moneyStatusLabel(moneyFigures(records[1]!))).toBe('Cancelled — refunded ₹22,028.00');
  });
});
