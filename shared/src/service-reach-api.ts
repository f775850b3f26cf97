/**
 * GET /ServiceReach: for a signed-in customer, where each service's vendor is, how far from their event
 * address (their first saved one unless another is asked for), the travel fare and whether the vendor comes that far.
 * Visitors and vendors get nothing (the query is off).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call, isSuccess } from './api-client';
import type { ServiceReach, ServiceReachItem } from '@utsav/domain/contract';
import { useSession } from './session';

export type { ServiceReach, ServiceReachItem };

export async function fetchServiceReach(
  productIds: readonly number[],
  addressId?: number | null,
): Promise<ServiceReach | null> {
  const query = { productIds: productIds.join(','), ...(addressId ? { addressId: String(addressId) } : {}) };
  const data = await call(api.GET('/api/ServiceReach', { params: { query } }));
  return isSuccess(data) && data.Payload && Array.isArray(data.Payload.Items) ? data.Payload : null;
}

export function useServiceReach(productIds: readonly number[], addressId?: number | null) {
  const role = useSession((s) => s.role);
  const ids = [...new Set(productIds)].sort((a, b) => a - b).slice(0, 50);
  return useQuery({
    queryKey: ['service-reach', ids.join(','), addressId ?? null],
    queryFn: () => fetchServiceReach(ids, addressId),
    enabled: role === 1 && ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
