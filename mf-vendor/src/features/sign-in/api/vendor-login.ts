/** POST /vendor/login (product §7): username + password → Payload.token. */
import { useMutation } from '@tanstack/react-query';
import { api, call, messageOf, unwrap } from '@utsav/shared/api-client';
import type { PostBody } from '@utsav/domain/contract';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../../../i18n';

export async function vendorLogin(payload: Required<PostBody<'/api/vendor/login'>>): Promise<string> {
  const data = await call(api.POST('/api/vendor/login', { body: payload }));
  const token = unwrap(data, translate(NS, 'signIn.invalid'))?.token;
  if (!token) throw new Error(messageOf(data) || translate(NS, 'signIn.invalid'));
  return token;
}

export function useVendorLogin() {
  return useMutation({ mutationFn: vendorLogin });
}
