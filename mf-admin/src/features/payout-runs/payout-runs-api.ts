/**
 * The month's payout run, its bank file and UTRs, the TCS/TDS reports (docs/payments.md "Payout run"): typed
 * fetchers → query keys → hooks.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, messageOf, payloadOf, unwrap } from '@utsav/shared/api-client';

export const payoutRunKeys = {
  all: ['admin', 'payout-runs'] as const,
  run: (period: string) => ['admin', 'payout-runs', period] as const,
};

export const fetchRun = (period: string) =>
  payloadOf(api.GET('/api/admin/payout-runs/{period}', { params: { path: { period } } }));
export type RunPayout = Awaited<ReturnType<typeof fetchRun>>[number];

export const useRun = (period: string) =>
  useQuery({ queryKey: payoutRunKeys.run(period), queryFn: () => fetchRun(period) });

export function useStartRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (period: string) => {
      const reply = await call(api.POST('/api/admin/payout-runs', { body: { period } }));
      return { results: unwrap(reply), message: messageOf(reply) };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useMarkPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (items: { payoutId: number; utr: string }[]) =>
      messageOf(await call(api.POST('/api/admin/payout-runs/references', { body: { items } }))),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Saves a CSV the API builds (the operator's token is needed, so no plain link). */
async function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function downloadBankFile(period: string) {
  const file = await call(
    api.GET('/api/admin/payout-runs/{period}/bank-file', { params: { path: { period } }, parseAs: 'blob' }),
  );
  await save(file as Blob, `utsav-neft-${period}.csv`);
}

export async function downloadReport(kind: 'tcs' | 'tds', month: string) {
  const file =
    kind === 'tcs'
      ? await call(api.GET('/api/admin/reports/tcs', { params: { query: { month } }, parseAs: 'blob' }))
      : await call(api.GET('/api/admin/reports/tds', { params: { query: { month } }, parseAs: 'blob' }));
  await save(file as Blob, `utsav-${kind}-${month}.csv`);
}
