/** Package modal (product §5): event date required (and not in the past). */
import * as v from 'valibot';
import { dateNotBeforeToday } from './fields';

export const packageModalSchema = v.object({
  eventDate: dateNotBeforeToday('Event date', 'Please select event date'),
});

export type PackageModalInput = v.InferInput<typeof packageModalSchema>;
