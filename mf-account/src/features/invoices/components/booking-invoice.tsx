import { formatAmount, formatDate, formatRupees } from '@utsav/shared/format';
import { Loading } from '@utsav/shared/ui/page-state';
import { CreditNotes } from '@utsav/shared/ui/credit-notes';
import { useBookingInvoice, useSeller } from '../api/invoices';
import { bookingInvoiceFigures, rupeesInWords } from '../invoice-math';
import { sacCodeFor } from '../sac-codes';
import { Brand, InvoiceActions, InvoiceNotFound, Meta, Party, SummaryRow } from './invoice-parts';
import { bookingStatusText, signedRupees } from './invoice-text';
import styles from './invoice.module.css';

const BACK = '/account/booking';

/** Booking invoice `/account/booking/{orderid}` (SPEC §2.8, §3 Booking detail), printable. */
export default function BookingInvoice({ orderId }: { orderId: string }) {
  const { data: d, isPending, isError } = useBookingInvoice(orderId);
  const seller = useSeller(d?.ProductId);

  if (isPending) return <Loading label="Loading invoice…" />;
  if (isError || !d) return <InvoiceNotFound backTo={BACK} />;
  if (seller.isPending && seller.fetchStatus !== 'idle') return <Loading label="Loading invoice…" />;

  // The order's own supplier block (issue 17.7) when the API gives it, else the service's public details.
  const vendor = d.Seller
    ? { operatorName: d.Seller.Name, address: d.Seller.Address, city: d.Seller.City, state: d.Seller.State, pin: d.Seller.Pin, gstin: d.Seller.Gstin, category: seller.data?.category, sacCode: seller.data?.sacCode }
    : seller.data ? { ...seller.data, gstin: '' } : null;
  const f = bookingInvoiceFigures(d, vendor?.state);
  const sac = sacCodeFor(vendor?.category, (d as { SacCode?: unknown }).SacCode ?? vendor?.sacCode);
  const half = f.gst.rate / 2;

  return (
    <>
      <InvoiceActions backTo={BACK} backLabel="Back to My Booking" />
      <article className={styles.sheet} data-testid="invoice" aria-labelledby="invoice-title">
        <header className={styles.top}>
          <Brand />
          <div className={styles.titleBlock}>
            <h1 id="invoice-title" className={styles.title}>Tax Invoice</h1>
            <p className={styles.invoiceNo}>{d.BillNo}</p>
            <span className={d.Status === 1 ? styles.paidBadge : styles.failedBadge}>{bookingStatusText(d.Status)}</span>
          </div>
        </header>

        <Meta
          items={[
            ['Invoice Date', formatDate(d.CreateDate)],
            ['Order Id', d.OrderId],
            ['Booking No', d.BookingNo],
            ['Event Date', formatDate(d.BookingOnDate)],
            ['Booking For', d.BookingFor || '---'],
            ['Payment', d.Payment_type === 'advance' ? 'Advance' : 'Full'],
          ]}
        />

        <div className={styles.parties}>
          <Party title="Sold By">
            {vendor ? (
              <>
                <p className={styles.partyName}>{vendor.operatorName}</p>
                <p>{vendor.address}</p>
                <p>{[vendor.city, vendor.state].filter(Boolean).join(', ')}{vendor.pin ? ` – ${vendor.pin}` : ''}</p>
                <p data-testid="seller-gstin">{vendor.gstin ? <>GSTIN: <strong>{vendor.gstin}</strong></> : 'GSTIN: not registered under GST'}</p>
              </>
            ) : (
              <p className={styles.muted}>Vendor details are not available for this service.</p>
            )}
          </Party>
          <Party title="Bill To">
            <p className={styles.partyName} data-testid="bill-to-name">{d.Name}</p>
            <p>{d.Address}</p>
            <p>{[d.City, d.State].filter(Boolean).join(', ')}{d.Pin ? ` – ${d.Pin}` : ''}</p>
            <p>Mobile: {d.Mobile}</p>
            <p>Email: {d.Email}</p>
            {d.gst_no ? <p>GSTIN: {d.gst_no}</p> : null}
            <p className={styles.supply}>Place of supply: <strong>{d.State || '---'}</strong></p>
          </Party>
        </div>

        <div className={styles.tableWrap}>
          <table className={styles.items}>
            <thead>
              <tr>
                <th>Service</th><th>SAC</th><th className={styles.num}>MRP</th><th className={styles.num}>Discount</th>
                <th className={styles.num}>Taxable Value</th><th className={styles.num}>GST</th><th className={styles.num}>Amount</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td data-label="Service"><strong>{d.Title}</strong><span className={styles.sub}>Event date {formatDate(d.BookingOnDate)}</span></td>
                <td data-label="SAC" data-testid="sac-code">{sac}</td>
                <td data-label="MRP" className={styles.num}>{formatAmount(f.mrp)}</td>
                <td data-label="Discount" className={styles.num}>{formatAmount(f.discount)}<span className={styles.sub}>{f.discountPercent}%</span></td>
                <td data-label="Taxable Value" className={styles.num}>{formatAmount(f.taxable)}</td>
                <td data-label="GST" className={styles.num}>{formatAmount(f.gst.total)}<span className={styles.sub}>{f.gst.rate}%</span></td>
                <td data-label="Amount" className={styles.num}>{formatAmount(f.serviceTotal)}</td>
              </tr>
              {f.travel > 0 ? (
                <tr>
                  <td data-label="Service"><strong>Travel charges</strong><span className={styles.sub}>{f.distanceKm} km</span></td>
                  <td data-label="SAC">—</td>
                  <td data-label="MRP" className={styles.num}>—</td>
                  <td data-label="Discount" className={styles.num}>—</td>
                  <td data-label="Taxable Value" className={styles.num}>—</td>
                  <td data-label="GST" className={styles.num}>—</td>
                  <td data-label="Amount" className={styles.num}>{formatAmount(f.travel)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>

        <div className={styles.bottom}>
          <div className={styles.words}>
            <p className={styles.wordsLabel}>Amount in words</p>
            <p className={styles.wordsText}>{rupeesInWords(f.rounded)}</p>
            <p className={styles.muted}>
              {f.gst.kind === 'intra' ? 'Intra-state supply: CGST and SGST charged.' : f.gst.kind === 'inter' ? 'Inter-state supply: IGST charged.' : 'GST shown in total; vendor state unavailable.'}
            </p>
          </div>
          <dl className={styles.summary} data-testid="invoice-summary">
            <SummaryRow label="Offer amount" value={formatRupees(f.offer)} />
            <SummaryRow label="Taxable value" value={formatRupees(f.taxable)} />
            {f.gst.kind === 'intra' ? (
              <>
                <SummaryRow label={`CGST @ ${half}%`} value={formatRupees(f.gst.cgst)} testId="cgst" />
                <SummaryRow label={`SGST @ ${half}%`} value={formatRupees(f.gst.sgst)} testId="sgst" />
              </>
            ) : f.gst.kind === 'inter' ? (
              <SummaryRow label={`IGST @ ${f.gst.rate}%`} value={formatRupees(f.gst.igst)} testId="igst" />
            ) : (
              <SummaryRow label={`GST @ ${f.gst.rate}%`} value={formatRupees(f.gst.total)} testId="gst" />
            )}
            {f.travel > 0 ? <SummaryRow label={`Travel charges (${f.distanceKm} km)`} value={formatRupees(f.travel)} /> : null}
            <SummaryRow label="Total" value={formatRupees(f.billing)} />
            {f.roundOff !== 0 ? <SummaryRow label="Round off" value={signedRupees(f.roundOff)} /> : null}
            <SummaryRow label="Amount" value={formatRupees(f.rounded)} strong testId="invoice-amount" />
            {f.advance > 0 ? (
              <>
                {/* Issue 17.7: payments are charged to the paisa, so the balance is the exact Total less the advance,
                    not the rounded Amount less it — said on the invoice so every figure adds up. */}
                <SummaryRow label="Advance paid" value={formatRupees(f.advance)} />
                <SummaryRow label={`Balance payable (Total ${formatRupees(f.billing)} − advance)`} value={formatRupees(f.balance)} strong testId="invoice-balance" />
              </>
            ) : null}
          </dl>
        </div>

        <footer className={styles.foot}>
          <p>Thank you for booking with Utsav. This is a computer-generated invoice and needs no signature.</p>
        </footer>
      </article>
      <CreditNotes notes={d.CreditNotes} />
    </>
  );
}
