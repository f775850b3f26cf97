import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './section-head.module.css';
import { useAppT } from '../i18n';

/** Section heading with an optional kicker and a 'View all' link. */
export function SectionHead({
  title,
  kicker,
  viewAll,
  id,
}: {
  title: string;
  kicker?: string;
  viewAll?: string;
  id?: string;
}): ReactNode {
  const { t } = useAppT();
  return (
    <div className={styles.head}>
      <div>
        {kicker ? <span className={styles.kicker}>{kicker}</span> : null}
        <h2 className={styles.title} id={id}>
          {title}
        </h2>
      </div>
      {viewAll ? (
        <Link className={styles.viewAll} to={viewAll}>
          {t('common.viewAll')} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </div>
  );
}
