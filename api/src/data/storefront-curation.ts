/**
 * The operator's storefront curation (docs/admin.md "Storefront"): which services are featured on the home page and
 * which services and vendors are kept off it. The home reads (data/storefront) honour these flags; search, category
 * lists and a service's own page ignore them.
 */
import type { Queryable } from '../db/client';

export interface CuratedService {
  Id: number;
  Title: string;
  Vendor: string;
  Featured: boolean;
  HomeHidden: boolean;
}
export interface CuratedVendor {
  Id: number;
  Name: string;
  HomeHidden: boolean;
}

/** The home page's SQL condition: a listed service whose own and vendor's home flags allow it (alias p). */
export const ON_HOME = `p.status = 1 AND NOT p.home_hidden
  AND NOT EXISTS (SELECT 1 FROM vendors hv WHERE hv.id = p.vendor_id AND hv.home_hidden)`;

/** "New Service Providers": on home and with at least one photo (listings without photos are drafts or tests). */
export const WITH_PHOTO = 'EXISTS (SELECT 1 FROM product_images pi WHERE pi.product_id = p.id)';

/** Every service that is featured or hidden from home, and every vendor hidden from home. */
export async function curation(q: Queryable): Promise<{ services: CuratedService[]; vendors: CuratedVendor[] }> {
  const [s, v] = await Promise.all([
    q.query<CuratedService>(
      `SELECT p.id AS "Id", p.title AS "Title", v.name AS "Vendor", p.home_featured AS "Featured", p.home_hidden AS "HomeHidden"
       FROM products p JOIN vendors v ON v.id = p.vendor_id
       WHERE p.home_featured OR p.home_hidden ORDER BY p.home_featured DESC, p.title, p.id`,
    ),
    q.query<CuratedVendor>(
      `SELECT id AS "Id", name AS "Name", home_hidden AS "HomeHidden" FROM vendors WHERE home_hidden ORDER BY name, id`,
    ),
  ]);
  return { services: s.rows, vendors: v.rows };
}

export async function serviceFlags(q: Queryable, id: number, lock = false) {
  const r = await q.query<{ id: number; title: string; featured: boolean; home_hidden: boolean }>(
    `SELECT id, title, home_featured AS featured, home_hidden FROM products WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

export async function featuredCount(q: Queryable, exceptId: number): Promise<number> {
  const r = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE home_featured AND id <> $1', [
    exceptId,
  ]);
  return r.rows[0]!.n;
}

export async function setServiceFlags(q: Queryable, id: number, featured: boolean, homeHidden: boolean) {
  await q.query('UPDATE products SET home_featured = $2, home_hidden = $3 WHERE id = $1', [id, featured, homeHidden]);
}

export async function vendorFlag(q: Queryable, id: number, lock = false) {
  const r = await q.query<{ id: number; name: string; home_hidden: boolean }>(
    `SELECT id, name, home_hidden FROM vendors WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

export async function setVendorFlag(q: Queryable, id: number, homeHidden: boolean) {
  await q.query('UPDATE vendors SET home_hidden = $2 WHERE id = $1', [id, homeHidden]);
}
