/**
 * The vendor dashboard's figures (GET /vendor/dashboard) in one statement, one round trip, from the roll-ups alone
 *: the service count, the status-1 booking count and the ledger's money from the vendor's row of
 * vendor_totals (migration 195; the ledger's sums are LEDGER_SUMS_SQL's, kept as lines are written, the same the
 * ledger page and the operator's payouts compute), the completed count and the chart's months from the per-day
 * roll-up vendor_booking_days (migration 004), and the package bookings' share. it was six queries, five
 * of them in parallel, each holding a pool connection.
 */
import type { Queryable } from '../db/client';
import { prepared } from '../db/statement';
import { totalsOf, type LedgerSums, type LedgerTotals } from './vendor-ledger';

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

/**
 * $1 vendor id, $2 today, $3–$4 the chart's months [from, to). the totals come from the vendor's row of
 * vendor_totals (migration 195: services, status-1 bookings, the ledger's sums and the payouts, kept by triggers);
 * the per-day roll-up is read once from the earlier of today and the chart's first day, for the chart's months and
 * the upcoming days (completed = all status-1 bookings − those from today on). No count over the vendor's services,
 * no sum over their whole history or their ledger.
 */
const DASHBOARD = prepared(
  'vendor-dashboard',
  `WITH days AS MATERIALIZED (
         SELECT booking_date, n, billing FROM vendor_booking_days
         WHERE vendor_id = $1 AND status = 1 AND booking_date >= least($2::date, $3::date))
   SELECT coalesce(t.services, 0)::int AS services, coalesce(t.bookings, 0)::int AS bookings,
          (coalesce(t.bookings, 0) - (SELECT coalesce(sum(n), 0) FROM days WHERE booking_date >= $2::date))::int AS completed,
          k.package_n, k.package_amount,
          coalesce(t.collected, 0) AS collected, coalesce(t.commission, 0) AS commission, coalesce(t.refunded, 0) AS refunded,
          coalesce(t.advance, 0) AS advance, coalesce(t.payouts, 0) AS payouts, coalesce(t.withheld, 0) AS withheld,
          (SELECT coalesce(json_agg(json_build_object('month', m.month, 'n', m.n, 'billing', m.billing) ORDER BY m.month), '[]'::json)
             FROM (SELECT to_char(booking_date, 'YYYY-MM') AS month, sum(n)::int AS n, sum(billing)::bigint AS billing
                   FROM days WHERE booking_date >= $3::date AND booking_date < $4::date
                   GROUP BY 1) m
            WHERE m.n > 0) AS months
   FROM (SELECT count(*)::int AS package_n, coalesce(sum(i.share_amt), 0)::bigint AS package_amount
         FROM package_booking_items i JOIN package_bookings b ON b.id = i.package_booking_id
         WHERE i.vendor_id = $1 AND b.booking_state IN ('confirmed','completed')) k
   LEFT JOIN vendor_totals t ON t.vendor_id = $1`,
);

/**
 * `today` is the marketplace's date (India); the chart covers event months in [from, to) (YYYY-MM-DD, first days).
 * Status 1 in the roll-up is exactly a confirmed or completed booking (payments/).
 */
export async function vendorDashboard(
  q: Queryable,
  vendorId: number,
  today: string,
  from: string,
  to: string,
): Promise<VendorDashboard> {
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
