/** GET /DeleteCart?CartId= and the mutation every cart view uses (product §7, §8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isSuccess, messageOf, type Envelope } from '@utsav/shared/api-client';
import { bus } from '@utsav/shared/bus';
import { cartQueryKey } from '@utsav/shared/cart-api';
import { notify } from '@utsav/shared/toast';

export const DELETE_FAILED = 'Failed to delete cart item';
export const DELETE_ERROR = 'Error deleting cart item';

/** The Message in a failed response's body, if the server sent one (axios errors carry `response.data`). */
export function serverMessage(error: unknown): string {
  if (!error || typeof error !== 'object' || !('response' in error)) return '';
  const response = (error as { response?: { data?: unknown } }).response;
  return messageOf(response?.data as Envelope | undefined);
}

/** Resolves with the server's message; rejects with the product §8 message (the server's when it supplies one). */
export async function deleteCartItem(cartId: number): Promise<string> {
  let data: Envelope;
  try {
    ({ data } = await api.get<Envelope>('/DeleteCart', { params: { CartId: cartId } }));
  } catch (error) {
    throw new Error(serverMessage(error) || DELETE_ERROR);
  }
  if (!isSuccess(data)) throw new Error(messageOf(data) || DELETE_FAILED);
  return messageOf(data);
}

/** Removes a cart line, toasts the outcome, tells the page (badge, mini-cart) and refreshes every cart query. */
export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItem,
    onSuccess: (message) => notify.success(message || 'Cart item deleted'),
    onError: (error: Error) => notify.error(error.message),
    onSettled: async () => {
      bus.emit('cart:changed', {});
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
