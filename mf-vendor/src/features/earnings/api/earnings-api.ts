/**
 * The vendor's earnings, payouts, statement files and payout KYC (docs/payments.md): typed fetchers on the shared
 * client → query options with their keys → the hooks the pages call.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, messageOf, payloadOf, unwrap } from '@utsav/shared/api-client';
import type { VendorKyc } from '@utsav/domain/schemas/vendor-kyc';

export const earningsKeys = {
  all: ['vendor', 'earnings'] as const,
  month: (month: string | null) => ['vendor', 'earnings', month ?? 'all'] as const,
  payouts: ['vendor', 'earnings', 'payouts'] as const,
  kyc: ['vendor', 'earnings', 'kyc'] as const,
};

export const fetchEarnings = (month: string | null) =>
  payloadOf(api.GET('/api/vendor/earnings', { params: { query: month ? { month } : {} } }));
export const fetchPayouts = () => payloadOf(api.GET('/api/vendor/payouts'));
export const fetchKyc = () => payloadOf(api.GET('/api/vendor/kyc'));

export type Earnings = Awaited<ReturnType<typeof fetchEarnings>>;
export type EarningsBooking = Earnings['Bookings'][number];
export type Payout = Awaited<ReturnType<typeof fetchPayouts>>[number];
export type KycView = Awaited<ReturnType<typeof fetchKyc>>;

export const earningsQuery = (month: string | null) =>
  queryOptions({ queryKey: earningsKeys.month(month), queryFn: () => fetchEarnings(month) });
export const payoutsQuery = () => queryOptions({ queryKey: earningsKeys.payouts, queryFn: fetchPayouts });
export const kycQuery = () => queryOptions({ queryKey: earningsKeys.kyc, queryFn: fetchKyc });

export const useEarnings = (month: string | null) => useQuery(earningsQuery(month));
export const usePayouts = () => useQuery(payoutsQuery());
export const useKyc = () => useQuery(kycQuery());

export async function saveKyc(kyc: VendorKyc): Promise<{ kyc: KycView; message: string }> {
  const reply = await call(api.POST('/api/vendor/kyc', { body: kyc }));
  return { kyc: unwrap(reply), message: messageOf(reply) };
}

export function useSaveKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveKyc,
    onSuccess: () => client.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}

/** The month's statement as a file the browser saves (the API needs the vendor's token, so no plain link). */
export async function downloadStatement(month: string, format: 'csv' | 'pdf', lang: 'en' | 'hi'): Promise<void> {
  const file = await call(
    api.GET('/api/vendor/earnings/statement', { params: { query: { month, format, lang } }, parseAs: 'blob' }),
  );
  const url = URL.createObjectURL(file as Blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `utsav-statement-${month}-${lang}.${format}`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
