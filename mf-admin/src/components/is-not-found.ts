/** Whether a failed request was a 404 (the row does not exist), read from the error's shape. */
export function isNotFound(error: unknown): boolean {
  const response =
    typeof error === 'object' && error !== null && 'response' in error
      ? (error as { response?: { status?: unknown } }).response
      : undefined;
  return response?.status === 404;
}
