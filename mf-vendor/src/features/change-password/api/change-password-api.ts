/** POST /vendor/change-password (product §7): uid, oldPassword, newPassword, confirmPassword → message. */
import { useMutation } from '@tanstack/react-query';
import { api, isSuccess, messageOf, type Envelope } from '@utsav/shared/api-client';
import { sessionStore } from '@utsav/shared/session';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../../../i18n';

export interface ChangePasswordPayload {
  uid: string | number | null;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export async function changeVendorPassword(payload: ChangePasswordPayload): Promise<string> {
  const { data } = await api.post<Envelope<{ token?: string } | null>>('/vendor/change-password', payload);
  if (!isSuccess(data)) throw new Error(messageOf(data) || translate(NS, 'api.changePassword'));
  // The change ended every earlier session, this one too: keep going with the new token of the reply.
  if (data.Payload?.token) sessionStore.getState().renew(data.Payload.token);
  return messageOf(data) || translate(NS, 'api.passwordChanged');
}

export function useChangeVendorPassword() {
  return useMutation({ mutationFn: changeVendorPassword });
}
