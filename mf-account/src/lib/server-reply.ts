/**
 * Reading the server's answer to a form submission (product §8): a 4xx reply still carries the envelope with a
 * readable Message, so forms show it as a warning; only transport failures become error toasts.
 */
import { errorMessage, isSuccess, messageOf, type Envelope } from '@utsav/shared/api-client';
import { translate } from '@utsav/shared/i18n';

/** HTTP status and body of a failed request. Duck-typed: the axios instance lives in the shared singleton, so
 * `instanceof AxiosError` against this bundle's copy of axios would be false. */
function responseOf(error: unknown): { status: number; data: unknown } | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const response = (error as { response?: { status?: number; data?: unknown } }).response;
  return response ? { status: Number(response.status ?? 0), data: response.data } : null;
}

export type ServerReply<T = unknown> =
  | { kind: 'success'; message: string; payload: T | undefined }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** Runs a request that resolves with an envelope; classifies success, refusal (server said no) and failure. */
export async function serverReply<T>(
  request: () => Promise<Envelope<T>>,
  fallback = translate('account', 'common.somethingWrong'),
): Promise<ServerReply<T>> {
  try {
    const reply = await request();
    if (isSuccess(reply)) return { kind: 'success', message: messageOf(reply), payload: reply.Payload };
    return { kind: 'refused', message: messageOf(reply) || fallback };
  } catch (error) {
    const response = responseOf(error);
    if (response && response.data && typeof response.data === 'object') {
      const message = messageOf(response.data as Envelope);
      if (message) return { kind: 'refused', message };
    }
    return { kind: 'failed', message: errorMessage(error, fallback) };
  }
}

/** Query retry policy for reads: 4xx answers (not found, not yours) are final; others retry up to 3 times. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = responseOf(error)?.status ?? 0;
  if (status >= 400 && status < 500) return false;
  return failureCount < 3;
}
