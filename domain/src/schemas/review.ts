/** Review modal (product §3/§5): rating 1–5 required ("Don't forget to select a rating!"), message required. */
import * as v from 'valibot';
import { decimalNumber, id, present, requiredText } from './fields';

export const RATING_REQUIRED = "Don't forget to select a rating!";

export const reviewSchema = v.object({
  pid: id('Service'),
  serviceId: v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(20, 'Service is invalid'))])),
  bookingId: v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(20, 'Booking is invalid'))])),
  rating: present(
    v.pipe(
      v.union([v.number(), v.string()], RATING_REQUIRED),
      v.transform((x) => (x === '' ? 0 : decimalNumber(x))),
      v.number(RATING_REQUIRED),
      v.integer(RATING_REQUIRED),
      v.minValue(1, RATING_REQUIRED),
      v.maxValue(5, 'Rating can be at most 5'),
    ),
  ),
  reviewDes: requiredText('Review message', 1000, 'Please write your review'),
});

export type ReviewInput = v.InferInput<typeof reviewSchema>;
export type ReviewData = v.InferOutput<typeof reviewSchema>;
