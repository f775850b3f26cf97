/**
 * Decline rates per vendor for the back office (docs/decline-reasons.md): of what a vendor took on in a period, how
 * many they declined, and why. What is taken on is counted two ways, added together:
 * - a service booking confirmed in the period (or declined in it without ever being confirmed, by an operator on the
 *   vendor's behalf);
 * - the vendor's part (one item) of a package order confirmed in the period, or a part swapped into a confirmed
 *   order in the period; it counts as declined when the vendor declined that part. An operator's decline of a whole
 *   package order names no single vendor, so it is not counted against any.
 */
import type { Queryable } from '../db/client';

export interface DeclineRateRow {
  vendor_id: number;
  vendor: string;
  taken: number;
  declined: number;
  /** Of `taken` and `declined`: package parts. */
  parts_taken: number;
  parts_declined: number;
  date_unavailable: number;
  outside_area: number;
  event_type: number;
  other: number;
  unstated: number;
}

/** One row per vendor with any booking or package part in the period, highest decline rate first. Dates inclusive (IST days). */
export async function declineRates(q: Queryable, from: string, to: string): Promise<DeclineRateRow[]> {
  const r = await q.query<DeclineRateRow>(
    `WITH period AS (
       SELECT b.vendor_id, false AS part, b.booking_state = 'declined' AS declined, b.decline_reason
       FROM bookings b
       WHERE (coalesce(b.confirmed_at, CASE WHEN b.booking_state = 'declined' THEN b.closed_at END)
               AT TIME ZONE 'Asia/Kolkata')::date BETWEEN $1::date AND $2::date
       UNION ALL
       SELECT i.vendor_id, true AS part, i.item_state = 'declined' AS declined, i.decline_reason
       FROM package_booking_items i JOIN package_bookings k ON k.id = i.package_booking_id
       WHERE k.confirmed_at IS NOT NULL
         AND (coalesce(i.added_at, k.confirmed_at) AT TIME ZONE 'Asia/Kolkata')::date BETWEEN $1::date AND $2::date
     )
     SELECT p.vendor_id, coalesce(v.name, '') AS vendor,
            count(*)::int AS taken,
            count(*) FILTER (WHERE p.declined)::int AS declined,
            count(*) FILTER (WHERE p.part)::int AS parts_taken,
            count(*) FILTER (WHERE p.part AND p.declined)::int AS parts_declined,
            count(*) FILTER (WHERE p.declined AND p.decline_reason = 'date_unavailable')::int AS date_unavailable,
            count(*) FILTER (WHERE p.declined AND p.decline_reason = 'outside_area')::int AS outside_area,
            count(*) FILTER (WHERE p.declined AND p.decline_reason = 'event_type')::int AS event_type,
            count(*) FILTER (WHERE p.declined AND p.decline_reason = 'other')::int AS other,
            count(*) FILTER (WHERE p.declined AND p.decline_reason IS NULL)::int AS unstated
     FROM period p LEFT JOIN vendors v ON v.id = p.vendor_id
     GROUP BY p.vendor_id, v.name
     ORDER BY count(*) FILTER (WHERE p.declined)::float / count(*) DESC, p.vendor_id`,
    [from, to],
  );
  return r.rows;
}
