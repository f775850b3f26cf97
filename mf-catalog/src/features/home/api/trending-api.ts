/** Trending Services grid: /AllProduct/{serviceid} per tab; failures and non-success replies mean an empty list (SPEC §4, §8). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProducts, type ProductListing } from '../../products/api/products-api';

export async function fetchTrending(serviceId: string): Promise<ProductListing[]> {
  try {
    return await fetchProducts(serviceId || undefined);
  } catch {
    return [];
  }
}

export const trendingQuery = (serviceId: string) =>
  queryOptions({ queryKey: ['catalog', 'trending', serviceId] as const, queryFn: () => fetchTrending(serviceId), retry: 0 });

/** Selection '' = All, otherwise a serviceid. */
export function useTrending(serviceId: string) {
  return useQuery(trendingQuery(serviceId));
}
