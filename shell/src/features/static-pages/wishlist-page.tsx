import { Link } from 'react-router';
import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

export default function WishlistPage() {
  return (
    <>
      <PageBanner title="Wishlist" />
      <div className={styles.page}>
        <div className={styles.card}>
          <p>Your wishlist is empty.</p>
          <Link className={styles.button} to="/services/all">Explore services</Link>
        </div>
      </div>
    </>
  );
}
