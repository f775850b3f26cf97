/** GET /vendor/products: the vendor's services (services list and the package-booking service picker). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from './retry';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import type { VendorServiceRow } from './types';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../i18n';

export async function fetchVendorServices(): Promise<VendorServiceRow[]> {
  const { data } = await api.get<Envelope<VendorServiceRow[]>>('/vendor/products');
  const rows = unwrap(data, translate(NS, 'api.loadServices'));
  return Array.isArray(rows) ? rows : [];
}

export const vendorServicesQuery = queryOptions({
  queryKey: ['vendor', 'services'],
  queryFn: fetchVendorServices,
  retry: retryUnlessClientError,
});

export function useVendorServices() {
  return useQuery(vendorServicesQuery);
}
