/** Cart fetchers and hooks shared by the shell (badge), checkout (mini-cart, cart, checkout) and catalog (add to cart). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call, isSuccess } from './api-client';
import type { CartPayload } from '@utsav/domain/contract';
import { useSession } from './session';

export const EMPTY_CART: CartPayload = { TotalItems: 0, TotalOfferAmount: 0, CartList: [] };

/** GET /getCart. Failures are only logged and the cart becomes empty (product §8). */
export async function fetchCart(): Promise<CartPayload> {
  try {
    const data = await call(api.GET('/api/getCart'));
    if (!isSuccess(data) || !data.Payload) return EMPTY_CART;
    return { ...EMPTY_CART, ...data.Payload, CartList: data.Payload.CartList ?? [] };
  } catch (error) {
    console.warn('cart: fetch failed', error);
    return EMPTY_CART;
  }
}

export const cartQueryKey = ['cart'] as const;

export const cartQuery = (enabled: boolean) =>
  queryOptions({ queryKey: cartQueryKey, queryFn: fetchCart, enabled, retry: 0, staleTime: 0 });

/** The customer's cart; always empty for visitors and vendors (vendors have no cart). */
export function useCart() {
  const role = useSession((s) => s.role);
  const query = useQuery(cartQuery(role === 1));
  return { ...query, cart: role === 1 ? (query.data ?? EMPTY_CART) : EMPTY_CART };
}
