/**
 * Catalogue aggregate, the services list (data layer): active services filtered by category, offer, price
 * range (rupees), minimum rating and title text, sorted (newest, price up/down, rating) and read one
 * keyset page at a time from the partial indexes of migration 003; plus the counts of the whole filtered set (how
 * many, price bounds) for the list header and the price slider. Text is the search engine's (data/search,
 * docs/search.md): with a query the list is ranked by relevance unless another order is asked.
 */
import type { Param, Queryable } from '../db/client';
import { prepared } from '../db/statement';
import { takenSlotsSql } from './availability';
import { calendarColumnsSql, type CalendarColumns } from './vendor-calendar';
import { badRequest } from '../lib/http';
import { DEFAULT_SERVICE_RADIUS_KM } from '@utsav/domain/schemas/event-types';
import { LISTING_SELECT, listing, type ListingRow } from './listings';
import { afterNewest, toPage, type KeyedRow, type PageRequest } from './keyset';
import type { Understanding } from './search';
import { listByRelevance, searchWhere } from './search-results';
import type { CustomerPlace } from '../lib/customer-place';

/** Stands for the distance expression (`distanceSql`) in SORTS; replaced once the place's parameters are known. */
const DISTANCE = '__distance__';

/**
 * Great-circle km from the product to the place at parameters $lat, $lon — the haversine of @utsav/domain/pricing —
 * or `missing` when the product has no coordinates.
 */
const distanceSql = (lat: number, lon: number, missing: number) =>
  `coalesce(2 * 6371 * asin(least(1, sqrt(power(sin(radians(p.lat - $${lat}) / 2), 2) + cos(radians($${lat})) * cos(radians(p.lat)) * power(sin(radians(p.lon - $${lon}) / 2), 2)))), ${missing})`;

export const SORTS = {
  newest: { column: 'p.created_at', dir: 'DESC', keyExpr: 'p.created_at::text', cast: 'timestamptz' },
  price_asc: { column: 'p.offer_amt', dir: 'ASC', keyExpr: 'p.offer_amt', cast: 'bigint' },
  price_desc: { column: 'p.offer_amt', dir: 'DESC', keyExpr: 'p.offer_amt', cast: 'bigint' },
  rating: { column: 'p.rating', dir: 'DESC', keyExpr: 'p.rating', cast: 'numeric' },
  /** Nearest first (docs/payments.md "Local first"): only with a place; services without coordinates last. */
  distance: { column: DISTANCE, dir: 'ASC', keyExpr: DISTANCE, cast: 'float8' },
} as const;
/** `relevance`: the search engine's order (only with a query; without one it is `newest`). */
export type ServiceSort = keyof typeof SORTS | 'relevance';

export interface ServiceFilters {
  serviceId?: number;
  offerOnly?: boolean;
  /**
   * Rupees, inclusive, on the offer price before GST — the price every card prints (the filter compared
   * GST-inclusive payable amounts, so a ₹10,000 card fell out of a "up to ₹10,000" range). Sort and bounds alike.
   */
  minPrice?: number;
  maxPrice?: number;
  /** 0 = any; otherwise rating ≥ this. */
  minRating?: number;
  /** The query as typed (?q). */
  text?: string;
  /** What the search engine understood of `text` (data/search `understand`), set by the route before listing. */
  search?: Understanding;
  sort: ServiceSort;
  /** The customer's place: each row gets its `Reach`; the default sort is nearest first. */
  place?: CustomerPlace | null;
  /** Only services whose vendor comes to the place (within its service radius; ?serves=1, needs a place). */
  servesOnly?: boolean;
}

const num = (v: unknown, name: string, min: number, max: number): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < min || n > max) throw badRequest(`${name} must be a number from ${min} to ${max}`);
  return n;
};

/** Reads ?minPrice&maxPrice&rating&q&sort (all optional). */
export function serviceFilters(
  query: unknown,
  base: Pick<ServiceFilters, 'serviceId' | 'offerOnly' | 'place'>,
): ServiceFilters {
  const q = (query ?? {}) as Record<string, unknown>;
  const place = base.place ?? null;
  const text = typeof q.q === 'string' ? q.q.trim().slice(0, 200) : undefined;
  // With text the list is ranked by relevance (docs/search.md); without, nearest first when the place is known.
  const asked =
    q.sort === undefined || q.sort === '' ? (text ? 'relevance' : place ? 'distance' : 'newest') : String(q.sort);
  if (!Object.hasOwn(SORTS, asked) && asked !== 'relevance')
    throw badRequest(`sort must be one of relevance, ${Object.keys(SORTS).join(', ')}`);
  const sort = (asked === 'relevance' && !text ? (place ? 'distance' : 'newest') : asked) as ServiceSort;
  if (sort === 'distance' && !place) throw badRequest('sort=distance needs your pincode (?pincode=)');
  if (q.serves !== undefined && q.serves !== '' && q.serves !== '0' && q.serves !== '1')
    throw badRequest('serves must be 0 or 1');
  const servesOnly = q.serves === '1';
  if (servesOnly && !place) throw badRequest('serves=1 needs your pincode (?pincode=)');
  return {
    ...base,
    minPrice: num(q.minPrice, 'minPrice', 0, 1e9),
    maxPrice: num(q.maxPrice, 'maxPrice', 0, 1e9),
    minRating: num(q.rating, 'rating', 0, 5),
    text: text || undefined,
    sort,
    place,
    servesOnly,
  };
}

