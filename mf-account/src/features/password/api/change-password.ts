/** Change Password (product §7): POST /change-password {uid, oldPassword, newPassword, confirmPassword} → message. */
import { api, call, isSuccess } from '@utsav/shared/api-client';
import type { PostReply } from '@utsav/shared/contract';
import { sessionStore } from '@utsav/shared/session';
import type { ChangePasswordData } from '@utsav/shared/schemas/change-password';

export async function changePassword(values: ChangePasswordData): Promise<PostReply<'/api/change-password'>> {
  const data = await call(api.POST('/api/change-password', { body: values }));
  // The change ended every earlier session, this one too: keep going with the new token of the reply.
  const token = data.Payload?.uidtoken;
  if (isSuccess(data) && token) sessionStore.getState().renew(token);
  return data;
}
