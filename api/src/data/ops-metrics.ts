/**
 * What /metrics reads from the database at each scrape: bookings and package bookings by state, refunds
 * by status, holds past their expiry that nothing has released yet, and the payment webhooks recorded. These are
 * database-wide figures (every replica reports the same values: aggregate them with max(), not sum()).
 */
import type { Queryable } from '../db/client';

export interface OpsFigures {
  bookings: { kind: 'service' | 'package'; state: string; count: number }[];
  refunds: { status: string; count: number; amountPaise: number }[];
  /** Orders still pending payment more than `graceMinutes` after their hold expired: the sweeper is not running. */
  overdueHolds: number;
  webhookEvents: number;
}

export async function readOpsFigures(db: Queryable, graceMinutes = 5): Promise<OpsFigures> {
  const bookings = await db.query<{ kind: 'service' | 'package'; state: string; count: number }>(
    `SELECT 'service' AS kind, booking_state AS state, count(*)::int AS count FROM bookings GROUP BY booking_state
     UNION ALL
     SELECT 'package', booking_state, count(*)::int FROM package_bookings GROUP BY booking_state`,
  );
  const refunds = await db.query<{ status: string; count: number; amount: number }>(
    'SELECT status, count(*)::int AS count, coalesce(sum(amount), 0)::bigint AS amount FROM refunds GROUP BY status',
  );
  const overdue = await db.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM bookings WHERE booking_state = 'pending_payment' AND hold_expires_at < now() - make_interval(mins => $1::int))
           + (SELECT count(*) FROM package_bookings WHERE booking_state = 'pending_payment' AND hold_expires_at < now() - make_interval(mins => $1::int)))::int AS n`,
    [graceMinutes],
  );
  const webhooks = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_events');
  return {
    bookings: bookings.rows,
    refunds: refunds.rows.map((r) => ({ status: r.status, count: r.count, amountPaise: Number(r.amount) })),
    overdueHolds: overdue.rows[0]?.n ?? 0,
    webhookEvents: webhooks.rows[0]?.n ?? 0,
  };
}
