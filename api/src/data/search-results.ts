/**
 * What the search engine answers (docs/search.md): the condition a list filters by, the services ranked by relevance
 * (then rating, then paid bookings), the header box's hits, the categories offered when nothing matches, and the
 * record of queries asked (the operator's top and zero-result queries).
 */
import type { Param, Queryable } from '../db/client';
import { LISTING_SELECT, listing, type ListingRow } from './listings';
import { encodeCursor, type PageRequest } from './keyset';
import type { Understanding } from './search';
import { badRequest } from '../lib/http';
import type { CustomerPlace } from '../lib/customer-place';

/** ts_rank weights of D, C, B, A (descriptions, city, vendor, title and category). */
export const WEIGHTS = `'{0.05, 0.2, 0.4, 1.0}'::float4[]`;
/** The deepest relevance page (offset): search results are read from the top, not paged through by thousands. */
export const MAX_RELEVANCE_OFFSET = 1000;

/** The SQL condition (alias p = products) of an understood query, its parameters appended to params. */
export function searchWhere(u: Understanding, params: Param[]): string {
  if (u.empty) return 'false';
  const where: string[] = [];
  if (u.tsquery) {
    params.push(u.tsquery);
    where.push(`p.search_doc @@ to_tsquery('simple', $${params.length})`);
  }
  if (u.place) {
    params.push(u.place);
    where.push(`p.city = $${params.length}`);
  }
  return where.join(' AND ') || 'true';
}

/** Confirmed or completed bookings of the service: the "most booked" tie-break. */
const PAID_BOOKINGS = `(SELECT count(*) FROM bookings b WHERE b.product_id = p.id AND b.booking_state IN ('confirmed', 'completed'))`;

/**
 * The relevance order: services of a category the query names first ("food for party": Catering before the party
 * halls), then by ts_rank of the weighted document.
 */
const relevanceOf = (u: Understanding, params: Param[]) => {
  if (!u.tsquery) return '0::float4 DESC';
  const named = u.categories.length ? `(p.service_id = ANY($${params.push(u.categories)}::int[])) DESC, ` : '';
  params.push(u.tsquery);
  return `${named}ts_rank(${WEIGHTS}, p.search_doc, to_tsquery('simple', $${params.length})) DESC`;
};

/** The relevance page's offset from its cursor ([offset, 0]); a 400 when it is not one. */
export function relevanceOffset(page: PageRequest): number {
  if (!page.after) return 0;
  const [offset] = page.after;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > MAX_RELEVANCE_OFFSET)
    throw badRequest('Invalid page cursor');
  return offset;
}

/**
 * Services matching `where` (built by the caller with searchWhere and the list's other filters), most relevant first,
 * then by rating, then by paid bookings, then — when the customer's place is known — nearest (`nearest`: the
 * distance expression, its parameters already in `params`), then newest. With a place each row has its Reach.
 */
export async function listByRelevance(
  q: Queryable,
  u: Understanding,
  where: string,
  params: Param[],
  page: PageRequest,
  near: { place: CustomerPlace | null; nearest?: string } = { place: null },
): Promise<{ rows: ReturnType<typeof listing>[]; next: string | null }> {
  const offset = relevanceOffset(page);
  const rank = relevanceOf(u, params);
  params.push(page.limit + 1, offset);
  const r = await q.query<ListingRow>(
    `${LISTING_SELECT} WHERE ${where}
     ORDER BY ${rank}, p.rating DESC, ${PAID_BOOKINGS} DESC, ${near.nearest ? `${near.nearest} ASC, ` : ''}p.created_at DESC, p.id DESC
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const more = r.rows.length > page.limit;
  const rows = more ? r.rows.slice(0, page.limit) : r.rows;
  return {
    rows: rows.map((r) => listing(r, near.place)),
    next: more && offset + page.limit <= MAX_RELEVANCE_OFFSET ? encodeCursor([offset + page.limit, 0]) : null,
  };
}

/**
 * The header box's suggestions: the 10 most relevant listed services, each with its vendor, city and category. A
 * place with nothing of the kind there (nothing matching, or nothing of a kind the query names: `kindInPlace`) gives
 * the kind everywhere (as the list does, saying so: `placeDropped`).
 */
export async function searchHits(q: Queryable, u: Understanding) {
  const hits = await hitsOf(q, u);
  if (u.place && u.tsquery && (hits.length === 0 || !(await kindInPlace(q, u))))
    return { hits: await hitsOf(q, { ...u, place: null }), placeDropped: true };
  return { hits, placeDropped: false };
}

/**
 * Whether the query's place has a listed service of a kind the query names (true when it names no kind or no place).
 * "wedding photographer in jaipur" with no photographer in Jaipur is photographers elsewhere, said so
 * (`placeDropped`), not Jaipur's caterers that share the word "wedding".
 */
export async function kindInPlace(q: Queryable, u: Understanding): Promise<boolean> {
  if (!u.place || !u.tsquery || u.categories.length === 0) return true;
  const params: Param[] = [];
  const where = searchWhere(u, params);
  params.push(u.categories);
  const r = await q.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM products p WHERE p.status = 1 AND ${where}
       AND p.service_id = ANY($${params.length}::int[])) AS found`,
    params,
  );
  return r.rows[0]?.found ?? true;
}

