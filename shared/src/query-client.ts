/** One TanStack QueryClient for the page: retry 3, back-off 1 s doubling to 30 s, cache 5 minutes (product §4). */
import { QueryClient } from '@tanstack/react-query';

export const RETRY_COUNT = 3;
export const CACHE_MS = 5 * 60 * 1000;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: RETRY_COUNT,
        retryDelay,
        gcTime: CACHE_MS,
        // Data refetches whenever a page mounts (bookings, carts, dashboards change under the user); the cache
        // still shows the last answer at once while it does.
        staleTime: 0,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}

export const queryClient: QueryClient = createQueryClient();
