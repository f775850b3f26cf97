import { formatAmount, formatDate, formatRupees } from '@utsav/shared/format';
import { Loading } from '@utsav/shared/ui/page-state';
import { usePackageInvoice } from '../api/invoices';
import { DOCUMENT_TITLE } from '@utsav/shared/tax-invoice';
import { amountInWords, packageInvoiceFigures } from '../invoice-math';
import { Brand, InvoiceActions, InvoiceNotFound, Meta, MoneyBadge, SummaryNotice, MoneyStatement, Party, SummaryRow } from './invoice-parts';
import { documentTitle } from './invoice-text';
import { PackageCreditNotes } from '@utsav/shared/ui/package-credit-notes';
import { DeclinedServices } from './declined-services';
import styles from './invoice.module.css';

const BACK = '/account/booking-package';

/**
 * Package invoice `/account/booking-package/{orderid}` (product §2.8, §3 Package booking detail), printable. Issue 31:
 * an order summary until money is received; then each supplier's part is its tax invoice (GSTIN) or bill of supply;
 * the total to the paisa; paid, refunded and due from the payment records.
 */
export default function PackageInvoice({ orderId }: { orderId: string }) {
  const { data: d, isPending, isError } = usePackageInvoice(orderId);
  if (isPending) return <Loading label="Loading invoice…" />;
  if (isError || !d) return <InvoiceNotFound backTo={BACK} />;
  const f = packageInvoiceFigures(d);
  const t = f.totals;
  const summary = f.document === 'order_summary';

  return (
    <>
      <InvoiceActions backTo={BACK} backLabel="Back to Package Booking" />
      <article className={styles.sheet} data-testid="invoice" data-document={f.document} aria-labelledby="invoice-title">
        <header className={styles.top}>
          <Brand />
          <div className={styles.titleBlock}>
            <h1 id="invoice-title" className={styles.title}>{summary ? 'Order Summary' : `Package ${documentTitle(f.document)}`}</h1>
            <p className={styles.invoiceNo}>{d.OrderId}</p>
            <MoneyBadge money={f.money} />
          </div>
        </header>
        {summary ? <SummaryNotice awaitingPayment={d.BookingState === 'pending_payment'} /> : null}

        <Meta
          items={[
            ['Booking Id', String(d.BookingId)],
            ['Booked On', formatDate(d.CreateOn)],
            ...(summary ? [] : [['Invoice Date', formatDate(d.InvoiceIssuedAt)] as [string, string]]),
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
                    Sold by {sup.name || 'vendor'}{sup.state ? `, ${sup.state}` : ''} · {sup.gstin ? <>GSTIN <strong>{sup.gstin}</strong></> : 'not registered under GST: no GST charged'}
                    {summary ? null : <span className={styles.sub}>{DOCUMENT_TITLE[sup.document]}</span>}
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
            <p className={styles.wordsText}>{amountInWords(Math.round(t.total * 100))}</p>
            <p className={styles.muted}>Package price for all the services listed above, GST included where the supplier is registered; each part is taxed at its service&apos;s rate.</p>
          </div>
          <dl className={styles.summary} data-testid="invoice-summary">
            <SummaryRow label="Taxable value" value={formatRupees(t.taxable)} testId="taxable" />
            {t.cgst > 0 ? <SummaryRow label="CGST" value={formatRupees(t.cgst)} testId="cgst" /> : null}
            {t.sgst > 0 ? <SummaryRow label="SGST" value={formatRupees(t.sgst)} testId="sgst" /> : null}
            {t.igst > 0 ? <SummaryRow label="IGST" value={formatRupees(t.igst)} testId="igst" /> : null}
            {t.gst - t.cgst - t.sgst - t.igst > 0 ? <SummaryRow label="GST" value={formatRupees(Math.round((t.gst - t.cgst - t.sgst - t.igst) * 100) / 100)} testId="gst" /> : null}
            <SummaryRow label="Package total" value={formatRupees(t.total)} strong testId="invoice-total" />
            <MoneyStatement money={f.money} total={t.total} />
          </dl>
        </div>

        <DeclinedServices order={d} />
        <PackageCreditNotes notes={d.CreditNotes} />

        <footer className={styles.foot}>
          <p>Thank you for booking with Utsav. {summary ? 'This order summary is not a tax invoice.' : 'This is a computer-generated document and needs no signature.'}</p>
        </footer>
      </article>
    </>
  );
}
