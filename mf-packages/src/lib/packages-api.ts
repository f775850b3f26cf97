/**
 * GET /Packages: every active package (summary), used by /packages/all and the package modal; with ?q= the packages
 * matching a search and what the search understood (docs/search.md "Packages").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetReply } from '@utsav/domain/contract';
import { api, call, payloadOf, unwrap } from '@utsav/shared/api-client';
import type { PackageSummary } from './package-types';

/** What the search understood of ?q (as the services list's): place, corrected words, "Did you mean". */
export type PackageSearchAnswer = NonNullable<GetReply<'/api/Packages'>['Search']>;

export async function fetchPackages(): Promise<PackageSummary[]> {
  const list = await payloadOf(api.GET('/api/Packages'), 'Could not load packages');
  return Array.isArray(list) ? list : [];
}

/** The packages matching `q`, and what the search understood (null when the server did not say). */
export async function searchPackages(
  q: string,
): Promise<{ packages: PackageSummary[]; search: PackageSearchAnswer | null }> {
  const reply = await call(api.GET('/api/Packages', { params: { query: { q } } }));
  const list = unwrap(reply, 'Could not load packages');
  return { packages: Array.isArray(list) ? list : [], search: reply.Search ?? null };
}

export const packagesQueryKey = ['packages'] as const;

export const packagesQuery = () => queryOptions({ queryKey: packagesQueryKey, queryFn: fetchPackages });

/** Under the list's key: a change to the packages refreshes the searches too. */
export const packageSearchQuery = (q: string) =>
  queryOptions({ queryKey: [...packagesQueryKey, 'search', q] as const, queryFn: () => searchPackages(q) });

export function usePackages(enabled = true) {
  return useQuery({ ...packagesQuery(), enabled });
}
