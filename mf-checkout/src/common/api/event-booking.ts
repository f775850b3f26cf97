/** POST /EventBooking: books every cart line on one date at one address (product §3, §7). The server recomputes amounts. */
import { api, call, isSuccess, messageOf } from '@utsav/shared/api-client';
import type { EventBookingResult } from '@utsav/domain/contract';
import type { EventBookingInput } from '@utsav/domain/schemas/event-booking';

export interface PlacedBooking {
  message: string;
  result: EventBookingResult | undefined;
}

/** Resolves on Status Success; rejects (ApiError with the server's envelope, or Error with its Message) otherwise. */
export async function placeEventBooking(payload: EventBookingInput): Promise<PlacedBooking> {
  const data = await call(api.POST('/api/EventBooking', { body: payload }));
  if (!isSuccess(data)) throw new Error(messageOf(data) || 'Booking failed');
  return { message: messageOf(data), result: data.Payload };
}
