/** POST /EventBooking: books every cart line on one date at one address (product §3, §7). The server recomputes amounts. */
import { api, call, isSuccess, messageOf } from '@utsav/shared/api-client';
import type { EventBookingResult } from '@utsav/domain/contract';
import type { EventBookingInput } from '@utsav/domain/schemas/event-booking';
import { recordCheckoutConsent } from '@utsav/ui/privacy-consent';

export interface PlacedBooking {
  message: string;
  result: EventBookingResult | undefined;
}

/**
 * Resolves on Status Success; rejects (ApiError with the server's envelope, or Error with its Message) otherwise, or
 * with the fetch's own error when no answer came. `idempotencyKey`: the same key places the order at most once.
 */
/** The checkout's privacy notice was shown above the button: placing the order is the consent, recorded first. */
export async function placeEventBooking(payload: EventBookingInput, idempotencyKey?: string): Promise<PlacedBooking> {
  await recordCheckoutConsent();
  const data = await call(
    api.POST('/api/EventBooking', {
      body: payload,
      params: idempotencyKey ? { header: { 'idempotency-key': idempotencyKey } } : {},
    }),
  );
  if (!isSuccess(data)) throw new Error(messageOf(data) || 'Booking failed');
  return { message: messageOf(data), result: data.Payload };
}
