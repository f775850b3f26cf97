/**
 * The statements of a booking's moves (moved here): the locked booking with its price
 * columns, its move history, the new price written, the move recorded, refused or answered by a decline, and what
 * the move's messages read. The decisions (may it move, the fee, the bill) and the transaction stay in
 * bookings/reschedule; the message texts in bookings/reschedule-messages.
 */
import type { Queryable } from '../db/client';
import { BOOKING_MONEY_COLUMNS, type BookingMoneyRow } from './payments';
import { PRICED_PRODUCT_COLUMNS, type PricedProductRow } from './priced-products';

/** SQL columns of a booking row `b` for rescheduleFields: moves that count, and the last move (one index read each). */
export const RESCHEDULE_COLUMNS = (b: string) =>
  `(SELECT count(*)::int FROM booking_reschedules r WHERE r.booking_id = ${b}.id AND r.state <> 'refused') AS moves,
   (SELECT json_build_object('from', to_char(r.from_date, 'YYYY-MM-DD'), 'state', r.state, 'at', r.requested_at) FROM booking_reschedules r WHERE r.booking_id = ${b}.id ORDER BY r.id DESC LIMIT 1) AS last_move`;

/** The price columns a move rewrites (and a refusal restores). */
export const PRICE_COLUMNS = [
  'booking_amt',
  'discount_per',
  'discount_amt',
  'offer_amt',
  'gst_per',
  'gst_amt',
  'gst_with_mrp',
  'distance_km',
  'travel_charges',
  'billing_amt',
  'admin_commission_per',
  'admin_commission_amt',
  'reschedule_fee_amt',
] as const;
export type PriceColumns = Record<(typeof PRICE_COLUMNS)[number], number>;

export type LockedBooking = BookingMoneyRow &
  PriceColumns & { product_id: number; lat: number | null; lon: number | null };

/** Locks a booking with its price columns (FOR UPDATE), the customer's or the vendor's; undefined when not found. */
export async function lockMovableBooking(
  tx: Queryable,
  bookingId: number,
  owner: { userId: number } | { vendorId: number },
): Promise<LockedBooking | undefined> {
  const [where, params] =
    'userId' in owner
      ? ['id = $1 AND user_id = $2', [bookingId, owner.userId]]
      : ['id = $1 AND vendor_id = $2', [bookingId, owner.vendorId]];
  const r = await tx.query<LockedBooking>(
    `SELECT ${BOOKING_MONEY_COLUMNS}, product_id, lat, lon, ${PRICE_COLUMNS.map((c) => `${c}::float8 AS ${c}`).join(', ')} FROM bookings WHERE ${where} FOR UPDATE`,
    params,
  );
  return r.rows[0];
}

export interface MoveRow {
  id: number;
  from_date: string;
  to_date: string;
  fee_amt: number;
  before_price: PriceColumns | string;
  state: 'pending' | 'refused';
  requested_at: string;
}

/** A booking's moves, newest first. */
export async function moveRows(q: Queryable, bookingId: number): Promise<MoveRow[]> {
  const r = await q.query<MoveRow>(
    `SELECT id, to_char(from_date, 'YYYY-MM-DD') AS from_date, to_char(to_date, 'YYYY-MM-DD') AS to_date, fee_amt::float8 AS fee_amt, before_price, state, requested_at
     FROM booking_reschedules WHERE booking_id = $1 ORDER BY id DESC`,
    [bookingId],
  );
  return r.rows;
}

/** Writes a booking's date and price columns. */
export async function writeBookingPrice(
  tx: Queryable,
  bookingId: number,
  date: string,
  p: PriceColumns,
): Promise<void> {
  await tx.query(
    `UPDATE bookings SET booking_date = $2, ${PRICE_COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ')} WHERE id = $1`,
    [bookingId, date, ...PRICE_COLUMNS.map((c) => p[c])],
  );
}

/** One product with what pricing a booking of it needs. */
export async function pricedProduct(q: Queryable, productId: number): Promise<PricedProductRow | undefined> {
  return (
    await q.query<PricedProductRow>(`SELECT ${PRICED_PRODUCT_COLUMNS} FROM products p WHERE p.id = $1`, [productId])
  ).rows[0];
}

