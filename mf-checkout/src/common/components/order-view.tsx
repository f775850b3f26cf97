import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatRupees } from '@utsav/domain/format';
import styles from '../../app/page.module.css';
import type { Order } from '../api/order';
import own from './confirmation.module.css';
import { useAppT } from '../../i18n';
import type { TFunction } from '@utsav/shared/i18n';
import { currentLocale } from '@utsav/shared/i18n';

/** product §4: booking status 1 shows 'Booked', anything else 'Failed' (an order without its payment side only). */
export const statusLabel = (status: number) => (status === 1 ? 'Booked' : 'Failed');

type Payment = NonNullable<Order['Payment']>;
type Headline = Payment['Headline'];

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(currentLocale(), { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

function Badge({ headline }: { headline: Headline }) {
  const good = headline === 'confirmed' || headline === 'completed';
  const pending = headline === 'awaiting_payment';
  return (
    <span className={`${own.badge} ${good ? '' : pending ? own.badgePending : own.badgeClosed}`} aria-hidden="true">
      {pending ? (
        <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
      ) : good ? (
        <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4">
          <path d="M5 12.5l4.2 4.2L19 7" />
        </svg>
      ) : (
        <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12h8" />
        </svg>
      )}
    </span>
  );
}

/** A booking's state in the customer's words (the API's StatusLabel, from the catalogue). */
function lineStatus(t: TFunction, b: Payment['Bookings'][number]): string {
  const status =
    b.BookingState === 'pending_payment'
      ? 'awaiting_payment'
      : b.BookingState === 'confirmed'
        ? b.DueAmt > 0
          ? 'balance_due'
          : 'paid'
        : b.BookingState;
  const label = t(`status.${status}`, { defaultValue: b.StatusLabel });
  if (!(b.RefundedAmt > 0)) return label;
  if (status === 'expired') return t('status.expiredRefunded', { amount: formatRupees(b.RefundedAmt) });
  return status === 'cancelled' || status === 'declined'
    ? t('status.refunded', { status: label, amount: formatRupees(b.RefundedAmt) })
    : label;
}

/** What the customer reads first under the title: what to do, or what happened to their money. */
function leadOf(t: TFunction, order: Order, p: Payment): ReactNode {
  const refundDone = p.Refunds.every((r) => r.Status === 'processed');
  switch (p.Headline) {
    case 'awaiting_payment':
      return (
        <>
          {t('order.payBefore')}
          <strong data-testid="amount-to-pay">{formatRupees(p.AmountToPay)}</strong>
          {order.PaymentType === 'advance' ? t('order.advanceMark') : ''}
          {t('order.payAfter')}
        </>
      );
    case 'confirmed':
    case 'completed':
      return (
        <span data-testid="order-paid">
          {p.DueAmt > 0
            ? t('order.paidBalance', { paid: formatRupees(p.NetPaidAmt), due: formatRupees(p.DueAmt) })
            : t('order.paidFull', { paid: formatRupees(p.NetPaidAmt) })}
        </span>
      );
    case 'partly_cancelled':
      return (
        <span data-testid="order-paid">
          {p.DueAmt > 0
            ? t('order.partlyDue', {
                paid: formatRupees(p.PaidAmt),
                refunded: formatRupees(p.RefundedAmt),
                due: formatRupees(p.DueAmt),
              })
            : t('order.partly', { paid: formatRupees(p.PaidAmt), refunded: formatRupees(p.RefundedAmt) })}
        </span>
      );
    case 'cancelled':
    case 'declined':
      return p.RefundedAmt > 0
        ? t(refundDone ? 'order.refundedDone' : 'order.refundedGoing', {
            refunded: formatRupees(p.RefundedAmt),
            paid: formatRupees(p.PaidAmt),
          })
        : t('order.nothingCharged');
    case 'expired':
      return p.RefundedAmt > 0
        ? t(refundDone ? 'order.expiredRefundedDone' : 'order.expiredRefundedGoing', {
            refunded: formatRupees(p.RefundedAmt),
          })
        : t('order.expired');
  }
}

/**
 * The order as its payment records have it (GET /GetOrder Payment): each booking's real state with its refund, the
 * order's paid, refunded and due, the refunds, and the actions still open (`actions`: Pay, Pay balance).
 */
export function OrderView({ order, notice, actions }: { order: Order; notice?: ReactNode; actions?: ReactNode }) {
  const { t } = useAppT();
  const p = order.Payment;
  if (!p) return <LegacyOrderView order={order} />;
  const lines = p.Bookings;
  return (
    <div className={`${styles.card} ${own.panel}`} data-testid="order-page" data-state={p.Headline}>
      <Badge headline={p.Headline} />
      <h1 className={styles.title}>{t(`headline.${p.Headline}`, { defaultValue: p.Title })}</h1>
      {notice}
      <p className={own.lead} data-testid="order-lead">
        {leadOf(t, order, p)}
      </p>
      {p.Headline === 'awaiting_payment' && p.HoldExpiresAt ? (
        <p className={styles.sub}>{t('order.heldUntil', { time: timeOf(p.HoldExpiresAt) })}</p>
      ) : null}
      {actions}
      <p className={own.order}>
        {t('order.id')} <strong data-testid="order-id">{order.OrderId}</strong>
      </p>
      <p className={styles.sub}>
        {t('order.placedOn', { date: formatDate(order.CreateDate) })}
        {order.BookingFor ? <> · {t('order.for', { what: order.BookingFor })}</> : null}
      </p>
      <table className={own.lines} aria-label={order.Kind === 'package' ? t('order.packageIn') : t('summary.services')}>
        <thead>
          <tr>
            <th scope="col">{order.Kind === 'package' ? t('order.package') : t('order.service')}</th>
            <th scope="col">{t('order.date')}</th>
            <th scope="col">{t('order.status')}</th>
            <th scope="col">{t('order.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((b) => (
            <tr key={b.BookingId} data-testid="order-line" data-state={b.BookingState}>
              <td>
                {b.Title}
                {order.Kind === 'service' ? <span className={own.lineNo}>{b.BookingNo}</span> : null}
                {b.PaidAmt > 0 || b.DueAmt > 0 ? (
                  <span className={own.lineMoney} data-testid="order-line-money">
                    {[
                      t('order.linePaid', { amount: formatRupees(b.PaidAmt) }),
                      b.RefundedAmt > 0 ? t('order.lineRefunded', { amount: formatRupees(b.RefundedAmt) }) : '',
                      b.DueAmt > 0
                        ? b.BalanceDueDate
                          ? t('order.lineDueBy', { amount: formatRupees(b.DueAmt), date: formatDate(b.BalanceDueDate) })
                          : t('order.lineDue', { amount: formatRupees(b.DueAmt) })
                        : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                ) : null}
              </td>
              <td className={own.nowrap}>{formatDate(b.BookingOnDate)}</td>
              <td data-testid="order-line-status">{lineStatus(t, b)}</td>
              <td>{formatRupees(b.BillingAmt)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('order.total')}
            </th>
            <td data-testid="order-total">{formatRupees(order.TotalAmount)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('order.paid')}
            </th>
            <td data-testid="order-paid-total">{formatRupees(p.PaidAmt)}</td>
          </tr>
          {p.RefundedAmt > 0 ? (
            <tr>
              <th scope="row" colSpan={3}>
                {t('order.refunded')}
              </th>
              <td data-testid="order-refunded">{formatRupees(p.RefundedAmt)}</td>
            </tr>
          ) : null}
          {p.AmountToPay > 0 ? (
            <tr>
              <th scope="row" colSpan={3}>
                {t('order.toPay')}
              </th>
              <td data-testid="order-to-pay">{formatRupees(p.AmountToPay)}</td>
            </tr>
          ) : null}
          {p.Headline !== 'awaiting_payment' ? (
            <tr className={own.dueRow}>
              <th scope="row" colSpan={3}>
                {t('order.balanceDue')}
              </th>
              <td data-testid="order-due">{formatRupees(p.DueAmt)}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      {p.Refunds.length > 0 ? (
        <ul className={own.refunds} aria-label={t('order.refunds')} data-testid="order-refunds">
          {p.Refunds.map((r, i) => (
            <li key={`${r.BookingNo}-${i}`}>
              {order.Kind === 'service'
                ? t('order.refundFor', { amount: formatRupees(r.Amount), booking: r.BookingNo, date: formatDate(r.At) })
                : t('order.refundOn', { amount: formatRupees(r.Amount), date: formatDate(r.At) })}{' '}
              — {r.Reason} ·{' '}
              {r.Status === 'processed'
                ? t('order.paidBack')
                : r.Status === 'failed'
                  ? t('order.retried')
                  : t('order.onItsWay')}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Link to="/" className={`${styles.linkButton} ${styles.linkSecondary}`}>
          {t('order.home')}
        </Link>
        <Link
          to={order.Kind === 'package' ? '/account/booking-package' : '/account/booking'}
          className={styles.linkButton}
        >
          {t('order.track')}
        </Link>
      </div>
    </div>
  );
}

/** An order read from an API without its payment side (older API): its SPEC status per line. */
function LegacyOrderView({ order }: { order: Order }) {
  const { t } = useAppT();
  const confirmed = order.Status === 1;
  return (
    <div
      className={`${styles.card} ${own.panel}`}
      data-testid="order-page"
      data-state={confirmed ? 'confirmed' : 'failed'}
    >
      <h1 className={styles.title}>{confirmed ? t('headline.confirmed') : t('order.notCompleted')}</h1>
      <p className={own.order}>
        {t('order.id')} <strong data-testid="order-id">{order.OrderId}</strong>
      </p>
      <table className={own.lines} aria-label={t('summary.services')}>
        <thead>
          <tr>
            <th scope="col">{t('order.service')}</th>
            <th scope="col">{t('order.date')}</th>
            <th scope="col">{t('order.status')}</th>
            <th scope="col">{t('order.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {order.Items.map((line) => (
            <tr key={line.BookingId} data-testid="order-line">
              <td>{line.Title}</td>
              <td className={own.nowrap}>{formatDate(line.BookingOnDate)}</td>
              <td>{line.Status === 1 ? t('order.booked') : t('order.failed')}</td>
              <td>{formatRupees(line.BillingAmt)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('order.total')}
            </th>
            <td data-testid="order-total">{formatRupees(order.TotalAmount)}</td>
          </tr>
        </tfoot>
      </table>
      <div className={styles.actions}>
        <Link to="/" className={`${styles.linkButton} ${styles.linkSecondary}`}>
          {t('order.home')}
        </Link>
        <Link
          to={order.Kind === 'package' ? '/account/booking-package' : '/account/booking'}
          className={styles.linkButton}
        >
          {t('order.track')}
        </Link>
      </div>
    </div>
  );
}
