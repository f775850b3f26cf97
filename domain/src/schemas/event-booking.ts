/**
 * POST /EventBooking payload (product §3). The server recomputes every amount from stored prices; the client's
 * totalBookingAmt / TotalAdvanceBookingAmt are accepted for display only and ignored. Every cart line is booked on
 * its own date: bookingDate is optional (older clients send it) and, when sent, only checked — it changes no date.
 */
import * as v from 'valibot';
import { checkoutSchema } from './checkout';
import { coordinate, dateNotBeforeToday, optionalText } from './fields';

const optionalNumber = v.optional(v.nullable(v.union([v.number(), v.string()])));

export const eventBookingSchema = v.object({
  ...checkoutSchema.entries,
  bookingDate: v.optional(dateNotBeforeToday('Booking date')),
  lat: coordinate('Latitude', 90),
  lon: coordinate('Longitude', 180),
  address: optionalText('Address', 300),
  totalBookingAmt: optionalNumber,
  TotalAdvanceBookingAmt: optionalNumber,
});

export type EventBookingInput = v.InferInput<typeof eventBookingSchema>;
export type EventBookingData = v.InferOutput<typeof eventBookingSchema>;
