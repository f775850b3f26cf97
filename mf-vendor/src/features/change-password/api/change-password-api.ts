/** POST /vendor/change-password (product §7): uid, oldPassword, newPassword, confirmPassword → message. */
import { useMutation } from '@tanstack/react-query';
import { api, call, messageOf, unwrap } from '@utsav/shared/api-client';
import type { PostBody } from '@utsav/shared/contract';
import { sessionStore } from '@utsav/shared/session';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../../../i18n';

export type ChangePasswordPayload = Required<PostBody<'/api/vendor/change-password'>>;

export async function changeVendorPassword(payload: ChangePasswordPayload): Promise<string> {
  const data = await call(api.POST('/api/vendor/change-password', { body: payload }));
  const { token } = unwrap(data, translate(NS, 'api.changePassword'));
  // The change ended every earlier session, this one too: keep going with the new token of the reply.
  if (token) sessionStore.getState().renew(token);
  return messageOf(data) || translate(NS, 'api.passwordChanged');
}

export function useChangeVendorPassword() {
  return useMutation({ mutationFn: changeVendorPassword });
}
