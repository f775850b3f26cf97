/**
 * Decline rates per vendor for the back office (docs/decline-reasons.md): of the bookings confirmed in a period
 * (or declined in it without ever being confirmed, by an operator on the vendor's behalf), how many the vendor
 * declined, and why.
 */
import type { Queryable } from '../db/client';

export interface DeclineRateRow {
  vendor_id: number;
  vendor: string;
  taken: number;
  declined: number;
  date_unavailable: number;
  outside_area: number;
  event_type: number;
  other: number;
  unstated: number;
}

/** One row per vendor with any booking in the period, highest decline rate first. Dates inclusive (IST days). */
export async function declineRates(q: Queryable, from: string, to: string): Promise<DeclineRateRow[]> {
  const r = await q.query<DeclineRateRow>(
    `WITH period AS (
       SELECT b.vendor_id, b.booking_state, b.decline_reason
       FROM bookings b
       WHERE (coalesce(b.confirmed_at, CASE WHEN b.booking_state = 'declined' THEN b.closed_at END)
               AT TIME ZONE 'Asia/Kolkata')::date BETWEEN $1::date AND $2::date
     )
     SELECT p.vendor_id, coalesce(v.name, '') AS vendor,
            count(*)::int AS taken,
            count(*) FILTER (WHERE p.booking_state = 'declined')::int AS declined,
            count(*) FILTER (WHERE p.booking_state = 'declined' AND p.decline_reason = 'date_unavailable')::int AS date_unavailable,
            count(*) FILTER (WHERE p.booking_state = 'declined' AND p.decline_reason = 'outside_area')::int AS outside_area,
            count(*) FILTER (WHERE p.booking_state = 'declined' AND p.decline_reason = 'event_type')::int AS event_type,
            count(*) FILTER (WHERE p.booking_state = 'declined' AND p.decline_reason = 'other')::int AS other,
            count(*) FILTER (WHERE p.booking_state = 'declined' AND p.decline_reason IS NULL)::int AS unstated
     FROM period p LEFT JOIN vendors v ON v.id = p.vendor_id
     GROUP BY p.vendor_id, v.name
     ORDER BY count(*) FILTER (WHERE p.booking_state = 'declined')::float / count(*) DESC, p.vendor_id`,
    [from, to],
  );
  return r.rows;
}
