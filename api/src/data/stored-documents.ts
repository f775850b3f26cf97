/**
 * The SQL of documents as sent (docs/payments.md "Documents as sent"): `stored_documents` rows (migration 400; a
 * row is never updated, except its body once when its customer is erased: migration 420), the payment a receipt is for, the receipt number series, and the payment records a
 * booking's documents are checked against. The rendering and the issue rules live in api/src/documents.
 */
import type { Queryable } from '../db/client';

export type StoredKind = 'tax_invoice' | 'bill_of_supply' | 'credit_note' | 'payment_receipt';

export interface StoredDocumentRow {
  id: number;
  kind: StoredKind;
  number: string;
  booking_id: number;
  refund_id: number | null;
  payment_id: string | null;
  issued_at: string;
  filename: string;
  content_type: string;
  content: Uint8Array;
  sha256: string;
  /** The document's tax lines as JSON (jsonb: an object on PostgreSQL, a string on some drivers). */
  tax: unknown;
}

export interface NewStoredDocument {
  kind: StoredKind;
  number: string;
  bookingId: number;
  refundId: number | null;
  paymentId: string | null;
  issuedAt: string;
  filename: string;
  contentType: string;
  content: Uint8Array;
  sha256: string;
  tax: unknown;
  /** What it was rendered from (documents/stored-documents RenderInput): its erased copy is re-rendered from it. */
  renderInput: unknown;
}

const COLUMNS =
  'id, kind, number, booking_id, refund_id, payment_id, issued_at, filename, content_type, content, sha256, tax';

/** The same columns of `stored_documents d` in a join. */
const COLUMNS_OF_D = COLUMNS.split(', ')
  .map((c) => `d.${c}`)
  .join(', ');

/** Which stored document of a booking is asked for. */
export type StoredDocumentKey =
  { invoiceOf: number } | { refundId: number } | { receiptOf: { bookingId: number; paymentId: string } };

/** The first stored document matching the key (there is at most one of each). */
export async function findStoredDocument(q: Queryable, key: StoredDocumentKey): Promise<StoredDocumentRow | null> {
  const [where, params]: [string, (string | number)[]] =
    'invoiceOf' in key
      ? ["booking_id = $1 AND kind IN ('tax_invoice', 'bill_of_supply')", [key.invoiceOf]]
      : 'refundId' in key
        ? ['refund_id = $1', [key.refundId]]
        : [
            "kind = 'payment_receipt' AND payment_id = $1 AND booking_id = $2",
            [key.receiptOf.paymentId, key.receiptOf.bookingId],
          ];
  const r = await q.query<StoredDocumentRow>(
    `SELECT ${COLUMNS} FROM stored_documents WHERE ${where} ORDER BY id LIMIT 1`,
    params,
  );
  return r.rows[0] ?? null;
}

