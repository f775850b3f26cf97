import type { PageInfo } from '../api/admin-api';
import type { UrlPager } from './use-url-filters';
import styles from './admin-ui.module.css';
import { useAppT } from '../i18n';

/**
 * Previous / next through a table's keyset pages (`Page.next` is the cursor of the next page, null on
 * the last), and how many rows match in all.
 */
export function Pager({ page, pager }: { page: PageInfo | undefined; pager: UrlPager }) {
  const { t } = useAppT();
  if (!page) return null;
  const next = page.next;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <span>{t('pager.rows', { count: page.total })}</span>
      <button type="button" className={styles.ghost} disabled={!pager.hasPrevious} onClick={pager.previous}>
        {t('pager.previous')}
      </button>
      <button type="button" className={styles.ghost} disabled={!next} onClick={() => next && pager.next(next)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
