/** POST /vendor/login (product §7): username + password → Payload.token. */
import { useMutation } from '@tanstack/react-query';
import { api, isSuccess, messageOf, type Envelope } from '@utsav/shared/api-client';

export async function vendorLogin(payload: { username: string; password: string }): Promise<string> {
  const { data } = await api.post<Envelope<{ token?: string }>>('/vendor/login', payload);
  const token = data.Payload?.token;
  if (!isSuccess(data) || !token) throw new Error(messageOf(data) || 'Invalid username or password');
  return token;
}

export function useVendorLogin() {
  return useMutation({ mutationFn: vendorLogin });
}
