import type { PageInfo } from '../api/admin-api';
import styles from './admin-ui.module.css';

/** "Page n of m" with previous / next, and how many rows there are in all. */
export function Pager({ page, onPage }: { page: PageInfo | undefined; onPage: (page: number) => void }) {
  if (!page) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <span>{page.total} {page.total === 1 ? 'row' : 'rows'} · page {page.page} of {page.pages}</span>
      <button type="button" className={styles.ghost} disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>Previous</button>
      <button type="button" className={styles.ghost} disabled={page.page >= page.pages} onClick={() => onPage(page.page + 1)}>Next</button>
    </nav>
  );
}
