/** The SQL of a booking's GST credit notes (one per refund with a tax invoice behind it), and an order's bookings. */
import { toRupees } from '@utsav/domain/pricing';
import type { Queryable } from '../db/client';
import type { MoneyRow } from '../bookings/booking-money';
import { codeText, type MessageKey, type ReplyLang } from '../lib/server-messages';

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
/** A service booking's GST credit notes, their reasons in `lang`. */
export async function creditNotes(q: Queryable, bookingId: number, lang: ReplyLang): Promise<CreditNote[]> {
  const r = await q.query<{
    credit_note_no: string;
    created_at: string;
    bill_no: string;
    invoice_issued_at: string | null;
    booking_no: string;
    reason: string;
    credit_taxable: number;
    credit_gst: number;
    gst_per: number;
    amount: number;
    status: string;
    provider_refund_id: string | null;
  }>(
    `SELECT r.credit_note_no, r.created_at, b.bill_no, b.invoice_issued_at, b.booking_no, r.reason, r.credit_taxable, r.credit_gst, b.gst_per, r.amount, r.status, r.provider_refund_id
     FROM refunds r JOIN bookings b ON b.id = r.booking_id WHERE r.booking_id = $1 AND r.credit_note_no IS NOT NULL ORDER BY r.id`,
    [bookingId],
  );
  const reasons: Record<string, MessageKey> = {
    customer_cancel: 'refundReason.byCustomer',
    vendor_decline: 'refundReason.byVendor',
    reschedule: 'refundReason.reschedule',
  };
  return r.rows.map((x) => ({
    CreditNoteNo: x.credit_note_no,
    Date: x.created_at,
    OriginalInvoiceNo: x.bill_no,
    InvoiceDate: x.invoice_issued_at,
    BookingNo: x.booking_no,
    Reason: codeText(lang, reasons, x.reason),
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
    `SELECT id, booking_no, title, product_id, booking_state, booking_date, refund_tier_date, payment_type, billing_amt, advance_amt, paid_amt, refunded_amt, hold_expires_at, confirmed_at, invoice_issued_at
     FROM bookings WHERE order_id = $1 AND user_id = $2 ORDER BY id`,
    [orderId, userId],
  );
  return r.rows;
}
