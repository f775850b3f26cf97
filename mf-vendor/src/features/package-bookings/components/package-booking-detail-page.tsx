import { useParams } from 'react-router';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../../../components/page-head';
import { TimingBadge } from '../../../components/timing-badge';
import { usePackageBookingDetail } from '../api/package-bookings-api';
import page from '../../../app/page.module.css';
import styles from './package-booking-detail.module.css';

/** /vendor/booking-package/{bookingId}/{productId}: one of the vendor's services within a package booking. Printable. */
export default function PackageBookingDetailPage() {
  const { bookingId = '', productId = '' } = useParams();
  const detail = usePackageBookingDetail(bookingId, productId);
  const d = detail.data;
  return (
    <section className={page.page}>
      <PageHead
        title="Package Booking Details"
        subtitle={d ? `${d.PackageName} · ${d.ProductTitle}` : undefined}
        back={['/vendor/booking-package', 'Package Bookings']}
        actions={d ? <button type="button" className={page.linkButton} onClick={() => window.print()}>Print</button> : undefined}
      />
      <LoadState isPending={detail.isPending} error={detail.error} retry={() => void detail.refetch()}>
        {d ? (
          <div className={styles.grid} data-testid="package-booking-detail">
            <div className={page.card}>
              <h2 className={page.cardTitle}>Booking</h2>
              <dl className={styles.list}>
                <dt>Booking Id</dt><dd>{d.OrderId ?? d.BookingId}</dd>
                <dt>Package</dt><dd>{d.PackageName}</dd>
                <dt>Service</dt><dd>{d.ProductTitle}{d.ServiceName ? ` (${d.ServiceName})` : ''}</dd>
                <dt>Booking For</dt><dd>{d.BookingFor}</dd>
                <dt>Booked On</dt><dd>{formatDate(d.CreateOn)}</dd>
                <dt>Event Date</dt><dd>{formatDate(d.BookOn || d.BookingDate)} <TimingBadge date={d.BookOn || d.BookingDate} /></dd>
                <dt>Your part of the package</dt><dd><strong data-testid="package-share">{formatRupees(d.PayableAmt)}</strong> <span className={styles.note}>(your package rate)</span></dd>
                <dt>Commission</dt><dd data-testid="package-commission">{formatRupees(d.CommissionAmt)}</dd>
                <dt>You receive</dt><dd><strong data-testid="package-net">{formatRupees(d.NetAmt)}</strong></dd>
                <dt>Service price alone</dt><dd>{formatRupees(d.ListAmt)}</dd>
              </dl>
            </div>
            <div className={page.card}>
              <h2 className={page.cardTitle}>Customer</h2>
              <dl className={styles.list}>
                <dt>Name</dt><dd>{d.OnBehalfName}</dd>
                <dt>Mobile</dt><dd>{d.OnBehalfMobile}</dd>
                {d.Email ? <><dt>Email</dt><dd>{d.Email}</dd></> : null}
                <dt>Address</dt><dd>{d.Address}</dd>
                <dt>City</dt><dd>{d.City}</dd>
                <dt>State</dt><dd>{d.State}</dd>
                <dt>Pin</dt><dd>{d.Pin}</dd>
              </dl>
            </div>
          </div>
        ) : null}
      </LoadState>
    </section>
  );
}
