/** Accounts aggregate, list reads (issue 19 data layer): a customer's enquiries, newest first, one keyset page at a time. */
import type { Param, Queryable } from '../db/client';
import { afterNewest, toPage, type KeyedRow, type Page, type PageRequest } from './keyset';

/** GET /getEnquiry (SPEC §7 field names). */
export async function customerEnquiries(q: Queryable, userId: number, page: PageRequest): Promise<Page<Record<string, unknown>>> {
  const params: Param[] = [userId];
  const after = afterNewest(page, params, 'e');
  params.push(page.limit + 1);
  const r = await q.query<KeyedRow & Record<string, unknown>>(
    `SELECT e.id, e.created_at::text AS sort_key, e.name AS "Name", coalesce(p.title, k.name, '') AS "productName", e.product_id AS "ProductId",
            e.package_id AS "PackageId", e.email AS "Email", e.mobile AS "Mobile", e.address AS "Address", e.created_at AS "Date"
     FROM enquiries e LEFT JOIN products p ON p.id = e.product_id LEFT JOIN packages k ON k.id = e.package_id
     WHERE e.user_id = $1${after}
     ORDER BY e.created_at DESC, e.id DESC LIMIT $${params.length}`,
    params,
  );
  const { rows, next } = toPage(r.rows, page.limit, (x) => [x.sort_key, x.id]);
  return { next, rows: rows.map(({ id, sort_key: _key, ...rest }) => ({ Id: id, ...rest })) };
}
