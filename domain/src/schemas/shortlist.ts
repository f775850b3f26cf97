/**
 * The shortlist and compare rules (docs/shortlist.md), used by the shortlist and compare pages and by the API:
 * a shortlist holds up to SHORTLIST_MAX services; compare shows COMPARE_MIN to COMPARE_MAX of them side by side,
 * priced to a pincode and checked on a date.
 */
import * as v from 'valibot';
import { id, dateNotBeforeToday, pincode } from './fields';

import { COMPARE_COUNT, COMPARE_MAX, COMPARE_MIN, SHORTLIST_FULL, SHORTLIST_MAX } from '../shortlist-rules';

export {
  COMPARE_COUNT,
  COMPARE_MAX,
  COMPARE_MIN,
  SHARE_LINK_UNKNOWN,
  SHORTLIST_FULL,
  SHORTLIST_MAX,
} from '../shortlist-rules';

/** PUT /Shortlist: the services kept in the browser before sign-in, merged into the server list. */
export const shortlistMergeSchema = v.object({
  productIds: v.pipe(
    v.array(id('Service'), 'productIds must be a list of service ids'),
    v.maxLength(SHORTLIST_MAX, SHORTLIST_FULL),
  ),
});
export type ShortlistMergeInput = v.InferInput<typeof shortlistMergeSchema>;

/** GET /ShortlistServices?productIds=3,1: one to SHORTLIST_MAX service ids (a visitor's browser list). */
export const shortlistServicesQuerySchema = v.object({
  productIds: v.pipe(
    v.optional(v.string(), ''),
    v.transform((x) =>
      x
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
    v.check(
      (xs) => xs.every((x) => /^\d{1,10}$/.test(x) && Number(x) >= 1 && Number(x) <= 2147483647),
      'Service is invalid',
    ),
    v.transform((xs) => [...new Set(xs.map(Number))]),
    v.check((xs) => xs.length >= 1, 'Service is required'),
    v.check((xs) => xs.length <= SHORTLIST_MAX, SHORTLIST_FULL),
  ),
});

/** A share token: 32 URL-safe characters (base64url of 24 random bytes). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** Compare's list of ids as the URL carries it ("12,7,31"): two to four distinct service ids. */
export const compareIds = v.pipe(
  v.string(COMPARE_COUNT),
  v.transform((x) =>
    x
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
  v.check(
    (xs) => xs.every((x) => /^\d{1,10}$/.test(x) && Number(x) >= 1 && Number(x) <= 2147483647),
    'Service is invalid',
  ),
  v.transform((xs) => [...new Set(xs.map(Number))]),
  v.check((xs) => xs.length >= COMPARE_MIN && xs.length <= COMPARE_MAX, COMPARE_COUNT),
);

/** The compare page's own inputs (the form): where the event is and on which date; both optional. */
export const compareWhereSchema = v.object({
  pincode: v.optional(v.union([v.literal(''), pincode('Pincode')]), ''),
  date: v.optional(v.union([v.literal(''), dateNotBeforeToday('Event date')]), ''),
});
export type CompareWhereInput = v.InferInput<typeof compareWhereSchema>;

/** GET /Compare?productIds=1,2&pincode=400050&date=2026-12-20. */
export const compareQuerySchema = v.object({
  productIds: v.optional(compareIds, ''),
  ...compareWhereSchema.entries,
});
export type CompareQuery = v.InferOutput<typeof compareQuerySchema>;
