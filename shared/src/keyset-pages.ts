/**
 * Lists the API pages with keyset cursors (docs/api.md "Lists"): `?limit&after` in, `Page.next` out.
 * One helper for every paged list of the apps: the first page, then the next on demand ("Show more").
 */
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { api, call, unwrap } from './api-client';
import type { paths } from '@utsav/domain/contract.generated';
import { PAGE_SIZE } from '@utsav/domain/list-page';

/** Rows per page of the account and vendor lists: the API's default page (list-page). */
export const LIST_PAGE_SIZE = PAGE_SIZE;

export interface KeysetPage<T> {
  rows: T[];
  /** Cursor of the next page; null on the last. */
  next: string | null;
}

type GetOperation<P extends keyof paths> = paths[P] extends { get: infer O } ? O : never;
type GetJson<P extends keyof paths> =
  GetOperation<P> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;
type GetQuery<P extends keyof paths> = GetOperation<P> extends { parameters: { query?: infer Q } } ? Q : never;

/** The GET paths of the contract that answer a keyset page: rows in Payload, the next cursor in Page.next. */
export type KeysetPath = {
  [P in keyof paths]: GetJson<P> extends { Payload?: unknown[]; Page?: { next?: string | null } } ? P : never;
}[keyof paths];
/** One row of a keyset path's page, as the contract declares it. */
export type RowOf<P extends KeysetPath> = GetJson<P> extends { Payload?: (infer R)[] } ? R : never;
/** The filters a keyset path accepts (its query without the cursor and the page size). */
export type FiltersOf<P extends KeysetPath> = Omit<NonNullable<GetQuery<P>>, 'after' | 'limit'>;

/** One page of `path` after `after` ('' = the first), with extra query params (filters). */
export async function fetchKeysetPage<P extends KeysetPath>(
  path: P,
  after: string,
  failMessage: string,
  params?: FiltersOf<P>,
  limit = LIST_PAGE_SIZE,
): Promise<KeysetPage<RowOf<P>>> {
  const query = { ...(params ?? {}), limit, ...(after ? { after } : {}) };
  // `path` is one of several paths here, so the client cannot pick one signature: the reply is typed by P below.
  const reply = (await call(api.GET(path as never, { params: { query } } as never))) as GetJson<P> & {
    Page?: { next?: string | null };
  };
  const rows = unwrap(reply, failMessage) as RowOf<P>[] | undefined;
  const list = Array.isArray(rows) ? rows : [];
  return { rows: list, next: list.length ? (reply.Page?.next ?? null) : null };
}

/** Query options of a paged list: page after page, each asked once, the cursor from the previous reply. */
export function keysetPagesQuery<P extends KeysetPath>(
  queryKey: QueryKey,
  path: P,
  failMessage: string,
  params?: FiltersOf<P>,
  limit = LIST_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchKeysetPage(path, pageParam, failMessage, params, limit),
    initialPageParam: '',
    getNextPageParam: (last: KeysetPage<RowOf<P>>) => last.next ?? undefined,
  });
}

/** Every row of the pages loaded so far. */
export function rowsOf<T>(data: { pages: KeysetPage<T>[] } | undefined): T[] {
  return data?.pages.flatMap((p) => p.rows) ?? [];
}
