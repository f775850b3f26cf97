/**
 * The payment records of one booking or package order: every captured payment that paid towards it and
 * every refund of it, oldest first, in paise. Invoices read paid, refunded and due from these (the shared rule
 * `bookingAccount` of @utsav/domain/tax-invoice), never from what the order asked for.
 */
import type { Queryable } from '../db/client';
import { codeText, type MessageKey, type ReplyLang } from '../lib/server-messages';

export interface PaymentRecordRow {
  paymentId: string;
  at: string;
  amount: number;
  method: string;
  kind: 'full' | 'advance' | 'balance';
}

export interface RefundRecordRow {
  at: string;
  amount: number;
  reason: string;
  status: string;
  creditNoteNo: string | null;
}

/** The first payment is the advance (advance orders) or the payment in full; any later one pays the balance. */
function kindsOf(
  rows: { payment_id: string; created_at: string; amount: number; method: string }[],
  paymentType: string,
): PaymentRecordRow[] {
  return rows.map((r, i) => ({
    paymentId: r.payment_id,
    at: r.created_at,
    amount: Number(r.amount),
    method: r.method,
    kind: i > 0 ? 'balance' : paymentType === 'advance' ? 'advance' : 'full',
  }));
}

const REASONS: Record<string, MessageKey> = {
  customer_cancel: 'refundReason.byCustomer',
  vendor_decline: 'refundReason.byVendor',
  expired_order: 'refundReason.orderExpired',
};

const refundRow =
  (lang: ReplyLang) =>
  (r: {
    created_at: string;
    amount: number;
    reason: string;
    status: string;
    credit_note_no: string | null;
  }): RefundRecordRow => ({
    at: r.created_at,
    amount: Number(r.amount),
    reason: codeText(lang, REASONS, r.reason),
    status: r.status,
    creditNoteNo: r.credit_note_no,
  });

/** A service booking's payments (its allocations: what each payment paid towards it) and refunds. */
export async function bookingPaymentRecords(
  q: Queryable,
  bookingId: number,
  paymentType: string,
  lang: ReplyLang,
): Promise<{ payments: PaymentRecordRow[]; refunds: RefundRecordRow[] }> {
  const [paid, refunded] = await Promise.all([
    q.query<{ payment_id: string; created_at: string; amount: number; method: string }>(
      `SELECT a.payment_id, p.created_at, a.amount, p.method FROM payment_allocations a JOIN payments p ON p.id = a.payment_id
       WHERE a.booking_id = $1 ORDER BY p.created_at, a.payment_id`,
      [bookingId],
    ),
    q.query<{ created_at: string; amount: number; reason: string; status: string; credit_note_no: string | null }>(
      'SELECT created_at, amount, reason, status, credit_note_no FROM refunds WHERE booking_id = $1 ORDER BY created_at, id',
      [bookingId],
    ),
  ]);
  return { payments: kindsOf(paid.rows, paymentType), refunds: refunded.rows.map(refundRow(lang)) };
}

/**
 * A package order's payments: the captured payments of its payment orders that were applied to it (a payment that
 * came after the hold ran out was refunded whole, reason late_payment, and paid nothing towards it), and its refunds.
 */
export async function packagePaymentRecords(
  q: Queryable,
  packageBookingId: number,
  paymentType: string,
  lang: ReplyLang,
): Promise<{ payments: PaymentRecordRow[]; refunds: RefundRecordRow[] }> {
  const [paid, refunded] = await Promise.all([
    q.query<{ payment_id: string; created_at: string; amount: number; method: string }>(
      `SELECT p.id AS payment_id, p.created_at, p.amount, p.method FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id
       WHERE o.package_booking_id = $1 AND p.status = 'captured'
         AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id AND r.reason = 'late_payment')
       ORDER BY p.created_at, p.id`,
      [packageBookingId],
    ),
    q.query<{ created_at: string; amount: number; reason: string; status: string; credit_note_no: string | null }>(
      "SELECT created_at, amount, reason, status, credit_note_no FROM refunds WHERE package_booking_id = $1 AND reason <> 'late_payment' ORDER BY created_at, id",
      [packageBookingId],
    ),
  ]);
  return { payments: kindsOf(paid.rows, paymentType), refunds: refunded.rows.map(refundRow(lang)) };
}
