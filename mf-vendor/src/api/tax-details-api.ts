/** The vendor's GSTIN: read from GET /vendor/profile, saved with POST /vendor/gstin. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, messageOf, payloadOf, unwrap } from '@utsav/shared/api-client';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../i18n';

const KEY = ['vendor', 'tax-details'] as const;

export async function fetchGstin(): Promise<string> {
  return (await payloadOf(api.GET('/api/vendor/profile'))).Gstin ?? '';
}

export async function saveGstin(gstin: string): Promise<string> {
  const data = await call(api.POST('/api/vendor/gstin', { body: { gstin } }));
  unwrap(data);
  return messageOf(data) || translate(NS, 'api.gstinSaved');
}

export const useGstin = () => useQuery({ queryKey: KEY, queryFn: fetchGstin });
export function useSaveGstin() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveGstin, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}
