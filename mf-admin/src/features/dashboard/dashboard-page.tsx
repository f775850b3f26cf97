import { Link } from 'react-router';
import { formatRupees } from '@utsav/shared/format';
import { Loading } from '@utsav/shared/ui/page-state';
import { errorMessage } from '@utsav/shared/api-client';
import { useDashboard } from '../../api/admin-api';
import page from '../../components/page.module.css';
import { DailyChart } from './daily-chart';

/** The back office's first page: the last 30 days of bookings and GMV, money, and what waits for an operator. */
export default function DashboardPage() {
  const d = useDashboard();
  if (d.isPending) return <Loading label="Loading the dashboard…" />;
  if (d.isError) return <p className={page.error} role="alert">{errorMessage(d.error, 'Could not load the dashboard')}</p>;
  const x = d.data;
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>Dashboard</h1>
          <p className={page.sub}>The last 30 days of the marketplace.</p>
        </div>
      </div>
      <dl className={page.cards}>
        <div className={page.card}><dt>GMV (30 days)</dt><dd data-testid="gmv">{formatRupees(x.Gmv30d)}</dd></div>
        <div className={page.card}><dt>Bookings (30 days)</dt><dd data-testid="bookings">{x.Bookings30d}</dd></div>
        <div className={page.card}><dt>Commission earned</dt><dd>{formatRupees(x.CommissionEarned)}</dd></div>
        <div className={page.card}><dt>Refunds</dt><dd>{formatRupees(x.Refunds)}</dd></div>
        <div className={page.card}><dt>New vendors (30 days)</dt><dd>{x.NewVendors30d}</dd></div>
        <div className={page.card}><dt>Vendors awaiting approval</dt><dd><Link to="/admin/vendors?status=pending" data-testid="pending-vendors">{x.PendingVendors}</Link></dd></div>
        <div className={page.card}><dt>Open enquiries</dt><dd><Link to="/admin/enquiries?open=1" data-testid="open-enquiries">{x.OpenEnquiries}</Link></dd></div>
        <div className={page.card}><dt>Orders awaiting payment</dt><dd>{x.AwaitingPayment}</dd></div>
      </dl>
      <section className={page.panel} aria-labelledby="daily">
        <h2 id="daily">Bookings and GMV per day</h2>
        <DailyChart days={x.Days} />
      </section>
    </>
  );
}
