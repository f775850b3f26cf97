// Property tests of the money rules (fast-check): refunds never exceed what is held and are taken exactly;
// commission stays within 0..commission and always equals the share of money held, after any history.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { cancellationRefund, cancellationTier, daysBefore } from '@utsav/domain/refund-policy';
import { commissionDue, commissionEntry, refundTax, splitRefund, type Allocation } from '../src/payments/money';

const paise = fc.integer({ min: 0, max: 50_000_000 });

describe('money (property tests)', () => {
  it('splitRefund takes exactly the amount, never more than any payment holds, newest first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(paise, fc.nat()), { minLength: 1, maxLength: 4 }).chain((pairs) => {
          const allocations: Allocation[] = pairs.map(([amount, r], i) => ({
            paymentId: `pay_${i}`,
            amount,
            refunded: amount === 0 ? 0 : r % (amount + 1),
          }));
          const held = allocations.reduce((s, a) => s + a.amount - a.refunded, 0);
          return fc.tuple(fc.constant(allocations), fc.integer({ min: 0, max: held }));
        }),
        ([allocations, amount]) => {
          const parts = splitRefund(allocations, amount);
          assert.equal(
            parts.reduce((s, p) => s + p.amount, 0),
            amount,
          );
          for (const p of parts) {
            const a = allocations.find((x) => x.paymentId === p.paymentId)!;
            assert.ok(p.amount > 0 && p.amount <= a.amount - a.refunded);
          }
          // Newest first: a payment is touched only when every newer one is used up.
          const idx = parts.map((p) => Number(p.paymentId.slice(4)));
          for (let k = 1; k < idx.length; k++) assert.ok(idx[k]! < idx[k - 1]!);
        },
      ),
    );
  });

  it('splitRefund refuses more than is held', () => {
    fc.assert(
      fc.property(paise, fc.integer({ min: 1, max: 1000 }), (amount, extra) => {
        assert.throws(() => splitRefund([{ paymentId: 'p', amount, refunded: 0 }], amount + extra));
      }),
    );
  });

  it('the ledger commission after any sequence of payments and refunds equals the share of money held', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 100 })), { maxLength: 12 }),
        (billing, percent, steps) => {
          const commission = Math.round((billing * percent) / 100);
          let net = 0;
          let charged = 0;
          for (const [pay, share] of steps) {
            const room = pay ? billing - net : net;
            const delta = Math.floor((room * share) / 100);
            net += pay ? delta : -delta;
            charged += -commissionEntry(net, billing, commission, charged);
            assert.equal(charged, commissionDue(net, billing, commission));
            assert.ok(charged >= 0 && charged <= commission);
            assert.ok(net - charged >= 0, 'the vendor is never owed a negative amount');
          }
          if (net === billing) assert.equal(charged, commission);
          if (net === 0) assert.equal(charged, 0);
        },
      ),
    );
  });

  it('a credit note splits the refund into taxable + GST exactly, GST in proportion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 28 }),
        fc.integer({ min: 0, max: 100 }),
        (billing, gstPer, share) => {
          const gst = Math.round((billing * gstPer) / (100 + gstPer));
          const amount = Math.floor((billing * share) / 100);
          const t = refundTax(amount, billing, gst);
          assert.equal(t.taxable + t.gst, amount);
          assert.ok(t.gst >= 0 && t.gst <= gst + 1);
          assert.ok(Math.abs(t.gst - (amount * gst) / billing) <= 0.5 + 1e-9);
        },
      ),
    );
  });

  it('cancellation refunds: within what was paid, monotone in notice, exact at the tiers', () => {
    const day = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(paise, day, fc.integer({ min: -5, max: 400 }), (paid, today, ahead) => {
        const event = new Date(Date.parse(`${today}T00:00:00Z`) + ahead * 86_400_000).toISOString().slice(0, 10);
        assert.equal(daysBefore(event, today), ahead);
        const r = cancellationRefund(paid, event, today);
        assert.ok(r >= 0 && r <= paid);
        const expected = ahead < 0 ? 0 : ahead >= 30 ? paid : ahead >= 7 ? Math.floor(paid / 2) : 0;
        assert.equal(r, expected);
        if (ahead < 0) assert.equal(cancellationTier(event, today), null);
        const later = new Date(Date.parse(`${event}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        assert.ok(cancellationRefund(paid, later, today) >= r, 'more notice never refunds less');
      }),
    );
  });
});
