/** GET /checkCartAvailability: availability of every cart line on its own date, with the server's totals (product §3, §7). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call, errorMessage, isSuccess, messageOf } from '@utsav/shared/api-client';
import { cartQueryKey } from '@utsav/shared/cart-api';
import type { CartAvailability as CartAvailabilityPayload, CartItem } from '@utsav/domain/contract';

/** Cart availability result at checkout (product §3), figures in rupees exactly as the server computed them. */
export interface CartAvailability extends CartAvailabilityPayload {
  /** The server's Message ('Please remove unavailable product(s)' when a line is unavailable). */
  Message: string;
}

/** Thrown when the availability cannot be read (network, server error): checkout leaves for /services/all. */
export class CartUnavailableError extends Error {}

const FAILED = 'Cart availability failed';

export async function fetchCartAvailability(addressId?: number | null): Promise<CartAvailability> {
  const query = addressId ? { addressId: String(addressId) } : {};
  const data = await call(api.GET('/api/checkCartAvailability', { params: { query } })).catch((error: unknown) => {
    throw new CartUnavailableError(errorMessage(error, FAILED));
  });
  if (!isSuccess(data) || !data.Payload) throw new CartUnavailableError(messageOf(data) || FAILED);
  return { ...data.Payload, CartList: data.Payload.CartList ?? [], Message: messageOf(data) };
}

/** Under the cart key, so invalidating the cart refreshes availability and totals too. */
export const cartAvailabilityKey = (addressId?: number | null) =>
  [...cartQueryKey, 'availability', addressId ?? 0] as const;

export const cartAvailabilityQuery = (addressId: number | null | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: cartAvailabilityKey(addressId),
    queryFn: () => fetchCartAvailability(addressId),
    enabled,
    retry: 0,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useCartAvailability(addressId: number | null | undefined, enabled = true) {
  return useQuery(cartAvailabilityQuery(addressId, enabled));
}

/** True when some line has isAvailable 0 (blocks placing the order, product §4). */
export function hasUnavailable(items: readonly Pick<CartItem, 'isAvailable'>[]): boolean {
  return items.some((i) => Number(i.isAvailable) !== 1);
}
