/**
 * Keyset pagination (issue 19): a page is "the next `limit` rows after this sort key", read by an index range scan,
 * so its cost does not grow with the table (OFFSET would). The cursor is opaque to clients: base64url of the last
 * row's sort key [value, id]. `?limit` (1..MAX_PAGE, default DEFAULT_PAGE) and `?after=<cursor>`; the reply's
 * `Page.next` is the cursor of the following page, or null on the last one.
 */
import type { Param } from '../db/client';
import { MAX_PAGE_SIZE, PAGE_SIZE, PAGE_SIZE_MESSAGE, pageSizeOf } from '@utsav/shared/schemas/page-size';
import { badRequest } from '../lib/http';

/** Rows of a page without `?limit`: the apps' page (issue 39; shared/schemas/page-size, the back office's rule too). */
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
  // The one page-size rule (issue 39), on the one decimal rule (issue 32.6): '0x10' is not 16.
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
