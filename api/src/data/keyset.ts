/**
 * Keyset pagination: a page is "the next `limit` rows after this sort key", read by an index range scan,
 * so its cost does not grow with the table (OFFSET would). The cursor is opaque to clients: base64url of the last
 * row's sort key [value, id]. `?limit` (1..MAX_PAGE, default DEFAULT_PAGE) and `?after=<cursor>`; the reply's
 * `Page.next` is the cursor of the following page, or null on the last one.
 */
import type { Param } from '../db/client';
import { MAX_PAGE_SIZE, PAGE_SIZE, PAGE_SIZE_MESSAGE, pageSizeOf } from '@utsav/domain/schemas/page-size';
import { badRequest } from '../lib/http';

/** Rows of a page without `?limit`: the apps' page (shared/schemas/page-size, the back office's rule too). */
export const DEFAULT_PAGE = PAGE_SIZE;
/** The largest page; a bigger `?limit` is a 400 with PAGE_SIZE_MESSAGE. */
export const MAX_PAGE = MAX_PAGE_SIZE;

export interface PageRequest {
  limit: number;
  /** The sort key of the last row of the previous page, or null for the first page. */
  after: [string | number, number] | null;
}

export interface Page<T> {
  rows: T[];
  next: string | null;
}

export const encodeCursor = (key: readonly [string | number, number]) =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeCursor(raw: string): [string | number, number] {
  try {
    const v: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      (typeof v[0] === 'string' || typeof v[0] === 'number') &&
      Number.isInteger(v[1])
    )
      return [v[0], v[1] as number];
  } catch {
    /* reported below */
  }
  throw badRequest('Invalid page cursor');
}

/** Reads ?limit and ?after; absent limit = DEFAULT_PAGE, bad values (above MAX_PAGE, '0x10', …) are a 400. */
export function pageRequest(query: unknown): PageRequest {
  const q = (query ?? {}) as { limit?: unknown; after?: unknown };
  // The one page-size rule, on the one decimal rule: '0x10' is not 16.
  const limit = pageSizeOf(q.limit);
  if (limit === null) throw badRequest(PAGE_SIZE_MESSAGE);
  const after = typeof q.after === 'string' && q.after !== '' ? decodeCursor(q.after) : null;
  return { limit, after };
}

/** Splits `limit + 1` fetched rows into the page and the next cursor. */
export function toPage<T>(rows: T[], limit: number, keyOf: (row: T) => readonly [string | number, number]): Page<T> {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, next: more && page.length ? encodeCursor(keyOf(page[page.length - 1]!)) : null };
}

/** A row of a newest-first list: its id and created_at as PostgreSQL text (`created_at::text AS sort_key`). */
export interface KeyedRow {
  id: number;
  sort_key: string;
}

/**
 * The condition "after the cursor" of a newest-first list (ORDER BY alias.created_at DESC, alias.id DESC), its two
 * parameters appended to params; '' on the first page. The timestamp text keeps microseconds and the offset, so the
 * comparison is exact and rows of the same instant are split by id.
 */
export function afterNewest(page: PageRequest, params: Param[], alias: string): string {
  if (!page.after) return '';
  params.push(String(page.after[0]), page.after[1]);
  return ` AND (${alias}.created_at, ${alias}.id) < ($${params.length - 1}::timestamptz, $${params.length}::int)`;
}

/**
 * Keyset pages of the back office's tables: they sort by a column the operator picks (name, event date,
 * amount…, either way), so a cursor carries every sort key of the last row, then its id: base64url of
 * [key1, …, id]. A table's order is a list of keys, the last one its unique id, each ascending or descending; the
 * condition "after the cursor" is the lexicographic one ((k1 > c1) OR (k1 = c1 AND k2 > c2) …, with < for a
 * descending key), so rows with equal sort keys are split by id and no row is skipped or shown twice. Sort keys
 * must not be NULL. Each key is read back as PostgreSQL text (`AS k0`, `k1`…) and compared after a cast to its type,
 * so a timestamp keeps its microseconds.
 */
export interface SortKey {
  /** The SQL expression (from a fixed map, never from the request). */
  sql: string;
  desc: boolean;
  /** The type the cursor's text is cast back to: 'timestamptz', 'date', 'numeric', 'text', 'boolean', 'int'. */
  type: string;
}

export type KeysetOrder = readonly SortKey[];

/** `ORDER BY` text of an order. */
export const orderSql = (order: KeysetOrder) => order.map((k) => `${k.sql} ${k.desc ? 'DESC' : 'ASC'}`).join(', ');

/** Select-list text reading each key as text (`, (expr)::text AS k0, …`), for the next cursor. */
export const keyColumns = (order: KeysetOrder) => order.map((k, i) => `, (${k.sql})::text AS k${i}`).join('');

/** A cursor's keys, or a 400 when it is not one this order wrote. */
export function decodeKeys(raw: string, order: KeysetOrder): string[] {
  try {
    const v: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === order.length && v.every((x) => typeof x === 'string' && x.length <= 200))
      return v as string[];
  } catch {
    /* reported below */
  }
  throw badRequest('Invalid page cursor');
}

/**
 * The condition "after the cursor" of `order` ('(…)', its parameters appended to params); '' on the first page (an
 * empty cursor).
 */
export function afterKeys(order: KeysetOrder, cursor: string, params: Param[]): string {
  if (!cursor) return '';
  const values = decodeKeys(cursor, order);
  const refs = values.map((value, i) => {
    params.push(value);
    return `$${params.length}::${order[i]!.type}`;
  });
  const alternatives = order.map((k, i) => {
    const equal = order.slice(0, i).map((e, j) => `${e.sql} = ${refs[j]}`);
    return `(${[...equal, `${k.sql} ${k.desc ? '<' : '>'} ${refs[i]}`].join(' AND ')})`;
  });
  return `(${alternatives.join(' OR ')})`;
}

/** Splits `limit + 1` rows read with `keyColumns` into the page and the cursor of the next one (null on the last). */
export function toKeysetPage<T extends object>(rows: T[], limit: number, order: KeysetOrder): Page<T> {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1] as Record<string, unknown> | undefined;
  return {
    rows: page,
    next:
      more && last
        ? Buffer.from(JSON.stringify(order.map((_, i) => String(last[`k${i}`])))).toString('base64url')
        : null,
  };
}
