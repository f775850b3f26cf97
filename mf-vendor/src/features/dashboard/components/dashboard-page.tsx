import { Link } from 'react-router';
import { formatDate, formatRupees, twoDigits } from '@utsav/shared/format';
import { useSession } from '@utsav/shared/session';
import { useLatestBookings } from '../../../api/vendor-bookings';
import type { VendorDashboard } from '../../../api/types';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../../../components/page-head';
import { TimingBadge } from '../../../components/timing-badge';
import { useDashboard } from '../api/dashboard-api';
import { MonthlyChart } from './monthly-chart';
import { monthlySeries } from './monthly-series';
import page from '../../../app/page.module.css';
import styles from './dashboard-page.module.css';

type Figure = { key: Exclude<keyof VendorDashboard, 'Months'>; label: string; icon: string; money?: boolean; kind?: 'money' | 'pkg' };

/** Every figure of product §3 'Vendor dashboard figures'. Counts are padded to two digits (product §9). */
export const FIGURES: Figure[] = [
  { key: 'ProductCount', label: 'Services', icon: '#' },
  { key: 'BookingCount', label: 'Bookings', icon: '#' },
  { key: 'CompleteBookingCount', label: 'Completed Bookings', icon: '✔' },
  { key: 'TotalBookingAmount', label: 'Total Booking Amount', icon: '₹', money: true, kind: 'money' },
  { key: 'TotalAdminCharges', label: 'Admin Charges', icon: '%', money: true, kind: 'money' },
  { key: 'TotalAdvanceBookingAmount', label: 'Advance Booking Amount', icon: '⇥', money: true, kind: 'money' },
  { key: 'TotalReceivableAmount', label: 'Receivable Amount', icon: '₹', money: true, kind: 'money' },
  { key: 'TotalBookingByPackage', label: 'Package Bookings', icon: '#', kind: 'pkg' },
  { key: 'TotalBookingByPackageAmount', label: 'Package Booking Amount', icon: '₹', money: true, kind: 'pkg' },
];

/** /vendor/dashboard: figure cards, a chart of bookings and amount by month, and the latest bookings. */
export default function DashboardPage() {
  const name = useSession((s) => s.profile?.Name || (typeof s.claims?.name === 'string' ? s.claims.name : ''));
  const dashboard = useDashboard();
  // The chart comes with the figures (the API's per-month roll-up); the list is only the five newest bookings.
  const bookings = useLatestBookings(5);
  const points = monthlySeries(dashboard.data?.Months ?? []);
  return (
    <section className={page.page}>
      <PageHead title="Dashboard" subtitle={name ? `Welcome back, ${name}` : 'Your services, bookings and earnings at a glance'} actions={<Link className={page.linkButton} to="/vendor/services/add">+ Add Service</Link>} />
      <LoadState isPending={dashboard.isPending} error={dashboard.error} retry={() => void dashboard.refetch()}>
        <div className={styles.grid} data-testid="dashboard-figures">
          {FIGURES.map((f) => {
            const value = dashboard.data?.[f.key] ?? 0;
            return (
              <div key={f.key} className={`${styles.stat} ${f.kind ? styles[f.kind] : ''}`} data-figure={f.key}>
                <span className={styles.icon} aria-hidden="true">{f.icon}</span>
                <div>
                  <p className={styles.label}>{f.label}</p>
                  <p className={styles.value}>{f.money ? formatRupees(value) : twoDigits(value)}</p>
                </div>
              </div>
            );
          })}
        </div>
      </LoadState>
      <div className={styles.cols}>
        <div className={page.card}>
          <h2 className={styles.sectionTitle}>Bookings and booking amount by month</h2>
          {dashboard.isPending ? <p className={page.muted}>Loading…</p> : <MonthlyChart points={points} />}
        </div>
        <div className={page.card}>
          <h2 className={styles.sectionTitle}>Latest bookings</h2>
          {(bookings.data ?? []).length === 0 ? (
            <p className={page.muted}>{bookings.isPending ? 'Loading…' : 'No bookings yet.'}</p>
          ) : (
            <ul className={styles.recent}>
              {(bookings.data ?? []).map((b) => (
                <li key={b.BookingId}>
                  <span>
                    <Link to={`/vendor/booking/${b.BookingId}`}>{b.Booking_No}</Link>
                    <br />
                    <span className={page.muted}>{b.Title} · {formatDate(b.Booking_On_Date)}</span>
                  </span>
                  <span className={page.num}>
                    {formatRupees(b.TotalBookingAmt)}
                    <br />
                    <TimingBadge date={b.Booking_On_Date} />
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p><Link className={page.ghostButton} to="/vendor/booking">View all bookings</Link></p>
        </div>
      </div>
    </section>
  );
}
