/**
 * Availability: a product takes `capacity` bookings per date. A taken slot is a row of booking_slots whose
 * primary key (product_id, booking_date, slot_no) makes the database refuse a second taker of the same slot:
 * of concurrent bookings of the last slot exactly one INSERT succeeds (ON CONFLICT DO NOTHING waits for the
 * other transaction and then skips), the others see no free slot.
 */
import type { Queryable } from '../db/client';

/**
 * SQL expression: how many slots of product `product` are taken on `date` (both SQL expressions, e.g. columns of the
 * caller's row) — for a read that wants each row's availability in the same query (the cart: one round trip).
 */
export const takenSlotsSql = (product: string, date: string) =>
  `(SELECT count(*)::int FROM booking_slots s WHERE s.product_id = ${product} AND s.booking_date = ${date})`;

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

/** Takes one free slot inside the caller's transaction; false when none is left. */
export async function reserveSlot(
  tx: Queryable,
  productId: number,
  date: string,
  capacity: number,
  ref: { bookingId?: number; packageItemId?: number },
): Promise<boolean> {
  for (let slot = 1; slot <= capacity; slot++) {
    const r = await tx.query(
      `INSERT INTO booking_slots (product_id, booking_date, slot_no, booking_id, package_item_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING slot_no`,
      [productId, date, slot, ref.bookingId ?? null, ref.packageItemId ?? null],
    );
    if (r.rows.length === 1) return true;
  }
  return false;
}
