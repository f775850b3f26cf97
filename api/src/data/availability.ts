/**
 * The slot table's statements (booking_slots; moved here from lib/availability): taken counts, as a
 * query or as an SQL expression for a caller's own read, and taking one slot. The rules (the calendar's refusals,
 * which slot numbers to try) stay in lib/availability.
 */
import type { Queryable } from '../db/client';

/**
 * SQL expression: how many slots of product `product` are taken on `date` (both SQL expressions, e.g. columns of the
 * caller's row) — for a read that wants each row's availability in the same query (the cart: one round trip).
 */
export const takenSlotsSql = (product: string, date: string, customer?: string) =>
  `(SELECT count(*)::int FROM booking_slots s WHERE s.product_id = ${product} AND s.booking_date = ${date}${customer ? ` AND NOT ${OWN_HOLD_SQL('s', customer)}` : ''})`;

/**
 * SQL: the slot row `s` is held by customer `customer`'s own booking still awaiting payment. A customer's own unpaid
 * hold does not count against them: the slot is offered back, and placing the same service and
 * date again releases that hold (payments/booking-states replaceOwnUnpaidLocked) before taking the slot.
 */
const OWN_HOLD_SQL = (s: string, customer: string) =>
  `EXISTS (SELECT 1 FROM bookings hb WHERE hb.id = ${s}.booking_id AND hb.user_id = ${customer} AND hb.booking_state = 'pending_payment')`;

/** Map productId → taken count for several products on one date. */
export async function takenSlotsMany(q: Queryable, productIds: number[], date: string): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (productIds.length === 0) return out;
  const r = await q.query<{ product_id: number; n: number }>(
    'SELECT product_id, count(*)::int AS n FROM booking_slots WHERE product_id = ANY($1::int[]) AND booking_date = $2 GROUP BY product_id',
    [productIds, date],
  );
  for (const row of r.rows) out.set(row.product_id, row.n);
  return out;
}

/** How many slots of a product are taken on a date. */
export async function takenSlots(q: Queryable, productId: number, date: string): Promise<number> {
  const n = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM booking_slots WHERE product_id = $1 AND booking_date = $2',
    [productId, date],
  );
  return n.rows[0]!.n;
}

/** Takes slot `slot` if it is free (ON CONFLICT DO NOTHING waits for a concurrent taker, then skips): true when taken. */
export async function insertSlot(
  tx: Queryable,
  productId: number,
  date: string,
  slot: number,
  ref: { bookingId?: number; packageItemId?: number },
): Promise<boolean> {
  const r = await tx.query(
    `INSERT INTO booking_slots (product_id, booking_date, slot_no, booking_id, package_item_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING slot_no`,
    [productId, date, slot, ref.bookingId ?? null, ref.packageItemId ?? null],
  );
  return r.rows.length === 1;
}
