import type { CSSProperties, ReactNode } from 'react';
import styles from './page-state.module.css';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
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
