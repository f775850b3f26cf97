/** GET /vendor/products: the vendor's services (services list and the package-booking service picker). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import type { VendorServiceRow } from './types';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../i18n';

export async function fetchVendorServices(): Promise<VendorServiceRow[]> {
  const rows = await payloadOf(api.GET('/api/vendor/products'), translate(NS, 'api.loadServices'));
  return Array.isArray(rows) ? rows : [];
}

export const vendorServicesQuery = queryOptions({ queryKey: ['vendor', 'services'], queryFn: fetchVendorServices });

export function useVendorServices() {
  return useQuery(vendorServicesQuery);
}
