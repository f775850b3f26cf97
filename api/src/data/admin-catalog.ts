/**
 * The SQL of the operator's catalogue (routes/admin/admin-catalog): categories, home sliders and offer
 * banners, and the package builder's packages with their groups and services.
 */
import { toPaise, toRupees } from '@utsav/domain/pricing';
import type { PackageForm } from '@utsav/domain/schemas/admin-catalog';
import type { Queryable } from '../db/client';
import { notFound } from '../lib/http';
import { refreshPackageFromPrice } from './packages';

export interface CategoryRow {
  id: number;
  name: string;
  name_hi: string | null;
  image: string;
  sort_order: number;
  hidden: boolean;
  listed: number;
  packages: number;
}
export const categoryOut = (c: CategoryRow) => ({
  Id: c.id,
  Name: c.name,
  NameHi: c.name_hi,
  Image: c.image,
  SortOrder: c.sort_order,
  Hidden: c.hidden,
  ListedServices: c.listed,
  Packages: c.packages,
});
const CATEGORY_SELECT = `SELECT c.id, c.name, c.name_hi, c.image, c.sort_order, c.hidden,
    (SELECT count(*)::int FROM products p WHERE p.service_id = c.id AND p.status = 1) AS listed,
    (SELECT count(DISTINCT g.package_id)::int FROM package_groups g WHERE g.service_id = c.id AND g.retired_at IS NULL) AS packages
  FROM categories c`;

export interface SliderRow {
  id: number;
  kind: 'slider' | 'offer';
  doc: string;
  service_id: number | null;
  category: string | null;
  title: string;
  title_hi: string | null;
  link: string;
  sort_order: number;
  active_from: string | null;
  active_to: string | null;
  live: boolean;
}
export const sliderOut = (s: SliderRow) => ({
  Id: s.id,
  Kind: s.kind,
  Image: s.doc,
  ServiceId: s.service_id,
  Category: s.category ?? '',
  Title: s.title,
  TitleHi: s.title_hi,
  Link: s.link,
  SortOrder: s.sort_order,
  ActiveFrom: s.active_from,
  ActiveTo: s.active_to,
  Live: s.live,
});
const SLIDER_SELECT = `SELECT s.id, s.kind, s.doc, s.service_id, c.name AS category, s.title, s.title_hi, s.link, s.sort_order, to_char(s.active_from, 'YYYY-MM-DD') AS active_from, to_char(s.active_to, 'YYYY-MM-DD') AS active_to,
    (coalesce(s.active_from, '-infinity') <= (now() AT TIME ZONE 'Asia/Kolkata')::date AND coalesce(s.active_to, 'infinity') >= (now() AT TIME ZONE 'Asia/Kolkata')::date) AS live
  FROM sliders s LEFT JOIN categories c ON c.id = s.service_id`;

/** Services a package group may offer: listed (so from an approved vendor, not hidden) and priced (not enquiry-only). */
export const BOOKABLE = 'p.status = 1 AND p.amount_hide_show = 0';

export async function loadAdminPackage(q: Queryable, id: number) {
  const k = (
    await q.query<{
      id: number;
      name: string;
      description: string;
      in_package: string;
      image: string;
      total: number;
      advance_per: number;
      status: number;
      event_type: string;
    }>(
      'SELECT id, name, description, in_package, image, total, advance_per, status, event_type FROM packages WHERE id = $1',
      [id],
    )
  ).rows[0];
  if (!k) throw notFound('Package not found');
  const groups = await q.query<{ id: number; service_id: number; category: string; maxitem: number; amount: number }>(
    `SELECT g.id, g.service_id, c.name AS category, g.maxitem, g.amount FROM package_groups g JOIN categories c ON c.id = g.service_id
     WHERE g.package_id = $1 AND g.retired_at IS NULL ORDER BY g.sort_order, g.id`,
    [id],
  );
  const products = await q.query<{
    group_id: number;
    id: number;
    title: string;
    vendor: string;
    bookable: boolean;
    package_rate: number;
    payable_amt: number;
    event_types: string[];
  }>(
    `SELECT gp.group_id, p.id, p.title, v.name AS vendor, (${BOOKABLE}) AS bookable, gp.package_rate::float8 AS package_rate, p.payable_amt::float8 AS payable_amt, p.event_types
     FROM package_group_products gp JOIN package_groups g ON g.id = gp.group_id JOIN products p ON p.id = gp.product_id JOIN vendors v ON v.id = p.vendor_id
     WHERE g.package_id = $1 AND g.retired_at IS NULL ORDER BY gp.group_id, p.id`,
    [id],
  );
  return {
    Id: k.id,
    Name: k.name,
    Description: k.description,
    InPackage: k.in_package,
    Image: k.image,
    Total: toRupees(Number(k.total)),
    AdvancePercent: Number(k.advance_per),
    Listed: k.status === 1,
    EventType: k.event_type,
    Groups: groups.rows.map((g) => ({
      Id: g.id,
      ServiceId: g.service_id,
      Category: g.category,
      MaxItems: g.maxitem,
      Amount: toRupees(Number(g.amount)),
      Products: products.rows
        .filter((p) => p.group_id === g.id)
        .map((p) => ({
          Id: p.id,
          Title: p.title,
          Vendor: p.vendor,
          Bookable: p.bookable,
          PackageRate: toRupees(Number(p.package_rate)),
          ListAmt: toRupees(Number(p.payable_amt)),
          EventTypes: p.event_types,
        })),
    })),
  };
}

