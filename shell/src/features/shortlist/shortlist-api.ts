/**
 * The reads of the shortlist pages (docs/shortlist.md): the services of a list of ids (the page's shortlist, whether
 * kept in the browser or on the server), a list opened by its share link, and compare. Each is a query definition
 * the page and the server renderer share (shell/server/shell-pages.ts prefetches the shared list).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, payloadOf, statusOf } from '@utsav/shared/api-client';
import { COMPARE_MAX, COMPARE_MIN } from '@utsav/domain/schemas/shortlist';
import type { Compare, SharedShortlist } from '@utsav/domain/contract';

export type ShortlistService = SharedShortlist['Items'][number];

export const shortlistServicesQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['shortlist-services', ids.join(',')],
    queryFn: () => payloadOf(api.GET('/api/ShortlistServices', { params: { query: { productIds: ids.join(',') } } })),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const sharedShortlistQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared-shortlist', token],
    queryFn: () => payloadOf(api.GET('/api/SharedShortlist/{token}', { params: { path: { token } } })),
    // A link that names nothing (404) is an answer, not a failure to retry.
    retry: (count, error) => statusOf(error) !== 404 && count < 2,
    staleTime: 30_000,
  });

export interface CompareWhere {
  pincode: string;
  date: string;
}

/** The ids of `?ids=`: distinct positive integers, at most COMPARE_MAX. */
export function idsOf(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => /^\d{1,9}$/.test(x))
    .map(Number)
    .filter((x) => x > 0);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/**
 * What a compare URL asks for: its services (`?ids=`; null when the URL names none, and the page then shows the
 * tab's own choice) and where and when (`?pincode=&date=`). The page and the server renderer read a URL alike, so
 * the comparison the server renders is the one the browser hydrates.
 */
export function compareOfUrl(params: URLSearchParams): { ids: number[] | null; where: CompareWhere } {
  return {
    ids: params.has('ids') ? idsOf(params.get('ids')) : null,
    where: { pincode: params.get('pincode') ?? '', date: params.get('date') ?? '' },
  };
}

export const compareQuery = (ids: readonly number[], where: CompareWhere) =>
  queryOptions({
    queryKey: ['compare', ids.join(','), where.pincode, where.date],
    queryFn: (): Promise<Compare> =>
      payloadOf(
        api.GET('/api/Compare', {
          params: {
            query: {
              productIds: ids.join(','),
              ...(where.pincode ? { pincode: where.pincode } : {}),
              ...(where.date ? { date: where.date } : {}),
            },
          },
        }),
      ),
    enabled: ids.length >= COMPARE_MIN,
    placeholderData: keepPreviousData,
    retry: (count, error) => statusOf(error) >= 500 && count < 2,
  });
