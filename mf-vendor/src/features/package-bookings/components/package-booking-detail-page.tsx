import { useParams } from 'react-router';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../../../components/page-head';
import { TimingBadge } from '../../../components/timing-badge';
import { usePackageBookingDetail } from '../api/package-bookings-api';
import page from '../../../app/page.module.css';
import styles from './package-booking-detail.module.css';
import { useAppT } from '../../../i18n';

/** /vendor/booking-package/{bookingId}/{productId}: one of the vendor's services within a package booking. Printable. */
export default function PackageBookingDetailPage() {
  const { t } = useAppT();
  const { bookingId = '', productId = '' } = useParams();
  const detail = usePackageBookingDetail(bookingId, productId);
  const d = detail.data;
  return (
    <section className={page.page}>
      <PageHead
        title={t('packages.detailTitle')}
        subtitle={d ? `${d.PackageName} · ${d.ProductTitle}` : undefined}
        back={['/vendor/booking-package', t('packages.title')]}
        actions={
          d ? (
            <button type="button" className={page.linkButton} onClick={() => window.print()}>
              {t('common.print')}
            </button>
          ) : undefined
        }
      />
      <LoadState isPending={detail.isPending} error={detail.error} retry={() => void detail.refetch()}>
        {d ? (
          <div className={styles.grid} data-testid="package-booking-detail">
            <div className={page.card}>
              <h2 className={page.cardTitle}>{t('col.booking')}</h2>
              <dl className={styles.list}>
                <dt>{t('col.bookingId')}</dt>
                <dd>{d.OrderId ?? d.BookingId}</dd>
                <dt>{t('col.package')}</dt>
                <dd>{d.PackageName}</dd>
                <dt>{t('col.service')}</dt>
                <dd>
                  {d.ProductTitle}
                  {d.ServiceName ? ` (${d.ServiceName})` : ''}
                </dd>
                <dt>{t('col.bookingFor')}</dt>
                <dd>{d.BookingFor}</dd>
                <dt>{t('col.bookedOn')}</dt>
                <dd>{formatDate(d.CreateOn)}</dd>
                <dt>{t('col.eventDate')}</dt>
                <dd>
                  {formatDate(d.BookOn || d.BookingDate)} <TimingBadge date={d.BookOn || d.BookingDate} />
                </dd>
                <dt>{t('packages.yourPart')}</dt>
                <dd>
                  <strong data-testid="package-share">{formatRupees(d.PayableAmt)}</strong>{' '}
                  <span className={styles.note}>{t('packages.yourRate')}</span>
                </dd>
                <dt>{t('packages.commission')}</dt>
                <dd data-testid="package-commission">{formatRupees(d.CommissionAmt)}</dd>
                <dt>{t('col.youReceive')}</dt>
                <dd>
                  <strong data-testid="package-net">{formatRupees(d.NetAmt)}</strong>
                </dd>
                <dt>{t('packages.priceAlone')}</dt>
                <dd>{formatRupees(d.ListAmt)}</dd>
              </dl>
            </div>
            <div className={page.card}>
              <h2 className={page.cardTitle}>{t('customer.title')}</h2>
              <dl className={styles.list}>
                <dt>{t('customer.name')}</dt>
                <dd>{d.OnBehalfName}</dd>
                <dt>{t('customer.mobile')}</dt>
                <dd>{d.OnBehalfMobile}</dd>
                {d.Email ? (
                  <>
                    <dt>{t('customer.email')}</dt>
                    <dd>{d.Email}</dd>
                  </>
                ) : null}
                <dt>{t('customer.address')}</dt>
                <dd>{d.Address}</dd>
                <dt>{t('customer.city')}</dt>
                <dd>{d.City}</dd>
                <dt>{t('customer.state')}</dt>
                <dd>{d.State}</dd>
                <dt>{t('customer.pin')}</dt>
                <dd>{d.Pin}</dd>
              </dl>
            </div>
          </div>
        ) : null}
      </LoadState>
    </section>
  );
}
