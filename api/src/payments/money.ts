/**
 * Pure money rules of payments (integer paise), property-tested in money.test.ts:
 * - how a refund is taken from a booking's payments;
 * - the admin commission on money actually collected (never more than the booking's commission, zero when
 *   everything was refunded, exact after any sequence of payments and refunds);
 * - the GST part of a refund for its credit note.
 */
import { roundPaise } from '@utsav/domain/pricing';

export interface Allocation {
  paymentId: string;
  /** Paid towards the booking by this payment. */
  amount: number;
  /** Already refunded from it. */
  refunded: number;
}

/** Splits a refund over a booking's payments, newest first (the balance before the advance). Throws when it exceeds what is held. */
export function splitRefund(
  allocations: readonly Allocation[],
  amount: number,
): { paymentId: string; amount: number }[] {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`bad refund amount ${amount}`);
  const held = allocations.reduce((s, a) => s + a.amount - a.refunded, 0);
  if (amount > held) throw new Error(`refund ${amount} exceeds the ${held} held`);
  const out: { paymentId: string; amount: number }[] = [];
  let left = amount;
  for (let i = allocations.length - 1; i >= 0 && left > 0; i--) {
    const a = allocations[i]!;
    const take = Math.min(left, a.amount - a.refunded);
    if (take > 0) out.push({ paymentId: a.paymentId, amount: take });
    left -= take;
  }
  return out;
}

/**
 * The admin commission due on `netCollected` of a booking billed `billing` with commission `commission`:
 * commission × net / billing, rounded to whole paise, within 0..commission.
 */
export function commissionDue(netCollected: number, billing: number, commission: number): number {
  if (billing <= 0 || netCollected <= 0) return 0;
  const due = roundPaise((commission * Math.min(netCollected, billing)) / billing);
  return Math.max(0, Math.min(commission, due));
}

/** The ledger's next commission entry (negative = charged to the vendor) so that the total charged equals commissionDue. */
export function commissionEntry(
  netCollectedAfter: number,
  billing: number,
  commission: number,
  chargedSoFar: number,
): number {
  return -(commissionDue(netCollectedAfter, billing, commission) - chargedSoFar);
}

/** The GST contained in a refund of `amount` of a booking billed `billing` with `gst` GST in it (credit note). */
export function refundTax(amount: number, billing: number, gst: number): { taxable: number; gst: number } {
  const tax = billing > 0 ? Math.min(amount, roundPaise((amount * gst) / billing)) : 0;
  return { taxable: amount - tax, gst: tax };
}
