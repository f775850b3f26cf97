/** GET /Search?searchTerm=: on Success a list of {Id, Title}; anything else is "no data" (product §7, §8). */
import type { SearchResult } from '@utsav/domain/contract';
import { api, call, isSuccess } from '@utsav/shared/api-client';

export type { SearchResult };

/** Resolves with the results, or null when the reply is not a success (the caller keeps its list). */
export async function fetchSearch(term: string): Promise<SearchResult[] | null> {
  const data = await call(api.GET('/api/Search', { params: { query: { searchTerm: term } } }));
  return isSuccess(data) && Array.isArray(data.Payload) ? data.Payload : null;
}
