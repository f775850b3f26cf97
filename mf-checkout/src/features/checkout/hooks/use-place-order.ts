import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { bus } from '@utsav/shared/bus';
import { cartQueryKey } from '@utsav/shared/cart-api';
import { notify } from '@utsav/shared/toast';
import { placeEventBooking } from '../../../common/api/event-booking';
import type { BookingStatusState } from '../../../common/booking-status-state';

/**
 * Places the order (POST /EventBooking): the bookings await payment, so success goes to the order page, which opens
 * the payment at once (`?pay=1`: the gateway page, or Razorpay Checkout) and shows the real state when the payer
 * comes back (docs/payments.md). Cart refreshed everywhere.
 * Failure: error toast with the server's Message (or the error's own) and fresh availability, so a service booked
 * by someone else meanwhile shows 'Not Available'.
 */
export function usePlaceOrder(onPlaced: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: placeEventBooking,
    onSuccess: ({ message, result }) => {
      onPlaced();
      notify.success(message || 'Booking successful');
      const state: BookingStatusState = { orderId: result?.OrderId, message };
      if (result?.OrderId) navigate(`/booking/${encodeURIComponent(result.OrderId)}?pay=1`);
      else navigate('/booking/status', { state });
      bus.emit('cart:changed', { count: 0 });
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
    onError: (error) => {
      notify.error(errorMessage(error, 'Booking failed'));
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
