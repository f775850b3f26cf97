/**
 * The statements of vendors' quotes (docs/conversations.md#quotes): a quote and its lines, its state changes, the
 * slot a quote that holds its date takes, and the order it became. The rules are in conversations/quote-service.ts.
 */
import type { QuoteFigures } from '@utsav/domain/quote-money';
import type { Queryable } from '../db/client';

export type QuoteState = 'open' | 'withdrawn' | 'revised' | 'accepted';

export interface QuoteRow {
  id: number;
  conversation_id: number;
  event_date: string;
  pincode: string;
  hold_date: boolean;
  note: string;
  subtotal_paise: number;
  valid_until: string;
  state: QuoteState;
  replaces_id: number | null;
  booking_id: number | null;
  order_id: string | null;
  created_at: string;
  /** The figures as sent (migration 430); null only for a quote sent before they were stored, until backfilled. */
  gst_percent: number | null;
  gst_included: 0 | 1 | null;
  gst_paise: number | null;
  distance_km: number | null;
  travel_paise: number | null;
  total_paise: number | null;
  advance_percent: number | null;
  advance_paise: number | null;
}

export interface QuoteLineRow {
  quote_id: number;
  line_no: number;
  description: string;
  quantity: number;
  unit_paise: number;
}

const COLUMNS = `id, conversation_id, to_char(event_date, 'YYYY-MM-DD') AS event_date, pincode, hold_date, note,
  subtotal_paise, valid_until, state, replaces_id, booking_id, order_id, created_at, gst_percent, gst_included, gst_paise,
  distance_km, travel_paise, total_paise, advance_percent, advance_paise`;

/** The stored figures of a quote, or null when it predates them (see `setFigures`). */
export function figuresOf(r: QuoteRow): QuoteFigures | null {
  if (
    r.gst_percent === null ||
    r.gst_included === null ||
    r.gst_paise === null ||
    r.distance_km === null ||
    r.travel_paise === null ||
    r.total_paise === null ||
    r.advance_percent === null ||
    r.advance_paise === null
  )
    return null;
  return {
    subtotal: Number(r.subtotal_paise),
    gstPercent: Number(r.gst_percent),
    gstIncluded: Number(r.gst_included) === 1 ? 1 : 0,
    gst: Number(r.gst_paise),
    distanceKm: Number(r.distance_km),
    travel: Number(r.travel_paise),
    total: Number(r.total_paise),
    advancePercent: Number(r.advance_percent),
    advance: Number(r.advance_paise),
  };
}

const FIGURE_COLUMNS =
  'gst_percent, gst_included, gst_paise, distance_km, travel_paise, total_paise, advance_percent, advance_paise';
const figureParams = (f: QuoteFigures) => [
  f.gstPercent,
  f.gstIncluded,
  f.gst,
  f.distanceKm,
  f.travel,
  f.total,
  f.advancePercent,
  f.advance,
];

