import type { ReactNode } from 'react';
import type { TFunction } from '@utsav/shared/i18n';
import { Link } from 'react-router';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { EmptyState } from '@utsav/ui/page-state';
import type { InvoiceMoney } from '../invoice-math';
import { moneyBadge } from './invoice-text';
import styles from './invoice.module.css';
import { useAppT } from '../../../i18n';

/** Back link and print button; hidden in print. Print uses the page's print stylesheet (invoice only). */
export function InvoiceActions({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useAppT();
  return (
    <div className={styles.toolbar} data-print-hide>
      <Link to={backTo} className={styles.back}>
        ← {backLabel}
      </Link>
      <button type="button" className={styles.print} onClick={() => window.print()}>
        {t('invoice.print')}
      </button>
    </div>
  );
}

export function InvoiceNotFound({ backTo }: { backTo: string }) {
  const { t } = useAppT();
  return (
    <section className={styles.sheet} data-testid="invoice-not-found">
      <h1 className={styles.notFoundTitle}>{t('invoice.notFound')}</h1>
      <EmptyState title={t('invoice.notFoundText')}>
        <Link to={backTo} className={styles.back}>
          ← {t('invoice.backBooking')}
        </Link>
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

export function SummaryRow({
  label,
  value,
  strong,
  testId,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={strong ? styles.sumStrong : styles.sumRow} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function Brand() {
  const { t } = useAppT();
  return (
    <div className={styles.brand}>
      <span className={styles.logo} aria-hidden="true">
        U
      </span>
      <div>
        <p className={styles.brandName}>{t('invoice.brand')}</p>
        <p className={styles.brandTag}>{t('invoice.brandTag')}</p>
      </div>
    </div>
  );
}

/** The status stamp of a document, from its state and money records. */
export function MoneyBadge({ money }: { money: InvoiceMoney }) {
  useAppT(); // re-renders on a language change (moneyBadge reads the catalogue)
  const b = moneyBadge(money);
  const cls = b.tone === 'paid' ? styles.paidBadge : b.tone === 'due' ? styles.dueBadge : styles.closedBadge;
  return (
    <span className={cls} data-testid="invoice-badge">
      {b.text}
    </span>
  );
}

/** The catalogue keys of the payment records' labels (the shared invoice figures write them in English). */
const PAYMENT_KEY: Record<string, string> = {
  'Paid in full': 'invoice.paidFull',
  'Advance paid': 'invoice.advancePaid',
  'Balance paid': 'invoice.balancePaid',
};

/** A refund's note: its reason as recorded, then 'credit note CN…' in the shown language. */
function refundNote(t: TFunction, note: string): string {
  return note.replace(/credit note (\S+)/, (_m, no: string) => t('invoice.creditNote', { no }));
}

/**
 * The money part of the summary: every payment and refund record with its date, then what is payable
 * — read from the records, never from what the order asked for. Nothing is payable on a closed booking.
 */
export function MoneyStatement({ money, total }: { money: InvoiceMoney; total: number }) {
  const { t } = useAppT();
  const m = money;
  return (
    <>
      {m.payments.map((p, i) => (
        <SummaryRow
          key={`p${i}`}
          label={
            <>
              {t(PAYMENT_KEY[p.label] ?? 'invoice.paymentRecord')}
              <span className={styles.sub}>
                {formatDate(p.date)}
                {p.note ? ` · ${p.note}` : ''}
              </span>
            </>
          }
          value={formatRupees(p.amount)}
          testId="invoice-payment"
        />
      ))}
      {m.refunds.map((r, i) => (
        <SummaryRow
          key={`r${i}`}
          label={
            <>
              {t('invoice.refunded')}
              <span className={styles.sub}>
                {formatDate(r.date)}
                {r.note ? ` · ${refundNote(t, r.note)}` : ''}
              </span>
            </>
          }
          value={`−${formatRupees(r.amount)}`}
          testId="invoice-refund"
        />
      ))}
      {(m.payments.length > 1 || m.refunds.length > 0) && m.retained === 0 ? (
        <SummaryRow label={t('invoice.netPaid')} value={formatRupees(m.netPaid)} testId="invoice-net-paid" />
      ) : null}
      {m.state === 'pending_payment' ? (
        <>
          <SummaryRow label={t('invoice.paidSoFar')} value={formatRupees(m.paid)} testId="invoice-paid" />
          <SummaryRow
            label={t(m.payNow < m.balance ? 'invoice.payableNowAdvance' : 'invoice.payableNow')}
            value={formatRupees(m.payNow)}
            strong
            testId="invoice-balance"
          />
          {m.payNow < m.balance ? (
            <SummaryRow label={t('invoice.balanceAfter')} value={formatRupees(m.balance - m.payNow)} />
          ) : null}
        </>
      ) : m.state === 'confirmed' ? (
        m.balance > 0 ? (
          <SummaryRow
            label={t('invoice.balancePayableOf', { total: formatRupees(total) })}
            value={formatRupees(m.balance)}
            strong
            testId="invoice-balance"
          />
        ) : (
          <SummaryRow label={t('invoice.balancePayable')} value={formatRupees(0)} strong testId="invoice-balance" />
        )
      ) : m.state === 'completed' ? (
        m.unpaidAtCompletion > 0 ? (
          <SummaryRow
            label={t('invoice.notThroughUtsav')}
            value={formatRupees(m.unpaidAtCompletion)}
            strong
            testId="invoice-balance"
          />
        ) : (
          <SummaryRow label={t('invoice.balancePayable')} value={formatRupees(0)} strong testId="invoice-balance" />
        )
      ) : (
        <>
          {m.retained > 0 ? (
            <SummaryRow label={t('invoice.retained')} value={formatRupees(m.retained)} testId="invoice-retained" />
          ) : null}
          <SummaryRow label={t('invoice.nothingPayable')} value={formatRupees(0)} strong testId="invoice-balance" />
        </>
      )}
    </>
  );
}

/** An order summary says why it is not a tax invoice: the payment is awaited, or none was received. */
export function SummaryNotice({ awaitingPayment }: { awaitingPayment: boolean }) {
  const { t } = useAppT();
  return (
    <p className={styles.notice} data-testid="invoice-notice">
      {awaitingPayment ? t('invoice.awaitingNotice') : t('invoice.noPaymentNotice')}
    </p>
  );
}
