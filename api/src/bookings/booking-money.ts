/**
 * What a booking's reader sees of its money and lifecycle: state, paid / due / refunded, the balance due date,
 * which actions are open, the tax invoice and the GST credit notes. SQL for these reads lives here.
 */
import { toRupees } from '@utsav/shared/pricing';
import { balanceDueDate, cancellationRefund, cancellationTier, vendorMayDecline } from '@utsav/shared/refund-policy';
import type { Queryable } from '../db/client';
import type { BookingState } from '../payments/payment-data';

export interface MoneyRow {
  id: number;
  booking_state: BookingState;
  booking_date: string;
  payment_type: string;
  billing_amt: number;
  paid_amt: number;
  refunded_amt: number;
  hold_expires_at: string | null;
  confirmed_at: string | null;
  invoice_issued_at: string | null;
}

/** The lifecycle and money fields of a booking reply (rupees). */
export function moneyFields(b: MoneyRow, today: string, now = new Date()) {
  const due = b.booking_state === 'confirmed' ? Math.max(0, Number(b.billing_amt) - Number(b.paid_amt)) : 0;
  const held = Number(b.paid_amt) - Number(b.refunded_amt);
  const cancellable = (b.booking_state === 'confirmed' || b.booking_state === 'pending_payment') && cancellationTier(b.booking_date, today) !== null;
  return {
    BookingState: b.booking_state,
    PaidAmt: toRupees(Number(b.paid_amt)),
    DueAmt: toRupees(due),
    RefundedAmt: toRupees(Number(b.refunded_amt)),
    BalanceDueDate: b.payment_type === 'advance' && due > 0 ? balanceDueDate(b.booking_date) : null,
    CanPayBalance: due > 0 && b.booking_date >= today,
    CanCancel: cancellable,
    CancelRefundAmt: cancellable ? toRupees(cancellationRefund(held, b.booking_date, today)) : 0,
    CancelRefundPercent: cancellable ? (cancellationTier(b.booking_date, today)?.refundPercent ?? 0) : 0,
    HoldExpiresAt: b.booking_state === 'pending_payment' ? b.hold_expires_at : null,
    ConfirmedAt: b.confirmed_at,
    CanDecline: b.booking_state === 'confirmed' && !!b.confirmed_at && vendorMayDecline(b.confirmed_at, now),
    InvoiceIssuedAt: b.invoice_issued_at,
  };
}

export interface CreditNote {
  CreditNoteNo: string;
  Date: string;
  OriginalInvoiceNo: string;
  InvoiceDate: string | null;
  BookingNo: string;
  Reason: string;
  TaxableAmt: number;
  GstAmt: number;
  GstPer: number;
  TotalAmt: number;
  RefundStatus: string;
  RefundId: string | null;
}

/** The GST credit notes of a booking (one per refund with a tax invoice behind it). */
export async function creditNotes(q: Queryable, bookingId: number): Promise<CreditNote[]> {
  const r = await q.query<{
    credit_note_no: string; created_at: string; bill_no: string; invoice_issued_at: string | null; booking_no: string; reason: string;
    credit_taxable: number; credit_gst: number; gst_per: number; amount: number; status: string; provider_refund_id: string | null;
  }>(
    `SELECT r.credit_note_no, r.created_at, b.bill_no, b.invoice_issued_at, b.booking_no, r.reason, r.credit_taxable, r.credit_gst, b.gst_per, r.amount, r.status, r.provider_refund_id
     FROM refunds r JOIN bookings b ON b.id = r.booking_id WHERE r.booking_id = $1 AND r.credit_note_no IS NOT NULL ORDER BY r.id`,
    [bookingId],
  );
  const reasons: Record<string, string> = { customer_cancel: 'Cancelled by the customer', vendor_decline: 'Declined by the vendor' };
  return r.rows.map((x) => ({
    CreditNoteNo: x.credit_note_no,
    Date: x.created_at,
    OriginalInvoiceNo: x.bill_no,
    InvoiceDate: x.invoice_issued_at,
    BookingNo: x.booking_no,
    Reason: reasons[x.reason] ?? x.reason,
    TaxableAmt: toRupees(Number(x.credit_taxable)),
    GstAmt: toRupees(Number(x.credit_gst)),
    GstPer: Number(x.gst_per),
    TotalAmt: toRupees(Number(x.amount)),
    RefundStatus: x.status,
    RefundId: x.provider_refund_id,
  }));
}

/** The bookings of an order as its order page shows them (customer's own only). */
export async function orderBookings(q: Queryable, orderId: string, userId: number) {
  const r = await q.query<MoneyRow & { booking_no: string; title: string; advance_amt: number; product_id: number }>(
    `SELECT id, booking_no, title, product_id, booking_state, booking_date, payment_type, billing_amt, advance_amt, paid_amt, refunded_amt, hold_expires_at, confirmed_at, invoice_issued_at
     FROM bookings WHERE order_id = $1 AND user_id = $2 ORDER BY id`,
    [orderId, userId],
  );
  return r.rows;
}

