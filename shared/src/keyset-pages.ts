/**
 * Lists the API pages with keyset cursors (issue 19, docs/api.md "Lists"): `?limit&after` in, `Page.next` out.
 * One helper for every paged list of the apps: the first page, then the next on demand ("Show more").
 */
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from './api-client';
import { PAGE_SIZE } from './list-page';

/** Rows per page of the account and vendor lists: the API's default page (issue 39, list-page). */
export const LIST_PAGE_SIZE = PAGE_SIZE;

export interface KeysetPage<T> {
  rows: T[];
  /** Cursor of the next page; null on the last. */
  next: string | null;
}

interface PagedReply<T> extends Envelope<T[]> {
  Page?: { next?: string | null };
}

/** One page of `path` after `after` ('' = the first), with extra query params (filters). */
export async function fetchKeysetPage<T>(
  path: string,
  after: string,
  failMessage: string,
  params: Record<string, string | number> = {},
  limit = LIST_PAGE_SIZE,
): Promise<KeysetPage<T>> {
  const { data } = await api.get<PagedReply<T>>(path, { params: { ...params, limit, ...(after ? { after } : {}) } });
  const rows = unwrap(data, failMessage);
  const list = Array.isArray(rows) ? rows : [];
  return { rows: list, next: list.length ? (data.Page?.next ?? null) : null };
}

/** Query options of a paged list: page after page, each asked once, the cursor from the previous reply. */
export function keysetPagesQuery<T>(
  queryKey: QueryKey,
  path: string,
  failMessage: string,
  params: Record<string, string | number> = {},
  limit = LIST_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchKeysetPage<T>(path, pageParam, failMessage, params, limit),
    initialPageParam: '',
    getNextPageParam: (last: KeysetPage<T>) => last.next ?? undefined,
  });
}

/** Every row of the pages loaded so far. */
export function rowsOf<T>(data: { pages: KeysetPage<T>[] } | undefined): T[] {
  return data?.pages.flatMap((p) => p.rows) ?? [];
}
