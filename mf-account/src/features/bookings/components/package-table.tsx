import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { bookingStateLabel } from '@utsav/shared/payments-api';
import { notify } from '@utsav/shared/toast';
import type { PackageOrderRow } from '@utsav/domain/contract';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import panel from '../../../lib/panel.module.css';
import { usePackageOrders } from '../api/bookings';
import { bookingStatusLabel } from '../../../lib/booking-status';
import { LoadError, moneyLine, payOrder, stateClass, stateLabel } from './booking-row-parts';
import styles from './bookings.module.css';
import { useAppT } from '../../../i18n';

/** The Package Booking tab: the customer's package orders, their state and money, pay and cancel. */
export function PackageTable({ onCancel }: { onCancel: (p: PackageOrderRow) => void }) {
  const { t } = useAppT();
  const { data: rows = [], isPending, isError, refetch } = usePackageOrders();
  const [paying, setPaying] = useState<number | null>(null);
  if (isPending) return <Loading />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (rows.length === 0)
    return (
      <EmptyState title={t('bookings.nonePackages')}>
        <Link className={panel.button} to="/packages/all">
          {t('bookings.explorePackages')}
        </Link>
      </EmptyState>
    );
  const pay = async (p: PackageOrderRow) => {
    setPaying(p.BookingId);
    try {
      await payOrder(p.OrderId);
    } catch (e) {
      notify.error(errorMessage(e, t('pay.startFailed')));
      setPaying(null);
      void refetch();
    }
  };
  return (
    <div className={panel.tableWrap}>
      <table className={`${panel.table} ${panel.wide}`} aria-label={t('bookings.packageLabel')}>
        <thead>
          <tr>
            <th>{t('bookings.orderId')}</th>
            <th>{t('bookings.packageName')}</th>
            <th>{t('bookings.eventOn')}</th>
            <th>{t('bookings.status')}</th>
            <th className={panel.num}>{t('bookings.packageTotal')}</th>
            <th>{t('bookings.action')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.BookingId} data-testid="package-row" data-state={p.BookingState}>
              <td data-label={t('bookings.orderId')} className={panel.nowrap}>
                <Link
                  to={`/booking/${encodeURIComponent(p.OrderId)}`}
                  aria-label={t('bookings.order', { id: p.OrderId })}
                >
                  {p.OrderId}
                </Link>
              </td>
              <td data-label={t('bookings.packageName')}>
                <span className={panel.strong}>{p.PackageName}</span>
              </td>
              <td data-label={t('bookings.eventOn')} className={panel.nowrap}>
                {formatDate(p.BookingDate)}
              </td>
              <td data-label={t('bookings.status')}>
                <span className={stateClass(p.BookingState, p.Status === 1)} data-testid="booking-status">
                  {stateLabel(
                    t,
                    p.BookingState,
                    p.DueAmt,
                    p.RefundedAmt,
                    p.StatusLabel ??
                      (p.BookingState ? bookingStateLabel(p.BookingState) : bookingStatusLabel(p.Status)),
                  )}
                </span>
              </td>
              <td data-label={t('bookings.packageTotal')} className={`${panel.num} ${panel.strong}`}>
                <span className={styles.amount}>
                  {formatRupees(p.PackageTotal)}
                  {moneyLine(t, p)}
                </span>
              </td>
              <td data-label={t('bookings.action')}>
                <div className={panel.actions}>
                  {p.BookingState === 'pending_payment' ? (
                    <button
                      type="button"
                      className={`${panel.button} ${panel.small}`}
                      disabled={paying === p.BookingId}
                      onClick={() => void pay(p)}
                      aria-label={t('bookings.payNowFor', { amount: formatRupees(p.ToPayAmt ?? 0), what: p.OrderId })}
                    >
                      {t('bookings.payNow')}
                    </button>
                  ) : null}
                  {p.CanPayBalance ? (
                    <button
                      type="button"
                      className={`${panel.button} ${panel.small}`}
                      disabled={paying === p.BookingId}
                      onClick={() => void pay(p)}
                      aria-label={t('bookings.payBalanceFor', { amount: formatRupees(p.DueAmt ?? 0), what: p.OrderId })}
                    >
                      {t('bookings.payBalance', { amount: formatRupees(p.DueAmt ?? 0) })}
                    </button>
                  ) : null}
                  {p.CanCancel ? (
                    <button
                      type="button"
                      className={`${panel.ghost} ${panel.small}`}
                      onClick={() => onCancel(p)}
                      aria-label={t('bookings.cancelOf', { what: p.OrderId })}
                    >
                      {t('bookings.cancel')}
                    </button>
                  ) : null}
                  <Link
                    className={`${panel.ghost} ${panel.small}`}
                    to={`/account/booking-package/${p.BookingId}`}
                    aria-label={t('bookings.invoiceOf', { what: p.OrderId })}
                  >
                    {t('bookings.invoice')}
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
