/**
 * Documents as sent (docs/payments.md "Documents as sent"): a tax invoice or bill of supply, a credit note or a
 * payment receipt is rendered once, when it is issued — inside the transaction that issues it — and its PDF bytes
 * are stored with their SHA-256 in `stored_documents` (migration 400; rows cannot be updated). Every e-mail attachment
 * and every download serves the stored bytes, so a months-old invoice downloads byte for byte as it was sent, after
 * any refund (a new credit note) or later payment (a new receipt).
 *
 * When each is fixed: the invoice at the first payment applied to the booking (`invoice_issued_at`); a credit note
 * when its refund is reserved; a receipt when a later payment (the balance) is applied. A booking invoiced before
 * stored documents existed has its documents rendered and stored at their first request.
 */
import { createHash } from 'node:crypto';
import { bookingInvoiceFigures } from '@utsav/domain/invoice-figures';
import type { Queryable } from '../db/client';
import { bookingInvoiceDetail, renderBookingDocument } from '../bookings/invoice-pdf';
import { refundNote } from '../data/message-records';
import { registerAttachment } from '../messages/attachments';
import type { AttachmentFile } from '../messages/types';
import { renderCreditNote, renderReceipt, reversibleTax, type DocumentTax } from './credit-note-pdf';

import {
  findStoredDocument,
  insertStoredDocument,
  nextReceiptNumber,
  paymentTowardsBooking,
  storedDocumentsOfBooking,
  type StoredDocumentKey,
  type StoredDocumentRow,
  type StoredKind,
} from '../data/stored-documents';

export type { StoredKind };

/** What an invoice keeps of its tax lines: the whole document's, and the part its credit notes can reverse. */
export type StoredTax = DocumentTax & { reversible?: DocumentTax };

export interface StoredDocument {
  id: number;
  kind: StoredKind;
  number: string;
  bookingId: number;
  refundId: number | null;
  paymentId: string | null;
  issuedAt: string;
  sha256: string;
  tax: StoredTax;
  file: AttachmentFile;
}

const fromRow = (r: StoredDocumentRow): StoredDocument => ({
  id: r.id,
  kind: r.kind,
  number: r.number,
  bookingId: r.booking_id,
  refundId: r.refund_id,
  paymentId: r.payment_id,
  issuedAt: new Date(r.issued_at).toISOString(),
  sha256: r.sha256,
  tax: (typeof r.tax === 'string' ? JSON.parse(r.tax) : r.tax) as StoredTax,
  file: { filename: r.filename, contentType: r.content_type, content: Buffer.from(r.content) },
});

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function find(q: Queryable, key: StoredDocumentKey): Promise<StoredDocument | null> {
  const row = await findStoredDocument(q, key);
  return row ? fromRow(row) : null;
}

const invoiceOf = (q: Queryable, bookingId: number) => find(q, { invoiceOf: bookingId });

/** Stores a rendered document once; a concurrent issue of the same document keeps the first (and returns it). */
async function store(
  q: Queryable,
  d: Omit<StoredDocument, 'id' | 'sha256'>,
  again: () => Promise<StoredDocument | null>,
): Promise<StoredDocument> {
  const inserted = await insertStoredDocument(q, {
    kind: d.kind,
    number: d.number,
    bookingId: d.bookingId,
    refundId: d.refundId,
    paymentId: d.paymentId,
    issuedAt: d.issuedAt,
    filename: d.file.filename,
    contentType: d.file.contentType,
    content: d.file.content,
    sha256: sha256(d.file.content),
    tax: d.tax,
  });
  const row = inserted ? fromRow(inserted) : await again();
  if (!row) throw new Error(`stored document ${d.number} neither inserted nor found`);
  return row;
}

