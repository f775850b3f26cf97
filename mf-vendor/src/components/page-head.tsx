import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '../app/page.module.css';

/** The one <h1> of a vendor page, with an optional breadcrumb back link and actions. */
export function PageHead({
  title,
  subtitle,
  back,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  back?: [to: string, label: string];
  actions?: ReactNode;
}) {
  return (
    <div className={styles.head}>
      <div>
        {back ? (
          <div className={styles.crumbs} data-print-hide>
            <Link to={back[0]}>← {back[1]}</Link>
          </div>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? (
        <div className={styles.actions} data-print-hide>
          {actions}
        </div>
      ) : null}
    </div>
  );
}