export async function insertQuote(
  q: Queryable,
  r: {
    conversationId: number;
    eventDate: string;
    pincode: string;
    holdDate: boolean;
    note: string;
    figures: QuoteFigures;
    validUntil: string;
    replacesId: number | null;
    lines: readonly { description: string; quantity: number; unitPaise: number }[];
  },
): Promise<number> {
  const ins = await q.query<{ id: number }>(
    `INSERT INTO quotes (conversation_id, event_date, pincode, hold_date, note, subtotal_paise, valid_until, replaces_id,
       ${FIGURE_COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      r.conversationId,
      r.eventDate,
      r.pincode,
      r.holdDate,
      r.note,
      r.figures.subtotal,
      r.validUntil,
      r.replacesId,
      ...figureParams(r.figures),
    ],
  );
  const id = ins.rows[0]!.id;
  for (const [i, l] of r.lines.entries())
    await q.query(
      'INSERT INTO quote_lines (quote_id, line_no, description, quantity, unit_paise) VALUES ($1, $2, $3, $4, $5)',
      [id, i + 1, l.description, l.quantity, l.unitPaise],
    );
  return id;
}

/**
 * Stores the figures of a quote sent before they were stored (the backfill after migration 430): only while they are
 * missing, so figures once stored are never changed.
 */
export async function setFigures(q: Queryable, id: number, f: QuoteFigures): Promise<boolean> {
  const r = await q.query(
    `UPDATE quotes SET (${FIGURE_COLUMNS}) = ($2, $3, $4, $5, $6, $7, $8, $9) WHERE id = $1 AND total_paise IS NULL`,
    [id, ...figureParams(f)],
  );
  return r.rowCount > 0;
}

/** Quotes still without stored figures, with their service: a batch of the backfill, keyset on the id. */
export async function quotesWithoutFigures(
  q: Queryable,
  afterId: number,
  limit: number,
): Promise<(QuoteRow & { product_id: number })[]> {
  const r = await q.query<QuoteRow & { product_id: number }>(
    `SELECT ${COLUMNS}, (SELECT c.product_id FROM conversations c WHERE c.id = quotes.conversation_id) AS product_id
       FROM quotes WHERE total_paise IS NULL AND id > $1 ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return r.rows;
}

/** A quote locked for a decision (accept, withdraw, revise): parallel deciders wait here, one at a time. */
export async function lockQuote(q: Queryable, id: number): Promise<QuoteRow | undefined> {
  const r = await q.query<QuoteRow>(`SELECT ${COLUMNS} FROM quotes WHERE id = $1 FOR UPDATE`, [id]);
  return r.rows[0];
}

export async function quoteById(q: Queryable, id: number): Promise<QuoteRow | undefined> {
  const r = await q.query<QuoteRow>(`SELECT ${COLUMNS} FROM quotes WHERE id = $1`, [id]);
  return r.rows[0];
}

export async function quotesOf(q: Queryable, conversationId: number): Promise<QuoteRow[]> {
  const r = await q.query<QuoteRow>(
    `SELECT ${COLUMNS} FROM quotes WHERE conversation_id = $1 ORDER BY id DESC LIMIT 50`,
    [conversationId],
  );
  return r.rows;
}

export async function linesOf(q: Queryable, quoteIds: readonly number[]): Promise<QuoteLineRow[]> {
  if (quoteIds.length === 0) return [];
  const r = await q.query<QuoteLineRow>(
    'SELECT quote_id, line_no, description, quantity, unit_paise FROM quote_lines WHERE quote_id = ANY($1::int[]) ORDER BY quote_id, line_no',
    [[...quoteIds]],
  );
  return r.rows;
}

export async function setQuoteState(q: Queryable, id: number, state: QuoteState): Promise<void> {
  await q.query('UPDATE quotes SET state = $2, decided_at = now() WHERE id = $1', [id, state]);
}

export async function markAccepted(q: Queryable, id: number, bookingId: number, orderId: string): Promise<void> {
  await q.query(
    "UPDATE quotes SET state = 'accepted', booking_id = $2, order_id = $3, decided_at = now() WHERE id = $1",
    [id, bookingId, orderId],
  );
}

/** Takes a free slot of the product on the date for the quote (the caller checked the calendar); false when none. */
export async function holdSlot(
  q: Queryable,
  productId: number,
  date: string,
  capacity: number,
  quoteId: number,
): Promise<boolean> {
  for (let slot = 1; slot <= capacity; slot++) {
    const r = await q.query(
      `INSERT INTO booking_slots (product_id, booking_date, slot_no, quote_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING slot_no`,
      [productId, date, slot, quoteId],
    );
    if (r.rows.length === 1) return true;
  }
  return false;
}

export async function releaseQuoteSlot(q: Queryable, quoteId: number): Promise<void> {
  await q.query('DELETE FROM booking_slots WHERE quote_id = $1', [quoteId]);
}

/** Frees the slots of quotes whose validity ran out unaccepted (called before slots are counted or taken). */
export async function releaseExpiredQuoteSlots(q: Queryable, nowIso: string): Promise<number> {
  const r = await q.query(
    `DELETE FROM booking_slots s USING quotes qt
      WHERE s.quote_id = qt.id AND (qt.valid_until <= $1::timestamptz OR qt.state <> 'open') RETURNING s.quote_id`,
    [nowIso],
  );
  return r.rows.length;
}

/** The money of the order a quote became (a repeated accept answers with it). */
export async function quoteOrder(
  q: Queryable,
  bookingId: number,
): Promise<{ billing_amt: number; advance_amt: number; hold_expires_at: string | null } | undefined> {
  const r = await q.query<{ billing_amt: number; advance_amt: number; hold_expires_at: string | null }>(
    'SELECT billing_amt, advance_amt, hold_expires_at FROM bookings WHERE id = $1',
    [bookingId],
  );
  return r.rows[0];
}

/**
 * The accepted quote a booking was made from, with its lines as sent (amounts in paise), for the booking's invoice;
 * null for a booking not made from a quote.
 */
export async function quoteOfBooking(
  q: Queryable,
  bookingId: number,
): Promise<{ id: number; gstIncluded: 0 | 1 | null; lines: QuoteLineRow[] } | null> {
  const quote = await q.query<{ id: number; gst_included: number | null }>(
    "SELECT id, gst_included FROM quotes WHERE booking_id = $1 AND state = 'accepted'",
    [bookingId],
  );
  const row = quote.rows[0];
  if (!row) return null;
  const lines = await q.query<QuoteLineRow>(
    'SELECT quote_id, line_no, description, quantity, unit_paise FROM quote_lines WHERE quote_id = $1 ORDER BY line_no',
    [row.id],
  );
  const gst = row.gst_included === null ? null : Number(row.gst_included) === 1 ? 1 : 0;
  return { id: row.id, gstIncluded: gst, lines: lines.rows };
}