/** Frees the slot a booking holds. */
export async function freeBookingSlot(tx: Queryable, bookingId: number): Promise<void> {
  await tx.query('DELETE FROM booking_slots WHERE booking_id = $1', [bookingId]);
}

/** Records a move with the price before it; its id. */
export async function insertMove(
  tx: Queryable,
  m: { bookingId: number; fromDate: string; toDate: string; fee: number; beforePrice: string; requestedAt: string },
): Promise<number> {
  return (
    await tx.query<{ id: number }>(
      'INSERT INTO booking_reschedules (booking_id, from_date, to_date, fee_amt, before_price, requested_at) VALUES ($1,$2,$3,$4,$5::jsonb,$6) RETURNING id',
      [m.bookingId, m.fromDate, m.toDate, m.fee, m.beforePrice, m.requestedAt],
    )
  ).rows[0]!.id;
}

/** Writes the date a booking's refund tier counts to (earliestHeldDate of @utsav/domain/refund-policy). */
export async function writeRefundTierDate(tx: Queryable, bookingId: number, date: string | null): Promise<void> {
  await tx.query('UPDATE bookings SET refund_tier_date = $2 WHERE id = $1', [bookingId, date]);
}

export async function markMoveRefused(tx: Queryable, moveId: number, nowIso: string): Promise<void> {
  await tx.query(`UPDATE booking_reschedules SET state = 'refused', answered_at = $2 WHERE id = $1`, [moveId, nowIso]);
}

/** A product's capacity (undefined when it is gone). */
export async function productCapacity(tx: Queryable, productId: number): Promise<number | undefined> {
  return (await tx.query<{ capacity: number }>('SELECT capacity FROM products WHERE id = $1', [productId])).rows[0]
    ?.capacity;
}

/** A booking declined because its old date was taken (hold cleared). */
export async function declineMovedBooking(tx: Queryable, bookingId: number, nowIso: string): Promise<void> {
  await tx.query(
    `UPDATE bookings SET booking_state = 'declined', status = 2, closed_at = $2, hold_expires_at = NULL WHERE id = $1`,
    [bookingId, nowIso],
  );
}

export interface MoveRecord {
  booking_id: number;
  booking_no: string;
  order_id: string;
  user_id: number;
  vendor_id: number;
  title: string;
  name: string;
  from_date: string;
  to_date: string;
  fee_amt: number;
  state: string;
  requested_at: string;
  booking_date: string;
  booking_state: string;
  payment_type: string;
  billing_amt: number;
  advance_amt: number;
  paid_amt: number;
  refunded_amt: number;
}

/** A move with its booking as the move's transaction sees them (the messages' figures). */
export async function moveRecord(tx: Queryable, rescheduleId: number): Promise<MoveRecord | undefined> {
  return (
    await tx.query<MoveRecord>(
      `SELECT r.booking_id, b.booking_no, b.order_id, b.user_id, b.vendor_id, b.title, b.name, to_char(r.from_date, 'YYYY-MM-DD') AS from_date,
            to_char(r.to_date, 'YYYY-MM-DD') AS to_date, r.fee_amt::float8 AS fee_amt, r.state, r.requested_at, to_char(b.booking_date, 'YYYY-MM-DD') AS booking_date,
            b.booking_state, b.payment_type, b.billing_amt::float8 AS billing_amt, b.advance_amt::float8 AS advance_amt, b.paid_amt::float8 AS paid_amt, b.refunded_amt::float8 AS refunded_amt
     FROM booking_reschedules r JOIN bookings b ON b.id = r.booking_id WHERE r.id = $1`,
      [rescheduleId],
    )
  ).rows[0];
}

/** Some refund rows of a booking, by id. */
export async function bookingRefundRows(
  tx: Queryable,
  bookingId: number,
  ids: readonly number[],
): Promise<{ id: number; amount: number; credit_note_no: string | null }[]> {
  const r = await tx.query<{ id: number; amount: number; credit_note_no: string | null }>(
    'SELECT id, amount::float8 AS amount, credit_note_no FROM refunds WHERE booking_id = $1 AND id = ANY($2::int[]) ORDER BY id',
    [bookingId, [...ids]],
  );
  return r.rows;
}
