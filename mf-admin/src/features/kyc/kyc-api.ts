/** Vendors' payout KYC for the operator (docs/payments.md "KYC"): typed fetchers → query keys → hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, messageOf, payloadOf } from '@utsav/shared/api-client';

const KYC_KEY = ['admin', 'kyc'] as const;

export const fetchKycList = () => payloadOf(api.GET('/api/admin/kyc'));
export type AdminKyc = Awaited<ReturnType<typeof fetchKycList>>[number];
export const useKycList = () => useQuery({ queryKey: KYC_KEY, queryFn: fetchKycList });

export function useDecideKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (x: { vendorId: number; decision: 'verify' | 'reject'; reason: string }) =>
      messageOf(
        await call(
          api.POST('/api/admin/vendors/{id}/kyc', {
            params: { path: { id: String(x.vendorId) } },
            body: { decision: x.decision, reason: x.reason },
          }),
        ),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: KYC_KEY }),
  });
}
