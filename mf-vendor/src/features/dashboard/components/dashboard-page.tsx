import { Link } from 'react-router';
import { formatDate, formatRupees, twoDigits } from '@utsav/domain/format';
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
import { useAppT } from '../../../i18n';

type Figure = { key: Exclude<keyof VendorDashboard, 'Months'>; icon: string; money?: boolean; kind?: 'money' | 'pkg' };

/** Every figure of product §3 'Vendor dashboard figures' (labels: `figures.<key>` in the catalogue). Counts are padded to two digits (product §9). */
export const FIGURES: Figure[] = [
  { key: 'ProductCount', icon: '#' },
  { key: 'BookingCount', icon: '#' },
  { key: 'CompleteBookingCount', icon: '✔' },
  { key: 'TotalBookingAmount', icon: '₹', money: true, kind: 'money' },
  { key: 'TotalAdminCharges', icon: '%', money: true, kind: 'money' },
  { key: 'TotalAdvanceBookingAmount', icon: '⇥', money: true, kind: 'money' },
  { key: 'TotalReceivableAmount', icon: '₹', money: true, kind: 'money' },
  { key: 'TotalBookingByPackage', icon: '#', kind: 'pkg' },
  { key: 'TotalBookingByPackageAmount', icon: '₹', money: true, kind: 'pkg' },
];

/** /vendor/dashboard: figure cards, a chart of bookings and amount by month, and the latest bookings. */
export default function DashboardPage() {
  const { t, lang } = useAppT();
  const name = useSession((s) => s.profile?.Name || (typeof s.claims?.name === 'string' ? s.claims.name : ''));
  const dashboard = useDashboard();
  // The chart comes with the figures (the API's per-month roll-up); the list is only the five newest bookings.
  const bookings = useLatestBookings(5);
  const points = monthlySeries(dashboard.data?.Months ?? [], new Date(), 3, 2, lang);
  return (
    <section className={page.page}>
      <PageHead
        title={t('dashboard.title')}
        subtitle={name ? t('dashboard.welcome', { name }) : t('dashboard.subtitle')}
        actions={
          <Link className={page.linkButton} to="/vendor/services/add">
            + {t('services.add')}
          </Link>
        }
      />
      <LoadState isPending={dashboard.isPending} error={dashboard.error} retry={() => void dashboard.refetch()}>
        <div className={styles.grid} data-testid="dashboard-figures">
          {FIGURES.map((f) => {
            const value = dashboard.data?.[f.key] ?? 0;
            return (
              <div key={f.key} className={`${styles.stat} ${f.kind ? styles[f.kind] : ''}`} data-figure={f.key}>
                <span className={styles.icon} aria-hidden="true">
                  {f.icon}
                </span>
                <div>
                  <p className={styles.label}>{t(`figures.${f.key}`)}</p>
                  <p className={styles.value}>{f.money ? formatRupees(value) : twoDigits(value)}</p>
                </div>
              </div>
            );
          })}
        </div>
      </LoadState>
      <div className={styles.cols}>
        <div className={page.card}>
          <h2 className={styles.sectionTitle}>{t('dashboard.byMonth')}</h2>
          {dashboard.isPending ? <p className={page.muted}>{t('common.loading')}</p> : <MonthlyChart points={points} />}
        </div>
        <div className={page.card}>
          <h2 className={styles.sectionTitle}>{t('dashboard.latest')}</h2>
          {(bookings.data ?? []).length === 0 ? (
            <p className={page.muted}>{bookings.isPending ? t('common.loading') : t('dashboard.none')}</p>
          ) : (
            <ul className={styles.recent}>
              {(bookings.data ?? []).map((b) => (
                <li key={b.BookingId}>
                  <span>
                    <Link to={`/vendor/booking/${b.BookingId}`}>{b.Booking_No}</Link>
                    <br />
                    <span className={page.muted}>
                      {b.Title} · {formatDate(b.Booking_On_Date)}
                    </span>
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
          <p>
            <Link className={page.ghostButton} to="/vendor/booking">
              {t('dashboard.viewAll')}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