/** Inserts a document once: null when the same document was stored first (a concurrent issue keeps the first). */
export async function insertStoredDocument(q: Queryable, d: NewStoredDocument): Promise<StoredDocumentRow | null> {
  const r = await q.query<StoredDocumentRow>(
    `INSERT INTO stored_documents (kind, number, booking_id, refund_id, payment_id, issued_at, filename, content_type, content, sha256, tax, render_input)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, decode($9, 'base64'), $10, $11::jsonb, $12::jsonb) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [
      d.kind,
      d.number,
      d.bookingId,
      d.refundId,
      d.paymentId,
      d.issuedAt,
      d.filename,
      d.contentType,
      Buffer.from(d.content).toString('base64'),
      d.sha256,
      JSON.stringify(d.tax),
      JSON.stringify(d.renderInput),
    ],
  );
  return r.rows[0] ?? null;
}

/** A stored document as the erasure reads it: what it was rendered from, without its bytes. */
export interface ErasableDocumentRow {
  id: number;
  kind: StoredKind;
  number: string;
  booking_id: number;
  refund_id: number | null;
  payment_id: string | null;
  issued_at: string;
  tax: unknown;
  render_input: unknown;
}

/** The stored documents of a customer's bookings not yet erased, in issue order. */
export async function erasableDocumentsOfCustomer(q: Queryable, userId: number): Promise<ErasableDocumentRow[]> {
  const r = await q.query<ErasableDocumentRow>(
    `SELECT d.id, d.kind, d.number, d.booking_id, d.refund_id, d.payment_id, d.issued_at, d.tax, d.render_input
     FROM stored_documents d JOIN bookings b ON b.id = d.booking_id
     WHERE b.user_id = $1 AND d.erased_at IS NULL ORDER BY d.id`,
    [userId],
  );
  return r.rows;
}

/**
 * Replaces a stored document's body by its erased copy, once: the only change the table's trigger lets through
 * (migration 420: body only, hash of the new bytes, the booking's customer already erased).
 */
export async function replaceWithErasedCopy(
  q: Queryable,
  id: number,
  copy: { content: Uint8Array; sha256: string; renderInput: unknown },
): Promise<void> {
  await q.query(
    `UPDATE stored_documents SET content = decode($2, 'base64'), sha256 = $3, render_input = $4::jsonb, erased_at = now()
     WHERE id = $1 AND erased_at IS NULL`,
    [id, Buffer.from(copy.content).toString('base64'), copy.sha256, JSON.stringify(copy.renderInput)],
  );
}

/** The stored documents of a booking, in issue order. */
export async function storedDocumentsOfBooking(q: Queryable, bookingId: number): Promise<StoredDocumentRow[]> {
  const r = await q.query<StoredDocumentRow>(
    `SELECT ${COLUMNS} FROM stored_documents WHERE booking_id = $1 ORDER BY id`,
    [bookingId],
  );
  return r.rows;
}

/**
 * Every stored document of a customer's bookings, bytes as stored, in issue order (docs/privacy.md#access): selected
 * by the bookings' owner only, so no one else's document can be among them.
 */
export async function storedDocumentsOfCustomer(q: Queryable, userId: number): Promise<StoredDocumentRow[]> {
  const r = await q.query<StoredDocumentRow>(
    `SELECT ${COLUMNS_OF_D} FROM stored_documents d JOIN bookings b ON b.id = d.booking_id
     WHERE b.user_id = $1 ORDER BY d.id`,
    [userId],
  );
  return r.rows;
}

/** What one payment paid towards one booking, and when (null when it paid nothing towards it). */
export async function paymentTowardsBooking(
  q: Queryable,
  paymentId: string,
  bookingId: number,
): Promise<{ amount: number; at: string } | null> {
  const r = await q.query<{ amount: number; at: string }>(
    `SELECT a.amount::bigint AS amount, p.created_at AS at FROM payment_allocations a JOIN payments p ON p.id = a.payment_id
     WHERE a.payment_id = $1 AND a.booking_id = $2`,
    [paymentId, bookingId],
  );
  const row = r.rows[0];
  return row ? { amount: Number(row.amount), at: new Date(row.at).toISOString() } : null;
}

/** The next number in the payment receipts' series (RCP000001 …). */
export async function nextReceiptNumber(q: Queryable): Promise<string> {
  const seq = await q.query<{ n: string }>("SELECT nextval('payment_receipt_no_seq')::text AS n");
  return `RCP${seq.rows[0]!.n.padStart(6, '0')}`;
}

/** The records a booking's documents are checked against: its payments (late ones refunded whole left out), the
 * refunds with a credit note, and the reschedule fee. Amounts in paise. */
export async function documentCheckRecords(q: Queryable, bookingId: number) {
  const payments = (
    await q.query<{ payment_id: string; amount: number; refunded: number; late: boolean }>(
      `SELECT a.payment_id, a.amount::bigint AS amount, a.refunded::bigint AS refunded,
              EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = a.payment_id AND r.booking_id = a.booking_id AND r.reason = 'late_payment') AS late
       FROM payment_allocations a JOIN payments p ON p.id = a.payment_id WHERE a.booking_id = $1 ORDER BY p.created_at, p.id`,
      [bookingId],
    )
  ).rows.filter((p) => !p.late);
  const refunds = (
    await q.query<{ id: number; amount: number; credit_note_no: string }>(
      'SELECT id, amount::bigint AS amount, credit_note_no FROM refunds WHERE booking_id = $1 AND credit_note_no IS NOT NULL ORDER BY id',
      [bookingId],
    )
  ).rows;
  const fee = Number(
    (
      await q.query<{ fee: number }>(
        'SELECT coalesce(reschedule_fee_amt, 0)::bigint AS fee FROM bookings WHERE id = $1',
        [bookingId],
      )
    ).rows[0]?.fee ?? 0,
  );
  return { payments, refunds, fee };
}

/** The language a booking's customer chose for their account (null when none). */
export async function bookingCustomerLanguage(q: Queryable, bookingId: number): Promise<string | null> {
  const r = await q.query<{ language: string | null }>(
    'SELECT u.language FROM bookings b JOIN users u ON u.id = b.user_id WHERE b.id = $1',
    [bookingId],
  );
  return r.rows[0]?.language ?? null;
}
