import type { CreditNote } from '../contract';
import { formatDate, formatRupees } from '../format';
import styles from './credit-notes.module.css';

/**
 * The GST credit notes of a booking (one per refund of an invoiced booking): number, date, the original invoice,
 * reason, taxable value, GST and total. Shown under the invoice for the customer and the vendor; prints with it.
 */
export function CreditNotes({ notes, gst = true }: { notes: CreditNote[] | undefined; /** false against a bill of supply (no GST to reverse, issue 31.7). */ gst?: boolean }) {
  if (!notes?.length) return null;
  return (
    <section className={styles.wrap} aria-label="Credit notes">
      {notes.map((n) => (
        <article key={n.CreditNoteNo} className={styles.note} data-testid="credit-note">
          <header className={styles.head}>
            <h2 className={styles.title}>{gst ? 'GST Credit Note' : 'Credit Note'}</h2>
            <span className={styles.no}>{n.CreditNoteNo}</span>
          </header>
          <dl className={styles.grid}>
            <dt>Date</dt><dd>{formatDate(n.Date)}</dd>
            <dt>Original invoice</dt><dd>{n.OriginalInvoiceNo}{n.InvoiceDate ? ` of ${formatDate(n.InvoiceDate)}` : ''}</dd>
            <dt>Booking</dt><dd>{n.BookingNo}</dd>
            <dt>Reason</dt><dd>{n.Reason}</dd>
            {gst ? (
              <>
                <dt>Taxable value</dt><dd>{formatRupees(n.TaxableAmt)}</dd>
                <dt>GST @ {n.GstPer}%</dt><dd>{formatRupees(n.GstAmt)}</dd>
              </>
            ) : null}
            <dt>Total credited</dt><dd className={styles.total} data-testid="credit-note-total">{formatRupees(n.TotalAmt)}</dd>
            <dt>Refund</dt><dd>{n.RefundStatus === 'processed' ? 'Refunded' : n.RefundStatus === 'failed' ? 'Refund failed — our team will retry' : 'Refund in progress'}{n.RefundId ? ` (${n.RefundId})` : ''}</dd>
          </dl>
        </article>
      ))}
    </section>
  );
}
