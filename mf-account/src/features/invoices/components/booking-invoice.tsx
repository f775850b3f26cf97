import { formatAmount, formatDate, formatRupees } from '@utsav/shared/format';
import { Loading } from '@utsav/shared/ui/page-state';
import { CreditNotes } from '@utsav/shared/ui/credit-notes';
import { useBookingInvoice, useSeller } from '../api/invoices';
import { bookingInvoiceFigures, rupeesInWords } from '../invoice-math';
import { sacCodeFor } from '@utsav/shared/tax-invoice';
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
  const sac = d.SacCode || vendor?.sacCode || sacCodeFor(vendor?.category);
  const t = f.totals;
  const half = f.service.rate / 2;

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
                <td data-label="Taxable Value" className={styles.num}>{formatAmount(f.service.taxable)}</td>
                <td data-label="GST" className={styles.num}>{formatAmount(f.service.gst)}<span className={styles.sub}>{f.service.rate}%</span></td>
                <td data-label="Amount" className={styles.num}>{formatAmount(f.service.amount)}</td>
              </tr>
              {f.travel ? (
                <tr data-testid="travel-line">
                  {/* Issue 17.7: travel is part of the one composite supply — the service's SAC and rate, GST inclusive. */}
                  <td data-label="Service"><strong>Travel charges</strong><span className={styles.sub}>{f.distanceKm} km, part of the service</span></td>
                  <td data-label="SAC">{sac}</td>
                  <td data-label="MRP" className={styles.num}>—</td>
                  <td data-label="Discount" className={styles.num}>—</td>
                  <td data-label="Taxable Value" className={styles.num}>{formatAmount(f.travel.taxable)}</td>
                  <td data-label="GST" className={styles.num}>{formatAmount(f.travel.gst)}<span className={styles.sub}>{f.travel.rate}%</span></td>
                  <td data-label="Amount" className={styles.num}>{formatAmount(f.travel.amount)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>

        <div className={styles.bottom}>
          <div className={styles.words}>
            <p className={styles.wordsLabel}>Amount in words</p>
            <p className={styles.wordsText}>{rupeesInWords(t.rounded)}</p>
            <p className={styles.muted}>
              {t.kind === 'intra' ? 'Intra-state supply: CGST and SGST charged.' : t.kind === 'inter' ? 'Inter-state supply: IGST charged.' : 'GST shown in total; vendor state unavailable.'}
            </p>
            <p className={styles.muted}>Offer amount {formatRupees(f.offer)} before GST{f.travel ? '; travel charges include GST at the service rate' : ''}.</p>
          </div>
          <dl className={styles.summary} data-testid="invoice-summary">
            <SummaryRow label="Taxable value" value={formatRupees(t.taxable)} testId="taxable" />
            {t.kind === 'intra' ? (
              <>
                <SummaryRow label={`CGST @ ${half}%`} value={formatRupees(t.cgst)} testId="cgst" />
                <SummaryRow label={`SGST @ ${half}%`} value={formatRupees(t.sgst)} testId="sgst" />
              </>
            ) : t.kind === 'inter' ? (
              <SummaryRow label={`IGST @ ${f.service.rate}%`} value={formatRupees(t.igst)} testId="igst" />
            ) : (
              <SummaryRow label={`GST @ ${f.service.rate}%`} value={formatRupees(t.gst)} testId="gst" />
            )}
            <SummaryRow label="Total" value={formatRupees(t.total)} testId="invoice-total" />
            {t.roundOff !== 0 ? <SummaryRow label="Round off" value={signedRupees(t.roundOff)} /> : null}
            <SummaryRow label="Amount" value={formatRupees(t.rounded)} strong testId="invoice-amount" />
            {t.advance > 0 ? (
              <>
                {/* Issue 17.7: payments are charged to the paisa, so the balance is the exact Total less the advance,
                    not the rounded Amount less it — said on the invoice so every figure adds up. */}
                <SummaryRow label="Advance paid" value={formatRupees(t.advance)} />
                <SummaryRow label={`Balance payable (Total ${formatRupees(t.total)} − advance)`} value={formatRupees(t.balance)} strong testId="invoice-balance" />
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
