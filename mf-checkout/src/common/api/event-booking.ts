/** POST /EventBooking: books every cart line on one date at one address (product §3, §7). The server recomputes amounts. */
import { api, isSuccess, messageOf, type Envelope } from '@utsav/shared/api-client';
import type { EventBookingInput } from '@utsav/shared/schemas/event-booking';

import type { EventBookingResult } from '@utsav/shared/contract';

export interface PlacedBooking {
  message: string;
  result: EventBookingResult | undefined;
}

/** Resolves on Status Success; rejects (axios error or Error with the server Message) otherwise. */
export async function placeEventBooking(payload: EventBookingInput): Promise<PlacedBooking> {
  const { data } = await api.post<Envelope<EventBookingResult>>('/EventBooking', payload);
  if (!isSuccess(data)) throw new Error(messageOf(data) || 'Booking failed');
  return { message: messageOf(data), result: data.Payload };
}
