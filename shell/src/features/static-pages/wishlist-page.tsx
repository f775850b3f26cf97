import { Link } from 'react-router';
import { useShellT } from '../../i18n';
import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

export default function WishlistPage() {
  const { t } = useShellT();
  return (
    <>
      <PageBanner title={t('wishlist.title')} />
      <div className={styles.page}>
        <div className={styles.card}>
          <p>{t('wishlist.empty')}</p>
          <Link className={styles.button} to="/services/all">{t('wishlist.explore')}</Link>
        </div>
      </div>
    </>
  );
}
