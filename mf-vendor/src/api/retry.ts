/** HTTP status of a failed request (axios error shape), or 0. Avoids bundling axios into this remote. */
export function httpStatusOf(error: unknown): number {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : 0;
}

/** Query retry policy: the shared 3 retries, but never for a 4xx (not found / not yours / bad input). */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status >= 400 && status < 500) return false;
  return failureCount < 3;
}