/** The booking's tax invoice or bill of supply: the stored one, or issued now (null before any payment). */
export async function issueInvoice(q: Queryable, bookingId: number): Promise<StoredDocument | null> {
  const stored = await invoiceOf(q, bookingId);
  if (stored) return stored;
  const d = await bookingInvoiceDetail(q, bookingId);
  if (!d || d.Document === 'order_summary' || !d.InvoiceIssuedAt) return null;
  const file = await renderBookingDocument(d);
  const t = bookingInvoiceFigures(d, d.Seller?.State).totals;
  const p = (r: number) => Math.round(r * 100);
  const tax: StoredTax = {
    kind: d.Document === 'bill_of_supply' ? 'unknown' : t.kind,
    amount: p(t.total),
    taxable: p(t.taxable),
    gst: p(t.gst),
    cgst: p(t.cgst),
    sgst: p(t.sgst),
    igst: p(t.igst),
    reversible: reversibleTax(d),
  };
  return store(
    q,
    {
      kind: d.Document,
      number: d.BillNo,
      bookingId,
      refundId: null,
      paymentId: null,
      issuedAt: d.InvoiceIssuedAt,
      tax,
      file,
    },
    () => invoiceOf(q, bookingId),
  );
}

/** The credit note of a refund: the stored one, or issued now (null for a refund without a credit note). */
export async function issueCreditNote(q: Queryable, refundId: number): Promise<StoredDocument | null> {
  const byRefund = () => find(q, { refundId });
  const stored = await byRefund();
  if (stored) return stored;
  const ref = await refundNote(q, refundId);
  if (!ref?.credit_note_no || !ref.booking_id) return null;
  // The notes are split against the invoice as it was issued (stored first if it never was).
  const invoice = await issueInvoice(q, ref.booking_id);
  const d = await bookingInvoiceDetail(q, ref.booking_id);
  if (!d || !invoice) return null;
  const heads = invoice.tax.reversible ?? invoice.tax;
  const note = await renderCreditNote(d, ref.credit_note_no, heads);
  if (!note) return null;
  const date = d.CreditNotes.find((c) => c.CreditNoteNo === ref.credit_note_no)!.Date;
  return store(
    q,
    {
      kind: 'credit_note',
      number: ref.credit_note_no,
      bookingId: ref.booking_id,
      refundId,
      paymentId: null,
      issuedAt: date,
      tax: note.tax,
      file: note.file,
    },
    byRefund,
  );
}

/** The receipt of a payment applied to an invoiced booking after its invoice (the balance). */
export async function issueReceipt(q: Queryable, bookingId: number, paymentId: string): Promise<StoredDocument | null> {
  const again = () => find(q, { receiptOf: { bookingId, paymentId } });
  const stored = await again();
  if (stored) return stored;
  const pay = await paymentTowardsBooking(q, paymentId, bookingId);
  const d = await bookingInvoiceDetail(q, bookingId);
  if (!pay || !d || d.Document === 'order_summary') return null;
  const number = await nextReceiptNumber(q);
  const at = pay.at;
  const amount = pay.amount;
  const file = await renderReceipt(d, number, { id: paymentId, amount, at });
  const tax: StoredTax = { kind: 'unknown', amount, taxable: 0, gst: 0, cgst: 0, sgst: 0, igst: 0 };
  return store(
    q,
    { kind: 'payment_receipt', number, bookingId, refundId: null, paymentId, issuedAt: at, tax, file },
    again,
  );
}

/** The stored documents of a booking, in issue order (invoice, then credit notes and receipts). */
export async function bookingDocuments(q: Queryable, bookingId: number): Promise<StoredDocument[]> {
  return (await storedDocumentsOfBooking(q, bookingId)).map(fromRow);
}

/**
 * The booking's document as a file: its stored invoice once invoiced; before any payment, the order summary as
 * the records stand (not a tax document: nothing is stored).
 */
export async function bookingDocumentFile(q: Queryable, bookingId: number): Promise<AttachmentFile | null> {
  const stored = await issueInvoice(q, bookingId);
  if (stored) return stored.file;
  const d = await bookingInvoiceDetail(q, bookingId);
  return d ? renderBookingDocument(d) : null;
}

// What e-mails attach (and the operator opens from a message) resolves to the stored document.
registerAttachment('tax-invoice', (q, ref) => bookingDocumentFile(q, Number(ref)));
registerAttachment('credit-note', async (q, ref) => (await issueCreditNote(q, Number(ref)))?.file ?? null);
registerAttachment('payment-receipt', async (q, ref) => {
  const [bookingId, paymentId] = ref.split(':');
  return (await issueReceipt(q, Number(bookingId), paymentId ?? ''))?.file ?? null;
});
