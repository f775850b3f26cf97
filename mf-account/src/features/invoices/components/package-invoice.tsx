import { formatAmount, formatDate, formatRupees } from '@utsav/shared/format';
import { Loading } from '@utsav/shared/ui/page-state';
import { usePackageInvoice } from '../api/invoices';
import { packageInvoiceFigures, rupeesInWords } from '../invoice-math';
import { Brand, InvoiceActions, InvoiceNotFound, Meta, Party, SummaryRow } from './invoice-parts';
import { bookingStatusText, signedRupees } from './invoice-text';
import styles from './invoice.module.css';

const BACK = '/account/booking-package';

/** Package invoice `/account/booking-package/{orderid}` (SPEC §2.8, §3 Package booking detail), printable. */
export default function PackageInvoice({ orderId }: { orderId: string }) {
  const { data: d, isPending, isError } = usePackageInvoice(orderId);
  if (isPending) return <Loading label="Loading invoice…" />;
  if (isError || !d) return <InvoiceNotFound backTo={BACK} />;
  const f = packageInvoiceFigures(d);
  const t = f.totals;

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
              <tr>
                <th>Service</th><th>SAC</th><th className={styles.num}>Taxable Value</th><th className={styles.num}>GST</th><th className={styles.num}>Amount</th>
              </tr>
            </thead>
            {/* Issue 17.7: each product's part of the package price, grouped by the vendor who supplies it. */}
            {f.suppliers.map((sup) => (
              <tbody key={sup.vendorId} data-testid="package-supplier">
                <tr className={styles.supplierRow}>
                  <th colSpan={5} scope="colgroup">
                    Sold by {sup.name || 'vendor'}{sup.state ? `, ${sup.state}` : ''} · {sup.gstin ? <>GSTIN <strong>{sup.gstin}</strong></> : 'not registered under GST'}
                  </th>
                </tr>
                {sup.items.map((it) => (
                  <tr key={it.productId} data-testid="package-line">
                    <td data-label="Service"><strong>{it.title}</strong></td>
                    <td data-label="SAC">{it.sac}</td>
                    <td data-label="Taxable Value" className={styles.num}>{formatAmount(it.taxable)}</td>
                    <td data-label="GST" className={styles.num}>
                      {formatAmount(it.gst)}
                      <span className={styles.sub}>
                        {it.kind === 'intra' ? `CGST ${it.rate / 2}% + SGST ${it.rate / 2}%` : it.kind === 'inter' ? `IGST ${it.rate}%` : `${it.rate}%`}
                      </span>
                    </td>
                    <td data-label="Amount" className={styles.num}>{formatAmount(it.amount)}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>

        <div className={styles.bottom}>
          <div className={styles.words}>
            <p className={styles.wordsLabel}>Amount in words</p>
            <p className={styles.wordsText}>{rupeesInWords(t.rounded)}</p>
            <p className={styles.muted}>Package price for all the services listed above, GST included; each part is taxed at its service&apos;s rate.</p>
          </div>
          <dl className={styles.summary} data-testid="invoice-summary">
            <SummaryRow label="Taxable value" value={formatRupees(t.taxable)} testId="taxable" />
            {t.cgst > 0 ? <SummaryRow label="CGST" value={formatRupees(t.cgst)} testId="cgst" /> : null}
            {t.sgst > 0 ? <SummaryRow label="SGST" value={formatRupees(t.sgst)} testId="sgst" /> : null}
            {t.igst > 0 ? <SummaryRow label="IGST" value={formatRupees(t.igst)} testId="igst" /> : null}
            {t.gst - t.cgst - t.sgst - t.igst > 0 ? <SummaryRow label="GST" value={formatRupees(Math.round((t.gst - t.cgst - t.sgst - t.igst) * 100) / 100)} testId="gst" /> : null}
            <SummaryRow label="Package total" value={formatRupees(t.total)} testId="invoice-total" />
            {t.roundOff !== 0 ? <SummaryRow label="Round off" value={signedRupees(t.roundOff)} /> : null}
            <SummaryRow label="Amount" value={formatRupees(t.rounded)} strong testId="invoice-amount" />
            {t.advance > 0 ? (
              <>
                <SummaryRow label="Advance paid" value={formatRupees(t.advance)} />
                <SummaryRow label={`Balance payable (Package total ${formatRupees(t.total)} − advance)`} value={formatRupees(t.balance)} strong testId="invoice-balance" />
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
