import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './page-banner.module.css';
import { useAppT } from '../i18n';

export interface Crumb {
  label: string;
  to?: string;
}

/** Page banner with the page's one <h1> (or a plain title when the h1 lives elsewhere) and a breadcrumb. */
export function PageBanner({
  title,
  crumbs,
  titleAs = 'h1',
  children,
}: {
  title: string;
  crumbs: Crumb[];
  titleAs?: 'h1' | 'p';
  children?: ReactNode;
}) {
  const { t } = useAppT();
  const Title = titleAs;
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <Title className={styles.title}>{title}</Title>
        <nav aria-label={t('common.breadcrumb')}>
          <ol className={styles.crumbs}>
            {crumbs.map((c, i) => (
              <li key={`${c.label}-${i}`}>
                {c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
        {children}
      </div>
    </div>
  );
}
