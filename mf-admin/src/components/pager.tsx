import type { PageInfo } from '../api/admin-api';
import styles from './admin-ui.module.css';
import { useAppT } from '../i18n';

/** "Page n of m" with previous / next, and how many rows there are in all. */
export function Pager({ page, onPage }: { page: PageInfo | undefined; onPage: (page: number) => void }) {
  const { t } = useAppT();
  if (!page) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <span>{t('pager.rows', { count: page.total, page: page.page, pages: page.pages })}</span>
      <button type="button" className={styles.ghost} disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        {t('pager.previous')}
      </button>
      <button
        type="button"
        className={styles.ghost}
        disabled={page.page >= page.pages}
        onClick={() => onPage(page.page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
