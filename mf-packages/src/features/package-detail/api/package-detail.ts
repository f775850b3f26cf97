/**
 * GET /PackagesDetails?id&eventDate&pincode → the package with per-product availability on the date; with the
 * event's pincode, only the services whose vendor comes there, each with its distance and travel fare, and a note on
 * a group left with none. A refusal (a past event date, an unknown package or pincode) is a 4xx, which the shared
 * query client does not retry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import type { PackageDetail } from '../../../lib/package-types';

export async function fetchPackageDetail(id: number, eventDate: string, pincode = ''): Promise<PackageDetail> {
  const query = { id: String(id), ...(eventDate ? { eventDate } : {}), ...(pincode ? { pincode } : {}) };
  const pkg = await payloadOf(api.GET('/api/PackagesDetails', { params: { query } }), 'Package not found');
  if (!pkg) throw new Error('Package not found');
  return { ...pkg, PackageItems: pkg.PackageItems ?? [] };
}

export const packageDetailQueryKey = (id: number, eventDate: string, pincode = '') =>
  ['package-detail', id, eventDate, pincode] as const;

export const packageDetailQuery = (id: number, eventDate: string, pincode = '') =>
  queryOptions({
    queryKey: packageDetailQueryKey(id, eventDate, pincode),
    queryFn: () => fetchPackageDetail(id, eventDate, pincode),
    // Availability changes as others book: always re-ask when the page is opened again.
    staleTime: 0,
  });

export function usePackageDetail(id: number, eventDate: string, enabled: boolean, pincode = '') {
  return useQuery({ ...packageDetailQuery(id, eventDate, pincode), enabled });
}
