/**
 * Trending Services grid: GET /TrendingServices?serviceid= — the services customers booked most in
 * the last 90 days, then by rating, per tab. Failures and non-success replies mean an empty list (product §4, §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call, isSuccess } from '@utsav/shared/api-client';
import type { TrendingListing } from '@utsav/domain/contract';

export async function fetchTrending(serviceId: string): Promise<TrendingListing[]> {
  try {
    const query = serviceId ? { serviceid: serviceId } : {};
    const data = await call(api.GET('/api/TrendingServices', { params: { query } }));
    return isSuccess(data) && Array.isArray(data.Payload) ? data.Payload : [];
  } catch {
    return [];
  }
}

export const trendingQuery = (serviceId: string) =>
  queryOptions({
    queryKey: ['catalog', 'trending', serviceId] as const,
    queryFn: () => fetchTrending(serviceId),
    retry: 0,
  });

/** Selection '' = All, otherwise a serviceid. */
export function useTrending(serviceId: string) {
  return useQuery(trendingQuery(serviceId));
}
