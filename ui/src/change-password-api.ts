/**
 * Changing the signed-in person's password (one form for customers and vendors). The change ends every
 * earlier session, this one too: the reply carries a new token, and the page keeps going with it.
 */
import { api, call, isSuccess, messageOf } from '@utsav/shared/api-client';
import type { ChangePasswordData } from '@utsav/domain/schemas/change-password';
import { sessionStore } from '@utsav/shared/session';

/** Whose password: a customer's (POST /api/change-password) or a vendor's (POST /api/vendor/change-password). */
export type PasswordOwner = 'customer' | 'vendor';

/** Changes the password; resolves with the server's message, rejects with its refusal. */
export async function changePassword(who: PasswordOwner, body: ChangePasswordData): Promise<string> {
  let token: string | undefined;
  let reply;
  if (who === 'vendor') {
    reply = await call(api.POST('/api/vendor/change-password', { body }));
    token = reply.Payload?.token;
  } else {
    reply = await call(api.POST('/api/change-password', { body }));
    token = reply.Payload?.uidtoken;
  }
  if (!isSuccess(reply)) throw new Error(messageOf(reply));
  if (token) sessionStore.getState().renew(token);
  return messageOf(reply);
}
