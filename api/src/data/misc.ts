/**
 * The SQL of the public odds and ends (routes/misc/misc-routes): the health check, the About page's figures, the newsletter and the events calendar.
 */
import type { Queryable } from '../db/client';

/** One round trip to the database (the health check). */
export function ping(q: Queryable) {
  return q.query('SELECT 1');
}

/** The About page's figures: customers who booked and paid, approved vendors with a listed service, cities with a listed service, the average rating of rated listed services, paid bookings. */
export function marketplaceFacts(q: Queryable) {
  return q.query<{ customers: number; vendors: number; cities: number; rating: string | null; bookings: number }>(
    `SELECT
    (SELECT count(DISTINCT user_id)::int FROM (
       SELECT user_id FROM bookings WHERE booking_state IN ('confirmed','completed')
       UNION ALL SELECT user_id FROM package_bookings WHERE booking_state IN ('confirmed','completed')) c) AS customers,
    (SELECT count(DISTINCT p.vendor_id)::int FROM products p WHERE p.status = 1) AS vendors,
    (SELECT count(DISTINCT lower(trim(p.city)))::int FROM products p WHERE p.status = 1 AND trim(p.city) <> '') AS cities,
    (SELECT round(avg(p.rating)::numeric, 1)::text FROM products p WHERE p.status = 1 AND p.rating > 0) AS rating,
    (SELECT (SELECT count(*) FROM bookings WHERE booking_state IN ('confirmed','completed'))
          + (SELECT count(*) FROM package_bookings WHERE booking_state IN ('confirmed','completed')))::int AS bookings`,
  );
}

/** Adds an address to the newsletter once (any case): one row when it is new, none when it was there. */
export function subscribeNewsletter(q: Queryable, email: string) {
  return q.query(
    'INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT (lower(email)) DO NOTHING RETURNING id',
    [email],
  );
}

/** Calendar events from yesterday on, by date. */
export function upcomingCalendarEvents(q: Queryable) {
  return q.query<{
    event_date: string;
    event: string;
    type: string;
    extras: string;
    event_hi: string | null;
    extras_hi: string | null;
  }>(
    'SELECT event_date, event, type, extras, event_hi, extras_hi FROM calendar_events WHERE event_date >= CURRENT_DATE - 1 ORDER BY event_date, id',
  );
}
