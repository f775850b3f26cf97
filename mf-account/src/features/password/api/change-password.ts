/** Change Password (product §7): POST /change-password {uid, oldPassword, newPassword, confirmPassword} → message. */
import { api, isSuccess, type Envelope } from '@utsav/shared/api-client';
import { sessionStore } from '@utsav/shared/session';
import type { ChangePasswordData } from '@utsav/shared/schemas/change-password';

export async function changePassword(values: ChangePasswordData): Promise<Envelope> {
  const { data } = await api.post<Envelope<{ uidtoken?: string } | null>>('/change-password', values);
  // The change ended every earlier session, this one too: keep going with the new token of the reply.
  const token = data.Payload?.uidtoken;
  if (isSuccess(data) && token) sessionStore.getState().renew(token);
  return data;
}
