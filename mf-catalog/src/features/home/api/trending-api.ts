/**
 * Trending Services grid (issue 17.10): GET /TrendingServices?serviceid= — the services customers booked most in
 * the last 90 days, then by rating, per tab. Failures and non-success replies mean an empty list (product §4, §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isSuccess, type Envelope } from '@utsav/shared/api-client';
import type { ProductListing } from '../../../api/products-api';

export async function fetchTrending(serviceId: string): Promise<ProductListing[]> {
  try {
    const { data } = await api.get<Envelope<ProductListing[]>>('/TrendingServices', {
      params: serviceId ? { serviceid: serviceId } : {},
    });
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
