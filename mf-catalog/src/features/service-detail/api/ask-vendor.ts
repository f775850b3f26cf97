/** "Ask the vendor" (docs/conversations.md): POST /conversations starts (or continues) the customer's conversation. */
import { useMutation } from '@tanstack/react-query';
import { api, call, unwrap } from '@utsav/shared/api-client';
import type { PostBody } from '@utsav/domain/contract';

export type AskVendorBody = PostBody<'/api/conversations'>;

export async function askVendor(body: AskVendorBody): Promise<{ id: number; message: string }> {
  const reply = await call(api.POST('/api/conversations', { body }));
  const payload = unwrap(reply, 'Could not send your message');
  return { id: payload.ConversationId, message: reply.Message };
}

export const useAskVendor = () => useMutation({ mutationFn: askVendor });
