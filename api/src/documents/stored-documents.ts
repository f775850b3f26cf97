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
 *
 * What each was rendered from is kept with it (`render_input`, migration 420): when its customer deletes the account,
 * the document is re-rendered from that same input with the person replaced by the erasure's placeholders
 * (`redactStoredDocuments`, docs/privacy.md#erasure) — the same number, date, supplier, lines, tax and money.
 */
import { createHash } from 'node:crypto';
import { bookingInvoiceFigures } from '@utsav/domain/invoice-figures';
import type { TaxHeads } from '@utsav/domain/credit-note-tax';
import type { BookingDetail } from '@utsav/domain/contract';
import type { Queryable } from '../db/client';
import { ERASED_NAME, sweepText } from '../data/erasure';
import { bookingInvoiceDetail, renderBookingDocument } from '../bookings/invoice-pdf';
import { documentLang, type DocumentLang } from '../bookings/invoice-words';
import { refundNote } from '../data/message-records';
import { registerAttachment } from '../messages/attachments';
import type { AttachmentFile } from '../messages/types';
import { renderCreditNote, renderReceipt, reversibleTax, type DocumentTax } from './credit-note-pdf';

import {
  bookingCustomerLanguage,
  erasableDocumentsOfCustomer,
  findStoredDocument,
  insertStoredDocument,
  replaceWithErasedCopy,
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

/**
 * What a document was rendered from, kept with it: the booking detail as it stood at issue, and for a credit note
 * the invoice heads it was split against, for a receipt the payment it acknowledges.
 */
export interface RenderInput {
  detail: BookingDetail;
  /** The language of the document's words (the customer's at issue; absent = English). */
  lang?: DocumentLang;
  heads?: TaxHeads;
  payment?: { id: string; amount: number; at: string };
}

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
  d: Omit<StoredDocument, 'id' | 'sha256'> & { renderInput: RenderInput },
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
    renderInput: d.renderInput,
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
  // In the customer's language when it is issued, and stored so: re-sent and re-downloaded as it was.
  const lang = await customerDocumentLang(q, bookingId);
  const file = await renderBookingDocument(d, lang);
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
      renderInput: { detail: d, lang },
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
      renderInput: { detail: d, heads },
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
  const payment = { id: paymentId, amount, at };
  const file = await renderReceipt(d, number, payment);
  const tax: StoredTax = { kind: 'unknown', amount, taxable: 0, gst: 0, cgst: 0, sgst: 0, igst: 0 };
  return store(
    q,
    {
      kind: 'payment_receipt',
      number,
      bookingId,
      refundId: null,
      paymentId,
      issuedAt: at,
      tax,
      file,
      renderInput: { detail: d, payment },
    },
    again,
  );
}

/**
 * The booking detail with the person removed: the recipient's name becomes `Erased customer`, the contact and
 * address fields are blanked (as erasure blanks them on the booking), and any other copy of the person's identifiers
 * in its texts is swept as the database is (`[erased]`). The supplier, the place of supply (State), a recipient GSTIN,
 * the numbers, dates, lines and money are left as they are.
 */
export function erasePersonFrom(d: BookingDetail, identifiers: string[]): BookingDetail {
  const sweep = (v: unknown): unknown =>
    typeof v === 'string'
      ? sweepText(v, identifiers)
      : Array.isArray(v)
        ? v.map(sweep)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, sweep(x)]))
          : v;
  const { Seller, ...rest } = d;
  return {
    ...(sweep(rest) as Omit<BookingDetail, 'Seller'>),
    Seller,
    Name: ERASED_NAME,
    Mobile: '',
    Email: '',
    Address: '',
    City: '',
    Pin: '',
    BookingFor: '',
  };
}

/** A stored document rendered again from its input (its number and kind as stored). */
async function renderAgain(kind: StoredKind, number: string, input: RenderInput): Promise<AttachmentFile | null> {
  if (kind === 'credit_note')
    return input.heads ? ((await renderCreditNote(input.detail, number, input.heads))?.file ?? null) : null;
  if (kind === 'payment_receipt') return input.payment ? renderReceipt(input.detail, number, input.payment) : null;
  return renderBookingDocument(input.detail, input.lang ?? 'en');
}

/**
 * Erasure of a customer's stored documents (docs/privacy.md#erasure): each invoice, credit note and receipt of the
 * customer's bookings is replaced by the same document re-rendered from what it was rendered from at issue, with the
 * person removed (`erasePersonFrom`). Its number, kind, date, tax lines and file name stay (the table's trigger
 * refuses any other change, and any change at all while the customer is not yet erased: run after
 * eraseCustomerRows). A document stored before render inputs were kept (migration 420) is re-rendered from the
 * records, already erased: the credit note against the heads its invoice stored, the receipt for the payment and
 * amount it stored. Returns how many were replaced.
 */
export async function redactStoredDocuments(q: Queryable, userId: number, identifiers: string[]): Promise<number> {
  const rows = await erasableDocumentsOfCustomer(q, userId);
  let replaced = 0;
  for (const row of rows) {
    const stored = (
      typeof row.render_input === 'string' ? JSON.parse(row.render_input) : row.render_input
    ) as RenderInput | null;
    const input: RenderInput | null = stored ?? (await inputFromRecords(q, row));
    if (!input) throw new Error(`stored document ${row.number}: nothing to re-render it from`);
    const erased: RenderInput = { ...input, detail: erasePersonFrom(input.detail, identifiers) };
    const file = await renderAgain(row.kind, row.number, erased);
    if (!file) throw new Error(`stored document ${row.number}: could not be re-rendered`);
    await replaceWithErasedCopy(q, row.id, {
      content: file.content,
      sha256: sha256(file.content),
      renderInput: erased,
    });
    replaced++;
  }
  return replaced;
}

/** The render input of a document stored before inputs were kept: rebuilt from the records and what it stored. */
async function inputFromRecords(
  q: Queryable,
  row: { kind: StoredKind; booking_id: number; payment_id: string | null; issued_at: string; tax: unknown },
): Promise<RenderInput | null> {
  const detail = await bookingInvoiceDetail(q, row.booking_id);
  if (!detail) return null;
  const tax = (typeof row.tax === 'string' ? JSON.parse(row.tax) : row.tax) as StoredTax;
  if (row.kind === 'credit_note') {
    const invoice = await invoiceOf(q, row.booking_id);
    return invoice ? { detail, heads: invoice.tax.reversible ?? invoice.tax } : null;
  }
  if (row.kind === 'payment_receipt')
    return {
      detail,
      payment: { id: row.payment_id ?? '', amount: tax.amount, at: new Date(row.issued_at).toISOString() },
    };
  return { detail };
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
  return d ? renderBookingDocument(d, await customerDocumentLang(q, bookingId)) : null;
}

/** The language of a booking's customer (their account's choice; English when none). */
async function customerDocumentLang(q: Queryable, bookingId: number): Promise<DocumentLang> {
  return documentLang(await bookingCustomerLanguage(q, bookingId));
}

// What e-mails attach (and the operator opens from a message) resolves to the stored document.
registerAttachment('tax-invoice', (q, ref) => bookingDocumentFile(q, Number(ref)));
registerAttachment('credit-note', async (q, ref) => (await issueCreditNote(q, Number(ref)))?.file ?? null);
registerAttachment('payment-receipt', async (q, ref) => {
  const [bookingId, paymentId] = ref.split(':');
  return (await issueReceipt(q, Number(bookingId), paymentId ?? ''))?.file ?? null;
});
