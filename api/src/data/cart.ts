/**
 * Cart aggregate (data layer): a customer's cart lines — one per (service, date) — with what pricing and
 * availability need, and the writes that add, remove and re-date them. The routes (routes/cart) authorize, decide and
 * price; the SQL and the row shapes are here.
 */
import type { Queryable } from '../db/client';
import { prepared } from '../db/statement';
import { takenSlotsSql } from './availability';
import { calendarColumnsSql, type CalendarColumns } from './vendor-calendar';
import { PRICED_PRODUCT_COLUMNS, type PricedProductRow } from './priced-products';

export interface CartRow extends PricedProductRow, CalendarColumns {
  cart_id: number;
  city: string;
  booking_date: string;
  image: string;
  /** Slots of the service already taken on the line's date (the customer's own unpaid holds not counted). */
  taken: number;
}

/** Every line of the customer $1's cart with its product, first image and slots taken on its date: one named statement. */
const CART_ROWS = prepared(
  'cart-rows:calendar',
  `SELECT c.id AS cart_id, c.booking_date, ${PRICED_PRODUCT_COLUMNS}, p.city,
          coalesce((SELECT i.doc FROM product_images i WHERE i.product_id = p.id ORDER BY i.id LIMIT 1), '') AS image,
          ${takenSlotsSql('c.product_id', 'c.booking_date', 'c.user_id')} AS taken,
          ${calendarColumnsSql('p.id', 'p.vendor_id', 'c.booking_date')}
   FROM cart_items c JOIN products p ON p.id = c.product_id WHERE c.user_id = $1 ORDER BY c.created_at, c.id`,
);

export async function cartRows(q: Queryable, userId: number): Promise<CartRow[]> {
  return (await q.query<CartRow>(CART_ROWS, [userId])).rows;
}

/** Adds the line (service, date); null when the customer already has that service on that date. */
export async function addCartLine(
  q: Queryable,
  userId: number,
  productId: number,
  date: string,
): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `INSERT INTO cart_items (user_id, product_id, booking_date) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, product_id, booking_date) DO NOTHING RETURNING id`,
    [userId, productId, date],
  );
  return r.rows[0]?.id ?? null;
}

/** Removes one of the customer's lines; false when they have no such line. */
export async function removeCartLine(q: Queryable, userId: number, cartId: number): Promise<boolean> {
  const r = await q.query('DELETE FROM cart_items WHERE id = $1 AND user_id = $2 RETURNING id', [cartId, userId]);
  return r.rows.length > 0;
}

/** The customer's lines (one, or all without `cartId`), locked until the caller's transaction ends. */
export async function lockCartLines(
  tx: Queryable,
  userId: number,
  cartId?: number,
): Promise<{ id: number; product_id: number }[]> {
  const r = await tx.query<{ id: number; product_id: number }>(
    `SELECT id, product_id FROM cart_items WHERE user_id = $1 ${cartId ? 'AND id = $2' : ''} FOR UPDATE`,
    cartId ? [userId, cartId] : [userId],
  );
  return r.rows;
}

/** Whether another of the customer's lines (not in `ids`) already has one of `products` on `date`. */
export async function cartDateClash(
  tx: Queryable,
  userId: number,
  date: string,
  products: number[],
  ids: number[],
): Promise<boolean> {
  const r = await tx.query(
    'SELECT 1 FROM cart_items WHERE user_id = $1 AND booking_date = $2 AND product_id = ANY($3::int[]) AND NOT (id = ANY($4::int[]))',
    [userId, date, products, ids],
  );
  return r.rows.length > 0;
}

export async function setCartLinesDate(tx: Queryable, ids: number[], date: string): Promise<void> {
  await tx.query('UPDATE cart_items SET booking_date = $2 WHERE id = ANY($1::int[])', [ids, date]);
}

/** What the customer's cart holds, in a stable order: part of an order request's fingerprint (lib/idempotency). */
export async function cartFingerprint(
  q: Queryable,
  userId: number,
): Promise<{ product_id: number; booking_date: string }[]> {
  return (
    await q.query<{ product_id: number; booking_date: string }>(
      'SELECT product_id, booking_date FROM cart_items WHERE user_id = $1 ORDER BY product_id, booking_date',
      [userId],
    )
  ).rows;
}

/** The cart's lines in the order they were added, locked until the order's transaction ends. */
export async function lockCartForOrder(
  tx: Queryable,
  userId: number,
): Promise<{ product_id: number; booking_date: string }[]> {
  return (
    await tx.query<{ product_id: number; booking_date: string }>(
      'SELECT product_id, booking_date FROM cart_items WHERE user_id = $1 ORDER BY created_at, id FOR UPDATE',
      [userId],
    )
  ).rows;
}

/**
 * Locks the cart of the customer who owns the payment order `providerOrderId` (kind 'order'): a capture takes these
 * first, in the order placing an order takes them (lockCartForOrder), so a payment and an order never wait in a cycle.
 */
export async function lockCartOfPaymentOrder(tx: Queryable, providerOrderId: string): Promise<void> {
  await tx.query(
    `SELECT c.id FROM cart_items c JOIN payment_orders po ON po.user_id = c.user_id
      WHERE po.provider_order_id = $1 AND po.kind = 'order' ORDER BY c.created_at, c.id FOR UPDATE OF c`,
    [providerOrderId],
  );
}

/** Removes the customer's lines of the same service and date as the bookings `bookingIds` (paid: docs/checkout-network.md). */
export async function removePaidCartLines(tx: Queryable, userId: number, bookingIds: number[]): Promise<number> {
  const r = await tx.query(
    `DELETE FROM cart_items c USING bookings b
      WHERE b.id = ANY($2::int[]) AND b.user_id = $1 AND c.user_id = $1
        AND c.product_id = b.product_id AND c.booking_date = b.booking_date RETURNING c.id`,
    [userId, bookingIds],
  );
  return r.rows.length;
}
