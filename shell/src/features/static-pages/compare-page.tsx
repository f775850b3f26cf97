import { Link } from 'react-router';
import { usePagesT } from './i18n';
import { PageBanner } from './page-banner';
import styles from './static-page.module.css';

/** What to compare and why it matters, as catalogue keys. */
const ROWS = [
  ['compare.price', 'compare.priceWhy'],
  ['compare.rating', 'compare.ratingWhy'],
  ['compare.travel', 'compare.travelWhy'],
  ['compare.availability', 'compare.availabilityWhy'],
] as const;

export default function ComparePage() {
  const { t } = usePagesT();
  return (
    <>
      <PageBanner title={t('compare.title')} subtitle={t('compare.subtitle')} />
      <div className={styles.page}>
        <div className={styles.card}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('compare.what')}</th>
                <th>{t('compare.why')}</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([what, why]) => (
                <tr key={what}>
                  <td>{t(what)}</td>
                  <td>{t(why)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.muted}>
            {t('compare.empty')} <Link to="/services/all">{t('compare.browse')}</Link>
          </p>
        </div>
      </div>
    </>
  );
}
