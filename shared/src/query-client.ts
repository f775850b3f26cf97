/** One TanStack QueryClient for the page: retry 3, back-off 1 s doubling to 30 s, cache 5 minutes (product §4). */
import { QueryClient } from '@tanstack/react-query';
import { statusOf } from './api-client';

export const RETRY_COUNT = 3;
export const CACHE_MS = 5 * 60 * 1000;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * The one retry rule of every query: up to RETRY_COUNT more tries, never for a client error — a 4xx
 * (not found, forbidden, bad input) answers the same the next time. 408 and 429 are worth another try.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  return failureCount < RETRY_COUNT;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryUnlessClientError,
        retryDelay,
        gcTime: CACHE_MS,
        // Data refetches whenever a page mounts (bookings, carts, dashboards change under the user); the cache
        // still shows the last answer at once while it does.
        staleTime: 0,
        refetchOnWindowFocus: false,
      },
      // A write is sent even when the browser believes it is offline: it fails at once and the page says so (with a
      // retry where the write is an order); TanStack's default ('online') would hold it silently, a spinner forever.
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

export const queryClient: QueryClient = createQueryClient();
