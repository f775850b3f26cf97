/**
 * Refunds: reserved inside the change's transaction with their GST credit note and ledger entries, then sent to
 * the provider, and marked processed when its webhook says so.
 */
import type { CapturedPayment } from './payment-capture';
import type { Db, Queryable } from '../db/client';
import { commissionEntry, refundTax, splitRefund, type Allocation } from './money';
import { bookingInvoiceGst } from '@utsav/domain/tax-invoice';
import type { PaymentProvider } from './provider';
import { log } from '../lib/log';
import * as data from '../data/payments';
import { issueCreditNote } from '../documents/stored-documents';
import { type BookingMoneyRow } from '../data/payments';

const chargedCommission = data.chargedCommission;

/** A refund reserved in a transaction, to send to the provider once it has committed. */
export interface PendingRefund {
  refundId: number;
  paymentId: string;
  amount: number;
}

export async function reserveWholeRefund(
  tx: Queryable,
  p: CapturedPayment,
  target: { packageBookingId?: number },
): Promise<PendingRefund> {
  const refundId = await data.insertLateRefund(tx, {
    paymentId: p.paymentId,
    packageBookingId: target.packageBookingId ?? null,
    amount: p.amount,
  });
  return { refundId, paymentId: p.paymentId, amount: p.amount };
}

/**
 * A payment that can no longer buy what it was for (the hold ran out, the order was cancelled, the balance was
 * already paid): captured, so it is recorded against the bookings it was for — allocated and refunded whole, no
 * credit note (no supply) and nothing in the vendor ledger — so the order page, My Bookings and the back office show
 * the money that came and went. A payment whose amount does not match its items (not expected)
 * is refunded whole without a booking.
 */
export async function reserveLateRefundLocked(
  tx: Queryable,
  p: CapturedPayment,
  items: { booking_id: number; amount: number }[],
): Promise<PendingRefund[]> {
  const meant = items.reduce((s, i) => s + Number(i.amount), 0);
  if (items.length === 0 || meant !== p.amount) return [await reserveWholeRefund(tx, p, {})];
  const out: PendingRefund[] = [];
  for (const it of items) {
    const amount = Number(it.amount);
    if (amount <= 0) continue;
    await data.insertRefundedAllocation(tx, p.paymentId, it.booking_id, amount);
    const refundId = await data.insertLateRefund(tx, { paymentId: p.paymentId, bookingId: it.booking_id, amount });
    await data.addBookingPaidAndRefunded(tx, it.booking_id, amount);
    out.push({ refundId, paymentId: p.paymentId, amount });
  }
  return out;
}

/**
 * The refund of a payment that arrived too late, if it was one, and what had become of what it was for (a repeated
 * callback reads it) — 'expired' when the hold had run out, else the booking's closed state.
 */
export async function lateRefundOf(q: Queryable, paymentId: string): Promise<{ amount: number; state: string }> {
  const row = await data.lateRefundSum(q, paymentId);
  return { amount: Number(row?.s ?? 0), state: row?.state ?? 'expired' };
}

/**
 * Reserves a refund of `amount` of a booking (locked by the caller): takes it from the booking's payments,
 * issues a GST credit note per refund, writes the ledger. The provider is called after the commit (sendRefunds).
 */
export async function reserveBookingRefundLocked(
  tx: Queryable,
  b: BookingMoneyRow,
  amount: number,
  reason: 'customer_cancel' | 'vendor_decline' | 'reschedule',
  nowIso: string,
): Promise<PendingRefund[]> {
  if (amount <= 0) return [];
  const allocations: Allocation[] = (await data.bookingAllocations(tx, b.id)).map((r) => ({
    paymentId: r.payment_id,
    amount: r.amount,
    refunded: r.refunded,
  }));
  const parts = splitRefund(allocations, amount);
  const out: PendingRefund[] = [];
  for (const part of parts) {
    // The credit note reverses the invoice's GST in proportion: the service's GST and the GST inside the travel.
    const tax = refundTax(
      part.amount,
      b.billing_amt,
      bookingInvoiceGst({
        gstAmt: Number(b.gst_amt),
        travelCharges: Number(b.travel_charges),
        gstPercent: Number(b.gst_per),
      }),
    );
    const id = await data.insertCreditedRefund(tx, {
      paymentId: part.paymentId,
      bookingId: b.id,
      amount: part.amount,
      reason,
      taxable: tax.taxable,
      gst: tax.gst,
      createdAt: nowIso,
    });
    await data.setCreditNoteNo(tx, id, `CN${String(id).padStart(6, '0')}`);
    await issueCreditNote(tx, id);
    await data.addAllocationRefunded(tx, part.paymentId, b.id, part.amount);
    out.push({ refundId: id, paymentId: part.paymentId, amount: part.amount });
  }
  await data.addBookingRefunded(tx, b.id, amount);
  await ledgerRefund(tx, b, amount, nowIso);
  return out;
}

/** Sends reserved refunds to the provider and records its answer (a failure stays 'failed' for the operator). */
export async function sendRefunds(db: Db, provider: PaymentProvider, refunds: PendingRefund[]): Promise<void> {
  for (const r of refunds) {
    try {
      const done = await provider.refund(r.paymentId, r.amount, { refund_id: String(r.refundId) });
      await data.recordRefundSent(db, r.refundId, done.id, done.status);
    } catch (e) {
      log.error({ err: e, refundId: r.refundId, amount: r.amount }, 'refund failed at the provider');
      await data.markRefundFailed(db, r.refundId);
    }
  }
}

/** A refund.processed webhook: marks our refund (notes.refund_id, or the provider's id) processed. */
export async function markRefundProcessed(db: Db, providerRefundId: string, ourId: number | null): Promise<void> {
  await data.markRefundProcessedRow(db, providerRefundId, ourId);
}

// ---------------------------------------------------------------- vendor ledger

async function ledgerRefund(tx: Queryable, b: BookingMoneyRow, amount: number, nowIso: string): Promise<void> {
  const net = b.paid_amt - b.refunded_amt - amount;
  await data.insertLedgerLine(tx, {
    vendorId: b.vendor_id,
    bookingId: b.id,
    kind: 'refund',
    amount: -amount,
    ref: 'refund',
    createdAt: nowIso,
  });
  const entry = commissionEntry(net, b.billing_amt, b.admin_commission_amt, await chargedCommission(tx, b.id));
  if (entry !== 0)
    await data.insertLedgerLine(tx, {
      vendorId: b.vendor_id,
      bookingId: b.id,
      kind: 'commission',
      amount: entry,
      ref: 'refund',
      createdAt: nowIso,
    });
}
