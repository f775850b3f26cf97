/**
 * How far services are from where the customer's event is (travel can swamp the price — ₹23,325 to carry a
 * ₹2,400 mehendi 933 km — and the customer learnt it only at checkout). Reads the services' place and price columns
 * and the customer's address (the one asked for, else their first saved one).
 */
import type { Queryable } from '../db/client';
import { PRICED_PRODUCT_COLUMNS, type AddressRow, type PricedProductRow } from './priced-products';

export async function reachProducts(
  q: Queryable,
  ids: readonly number[],
): Promise<(PricedProductRow & { city: string })[]> {
  if (ids.length === 0) return [];
  const r = await q.query<PricedProductRow & { city: string }>(
    `SELECT ${PRICED_PRODUCT_COLUMNS}, p.city FROM products p WHERE p.id = ANY($1::int[]) AND p.status = 1`,
    [[...ids]],
  );
  return r.rows;
}

/** The customer's address `addressId`, or (none asked) their first saved one; null when they have none. */
export async function reachAddress(q: Queryable, userId: number, addressId: number | null): Promise<AddressRow | null> {
  const r = await q.query<AddressRow>(
    `SELECT id, name, mobile, email, address, city, state, zipcode, lat, lon FROM addresses
     WHERE user_id = $1 AND NOT deleted${addressId === null ? '' : ' AND id = $2'} ORDER BY id LIMIT 1`,
    addressId === null ? [userId] : [userId, addressId],
  );
  return r.rows[0] ?? null;
}
