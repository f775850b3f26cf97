/**
 * The shortlist aggregate (docs/shortlist.md): the services a customer keeps to decide later, and the token of the
 * link that shows them read-only to anyone who has it. Only listed services (status 1) are shown; a service that
 * stops being listed stays in the table and shows again if it comes back.
 */
import type { Queryable } from '../db/client';
import { LISTING_SELECT, type ListingRow } from './listings';

/** The customer's listed shortlisted services, the last added first. */
export async function shortlistRows(q: Queryable, userId: number): Promise<ListingRow[]> {
  const r = await q.query<ListingRow>(
    `${LISTING_SELECT} JOIN shortlist_items s ON s.product_id = p.id
     WHERE s.user_id = $1 AND p.status = 1 ORDER BY s.added_at DESC, p.id DESC`,
    [userId],
  );
  return r.rows;
}

/** Takes the customer's row lock: shortlist writes of one customer run one at a time (the size limit holds). */
export async function lockShortlistOwner(tx: Queryable, userId: number): Promise<boolean> {
  return (await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])).rows.length === 1;
}

export async function shortlistSize(q: Queryable, userId: number): Promise<number> {
  const r = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM shortlist_items WHERE user_id = $1', [userId]);
  return r.rows[0]?.n ?? 0;
}

export async function isListed(q: Queryable, productId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM products WHERE id = $1 AND status = 1', [productId])).rows.length === 1;
}

/** Of `productIds`, the listed services not yet in the customer's shortlist (in the order given). */
export async function newListedIds(q: Queryable, userId: number, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const r = await q.query<{ id: number }>(
    `SELECT p.id FROM products p WHERE p.id = ANY($1::int[]) AND p.status = 1
       AND NOT EXISTS (SELECT 1 FROM shortlist_items s WHERE s.user_id = $2 AND s.product_id = p.id)`,
    [[...productIds], userId],
  );
  const found = new Set(r.rows.map((x) => x.id));
  return productIds.filter((id) => found.has(id));
}

/** Adds services (already checked to be listed); a service already there is left as it was. */
export async function insertShortlistItems(
  tx: Queryable,
  userId: number,
  productIds: readonly number[],
): Promise<void> {
  if (productIds.length === 0) return;
  await tx.query(
    `INSERT INTO shortlist_items (user_id, product_id)
     SELECT $1, x FROM unnest($2::int[]) AS x ON CONFLICT (user_id, product_id) DO NOTHING`,
    [userId, [...productIds]],
  );
}

/** Removes a service; false when it was not there. */
export async function deleteShortlistItem(q: Queryable, userId: number, productId: number): Promise<boolean> {
  const r = await q.query('DELETE FROM shortlist_items WHERE user_id = $1 AND product_id = $2', [userId, productId]);
  return r.rowCount > 0;
}

/** The customer's share token, or null when they have no link. */
export async function shareTokenOf(q: Queryable, userId: number): Promise<string | null> {
  const r = await q.query<{ token: string }>('SELECT token FROM shortlist_shares WHERE user_id = $1', [userId]);
  return r.rows[0]?.token ?? null;
}

/** Keeps `token` as the customer's link unless they have one already; returns the link's token. */
export async function ensureShareToken(q: Queryable, userId: number, token: string): Promise<string> {
  await q.query('INSERT INTO shortlist_shares (user_id, token) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [
    userId,
    token,
  ]);
  return (await shareTokenOf(q, userId)) ?? token;
}

/** Withdraws the customer's link (the old token opens nothing any more). */
export async function deleteShareToken(q: Queryable, userId: number): Promise<boolean> {
  return (await q.query('DELETE FROM shortlist_shares WHERE user_id = $1', [userId])).rowCount > 0;
}

/** The customer whose link `token` is, or null. */
export async function shareOwner(q: Queryable, token: string): Promise<number | null> {
  const r = await q.query<{ user_id: number }>('SELECT user_id FROM shortlist_shares WHERE token = $1', [token]);
  return r.rows[0]?.user_id ?? null;
}

/** The listed services among `ids`, in the order given (a visitor's shortlist kept in the browser). */
export async function listedByIds(q: Queryable, ids: readonly number[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  const r = await q.query<ListingRow>(`${LISTING_SELECT} WHERE p.id = ANY($1::int[]) AND p.status = 1`, [[...ids]]);
  const byId = new Map(r.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
