/**
 * Reading the server's answer to a form submission (product §8): a 4xx reply still carries the envelope with a
 * readable Message, so forms show it as a warning; only transport failures become error toasts.
 */
import { errorBody, errorMessage, isSuccess, messageOf, type Envelope } from '@utsav/shared/api-client';
import { translate } from '@utsav/shared/i18n';

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
    // A reply outside 2xx with the server's envelope: the server said no, in its own words.
    const message = messageOf(errorBody(error));
    if (message) return { kind: 'refused', message };
    return { kind: 'failed', message: errorMessage(error, fallback) };
  }
}
