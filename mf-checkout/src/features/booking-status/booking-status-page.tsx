import { Link, useLocation } from 'react-router-dom';
import styles from '../../app/page.module.css';
import type { BookingStatusState } from '../../common/booking-status-state';
import own from '../../common/components/confirmation.module.css';

/** /booking/status: where a successful booking or package order lands (SPEC §2.1, §4). */
export default function BookingStatusPage() {
  const state = (useLocation().state ?? null) as BookingStatusState | null;
  return (
    <section className={styles.page}>
      <div className={`${styles.card} ${own.panel}`}>
        <span className={own.badge} aria-hidden="true">
          <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4"><path d="M5 12.5l4.2 4.2L19 7" /></svg>
        </span>
        <h1 className={styles.title}>Booking Status</h1>
        <p className={own.lead}>Thank you! Your booking has been placed successfully.</p>
        {state?.orderId ? (
          <p className={own.order}>Order ID <strong data-testid="order-id">{state.orderId}</strong></p>
        ) : null}
        <p className={styles.sub}>The vendors have been notified. You can follow every booking and download invoices from your account.</p>
        <div className={styles.actions}>
          <Link to="/account/booking" className={styles.linkButton}>My Bookings</Link>
          <Link to="/" className={`${styles.linkButton} ${styles.linkSecondary}`}>Continue Shopping</Link>
        </div>
      </div>
    </section>
  );
}
