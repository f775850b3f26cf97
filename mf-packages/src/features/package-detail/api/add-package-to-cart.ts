/** POST /addPackageTocart (product §3 payload) → Status 1 leads to /package/checkout, else the Message. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@utsav/shared/api-client';
import type { PackageCartPayload } from '../../../lib/package-types';
import { packageCartQueryKey } from '../../../lib/query-keys';

export async function addPackageToCart(payload: PackageCartPayload): Promise<Envelope> {
  const { data } = await api.post<Envelope>('/addPackageTocart', payload);
  return data;
}

export function useAddPackageToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPackageToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageCartQueryKey }),
  });
}