function whereOf(f: ServiceFilters, params: Param[]): string {
  const where = ['p.status = 1'];
  if (f.servesOnly && f.place) {
    params.push(f.place.lat, f.place.lon);
    // As lib/place-fare: no coordinates = distance 0; no radius = the default radius.
    where.push(
      `${distanceSql(params.length - 1, params.length, 0)} <= coalesce(p.service_radius_km, ${DEFAULT_SERVICE_RADIUS_KM})`,
    );
  }
  if (f.serviceId !== undefined) {
    params.push(f.serviceId);
    where.push(`p.service_id = $${params.length}`);
  }
  if (f.offerOnly) where.push('p.discount_per > 0');
  if (f.minPrice !== undefined) {
    params.push(Math.ceil(f.minPrice * 100));
    where.push(`p.offer_amt >= $${params.length}`);
  }
  if (f.maxPrice !== undefined) {
    params.push(Math.floor(f.maxPrice * 100));
    where.push(`p.offer_amt <= $${params.length}`);
  }
  if (f.minRating) {
    params.push(f.minRating);
    where.push(`p.rating >= $${params.length}`);
  }
  if (f.search) where.push(searchWhere(f.search, params));
  return where.join(' AND ');
}

export interface ServicePage {
  rows: ReturnType<typeof listing>[];
  next: string | null;
}

export async function listServices(q: Queryable, f: ServiceFilters, page: PageRequest): Promise<ServicePage> {
  const params: Param[] = [];
  if (f.sort === 'relevance') {
    if (!f.search) throw new Error('a relevance list needs the understood query');
    const where = whereOf(f, params);
    // The customer's place: each row's Reach, and nearer first among equally relevant, rated and booked services.
    const place = f.place ?? null;
    const nearest = place ? distanceSql(params.push(place.lat), params.push(place.lon), 1e6) : undefined;
    return listByRelevance(q, f.search, where, params, page, { place, nearest });
  }
  let s: { column: string; dir: 'ASC' | 'DESC'; keyExpr: string; cast: string } = SORTS[f.sort];
  if (s.column === DISTANCE && f.place) {
    params.push(f.place.lat, f.place.lon);
    const d = distanceSql(params.length - 1, params.length, 1e6);
    s = { ...s, column: d, keyExpr: d };
  }
  let where = whereOf(f, params);
  if (page.after) {
    const op = s.dir === 'DESC' ? '<' : '>';
    params.push(String(page.after[0]), page.after[1]);
    where += ` AND (${s.column}, p.id) ${op} ($${params.length - 1}::${s.cast}, $${params.length}::int)`;
  }
  params.push(page.limit + 1);
  const r = await q.query<ListingRow & { sort_key: string | number }>(
    `${LISTING_SELECT.replace('SELECT ', `SELECT ${s.keyExpr} AS sort_key, `)} WHERE ${where} ORDER BY ${s.column} ${s.dir}, p.id ${s.dir} LIMIT $${params.length}`,
    params,
  );
  const { rows, next } = toPage(r.rows, page.limit, (row) => [
    typeof row.sort_key === 'number' ? row.sort_key : String(row.sort_key),
    row.id,
  ]);
  return { rows: rows.map((r) => listing(r, f.place ?? null)), next };
}

export interface ServiceCounts {
  total: number;
  /** Rupees; null when nothing matches. */
  minPrice: number | null;
  maxPrice: number | null;
}

/** How many services match, and their price bounds (one aggregate over the filtered set). */
export async function countServices(q: Queryable, f: ServiceFilters): Promise<ServiceCounts> {
  const params: Param[] = [];
  const r = await q.query<{ total: number; lo: number | null; hi: number | null }>(
    `SELECT count(*)::int AS total, min(p.offer_amt) AS lo, max(p.offer_amt) AS hi FROM products p WHERE ${whereOf(f, params)}`,
    params,
  );
  const row = r.rows[0]!;
  return {
    total: row.total,
    minPrice: row.lo === null ? null : row.lo / 100,
    maxPrice: row.hi === null ? null : row.hi / 100,
  };
}

