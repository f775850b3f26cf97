/** GET /vendor/dashboard (product §7): counts and totals of product §3 'Vendor dashboard figures'. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import { retryUnlessClientError } from '../../../api/retry';
import type { VendorDashboard } from '../../../api/types';

export async function fetchDashboard(): Promise<VendorDashboard> {
  const { data } = await api.get<Envelope<VendorDashboard>>('/vendor/dashboard');
  return unwrap(data, 'Could not load the dashboard');
}

export const dashboardQuery = queryOptions({
  queryKey: ['vendor', 'dashboard'],
  queryFn: fetchDashboard,
  retry: retryUnlessClientError,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
