/** POST /api/rum: a batch of real-user reports, validated by the API with this schema (limits in ../rum). */
import * as v from 'valibot';
import { RUM_MAX_MESSAGE, RUM_MAX_PAGE, RUM_MAX_REPORTS, RUM_VITALS } from '../rum';

const vital = v.object({
  kind: v.literal('vital'),
  name: v.picklist(RUM_VITALS),
  value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(600_000)),
  page: v.pipe(v.string(), v.startsWith('/'), v.maxLength(RUM_MAX_PAGE)),
  remote: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,39}$/)),
});
const error = v.object({
  kind: v.literal('error'),
  name: v.literal('error'),
  value: v.literal(1),
  page: v.pipe(v.string(), v.startsWith('/'), v.maxLength(RUM_MAX_PAGE)),
  remote: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,39}$/)),
  message: v.optional(v.pipe(v.string(), v.maxLength(RUM_MAX_MESSAGE)), ''),
});

export const rumBatchSchema = v.object({
  reports: v.pipe(v.array(v.variant('kind', [vital, error])), v.minLength(1), v.maxLength(RUM_MAX_REPORTS)),
});
export type RumBatch = v.InferOutput<typeof rumBatchSchema>;

/** ?days for the back office's summary: 1–30, default 7. */
export const rumSummaryQuerySchema = v.object({
  days: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'days must be a number'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(30),
    ),
    '7',
  ),
});
