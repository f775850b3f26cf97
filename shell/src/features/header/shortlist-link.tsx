import { Link } from 'react-router';
import { useShortlist } from '@utsav/shared/shortlist';
import styles from './header.module.css';
import { useShellT } from '../../i18n';

/** The header's way to the shortlist (docs/shortlist.md): a heart with the number of services kept. */
export function ShortlistLink() {
  const { t } = useShellT();
  const count = useShortlist((s) => s.ids.length);
  return (
    <Link
      className={styles.iconButton}
      to="/wishlist"
      aria-label={t('header.shortlistItems', { count })}
      data-testid="shortlist-link"
    >
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.1 5.2 3 1.7-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      {count > 0 ? (
        <span className={styles.badge} data-testid="shortlist-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
