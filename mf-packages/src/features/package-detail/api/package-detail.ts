/**
 * GET /PackagesDetails?id&eventDate → the package with per-product availability on the date. A refusal (a past
 * event date, an unknown package) is a 4xx, which the shared query client does not retry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import type { PackageDetail } from '../../../lib/package-types';

export async function fetchPackageDetail(id: number, eventDate: string): Promise<PackageDetail> {
  const query = { id: String(id), ...(eventDate ? { eventDate } : {}) };
  const pkg = await payloadOf(api.GET('/api/PackagesDetails', { params: { query } }), 'Package not found');
  if (!pkg) throw new Error('Package not found');
  return { ...pkg, PackageItems: pkg.PackageItems ?? [] };
}

export const packageDetailQueryKey = (id: number, eventDate: string) => ['package-detail', id, eventDate] as const;

export const packageDetailQuery = (id: number, eventDate: string) =>
  queryOptions({
    queryKey: packageDetailQueryKey(id, eventDate),
    queryFn: () => fetchPackageDetail(id, eventDate),
    // Availability changes as others book: always re-ask when the page is opened again.
    staleTime: 0,
  });

export function usePackageDetail(id: number, eventDate: string, enabled: boolean) {
  return useQuery({ ...packageDetailQuery(id, eventDate), enabled });
}
