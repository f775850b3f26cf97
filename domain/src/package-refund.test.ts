import fc from 'fast-check';
import { creditNotesBySupplier, packageRefundParts, refundGst, splitByHeld, type RefundItem } from './package-refund';
import {
  cancellationRefund,
  mayReschedule,
  rescheduleFee,
  vendorMayRefuseMove,
  RESCHEDULE_FEE_PAISE,
} from './refund-policy';
import { gstInInclusive } from './tax-invoice';

const item = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    vendorId: fc.integer({ min: 1, max: 4 }),
    share: fc.integer({ min: 100, max: 50_000_000 }),
    gstPercent: fc.constantFrom(0, 5, 12, 18, 28),
    heldPercent: fc.integer({ min: 0, max: 100 }),
  })
  .map((x): RefundItem => ({
    id: x.id,
    vendorId: x.vendorId,
    share: x.share,
    gstPercent: x.gstPercent,
    held: Math.floor((x.share * x.heldPercent) / 100),
  }));

describe('package refunds: each vendor refunds from its own part, to the paisa', () => {
  test('the split adds up exactly and never takes more than a part holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000_00 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, f) => {
          const sum = weights.reduce((s, w) => s + w, 0);
          const amount = Math.floor(sum * f);
          const parts = splitByHeld(amount, weights);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(amount);
          parts.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
    );
    expect(() => splitByHeld(11, [5, 5])).toThrow(/exceeds/);
  });

  test('every refund on the tiers: the credit notes add up to the refund, per vendor to its parts, GST within the part', () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 10 }), fc.integer({ min: 0, max: 60 }), (items, days) => {
        const held = items.reduce((s, i) => s + i.held, 0);
        const today = '2026-11-25';
        const event = new Date(Date.UTC(2026, 10, 25 + days)).toISOString().slice(0, 10);
        const amount = cancellationRefund(held, event, today);
        const parts = packageRefundParts(items, amount);
        const notes = creditNotesBySupplier(parts);
        expect(notes.reduce((s, n) => s + n.amount, 0)).toBe(amount);
        for (const n of notes) {
          expect(n.amount).toBe(parts.filter((p) => p.vendorId === n.vendorId).reduce((s, p) => s + p.amount, 0));
          expect(n.taxable + n.gst).toBe(n.amount);
          expect(n.gst).toBeGreaterThanOrEqual(0);
        }
        parts.forEach((p, k) => {
          expect(p.amount).toBeLessThanOrEqual(items[k]!.held);
          expect(p.gst).toBeLessThanOrEqual(p.amount);
        });
        expect(new Set(notes.map((n) => n.vendorId)).size).toBe(notes.length);
      }),
    );
  });

  test("a part refunded whole reverses exactly the GST inside the vendor's rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.constantFrom(0, 5, 12, 18, 28), (share, rate) => {
        expect(refundGst(share, share, rate)).toBe(gstInInclusive(share, rate));
      }),
    );
  });
});

describe('reschedule rules', () => {
  test('up to 7 days before the event; the first move free, later ones the fee; 48 hours to refuse', () => {
    expect(mayReschedule('2026-12-02', '2026-11-25')).toBe(true);
    expect(mayReschedule('2026-12-01', '2026-11-25')).toBe(false);
    expect(rescheduleFee(0)).toBe(0);
    expect(rescheduleFee(1)).toBe(RESCHEDULE_FEE_PAISE);
    expect(rescheduleFee(3)).toBe(RESCHEDULE_FEE_PAISE);
    const at = '2026-11-25T10:00:00.000Z';
    expect(vendorMayRefuseMove(at, new Date('2026-11-27T10:00:00.000Z'))).toBe(true);
    expect(vendorMayRefuseMove(at, new Date('2026-11-27T10:00:00.001Z'))).toBe(false);
  });
});
