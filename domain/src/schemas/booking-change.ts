/** Changes to a paid booking: a customer moves a booking to another date; swaps a declined package service. */
import * as v from 'valibot';
import { dateNotBeforeToday, id } from './fields';

/** POST /api/bookings/:id/reschedule. */
export const rescheduleSchema = v.object({
  bookingDate: dateNotBeforeToday('New date', 'Please choose the new date'),
});
export type RescheduleInput = v.InferInput<typeof rescheduleSchema>;

/** POST /api/package-orders/:id/swap: the declined item and the service taken instead. */
export const packageSwapSchema = v.object({
  itemId: id('Declined service'),
  productId: id('Service'),
});
export type PackageSwapInput = v.InferInput<typeof packageSwapSchema>;
