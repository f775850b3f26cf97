import { statusOf } from '@utsav/shared/api-client';

/** Whether a failed request was a 404 (the row does not exist). */
export function isNotFound(error: unknown): boolean {
  return statusOf(error) === 404;
}
