import { Link } from 'react-router';
import { formatRupees } from '@utsav/domain/format';
import { Loading } from '@utsav/ui/page-state';
import { errorMessage } from '@utsav/shared/api-client';
import { useDashboard } from '../../api/admin-api';
import page from '../../components/page.module.css';
import { DailyChart } from './daily-chart';
import { useAppT } from '../../i18n';

/** The back office's first page: the last 30 days of bookings and GMV, money, and what waits for an operator. */
export default function DashboardPage() {
  const { t } = useAppT();
  const d = useDashboard();
  if (d.isPending) return <Loading label={t('dashboard.loading')} />;
  if (d.isError)
    return (
      <p className={page.error} role="alert">
        {errorMessage(d.error, t('dashboard.loadFailed'))}
      </p>
    );
  const x = d.data;
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.dashboard')}</h1>
          <p className={page.sub}>{t('dashboard.sub')}</p>
        </div>
      </div>
      <dl className={page.cards}>
        <div className={page.card}>
          <dt>{t('dashboard.gmv')}</dt>
          <dd data-testid="gmv">{formatRupees(x.Gmv30d)}</dd>
        </div>
        <div className={page.card}>
          <dt>{t('dashboard.bookings')}</dt>
          <dd data-testid="bookings">{x.Bookings30d}</dd>
        </div>
        <div className={page.card}>
          <dt>{t('dashboard.commission')}</dt>
          <dd>{formatRupees(x.CommissionEarned)}</dd>
        </div>
        <div className={page.card}>
          <dt>{t('dashboard.refunds')}</dt>
          <dd>{formatRupees(x.Refunds)}</dd>
        </div>
        <div className={page.card}>
          <dt>{t('dashboard.newVendors')}</dt>
          <dd>{x.NewVendors30d}</dd>
        </div>
        <div className={page.card}>
          <dt>{t('dashboard.pendingVendors')}</dt>
          <dd>
            <Link to="/admin/vendors?status=pending" data-testid="pending-vendors">
              {x.PendingVendors}
            </Link>
          </dd>
        </div>
        <div className={page.card}>
          <dt>{t('dashboard.openEnquiries')}</dt>
          <dd>
            <Link to="/admin/enquiries?open=1" data-testid="open-enquiries">
              {x.OpenEnquiries}
            </Link>
          </dd>
        </div>
        <div className={page.card}>
          <dt>{t('dashboard.awaitingPayment')}</dt>
          <dd>{x.AwaitingPayment}</dd>
        </div>
      </dl>
      <section className={page.panel} aria-labelledby="daily">
        <h2 id="daily">{t('dashboard.daily')}</h2>
        <DailyChart days={x.Days} />
      </section>
    </>
  );
}
