import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, statusOf } from '@utsav/shared/api-client';
import { cartQueryKey } from '@utsav/shared/cart-api';
import { notify } from '@utsav/shared/toast';
import type { EventBookingInput } from '@utsav/domain/schemas/event-booking';
import { placeEventBooking } from '../../../common/api/event-booking';
import type { BookingStatusState } from '../../../common/booking-status-state';

/** A fresh Idempotency-Key (docs/security.md "One order per request"). */
function newKey(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return (
    uuid ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
  );
}

/**
 * Places the order (POST /EventBooking): the bookings await payment, so success goes to the order page, which opens
 * the payment at once (`?pay=1`: the gateway page, or Razorpay Checkout) and shows the real state when the payer
 * comes back (docs/payments.md). The cart is unchanged until the payment is captured (the order page refreshes it).
 *
 * Every order is sent with an Idempotency-Key, one per order form: the same form sent again (Retry, a double click)
 * carries the same key, so the server places it at most once and answers a retry with the first reply; a changed form
 * gets a new key. A request that got no answer (offline, connection lost) is not a refusal: the order may or may not
 * exist, so the page says so and offers Retry (`unreachable`) instead of a toast (docs/checkout-network.md).
 * Failure with an answer: error toast with the server's Message and fresh availability, so a service booked by someone
 * else meanwhile shows 'Not Available'.
 */
export function usePlaceOrder(onPlaced: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const attempt = useRef<{ key: string; body: string } | null>(null);

  /** The key of this form: kept while the body is the same, new when the customer changed something. */
  const keyFor = (payload: EventBookingInput): string => {
    const body = JSON.stringify(payload);
    if (attempt.current?.body !== body) attempt.current = { key: newKey(), body };
    return attempt.current.key;
  };

  const mutation = useMutation({
    mutationFn: (payload: EventBookingInput) => placeEventBooking(payload, keyFor(payload)),
    // Sent even when the browser believes it is offline: it fails at once and says so (never a silent wait).
    networkMode: 'always',
    onSuccess: ({ message, result }) => {
      attempt.current = null;
      onPlaced();
      notify.success(message || 'Booking successful');
      const state: BookingStatusState = { orderId: result?.OrderId, message };
      if (result?.OrderId) navigate(`/booking/${encodeURIComponent(result.OrderId)}?pay=1`);
      else navigate('/booking/status', { state });
      // The cart keeps the order's lines until it is paid (docs/checkout-network.md): nothing to announce here.
    },
    onError: (error) => {
      if (statusOf(error) === 0) return; // no answer: the page shows the unreachable notice with Retry
      notify.error(errorMessage(error, 'Booking failed'));
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });

  const unreachable = mutation.isError && statusOf(mutation.error) === 0;
  /** Sends the same order again, with the same key: placed at most once whatever happened to the first try. */
  const retry = () => {
    if (mutation.variables) mutation.mutate(mutation.variables);
  };
  return { ...mutation, unreachable, retry };
}
