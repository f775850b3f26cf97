/** GET /DeleteCart?CartId= and the mutation every cart view uses (product §7, §8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call, errorBody, isSuccess, messageOf, statusOf } from '@utsav/shared/api-client';
import { bus } from '@utsav/shared/bus';
import { cartQueryKey } from '@utsav/shared/cart-api';
import { notify } from '@utsav/shared/toast';

/** The server refused the removal without saying why. */
export const DELETE_FAILED = 'Failed to delete cart item';
/** The request got no answer (offline, aborted). */
export const DELETE_ERROR = 'Error deleting cart item';

/** Resolves with the server's message; rejects with the product §8 message (the server's when it supplies one). */
export async function deleteCartItem(cartId: number): Promise<string> {
  const data = await call(api.GET('/api/DeleteCart', { params: { query: { CartId: String(cartId) } } })).catch(
    (error: unknown) => {
      throw new Error(messageOf(errorBody(error)) || (statusOf(error) ? DELETE_FAILED : DELETE_ERROR));
    },
  );
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
