/** The customer's messages: history (GET /account/messages); the WhatsApp consent is @utsav/shared/message-preferences-api. */
import { useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import type { GetPayload } from '@utsav/domain/contract';

export type AccountMessage = GetPayload<'/api/account/messages'>[number];
const keys = { list: ['account', 'messages'] as const };

export const useMyMessages = () =>
  useQuery({
    queryKey: keys.list,
    queryFn: (): Promise<AccountMessage[]> =>
      payloadOf(api.GET('/api/account/messages'), 'Could not load your messages'),
  });
