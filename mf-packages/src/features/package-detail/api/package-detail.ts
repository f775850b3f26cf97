/** GET /PackagesDetails?id&eventDate → Status 1, the package with per-product availability on the date. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isSuccess, messageOf, type Envelope } from '@utsav/shared/api-client';
import { ClientAnswer, retryUnlessClientError } from '../../../lib/no-retry-on-client-error';
import type { PackageDetail } from '../../../lib/package-types';

export async function fetchPackageDetail(id: number, eventDate: string): Promise<PackageDetail> {
  const params: Record<string, string | number> = { id };
  if (eventDate) params.eventDate = eventDate;
  const { data } = await api.get<Envelope<PackageDetail>>('/PackagesDetails', { params });
  if (!isSuccess(data) || !data.Payload) throw new ClientAnswer(messageOf(data) || 'Package not found');
  return { ...data.Payload, PackageItems: data.Payload.PackageItems ?? [] };
}

export const packageDetailQueryKey = (id: number, eventDate: string) => ['package-detail', id, eventDate] as const;

export const packageDetailQuery = (id: number, eventDate: string) =>
  queryOptions({
    queryKey: packageDetailQueryKey(id, eventDate),
    queryFn: () => fetchPackageDetail(id, eventDate),
    retry: retryUnlessClientError,
    // Availability changes as others book: always re-ask when the page is opened again.
    staleTime: 0,
  });

export function usePackageDetail(id: number, eventDate: string, enabled: boolean) {
  return useQuery({ ...packageDetailQuery(id, eventDate), enabled });
}
