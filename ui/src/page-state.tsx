import type { CSSProperties, ReactNode } from 'react';
import styles from './page-state.module.css';
import { useUiT } from './i18n-ui';

export function Loading({ label }: { label?: string }) {
  const { t } = useUiT({ suspend: false });
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('loading', { defaultValue: '…' })}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.center}>
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}

export function Skeleton({ style, className }: { style?: CSSProperties; className?: string }) {
  return <div className={`${styles.skeleton} ${className ?? ''}`} style={style} aria-hidden="true" />;
}
