import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@utsav/shared/ui/page-state';
import styles from './invoice.module.css';

/** Back link and print button; hidden in print. Print uses the page's print stylesheet (invoice only). */
export function InvoiceActions({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <div className={styles.toolbar} data-print-hide>
      <Link to={backTo} className={styles.back}>← {backLabel}</Link>
      <button type="button" className={styles.print} onClick={() => window.print()}>Print Invoice</button>
    </div>
  );
}

export function InvoiceNotFound({ backTo }: { backTo: string }) {
  return (
    <section className={styles.sheet} data-testid="invoice-not-found">
      <h1 className={styles.notFoundTitle}>Invoice not found</h1>
      <EmptyState title="We could not find this booking in your account.">
        <Link to={backTo} className={styles.back}>← Back to My Booking</Link>
      </EmptyState>
    </section>
  );
}

export function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.party}>
      <h2 className={styles.partyTitle}>{title}</h2>
      {children}
    </div>
  );
}

export function Meta({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.meta}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.metaItem}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SummaryRow({ label, value, strong, testId }: { label: ReactNode; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={strong ? styles.sumStrong : styles.sumRow} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function Brand() {
  return (
    <div className={styles.brand}>
      <span className={styles.logo} aria-hidden="true">U</span>
      <div>
        <p className={styles.brandName}>Utsav</p>
        <p className={styles.brandTag}>Event services marketplace</p>
      </div>
    </div>
  );
}
