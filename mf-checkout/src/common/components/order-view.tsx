import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { balanceDue } from '@utsav/shared/pricing';
import styles from '../../app/page.module.css';
import type { Order } from '../api/order';
import own from './confirmation.module.css';

/** SPEC §4: booking status 1 shows 'Booked', anything else 'Failed'. */
export const statusLabel = (status: number) => (status === 1 ? 'Booked' : 'Failed');

/** The real order: its state, every service with its own date and amount, and the way to its invoices. */
export function OrderView({ order, title, lead }: { order: Order; title?: string; lead?: ReactNode }) {
  const confirmed = order.Status === 1;
  const awaitingPayment = order.BookingState === 'pending_payment';
  const payable = balanceDue(Math.round(order.TotalAmount * 100), Math.round(order.AdvanceAmount * 100)) / 100;
  return (
    <div className={`${styles.card} ${own.panel}`}>
      <span className={`${own.badge} ${confirmed ? '' : awaitingPayment ? own.badgePending : own.badgeFailed}`} aria-hidden="true">
        {awaitingPayment ? (
          <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2"><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></svg>
        ) : confirmed ? (
          <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4"><path d="M5 12.5l4.2 4.2L19 7" /></svg>
        ) : (
          <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4"><path d="M6 6l12 12M18 6L6 18" /></svg>
        )}
      </span>
      <h1 className={styles.title}>{title ?? (confirmed ? 'Your Order is Confirmed' : awaitingPayment ? 'Complete your payment' : 'Your order was not completed')}</h1>
      {lead ? <p className={own.lead}>{lead}</p> : null}
      <p className={own.order}>Order ID <strong data-testid="order-id">{order.OrderId}</strong></p>
      <p className={styles.sub}>
        Placed on {formatDate(order.CreateDate)}{order.BookingFor ? <> · for {order.BookingFor}</> : null}
      </p>
      <table className={own.lines} aria-label="Services in this order">
        <thead>
          <tr><th scope="col">{order.Kind === 'package' ? 'Package' : 'Service'}</th><th scope="col">Date</th><th scope="col">Status</th><th scope="col">Amount</th></tr>
        </thead>
        <tbody>
          {order.Items.map((line) => (
            <tr key={line.BookingId} data-testid="order-line">
              <td>{line.Title}</td>
              <td>{formatDate(line.BookingOnDate)}</td>
              <td>{awaitingPayment ? 'Awaiting payment' : statusLabel(line.Status)}</td>
              <td>{formatRupees(line.BillingAmt)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr><th scope="row" colSpan={3}>Total</th><td data-testid="order-total">{formatRupees(order.TotalAmount)}</td></tr>
          {order.AdvanceAmount > 0 ? (
            <>
              <tr><th scope="row" colSpan={3}>Advance</th><td>{formatRupees(order.AdvanceAmount)}</td></tr>
              <tr><th scope="row" colSpan={3}>Balance payable</th><td>{formatRupees(payable)}</td></tr>
            </>
          ) : null}
        </tfoot>
      </table>
      <div className={styles.actions}>
        <Link to="/" className={`${styles.linkButton} ${styles.linkSecondary}`}>Home</Link>
        <Link to={order.Kind === 'package' ? '/account/booking-package' : '/account/booking'} className={styles.linkButton}>Track Order</Link>
      </div>
    </div>
  );
}
