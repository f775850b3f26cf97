import { formatAmount, formatDate, formatRupees } from '@utsav/shared/format';
import { Loading } from '@utsav/shared/ui/page-state';
import { usePackageInvoice } from '../api/invoices';
import { packageInvoiceFigures, rupeesInWords } from '../invoice-math';
import { sacCodeFor } from '../sac-codes';
import { Brand, InvoiceActions, InvoiceNotFound, Meta, Party, SummaryRow } from './invoice-parts';
import { bookingStatusText, signedRupees } from './invoice-text';
import styles from './invoice.module.css';

const BACK = '/account/booking-package';

/** Package invoice `/account/booking-package/{orderid}` (SPEC §2.8, §3 Package booking detail), printable. */
export default function PackageInvoice({ orderId }: { orderId: string }) {
  const { data: d, isPending, isError } = usePackageInvoice(orderId);
  if (isPending) return <Loading label="Loading invoice…" />;
  if (isError || !d) return <InvoiceNotFound backTo={BACK} />;
  const f = packageInvoiceFigures(d.PackageTotal, d.advance_booking_amount);

  return (
    <>
      <InvoiceActions backTo={BACK} backLabel="Back to Package Booking" />
      <article className={styles.sheet} data-testid="invoice" aria-labelledby="invoice-title">
        <header className={styles.top}>
          <Brand />
          <div className={styles.titleBlock}>
            <h1 id="invoice-title" className={styles.title}>Package Invoice</h1>
            <p className={styles.invoiceNo}>{d.OrderId}</p>
            <span className={d.Status === 1 ? styles.paidBadge : styles.failedBadge}>{bookingStatusText(d.Status)}</span>
          </div>
        </header>

        <Meta
          items={[
            ['Booking Id', String(d.BookingId)],
            ['Booked On', formatDate(d.CreateOn)],
            ['Event Date', formatDate(d.BookingDate)],
            ['Package', d.PackageName],
            ['Booking For', d.BookingFor || '---'],
          ]}
        />

        <div className={styles.parties}>
          <Party title="Bill To">
            <p className={styles.partyName} data-testid="bill-to-name">{d.OnBehalfOfName}</p>
            <p>{d.Address}</p>
            <p>{[d.City, d.State].filter(Boolean).join(', ')}{d.Pin ? ` – ${d.Pin}` : ''}</p>
            <p>Mobile: {d.OnBehalfOfMobile}</p>
            {d.Email ? <p>Email: {d.Email}</p> : null}
            {d.gst_no ? <p>GSTIN: {d.gst_no}</p> : null}
          </Party>
          <Party title="Event Address">
            <p>{d.Address}</p>
            <p>{[d.City, d.State].filter(Boolean).join(', ')}{d.Pin ? ` – ${d.Pin}` : ''}</p>
            <p className={styles.supply}>Place of supply: <strong>{d.State || '---'}</strong></p>
          </Party>
        </div>

        <div className={styles.tableWrap}>
          <table className={styles.items}>
            <thead>
              <tr><th>Service</th><th>SAC</th><th>Included products</th></tr>
            </thead>
            <tbody>
              {d.Services.map((s) => (
                <tr key={s.ServiceID}>
                  <td data-label="Service"><strong>{s.ServiceName}</strong></td>
                  <td data-label="SAC">{sacCodeFor(s.ServiceName)}</td>
                  <td data-label="Included products">
                    <ul className={styles.products}>
                      {s.Products.map((p) => <li key={p.Product_ID}>{p.Title}</li>)}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <div className={styles.bottom}>
          <div className={styles.words}>
            <p className={styles.wordsLabel}>Amount in words</p>
            <p className={styles.wordsText}>{rupeesInWords(f.rounded)}</p>
            <p className={styles.muted}>Package price for all the services listed above.</p>
          </div>
          <dl className={styles.summary} data-testid="invoice-summary">
            <SummaryRow label="Package total" value={formatRupees(f.total)} />
            {f.roundOff !== 0 ? <SummaryRow label="Round off" value={signedRupees(f.roundOff)} /> : null}
            <SummaryRow label="Amount" value={formatRupees(f.rounded)} strong testId="invoice-amount" />
            {f.advance > 0 ? (
              <>
                <SummaryRow label="Advance paid" value={formatRupees(f.advance)} />
                <SummaryRow label="Balance payable" value={`₹${formatAmount(f.balance)}`} strong />
              </>
            ) : null}
          </dl>
        </div>

        <footer className={styles.foot}>
          <p>Thank you for booking with Utsav. This is a computer-generated invoice and needs no signature.</p>
        </footer>
      </article>
    </>
  );
}
