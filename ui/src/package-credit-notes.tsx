import type { PackageCreditNote } from '@utsav/domain/contract';
import { formatDate, formatRupees } from '@utsav/domain/format';
import styles from './credit-notes.module.css';
import { useUiMoreT } from './i18n-ui';

/**
 * The GST credit notes of a package order: one per supplier and refund — number, date, the order,
 * the vendor whose part was refunded, reason, taxable value, GST and total. Under the package invoice (customer) and
 * in the back office's package booking; prints with the invoice.
 */
export function PackageCreditNotes({ notes }: { notes: readonly PackageCreditNote[] | undefined }) {
  const { t } = useUiMoreT();
  if (!notes?.length) return null;
  return (
    <section className={styles.wrap} aria-label={t('creditNotes.label')}>
      {notes.map((n) => (
        <article
          key={n.CreditNoteNo}
          className={styles.note}
          data-testid="package-credit-note"
          data-vendor={n.VendorId}
        >
          <header className={styles.head}>
            <h2 className={styles.title}>{n.GstAmt > 0 ? t('creditNotes.gstTitle') : t('creditNotes.title')}</h2>
            <span className={styles.no}>{n.CreditNoteNo}</span>
          </header>
          <dl className={styles.grid}>
            <dt>{t('creditNotes.date')}</dt>
            <dd>{formatDate(n.Date)}</dd>
            <dt>{t('creditNotes.order')}</dt>
            <dd>{n.OrderId}</dd>
            <dt>{t('creditNotes.supplier')}</dt>
            <dd>{n.Vendor}</dd>
            <dt>{t('creditNotes.reason')}</dt>
            <dd>{n.Reason}</dd>
            <dt>{t('creditNotes.taxable')}</dt>
            <dd>{formatRupees(n.TaxableAmt)}</dd>
            <dt>{t('creditNotes.gst')}</dt>
            <dd>{formatRupees(n.GstAmt)}</dd>
            <dt>{t('creditNotes.total')}</dt>
            <dd className={styles.total} data-testid="package-credit-note-total">
              {formatRupees(n.TotalAmt)}
            </dd>
          </dl>
        </article>
      ))}
    </section>
  );
}
