import { Link } from 'react-router';
import { usePagesT } from './i18n';
import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

export default function WishlistPage() {
  const { t } = usePagesT();
  return (
    <>
      <PageBanner title={t('wishlist.title')} />
      <div className={styles.page}>
        <div className={styles.card}>
          <p>{t('wishlist.empty')}</p>
          <Link className={styles.button} to="/services/all">
            {t('wishlist.explore')}
          </Link>
        </div>
      </div>
    </>
  );
}
