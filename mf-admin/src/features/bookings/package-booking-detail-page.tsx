import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PackageCreditNotes } from '@utsav/ui/package-credit-notes';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { usePackageBooking } from '../../api/admin-api';
import { isNotFound } from '../../components/is-not-found';
import { StateBadge } from '../../components/state-badge';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { VerifiedMark } from '../../components/verified-mark';
import { useAppT } from '../../i18n';

/** One package order: customer, each service with its vendor, payments and refunds. */
export default function PackageBookingDetailPage() {
  const { t } = useAppT();
  const id = Number(useParams().id);
  const booking = usePackageBooking(Number.isInteger(id) ? id : 0);
  const [cancelling, setCancelling] = useState(false);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  if (booking.isPending) return <Loading label={t('packageBooking.loading')} />;
  if (booking.isError)
    return isNotFound(booking.error) ? (
      <NotFound />
    ) : (
      <p className={page.error} role="alert">
        {errorMessage(booking.error, t('packageBooking.loadFailed'))}
      </p>
    );
  const k = booking.data;
  return (
    <>
      <Link to="/admin/package-bookings" className={page.back}>
        ← {t('tabs.package')}
      </Link>
      <div className={page.head}>
        <div>
          <h1>{k.OrderId}</h1>
          <p className={page.sub}>
            {t('packageBooking.sub', { name: k.PackageName, for: k.BookingFor, date: formatDate(k.BookingOnDate) })}
          </p>
        </div>
        <div className={ui.actions}>
          <StateBadge state={k.BookingState} />
          {k.CancelOptions ? (
            <button type="button" className={ui.danger} onClick={() => setCancelling(true)}>
              {t('packageBooking.cancel')}
            </button>
          ) : null}
        </div>
      </div>
      {k.CancelOptions ? (
        <CancelBookingDialog
          booking={{ BookingId: k.BookingId, BookingNo: k.OrderId, Title: k.PackageName }}
          kind="package"
          options={k.CancelOptions}
          open={cancelling}
          onClose={() => setCancelling(false)}
        />
      ) : null}
      <dl className={page.cards}>
        <div className={page.card}>
          <dt>{t('col.total')}</dt>
          <dd>{formatRupees(k.Total)}</dd>
        </div>
        <div className={page.card}>
          <dt>{t('col.advance')}</dt>
          <dd>{formatRupees(k.AdvanceAmt)}</dd>
        </div>
        <div className={page.card}>
          <dt>{t('col.paid')}</dt>
          <dd>{formatRupees(k.PaidAmt)}</dd>
        </div>
        <div className={page.card}>
          <dt>{t('col.refunded')}</dt>
          <dd>{formatRupees(k.RefundedAmt)}</dd>
        </div>
      </dl>
      <section className={page.panel}>
        <h2>{t('col.customer')}</h2>
        <dl className={page.facts}>
          <dt>{t('col.name')}</dt>
          <dd>
            {k.Customer.Name} · {k.Customer.Mobile} · {k.Customer.Email}
          </dd>
          <dt>{t('booking.address')}</dt>
          <dd>
            {k.Customer.Address}, {k.Customer.City}, {k.Customer.State} {k.Customer.Pin}
          </dd>
          {k.Customer.Account ? (
            <>
              <dt>{t('booking.account')}</dt>
              <dd>
                {k.Customer.Account.Phone}
                <VerifiedMark verified={k.Customer.Account.PhoneVerified} channel="Mobile" />
                <VerifiedMark verified={k.Customer.Account.EmailVerified} channel="Email" />
              </dd>
            </>
          ) : null}
          <dt>{t('col.payment')}</dt>
          <dd>{k.PaymentType === 'advance' ? t('booking.advanceThenBalance') : t('booking.inFull')}</dd>
        </dl>
      </section>
      <section className={page.panel}>
        <h2>{t('col.services')}</h2>
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label={t('col.services')}>
            <thead>
              <tr>
                <th>{t('col.service')}</th>
                <th>{t('col.booked')}</th>
                <th>{t('col.vendor')}</th>
                <th>{t('col.state')}</th>
                <th className={ui.num}>{t('col.value')}</th>
              </tr>
            </thead>
            <tbody>
              {k.Services.map((s, i) => (
                <tr key={i}>
                  <td>{s.Service}</td>
                  <td>{s.Title}</td>
                  <td>
                    <Link to={`/admin/vendors/${s.VendorId}`}>{s.Vendor}</Link>
                  </td>
                  <td>
                    {s.State === 'active'
                      ? t('packageBooking.booked')
                      : t(`itemState.${s.State}`, { defaultValue: s.State })}
                  </td>
                  <td className={ui.num}>{formatRupees(s.PayableAmt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={page.panel}>
        <h2>{t('packageBooking.paymentsAndRefunds')}</h2>
        {k.Payments.length === 0 ? (
          <p className={ui.muted}>{t('booking.noPayment')}</p>
        ) : (
          <table className={ui.table} aria-label={t('booking.payments')}>
            <thead>
              <tr>
                <th>{t('col.payment')}</th>
                <th>{t('col.method')}</th>
                <th>{t('col.status')}</th>
                <th>{t('col.when')}</th>
                <th className={ui.num}>{t('col.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {k.Payments.map((p) => (
                <tr key={p.PaymentId}>
                  <td>{p.PaymentId}</td>
                  <td>{p.Method || '—'}</td>
                  <td>
                    <StateBadge state={p.Status} />
                  </td>
                  <td>{formatDate(p.At)}</td>
                  <td className={ui.num}>{formatRupees(p.Amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {k.Refunds.length > 0 ? (
          <table className={ui.table} aria-label={t('booking.refunds')}>
            <thead>
              <tr>
                <th>{t('dialog.reason')}</th>
                <th>{t('col.status')}</th>
                <th>{t('col.when')}</th>
                <th className={ui.num}>{t('col.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {k.Refunds.map((r) => (
                <tr key={r.Id}>
                  <td>{r.Reason.replace(/_/g, ' ')}</td>
                  <td>
                    <StateBadge state={r.Status} />
                  </td>
                  <td>{formatDate(r.At)}</td>
                  <td className={ui.num}>{formatRupees(r.Amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={ui.muted}>{t('booking.noRefunds')}</p>
        )}
        <PackageCreditNotes notes={k.CreditNotes} />
      </section>
    </>
  );
}
