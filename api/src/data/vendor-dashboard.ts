/**
 * The vendor dashboard's figures (GET /vendor/dashboard) in one statement, one round trip: the service count, the
 * booking counts and the chart's months from the per-day roll-up vendor_booking_days (migration 004: a few hundred
 * rows per vendor at market scale), the package bookings' share, and the ledger's money (LEDGER_SUMS_SQL, the same
 * sums the ledger page and the operator's payouts use). Issue 19: it was six queries, five of them in parallel,
 * each holding a pool connection; on the scale data set the dashboard ran at a third of the other signed-in reads.
 */
import type { Queryable } from '../db/client';
import { prepared } from '../db/statement';
import { LEDGER_SUMS_SQL, totalsOf, type LedgerSums, type LedgerTotals } from '../bookings/vendor-ledger';

export interface DashboardMonth {
  /** YYYY-MM of the event date. */
  month: string;
  count: number;
  /** Billing of that month's bookings, paise. */
  billing: number;
}

export interface VendorDashboard {
  services: number;
  /** Confirmed or completed bookings (roll-up status 1). */
  bookings: number;
  /** Of those, the ones whose event day has passed (completed once states are settled). */
  completed: number;
  packageBookings: number;
  /** The vendor's share of its confirmed or completed package bookings, paise. */
  packageAmount: number;
  ledger: LedgerTotals;
  /** Months of the window with at least one booking, oldest first. */
  months: DashboardMonth[];
}

interface Row extends LedgerSums {
  services: number;
  bookings: number;
  completed: number;
  package_n: number;
  package_amount: number | string;
  months: { month: string; n: number; billing: number | string }[];
}

/** $1 vendor id, $2 today, $3–$4 the chart's months [from, to). */
const DASHBOARD = prepared(
  'vendor-dashboard',
  `SELECT (SELECT count(*) FROM products WHERE vendor_id = $1)::int AS services,
              d.bookings, d.completed, k.package_n, k.package_amount, s.collected, s.commission, s.refunded, s.advance, s.payouts,
              (SELECT coalesce(json_agg(json_build_object('month', m.month, 'n', m.n, 'billing', m.billing) ORDER BY m.month), '[]'::json)
                 FROM (SELECT to_char(booking_date, 'YYYY-MM') AS month, sum(n)::int AS n, sum(billing)::bigint AS billing
                       FROM vendor_booking_days WHERE vendor_id = $1 AND status = 1 AND booking_date >= $3 AND booking_date < $4
                       GROUP BY 1) m
                WHERE m.n > 0) AS months
       FROM (SELECT coalesce(sum(n), 0)::int AS bookings, coalesce(sum(n) FILTER (WHERE booking_date < $2), 0)::int AS completed
             FROM vendor_booking_days WHERE vendor_id = $1 AND status = 1) d,
            (SELECT count(*)::int AS package_n, coalesce(sum(i.share_amt), 0)::bigint AS package_amount
             FROM package_booking_items i JOIN package_bookings b ON b.id = i.package_booking_id
             WHERE i.vendor_id = $1 AND b.booking_state IN ('confirmed','completed')) k,
            (${LEDGER_SUMS_SQL}) s`,
);

/**
 * `today` is the marketplace's date (India); the chart covers event months in [from, to) (YYYY-MM-DD, first days).
 * Status 1 in the roll-up is exactly a confirmed or completed booking (payments/payment-data).
 */
export async function vendorDashboard(q: Queryable, vendorId: number, today: string, from: string, to: string): Promise<VendorDashboard> {
  const r = await q.query<Row>(DASHBOARD, [vendorId, today, from, to]);
  const x = r.rows[0]!;
  return {
    services: x.services,
    bookings: x.bookings,
    completed: x.completed,
    packageBookings: x.package_n,
    packageAmount: Number(x.package_amount),
    ledger: totalsOf(x),
    months: x.months.map((m) => ({ month: m.month, count: Number(m.n), billing: Number(m.billing) })),
  };
}
