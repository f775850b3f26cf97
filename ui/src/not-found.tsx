import { Link } from 'react-router';
import styles from './not-found.module.css';
import { useUiT } from './i18n-ui';

/** The 404 'Page Not Found' page with a go-back-home link (product §2.1), used by the shell and every remote. */
export function NotFound({ homeTo = '/' }: { homeTo?: string }) {
  const { t } = useUiT();
  return (
    <section className={styles.wrap} data-testid="not-found">
      <p className={styles.code}>404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className={styles.button} to={homeTo}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
