/**
 * "My data" (docs/privacy.md): the export (GET /account/my-data, saved as a JSON file), the consents
 * (GET /account/consents, POST /account/consents/withdraw) and account deletion (POST /account/delete).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, payloadOf } from '@utsav/shared/api-client';
import { messagePreferencesKey } from '@utsav/shared/message-preferences-api';
import type { GetPayload } from '@utsav/domain/contract';
import type { DeleteAccountInput, Withdrawable } from '@utsav/domain/schemas/privacy';

export type ConsentState = GetPayload<'/api/account/consents'>;
export const consentsKey = ['account', 'consents'] as const;

export const useConsents = () =>
  useQuery({
    queryKey: consentsKey,
    queryFn: (): Promise<ConsentState> => payloadOf(api.GET('/api/account/consents'), 'Could not load your consents'),
  });

export function useWithdrawConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (purpose: Withdrawable) => {
      const data = await call(api.POST('/api/account/consents/withdraw', { body: { purpose } }));
      return { message: data.Message, state: data.Payload };
    },
    onSuccess: ({ state }) => {
      client.setQueryData(consentsKey, state);
      void client.invalidateQueries({ queryKey: messagePreferencesKey });
    },
  });
}

/** The file name of an export: utsav-my-data-YYYY-MM-DD.json. */
export const exportFileName = (at: Date = new Date()) => `utsav-my-data-${at.toISOString().slice(0, 10)}.json`;

/** Downloads everything stored about the customer as a JSON file (the browser saves it). */
export async function downloadMyData(): Promise<void> {
  const data = await payloadOf(api.GET('/api/account/my-data'), 'Could not download your data');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName();
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export async function deleteAccount(input: DeleteAccountInput): Promise<string> {
  const data = await call(api.POST('/api/account/delete', { body: input }));
  return data.Message;
}
