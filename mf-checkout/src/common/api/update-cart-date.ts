/**
 * POST /UpdateCartDate: moves one cart line (CartId) or every line to a new date, only when the customer asks.
 * The reply carries each line's availability on its new date; the toast says what happened (product §1: a cart of
 * dated bookings — nothing changes without being shown).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call, errorMessage, isSuccess, messageOf } from '@utsav/shared/api-client';
import { bus } from '@utsav/shared/bus';
import { cartQueryKey } from '@utsav/shared/cart-api';
import type { UpdateCartDateInput } from '@utsav/domain/schemas/cart-date';
import { notify } from '@utsav/shared/toast';

export interface DateUpdate {
  message: string;
  unavailable: number;
}

export async function updateCartDate(input: UpdateCartDateInput): Promise<DateUpdate> {
  const data = await call(api.POST('/api/UpdateCartDate', { body: input }));
  if (!isSuccess(data)) throw new Error(messageOf(data) || 'Could not change the booking date');
  const list = data.Payload?.CartList ?? [];
  return { message: messageOf(data), unavailable: list.filter((i) => Number(i.isAvailable) !== 1).length };
}

export function useUpdateCartDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartDate,
    onSuccess: ({ message, unavailable }) => {
      if (unavailable > 0) notify.warning(message);
      else notify.success(message || 'Booking date updated');
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not change the booking date')),
    onSettled: async () => {
      bus.emit('cart:changed', {});
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
