import type { CreditNote } from '@utsav/domain/contract';
import { formatDate, formatRupees } from '@utsav/domain/format';
import styles from './credit-notes.module.css';
import { useUiMoreT } from './i18n-ui';

/**
 * The GST credit notes of a booking (one per refund of an invoiced booking): number, date, the original invoice,
 * reason, taxable value, GST and total. Shown under the invoice for the customer and the vendor; prints with it.
 */
export function CreditNotes({
  notes,
  gst = true,
}: {
  notes: CreditNote[] | undefined;
  /** false against a bill of supply (no GST to reverse). */ gst?: boolean;
}) {
  const { t } = useUiMoreT();
  if (!notes?.length) return null;
  return (
    <section className={styles.wrap} aria-label={t('creditNotes.label')}>
      {notes.map((n) => (
        <article key={n.CreditNoteNo} className={styles.note} data-testid="credit-note">
          <header className={styles.head}>
            <h2 className={styles.title}>{gst ? t('creditNotes.gstTitle') : t('creditNotes.title')}</h2>
            <span className={styles.no}>{n.CreditNoteNo}</span>
          </header>
          <dl className={styles.grid}>
            <dt>{t('creditNotes.date')}</dt>
            <dd>{formatDate(n.Date)}</dd>
            <dt>{t('creditNotes.invoice')}</dt>
            <dd>
              {n.InvoiceDate
                ? t('creditNotes.invoiceOf', { invoice: n.OriginalInvoiceNo, date: formatDate(n.InvoiceDate) })
                : n.OriginalInvoiceNo}
            </dd>
            <dt>{t('creditNotes.booking')}</dt>
            <dd>{n.BookingNo}</dd>
            <dt>{t('creditNotes.reason')}</dt>
            <dd>{n.Reason}</dd>
            {gst ? (
              <>
                <dt>{t('creditNotes.taxable')}</dt>
                <dd>{formatRupees(n.TaxableAmt)}</dd>
                <dt>{t('creditNotes.gstAt', { percent: n.GstPer })}</dt>
                <dd>{formatRupees(n.GstAmt)}</dd>
              </>
            ) : null}
            <dt>{t('creditNotes.total')}</dt>
            <dd className={styles.total} data-testid="credit-note-total">
              {formatRupees(n.TotalAmt)}
            </dd>
            <dt>{t('creditNotes.refund')}</dt>
            <dd>
              {n.RefundStatus === 'processed'
                ? t('creditNotes.refunded')
                : n.RefundStatus === 'failed'
                  ? t('creditNotes.refundFailed')
                  : t('creditNotes.refundPending')}
              {n.RefundId ? ` (${n.RefundId})` : ''}
            </dd>
          </dl>
        </article>
      ))}
    </section>
  );
}
