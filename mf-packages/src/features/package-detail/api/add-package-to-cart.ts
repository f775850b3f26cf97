/** POST /addPackageTocart (product §3 payload) → Status 1 leads to /package/checkout, else the Message. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@utsav/shared/api-client';
import type { PostReply } from '@utsav/domain/contract';
import type { PackageCartPayload } from '../../../lib/package-types';
import { packageCartQueryKey } from '../../../lib/query-keys';

export async function addPackageToCart(payload: PackageCartPayload): Promise<PostReply<'/api/addPackageTocart'>> {
  return call(api.POST('/api/addPackageTocart', { body: payload }));
}

export function useAddPackageToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPackageToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageCartQueryKey }),
  });
}
