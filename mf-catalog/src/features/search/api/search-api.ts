/**
 * GET /Search?searchTerm=: on Success the hits ({Id, Title, Vendor, City, Service}) and `Search`, what the engine
 * understood (with "Did you mean" when nothing matched, docs/search.md); anything else is "no data" (product §7, §8).
 */
import type { GetReply, SearchResult } from '@utsav/domain/contract';
import { api, call, isSuccess } from '@utsav/shared/api-client';

export type { SearchResult };
/** What the engine understood of the term (as the services list's Page.search). */
export type SearchAnswer = NonNullable<GetReply<'/api/Search'>['Search']>;

export interface SearchReply {
  results: SearchResult[];
  /** Absent when an older API answers without it. */
  search: SearchAnswer | null;
}

/** Resolves with the results, or null when the reply is not a success (the caller keeps its list). */
export async function fetchSearch(term: string): Promise<SearchReply | null> {
  const data = await call(api.GET('/api/Search', { params: { query: { searchTerm: term } } }));
  return isSuccess(data) && Array.isArray(data.Payload) ? { results: data.Payload, search: data.Search ?? null } : null;
}