/** GET /getreview/:productId: a service's reviews, newest first, one keyset page at a time. */
/** A review as the service page lists it. */
export interface ReviewRow {
  id: number;
  reviewer_name: string;
  Rating: number;
  ReviewDes: string;
  CreateDate: string;
}

export async function serviceReviews(
  q: Queryable,
  productId: number,
  page: PageRequest,
): Promise<{ rows: ReviewRow[]; next: string | null }> {
  const params: Param[] = [productId];
  const after = afterNewest(page, params, 'r');
  params.push(page.limit + 1);
  const r = await q.query<KeyedRow & ReviewRow>(
    `SELECT r.id, r.created_at::text AS sort_key, u.name AS reviewer_name, r.rating AS "Rating", r.review_des AS "ReviewDes", r.created_at AS "CreateDate"
     FROM reviews r JOIN users u ON u.id = r.user_id
     WHERE r.product_id = $1${after}
     ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length}`,
    params,
  );
  const { rows, next } = toPage(r.rows, page.limit, (x) => [x.sort_key, x.id]);
  return { next, rows: rows.map(({ sort_key: _key, ...rest }) => rest) };
}

/**
 * A listed service's booking terms and how many of its slots are taken on $2 (one named statement) — not counting
 * the slots held by customer $3's own unpaid bookings (null: a visitor; every slot counts).
 */
const PRODUCT_ON_DATE = prepared(
  'product-on-date:calendar',
  `SELECT p.capacity, p.amount_hide_show, ${takenSlotsSql('p.id', '$2::date', '$3::int')} AS taken, ${calendarColumnsSql('p.id', 'p.vendor_id', '$2::date')}
   FROM products p WHERE p.id = $1 AND p.status = 1`,
);

/** null when the service is not listed (unknown, hidden, its vendor suspended). With its calendar on the date. */
export async function productOnDate(
  q: Queryable,
  productId: number,
  date: string,
  customerId: number | null = null,
): Promise<({ capacity: number; amount_hide_show: 0 | 1; taken: number } & CalendarColumns) | null> {
  return (
    (
      await q.query<{ capacity: number; amount_hide_show: 0 | 1; taken: number } & CalendarColumns>(PRODUCT_ON_DATE, [
        productId,
        date,
        customerId,
      ])
    ).rows[0] ?? null
  );
}

// ---- Reviews (writes): a customer reviews a completed booking of a service once; the service's rating follows.

/** The customer's earliest completed booking of the service not yet reviewed (only `bookingId` when given). */
export async function reviewableBooking(
  q: Queryable,
  userId: number,
  productId: number,
  bookingId: number | null,
): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `SELECT b.id FROM bookings b LEFT JOIN reviews r ON r.booking_id = b.id
     WHERE b.user_id = $1 AND b.product_id = $2 AND b.booking_state = 'completed' ${bookingId ? 'AND b.id = $3' : ''} AND r.id IS NULL
     ORDER BY b.booking_date LIMIT 1`,
    bookingId ? [userId, productId, bookingId] : [userId, productId],
  );
  return r.rows[0]?.id ?? null;
}

/** Why the customer has nothing of this service to review: never booked, no event yet, or every one reviewed. */
export async function whyNotReviewable(
  q: Queryable,
  userId: number,
  productId: number,
): Promise<'not-booked' | 'not-completed' | 'reviewed'> {
  const r = await q.query<{ booked: boolean; completed: boolean }>(
    `SELECT count(*) > 0 AS booked, count(*) FILTER (WHERE booking_state = 'completed') > 0 AS completed
     FROM bookings WHERE user_id = $1 AND product_id = $2`,
    [userId, productId],
  );
  const x = r.rows[0];
  return !x?.booked ? 'not-booked' : !x.completed ? 'not-completed' : 'reviewed';
}

/** Stores the review and recomputes the service's rating (one decimal), in the caller's transaction. */
export async function addReview(
  q: Queryable,
  r: { userId: number; productId: number; bookingId: number; rating: number; text: string },
): Promise<void> {
  await q.query(
    'INSERT INTO reviews (user_id, product_id, booking_id, rating, review_des) VALUES ($1, $2, $3, $4, $5)',
    [r.userId, r.productId, r.bookingId, r.rating, r.text],
  );
  await q.query(
    'UPDATE products SET rating = (SELECT round(avg(rating)::numeric, 1) FROM reviews WHERE product_id = $1) WHERE id = $1',
    [r.productId],
  );
}
