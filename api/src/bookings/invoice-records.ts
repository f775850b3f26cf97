/**
 * The invoice fields of a booking reply: which document it is, and the payment and refund
 * records its money is read from (rupees).
 */
import { toRupees } from '@utsav/domain/pricing';
import { invoiceDocument } from '@utsav/domain/tax-invoice';
import type { Queryable } from '../db/client';
import { type ReplyLang } from '../lib/server-messages';
import { bookingPaymentRecords, type PaymentRecordRow, type RefundRecordRow } from '../data/payment-records';

export const paymentRecordReply = (p: PaymentRecordRow) => ({
  PaymentId: p.paymentId,
  Date: p.at,
  Amount: toRupees(p.amount),
  Method: p.method,
  Kind: p.kind,
});
export const refundRecordReply = (r: RefundRecordRow) => ({
  Date: r.at,
  Amount: toRupees(r.amount),
  Reason: r.reason,
  Status: r.status,
  CreditNoteNo: r.creditNoteNo,
});

/**
 * Document, Payments and Refunds of a service booking; `supplierGstin` is the vendor's ('' = not registered), the
 * refunds' reasons in `lang`.
 */
export async function bookingInvoiceRecords(
  q: Queryable,
  b: { id: number; payment_type: string; invoice_issued_at: string | null },
  supplierGstin: string,
  lang: ReplyLang,
) {
  const records = await bookingPaymentRecords(q, b.id, b.payment_type, lang);
  return {
    Document: invoiceDocument({ issued: !!b.invoice_issued_at, supplierGstin }),
    Payments: records.payments.map(paymentRecordReply),
    Refunds: records.refunds.map(refundRecordReply),
  };
}
