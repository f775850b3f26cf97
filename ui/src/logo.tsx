import { Link } from 'react-router';
import styles from './logo.module.css';
import { useUiT } from './i18n-ui';

/**
 * The Utsav mark and name, linking home (or to an area's home): the storefront header and the vendor header.
 * `onDark`: the name in white, for a dark header (the brand colour there is 2.8:1, below WCAG AA).
 */
export function Logo({ to = '/', onDark = false }: { to?: string; onDark?: boolean }) {
  const { t } = useUiT();
  return (
    <Link to={to} className={styles.logo} aria-label={t('logo.home')}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <rect width="36" height="36" rx="10" fill="#d6336c" />
        <path d="M18 7c2.5 4 6 6 6 10.5A6 6 0 0 1 12 17.5C12 13 15.5 11 18 7z" fill="#ffd43b" />
        <rect x="10" y="24" width="16" height="4" rx="2" fill="#fff" />
      </svg>
      <span className={onDark ? `${styles.logoText} ${styles.onDark}` : styles.logoText}>{t('logo.name')}</span>
    </Link>
  );
}
