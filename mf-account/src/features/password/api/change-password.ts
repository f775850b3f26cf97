/** Change Password (SPEC §7): POST /change-password {uid, oldPassword, newPassword, confirmPassword} → message. */
import { api, type Envelope } from '@utsav/shared/api-client';
import type { ChangePasswordData } from '@utsav/shared/schemas/change-password';

export async function changePassword(values: ChangePasswordData): Promise<Envelope> {
  const { data } = await api.post<Envelope>('/change-password', values);
  return data;
}
