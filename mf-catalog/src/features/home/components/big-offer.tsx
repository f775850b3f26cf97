import { Link } from 'react-router';
import styles from '../home.module.css';
import { useAppT } from '../../../i18n';

/** Big Offer promo beside the banner: 'Book now' → /services/all/offer. */
export function BigOffer() {
  const { t } = useAppT();
  return (
    <aside className={styles.bigOffer} aria-label={t('home.bigOffer')}>
      <span className={styles.bigOfferKicker}>{t('home.bigOffer')}</span>
      <p className={styles.bigOfferTitle}>{t('home.bigOfferTitle')}</p>
      <p className={styles.bigOfferText}>{t('home.bigOfferText')}</p>
      <Link to="/services/all/offer" className={styles.primaryButton}>
        {t('home.bookNow')}
      </Link>
    </aside>
  );
}
