/**
 * "My data" (docs/privacy.md): the export (GET /account/my-data/archive, saved as one ZIP file: my-data.json and the
 * stored invoices, credit notes and receipts), the consents
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

/** The file name of an export: utsav-my-data-YYYY-MM-DD.zip, the day as the person's own clock has it. */
export function exportFileName(at: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `utsav-my-data-${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}.zip`;
}

/**
 * Downloads everything stored about the customer as one ZIP file the browser saves (the API needs the customer's
 * token, so no plain link): my-data.json and the PDFs of the invoices, credit notes and receipts as they were sent.
 */
export async function downloadMyData(): Promise<void> {
  const blob = (await call(api.GET('/api/account/my-data/archive', { parseAs: 'blob' }))) as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName();
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the file only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function deleteAccount(input: DeleteAccountInput): Promise<string> {
  const data = await call(api.POST('/api/account/delete', { body: input }));
  return data.Message;
}
