/** GET /vendor/dashboard (product §7): counts and totals of product §3 'Vendor dashboard figures'. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import type { VendorDashboard } from '../../../api/types';

export async function fetchDashboard(): Promise<VendorDashboard> {
  return payloadOf(api.GET('/api/vendor/dashboard'), 'Could not load the dashboard');
}

export const dashboardQuery = queryOptions({ queryKey: ['vendor', 'dashboard'], queryFn: fetchDashboard });

export function useDashboard() {
  return useQuery(dashboardQuery);
}
