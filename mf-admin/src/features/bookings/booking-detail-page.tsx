import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { useBooking } from '../../api/admin-api';
import { isNotFound } from '../../components/is-not-found';
import { StateBadge } from '../../components/state-badge';
import { CancelBookingDialog } from './cancel-booking-dialog';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { VerifiedMark } from '../../components/verified-mark';
import { useAppT } from '../../i18n';

/** One booking: customer and vendor, money, every payment and refund, and its credit notes. */
export default function BookingDetailPage() {
  const { t } = useAppT();
  const id = Number(useParams().id);
  const booking = useBooking(Number.isInteger(id) ? id : 0);
  const [cancelling, setCancelling] = useState(false);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  if (booking.isPending) return <Loading label={t('booking.loading')} />;
  if (booking.isError)
    return isNotFound(booking.error) ? (
      <NotFound />
    ) : (
      <p className={page.error} role="alert">
        {errorMessage(booking.error, t('booking.loadFailed'))}
      </p>
    );
  const b = booking.data;
  return (
    <>
      <Link to="/admin/bookings" className={page.back}>
        ← {t('nav.bookings')}
      </Link>
      <div className={page.head}>
        <div>
          <h1>{b.BookingNo}</h1>
          <p className={page.sub}>
            {t('booking.sub', { title: b.Title, order: b.OrderId, date: formatDate(b.BookingOnDate) })}
          </p>
        </div>
        <div className={ui.actions}>
          <StateBadge state={b.BookingState} />
          {b.CancelOptions ? (
            <button type="button" className={ui.danger} onClick={() => setCancelling(true)}>
              {t('cancel.title')}
            </button>
          ) : null}
        </div>
      </div>
      {b.CancelOptions ? (
        <CancelBookingDialog
          booking={b}
          options={b.CancelOptions}
          open={cancelling}
          onClose={() => setCancelling(false)}
        />
      ) : null}
      <dl className={page.cards}>
        <div className={page.card}>
          <dt>{t('col.billing')}</dt>
          <dd>{formatRupees(b.BillingAmt)}</dd>
        </div>
        <div className={page.card}>
          <dt>{t('col.paid')}</dt>
          <dd data-testid="paid">{formatRupees(b.PaidAmt)}</dd>
        </div>
        <div className={page.card}>
          <dt>{t('col.refunded')}</dt>
          <dd data-testid="refunded">{formatRupees(b.RefundedAmt)}</dd>
        </div>
        <div className={page.card}>
          <dt>{t('col.commission')}</dt>
          <dd>{formatRupees(b.CommissionAmt)}</dd>
        </div>
      </dl>
      <section className={page.panel}>
        <h2>{t('booking.parties')}</h2>
        <dl className={page.facts}>
          <dt>{t('col.customer')}</dt>
          <dd>
            {b.Customer.Name} · {b.Customer.Mobile} · {b.Customer.Email}
          </dd>
          <dt>{t('booking.address')}</dt>
          <dd>
            {b.Customer.Address}, {b.Customer.City}, {b.Customer.State} {b.Customer.Pin}
          </dd>
          {b.Customer.Account ? (
            <>
              <dt>{t('booking.account')}</dt>
              <dd>
                {b.Customer.Account.Phone}
                <VerifiedMark verified={b.Customer.Account.PhoneVerified} channel="Mobile" />
                <VerifiedMark verified={b.Customer.Account.EmailVerified} channel="Email" />
              </dd>
            </>
          ) : null}
          <dt>{t('col.vendor')}</dt>
          <dd>
            <Link to={`/admin/vendors/${b.Vendor.Id}`}>{b.Vendor.Name}</Link>
          </dd>
          <dt>{t('col.payment')}</dt>
          <dd>{b.PaymentType === 'advance' ? t('booking.advanceThenBalance') : t('booking.inFull')}</dd>
        </dl>
      </section>
      <section className={page.panel}>
        <h2>{t('booking.payments')}</h2>
        {b.Payments.length === 0 ? (
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
              {b.Payments.map((p) => (
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
      </section>
      <section className={page.panel}>
        <h2>{t('booking.refundsAndNotes')}</h2>
        {b.Refunds.length === 0 ? (
          <p className={ui.muted}>{t('booking.noRefunds')}</p>
        ) : (
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
              {b.Refunds.map((r) => (
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
        )}
        {b.CreditNotes.length > 0 ? (
          <p className={ui.muted}>
            {t('booking.creditNotes', { list: b.CreditNotes.map((c) => c.CreditNoteNo).join(', ') })}
          </p>
        ) : null}
      </section>
    </>
  );
}
