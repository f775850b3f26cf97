import { Link } from 'react-router';
import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

export default function ComparePage() {
  return (
    <>
      <PageBanner title="Compare" subtitle="Compare services side by side." />
      <div className={styles.page}>
        <div className={styles.card}>
          <table className={styles.table}>
            <thead><tr><th>What to compare</th><th>Why it matters</th></tr></thead>
            <tbody>
              <tr><td>Offer price and discount</td><td>Shown on every service card and page.</td></tr>
              <tr><td>Rating and reviews</td><td>Written by customers who booked the service.</td></tr>
              <tr><td>Travel charge</td><td>Added at checkout from the vendor&apos;s distance to your venue.</td></tr>
              <tr><td>Availability</td><td>Check your date on the service page before booking.</td></tr>
            </tbody>
          </table>
          <p className={styles.muted}>Your comparison list is empty. <Link to="/services/all">Browse services</Link></p>
        </div>
      </div>
    </>
  );
}
