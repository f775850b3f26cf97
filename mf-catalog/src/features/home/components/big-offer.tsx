import { Link } from 'react-router';
import styles from '../home.module.css';

/** Big Offer promo beside the banner: 'Book now' → /services/all/offer. */
export function BigOffer() {
  return (
    <aside className={styles.bigOffer} aria-label="Big Offer">
      <span className={styles.bigOfferKicker}>Big Offer</span>
      <p className={styles.bigOfferTitle}>Festive savings on top event services</p>
      <p className={styles.bigOfferText}>Decor, catering, photography and more — handpicked offers from verified vendors.</p>
      <Link to="/services/all/offer" className={styles.primaryButton}>Book now</Link>
    </aside>
  );
}
