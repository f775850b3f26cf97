/** A well-formed non-success answer (Status 0): shown as is, never retried. */
export class ClientAnswer extends Error {}

/** HTTP status of a failed axios request (duck-typed: the remote does not bundle its own axios). */
export function httpStatusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('response' in error)) return 0;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === 'number' ? response.status : 0;
}

/**
 * Query retry policy: the shared default (3 tries, product §4) for network and server faults, but none for a 4xx
 * answer or a Status 0 reply (a past event date, an unknown package): retrying cannot change it.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ClientAnswer) return false;
  const status = httpStatusOf(error);
  if (status >= 400 && status < 500) return false;
  return failureCount < 3;
}