async function hitsOf(q: Queryable, u: Understanding) {
  const params: Param[] = [];
  const where = searchWhere(u, params);
  const rank = relevanceOf(u, params);
  return (
    await q.query<{ Id: number; Title: string; Vendor: string; City: string; Service: string }>(
      `SELECT p.id AS "Id", p.title AS "Title", v.name AS "Vendor", p.city AS "City", c.name AS "Service"
       FROM products p JOIN vendors v ON v.id = p.vendor_id JOIN categories c ON c.id = p.service_id
       WHERE p.status = 1 AND ${where}
       ORDER BY ${rank}, p.rating DESC, ${PAID_BOOKINGS} DESC, p.id LIMIT 10`,
      params,
    )
  ).rows;
}

/** The categories offered when nothing matches (shown ones, in the site's order). */
export async function categoriesToOffer(q: Queryable) {
  return (
    await q.query<{ id: number; name: string; name_hi: string | null }>(
      'SELECT id, name, name_hi FROM categories WHERE NOT hidden ORDER BY sort_order, id',
    )
  ).rows;
}

/** What a reply says of a search (the list's `Page.search`, the header box's `Search`): the contract's SearchUnderstood. */
export interface SearchAnswer {
  query: string;
  text: string;
  place: string | null;
  placeDropped: boolean;
  corrected: { from: string; to: string }[];
  didYouMean: string | null;
  categories: { id: number; name: string; name_hi: string | null }[];
}

/**
 * What the engine understood of a search and, when it found nothing (`total` 0), what to try instead: the nearest
 * spelling ("Did you mean …") and the categories. One answer for the list and the header box (docs/search.md).
 */
export async function searchAnswer(
  q: Queryable,
  u: Understanding,
  found: { place: string | null; placeDropped: boolean; total: number },
): Promise<SearchAnswer> {
  const none = found.total === 0;
  return {
    query: u.query,
    text: u.text,
    place: found.place,
    placeDropped: found.placeDropped,
    corrected: u.corrected,
    didYouMean: none ? u.didYouMean : null,
    categories: none ? await categoriesToOffer(q) : [],
  };
}

/** A search asked on a list: the query, the city understood and how many services it found. */
interface AskedQuery {
  query: string;
  city: string | null;
  results: number;
  at: string;
}

/**
 * The searches asked, written in batches: a search is a read (often answered from the public cache), and one
 * INSERT per search would make every cached hit a write. Rows wait at most FLUSH_MS or until MAX_BUFFER of them;
 * the operator's report flushes first, and the app flushes on close. A batch that cannot be written is dropped
 * (these figures are a report, never worth failing or slowing a customer's search).
 */
export class QueryLog {
  static readonly FLUSH_MS = 2000;
  static readonly MAX_BUFFER = 500;
  private rows: AskedQuery[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly q: Queryable) {}

  add(query: string, city: string | null, results: number): void {
    this.rows.push({ query: query.toLowerCase(), city, results, at: new Date().toISOString() });
    if (this.rows.length >= QueryLog.MAX_BUFFER) void this.flush().catch(() => undefined);
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush().catch(() => undefined), QueryLog.FLUSH_MS);
      this.timer.unref?.();
    }
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.rows.splice(0);
    if (batch.length === 0) return;
    await this.q.query(
      `INSERT INTO search_queries (query, city, results, created_at)
       SELECT query, NULLIF(city, ''), results, at FROM unnest($1::text[], $2::text[], $3::int[], $4::timestamptz[])
         AS x(query, city, results, at)`,
      [batch.map((r) => r.query), batch.map((r) => r.city ?? ''), batch.map((r) => r.results), batch.map((r) => r.at)],
    );
  }
}

const logs = new WeakMap<Queryable, QueryLog>();
/** The one query log of a database handle (the list routes add to it, the operator's report flushes it). */
export function queryLogOf(q: Queryable): QueryLog {
  let log = logs.get(q);
  if (!log) logs.set(q, (log = new QueryLog(q)));
  return log;
}