// ------------------------------------------------------------------------------------------------ categories
export async function listCategories(q: Queryable): Promise<CategoryRow[]> {
  return (await q.query<CategoryRow>(`${CATEGORY_SELECT} ORDER BY c.sort_order, c.id`)).rows;
}

export async function categoryById(q: Queryable, id: number, lock = false): Promise<CategoryRow | undefined> {
  return (await q.query<CategoryRow>(`${CATEGORY_SELECT} WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [id]))
    .rows[0];
}

/** Another category (not exceptId) has this name, case aside. */
export async function categoryNameTaken(q: Queryable, name: string, exceptId: number): Promise<boolean> {
  return (
    (await q.query('SELECT 1 FROM categories WHERE lower(name) = lower($1) AND id <> $2', [name, exceptId])).rows
      .length > 0
  );
}

export async function categoryExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM categories WHERE id = $1', [id])).rows.length > 0;
}

/** nameHi: the operator's Hindi name ('' = none, stored as NULL). */
export interface CategoryColumns {
  name: string;
  nameHi: string;
  image: string;
  sortOrder: number;
  hidden: boolean;
}

/** Writes a category (a new one when existingId is null); returns its id. */
export async function saveCategoryRow(tx: Queryable, existingId: number | null, c: CategoryColumns): Promise<number> {
  if (existingId === null) {
    return (
      await tx.query<{ id: number }>(
        'INSERT INTO categories (name, image, sort_order, hidden, name_hi) VALUES ($1,$2,$3,$4,$5) RETURNING id',
        [c.name, c.image, c.sortOrder, c.hidden, c.nameHi || null],
      )
    ).rows[0]!.id;
  }
  await tx.query(
    'UPDATE categories SET name = $2, image = $3, sort_order = $4, hidden = $5, name_hi = $6 WHERE id = $1',
    [existingId, c.name, c.image, c.sortOrder, c.hidden, c.nameHi || null],
  );
  return existingId;
}

// --------------------------------------------------------------------------------------------------- sliders
export async function listSliders(q: Queryable): Promise<SliderRow[]> {
  return (await q.query<SliderRow>(`${SLIDER_SELECT} ORDER BY s.sort_order, s.id`)).rows;
}

export async function sliderById(q: Queryable, id: number): Promise<SliderRow | undefined> {
  return (await q.query<SliderRow>(`${SLIDER_SELECT} WHERE s.id = $1`, [id])).rows[0];
}

/** [doc, service_id, sort_order, active_from, active_to, kind, title, link, title_hi (NULL = none)] */
export type SliderColumns = [
  string,
  number | null,
  number,
  string | null,
  string | null,
  string,
  string,
  string,
  string | null,
];

/** Writes a slider or offer banner (a new one when existingId is null); returns its id. */
export async function saveSliderRow(tx: Queryable, existingId: number | null, cols: SliderColumns): Promise<number> {
  if (existingId === null) {
    return (
      await tx.query<{ id: number }>(
        'INSERT INTO sliders (doc, service_id, sort_order, active_from, active_to, kind, title, link, title_hi) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING id',
        cols,
      )
    ).rows[0]!.id;
  }
  await tx.query(
    'UPDATE sliders SET doc = $1, service_id = $2, sort_order = $3, active_from = $4, active_to = $5, kind = $6, title = $7, link = $8, title_hi = $9 WHERE id = $10',
    [...cols, existingId],
  );
  return existingId;
}

export async function deleteSlider(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM sliders WHERE id = $1', [id]);
}

// -------------------------------------------------------------------------------------------------- packages
export async function listAdminPackages(q: Queryable) {
  const r = await q.query<{
    id: number;
    name: string;
    image: string;
    total: number;
    advance_per: number;
    status: number;
    groups: number;
    bookings: number;
  }>(
    `SELECT k.id, k.name, k.image, k.total, k.advance_per, k.status,
            (SELECT count(*)::int FROM package_groups g WHERE g.package_id = k.id AND g.retired_at IS NULL) AS groups,
            (SELECT count(*)::int FROM package_bookings b WHERE b.package_id = k.id) AS bookings
     FROM packages k ORDER BY k.id`,
  );
  return r.rows;
}

/** Services a package group of a category may offer (the first 200 by title). */
export async function packageCandidates(q: Queryable, serviceId: number) {
  const r = await q.query<{
    id: number;
    title: string;
    vendor: string;
    payable_amt: number;
    city: string;
    event_types: string[];
    lat: number | null;
    lon: number | null;
    service_radius_km: number | null;
  }>(
    `SELECT p.id, p.title, v.name AS vendor, p.payable_amt, p.city, p.event_types, p.lat, p.lon, p.service_radius_km
     FROM products p JOIN vendors v ON v.id = p.vendor_id
     WHERE p.service_id = $1 AND ${BOOKABLE} ORDER BY p.title, p.id LIMIT 200`,
    [serviceId],
  );
  return r.rows;
}

/** Locks a package row for a change; false when there is none. */
export async function lockPackage(tx: Queryable, id: number): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM packages WHERE id = $1 FOR UPDATE', [id])).rows.length > 0;
}

/** Which of these category ids exist. */
export async function existingCategoryIds(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  return new Set(
    (await q.query<{ id: number }>('SELECT id FROM categories WHERE id = ANY($1::int[])', [[...ids]])).rows.map(
      (r) => r.id,
    ),
  );
}

/** Those of these products that a package may offer (BOOKABLE), by id. */
export async function bookableProducts(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, { id: number; service_id: number; title: string }>> {
  const r = await q.query<{ id: number; service_id: number; title: string }>(
    `SELECT p.id, p.service_id, p.title FROM products p WHERE p.id = ANY($1::int[]) AND ${BOOKABLE}`,
    [[...ids]],
  );
  return new Map(r.rows.map((row) => [row.id, row]));
}

/** Writes a package and its groups. A removed group that bookings refer to is retired, otherwise deleted. */
export async function savePackage(tx: Queryable, existingId: number | null, form: PackageForm): Promise<number> {
  // total (the "from" price) is written below from the rates.
  const cols = [
    form.name,
    form.description,
    form.inPackage,
    form.image,
    form.advancePercent,
    form.listed ? 1 : 2,
    form.eventType,
  ];
  const id =
    existingId === null
      ? (
          await tx.query<{ id: number }>(
            'INSERT INTO packages (name, description, in_package, image, total, advance_per, status, event_type) VALUES ($1,$2,$3,$4,0,$5,$6,$7) RETURNING id',
            cols,
          )
        ).rows[0]!.id
      : (await tx.query(
          'UPDATE packages SET name = $1, description = $2, in_package = $3, image = $4, advance_per = $5, status = $6, event_type = $7 WHERE id = $8',
          [...cols, existingId],
        ),
        existingId);
  const existing = (
    await tx.query<{ id: number; service_id: number }>(
      'SELECT id, service_id FROM package_groups WHERE package_id = $1 ORDER BY retired_at NULLS FIRST, id',
      [id],
    )
  ).rows;
  const kept = new Set<number>();
  for (const [i, g] of form.groups.entries()) {
    const reuse = existing.find((e) => e.service_id === g.serviceId && !kept.has(e.id));
    const groupId = reuse
      ? (await tx.query(
          'UPDATE package_groups SET maxitem = $2, amount = $3, sort_order = $4, retired_at = NULL WHERE id = $1',
          [reuse.id, g.maxItems, toPaise(g.amount), i],
        ),
        reuse.id)
      : (
          await tx.query<{ id: number }>(
            'INSERT INTO package_groups (package_id, service_id, maxitem, amount, sort_order) VALUES ($1,$2,$3,$4,$5) RETURNING id',
            [id, g.serviceId, g.maxItems, toPaise(g.amount), i],
          )
        ).rows[0]!.id;
    kept.add(groupId);
    await tx.query('DELETE FROM package_group_products WHERE group_id = $1', [groupId]);
    await tx.query(
      'INSERT INTO package_group_products (group_id, product_id, package_rate) SELECT $1, unnest($2::int[]), unnest($3::bigint[])',
      [groupId, g.productIds, g.rates.map(toPaise)],
    );
  }
  for (const e of existing.filter((x) => !kept.has(x.id))) {
    const booked =
      (await tx.query('SELECT 1 FROM package_booking_items WHERE group_id = $1 LIMIT 1', [e.id])).rows.length > 0;
    if (booked)
      await tx.query('UPDATE package_groups SET retired_at = coalesce(retired_at, now()) WHERE id = $1', [e.id]);
    else await tx.query('DELETE FROM package_groups WHERE id = $1', [e.id]);
  }
  await refreshPackageFromPrice(tx, id);
  return id;
}
