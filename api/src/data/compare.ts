/**
 * What compare shows of each service (docs/shortlist.md "Compare"): the price columns the cart prices from
 * (PRICED_PRODUCT_COLUMNS, so compare's amounts come from the same rows and the same code as checkout's), the
 * vendor's place and radius, the rating and how many reviews make it, and the first image.
 */
import type { Queryable } from '../db/client';
import { PRICED_PRODUCT_COLUMNS, type PricedProductRow } from './priced-products';

export interface CompareRow extends PricedProductRow {
  city: string;
  state: string;
  category: string;
  vendor_name: string;
  rating: number;
  review_count: number;
  image: string;
}

/** The listed services among `ids` (an unlisted or unknown id is left out). */
export async function compareRows(q: Queryable, ids: readonly number[]): Promise<CompareRow[]> {
  if (ids.length === 0) return [];
  const r = await q.query<CompareRow>(
    `SELECT ${PRICED_PRODUCT_COLUMNS}, p.city, p.state, c.name AS category, p.operator_name AS vendor_name, p.rating::float8 AS rating,
            (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id) AS review_count,
            coalesce((SELECT i.doc FROM product_images i WHERE i.product_id = p.id ORDER BY i.id LIMIT 1), '') AS image
     FROM products p JOIN categories c ON c.id = p.service_id WHERE p.id = ANY($1::int[]) AND p.status = 1`,
    [[...ids]],
  );
  return r.rows;
}
