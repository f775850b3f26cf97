import fc from 'fast-check';
import { cancellationRefund, cancellationTier, earliestHeldDate, mayReschedule, type HeldMove } from './refund-policy';

const START = '2026-11-24';
const plus = (iso: string, days: number) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** One step of a customer's (or the vendor's) play with a paid booking: days pass, then a move or a refusal. */
type Step = { wait: number } & ({ kind: 'move'; to: number } | { kind: 'refuse' } | { kind: 'wait' });

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    wait: fc.integer({ min: 0, max: 12 }),
    kind: fc.constant('move' as const),
    to: fc.integer({ min: 1, max: 120 }),
  }),
  fc.record({ wait: fc.integer({ min: 0, max: 2 }), kind: fc.constant('refuse' as const) }),
  fc.record({ wait: fc.integer({ min: 0, max: 12 }), kind: fc.constant('wait' as const) }),
);

/** Plays the steps as the API allows them; the booking's current date, its moves and the day of the cancel. */
function play(firstOffset: number, steps: readonly Step[]) {
  const first = plus(START, firstOffset);
  let today = START;
  let current = first;
  const moves: HeldMove[] = [];
  for (const s of steps) {
    const next = plus(today, s.wait);
    if (next > current) break; // the event day came: nothing more to cancel
    today = next;
    const last = moves[moves.length - 1];
    if (s.kind === 'move' && mayReschedule(current, today)) {
      const to = plus(today, s.to);
      if (to === current) continue;
      moves.push({ from: current, to, refused: false });
      current = to;
    } else if (s.kind === 'refuse' && last && !last.refused && last.to === current) {
      last.refused = true;
      current = last.from;
    }
  }
  return { first, today, current, moves };
}

describe('refund tier over moves (counted to the earliest date held)', () => {
  it('whatever moves follow, the refund never exceeds the tier of the first paid date nor of the current date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 90 }),
        fc.array(stepArb, { maxLength: 8 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (firstOffset, steps, paid) => {
          const { first, today, current, moves } = play(firstOffset, steps);
          const refund = cancellationRefund(paid, current, today, earliestHeldDate(moves));
          expect(refund).toBeLessThanOrEqual(cancellationRefund(paid, first, today));
          expect(refund).toBeLessThanOrEqual(cancellationRefund(paid, current, today));
          expect(refund).toBeGreaterThanOrEqual(0);
          expect(refund).toBeLessThanOrEqual(paid);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a booking that never moved (or whose every move was refused) keeps the plain tier of its date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 90 }), fc.integer({ min: 0, max: 90 }), (offset, waited) => {
        const date = plus(START, offset);
        const today = plus(START, Math.min(waited, offset));
        expect(cancellationTier(date, today, earliestHeldDate([]))).toEqual(cancellationTier(date, today));
        const refused = [{ from: date, to: plus(date, 30), refused: true }];
        expect(cancellationTier(date, today, earliestHeldDate(refused))).toEqual(cancellationTier(date, today));
      }),
    );
  });

  it('the exploit: paid 12 days ahead, moved to 45 days ahead, cancelled at once → 50 %', () => {
    const moves = [{ from: plus(START, 12), to: plus(START, 45), refused: false }];
    expect(cancellationTier(plus(START, 45), START, earliestHeldDate(moves))?.refundPercent).toBe(50);
    expect(cancellationRefund(90_000, plus(START, 45), START, earliestHeldDate(moves))).toBe(45_000);
  });

  it('once the first paid date has passed, a moved booking may still be cancelled, with nothing refunded', () => {
    const moves = [{ from: plus(START, -1), to: plus(START, 40), refused: false }];
    expect(cancellationTier(plus(START, 40), START, earliestHeldDate(moves))?.refundPercent).toBe(0);
  });
});
