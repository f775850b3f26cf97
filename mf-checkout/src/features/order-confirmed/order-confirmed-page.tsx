import { Link, useParams } from 'react-router-dom';
import styles from '../../app/page.module.css';
import own from '../../common/components/confirmation.module.css';

/** /booking/{orderid}: the order-confirmed page with buttons to home and 'Track Order' (SPEC §2.7). */
export default function OrderConfirmedPage() {
  const { orderid } = useParams();
  return (
    <section className={styles.page}>
      <div className={`${styles.card} ${own.panel}`}>
        <span className={own.badge} aria-hidden="true">
          <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4"><path d="M5 12.5l4.2 4.2L19 7" /></svg>
        </span>
        <h1 className={styles.title}>Your Order is Confirmed</h1>
        {orderid ? <p className={own.order}>Order ID <strong data-testid="order-id">{orderid}</strong></p> : null}
        <p className={styles.sub}>Thank you for booking with Utsav. We have shared the details with the service providers.</p>
        <div className={styles.actions}>
          <Link to="/" className={`${styles.linkButton} ${styles.linkSecondary}`}>Home</Link>
          <Link to="/account/booking" className={styles.linkButton}>Track Order</Link>
        </div>
      </div>
    </section>
  );
}
