/**
 * Why a vendor declines a confirmed booking (docs/decline-reasons.md): one of the fixed reasons, or "other" with the
 * vendor's own words (at most DECLINE_NOTE_MAX characters, required for "other", ignored for the rest). The same
 * schema checks the vendor's decline dialog and the API's decline routes; the customer sees the reason in their
 * language and the "other" text as the vendor typed it.
 */
import * as v from 'valibot';
import { isoDate } from './fields';
import { cleanText } from './safe-text';

export const DECLINE_REASONS = ['date_unavailable', 'outside_area', 'event_type', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const DECLINE_NOTE_MAX = 300;
export const DECLINE_REASON_REQUIRED = 'Choose why you are declining';
export const DECLINE_NOTE_REQUIRED = 'Please say why you are declining';
/** The fields' own at-most message (localize: maxChars), so the form says it in Hindi too. */
export const DECLINE_NOTE_TOO_LONG = `Reason can be at most ${DECLINE_NOTE_MAX} characters`;

export const isDeclineReason = (x: unknown): x is DeclineReason =>
  typeof x === 'string' && (DECLINE_REASONS as readonly string[]).includes(x);

/** The vendor's own words with "other": trimmed, at most DECLINE_NOTE_MAX characters, no hidden characters. */
export const declineNote = v.pipe(
  v.string('The reason must be text'),
  v.trim(),
  v.maxLength(DECLINE_NOTE_MAX, DECLINE_NOTE_TOO_LONG),
  ...cleanText('Reason'),
);

/** POST /api/vendor/bookings/:id/decline (and the operator's decline on a vendor's behalf). */
export const declineReasonSchema = v.pipe(
  v.object({
    reason: v.optional(v.picklist(DECLINE_REASONS, DECLINE_REASON_REQUIRED), '' as never),
    note: v.optional(declineNote, ''),
  }),
  v.check((x) => isDeclineReason(x.reason), DECLINE_REASON_REQUIRED),
  v.check((x) => x.reason !== 'other' || x.note !== '', DECLINE_NOTE_REQUIRED),
  // The note is the vendor's words for "other" only: a fixed reason speaks for itself in the customer's language.
  v.transform((x) => ({ reason: x.reason as DeclineReason, note: x.reason === 'other' ? x.note : '' })),
);
export type DeclineReasonInput = v.InferInput<typeof declineReasonSchema>;
export type DeclineReasonData = v.InferOutput<typeof declineReasonSchema>;

/** GET /api/admin/vendors/decline-rates: the period (from … to, inclusive; the bookings confirmed in it). */
export const declineRatesQuerySchema = v.pipe(
  v.object({
    from: isoDate('From date'),
    to: isoDate('To date'),
  }),
  v.check((x) => x.from <= x.to, 'From date must be on or before To date'),
);
export type DeclineRatesQuery = v.InferOutput<typeof declineRatesQuerySchema>;
