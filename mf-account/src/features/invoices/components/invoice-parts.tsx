import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { EmptyState } from '@utsav/shared/ui/page-state';
import type { InvoiceMoney } from '../invoice-math';
import { moneyBadge } from './invoice-text';
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

/** The status stamp of a document, from its state and money records. */
export function MoneyBadge({ money }: { money: InvoiceMoney }) {
  const b = moneyBadge(money);
  const cls = b.tone === 'paid' ? styles.paidBadge : b.tone === 'due' ? styles.dueBadge : styles.closedBadge;
  return <span className={cls} data-testid="invoice-badge">{b.text}</span>;
}

/**
 * The money part of the summary (issue 31.3): every payment and refund record with its date, then what is payable
 * — read from the records, never from what the order asked for. Nothing is payable on a closed booking.
 */
export function MoneyStatement({ money, total }: { money: InvoiceMoney; total: number }) {
  const m = money;
  return (
    <>
      {m.payments.map((p, i) => (
        <SummaryRow key={`p${i}`} label={<>{p.label}<span className={styles.sub}>{formatDate(p.date)}{p.note ? ` · ${p.note}` : ''}</span></>} value={formatRupees(p.amount)} testId="invoice-payment" />
      ))}
      {m.refunds.map((r, i) => (
        <SummaryRow key={`r${i}`} label={<>{r.label}<span className={styles.sub}>{formatDate(r.date)}{r.note ? ` · ${r.note}` : ''}</span></>} value={`−${formatRupees(r.amount)}`} testId="invoice-refund" />
      ))}
      {(m.payments.length > 1 || m.refunds.length > 0) && m.retained === 0 ? <SummaryRow label="Net paid" value={formatRupees(m.netPaid)} testId="invoice-net-paid" /> : null}
      {m.state === 'pending_payment' ? (
        <>
          <SummaryRow label="Paid so far" value={formatRupees(m.paid)} testId="invoice-paid" />
          <SummaryRow label={m.payNow < m.balance ? 'Payable now (advance)' : 'Payable now'} value={formatRupees(m.payNow)} strong testId="invoice-balance" />
          {m.payNow < m.balance ? <SummaryRow label="Balance after the advance" value={formatRupees(m.balance - m.payNow)} /> : null}
        </>
      ) : m.state === 'confirmed' ? (
        m.balance > 0 ? (
          <SummaryRow label={`Balance payable (Total ${formatRupees(total)} − paid)`} value={formatRupees(m.balance)} strong testId="invoice-balance" />
        ) : (
          <SummaryRow label="Balance payable" value={formatRupees(0)} strong testId="invoice-balance" />
        )
      ) : m.state === 'completed' ? (
        m.unpaidAtCompletion > 0 ? <SummaryRow label="Not paid through Utsav" value={formatRupees(m.unpaidAtCompletion)} strong testId="invoice-balance" /> : <SummaryRow label="Balance payable" value={formatRupees(0)} strong testId="invoice-balance" />
      ) : (
        <>
          {m.retained > 0 ? <SummaryRow label="Kept as cancellation charge" value={formatRupees(m.retained)} testId="invoice-retained" /> : null}
          <SummaryRow label="Nothing payable" value={formatRupees(0)} strong testId="invoice-balance" />
        </>
      )}
    </>
  );
}

/** An order summary says why it is not a tax invoice: the payment is awaited, or none was received. */
export function SummaryNotice({ awaitingPayment }: { awaitingPayment: boolean }) {
  return (
    <p className={styles.notice} data-testid="invoice-notice">
      {awaitingPayment
        ? 'This is not a tax invoice. Your invoice is issued when your payment is received.'
        : 'No payment was received for this order, so no invoice was issued.'}
    </p>
  );
}
