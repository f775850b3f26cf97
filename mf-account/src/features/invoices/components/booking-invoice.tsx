import { formatAmount, formatDate, formatRupees } from '@utsav/shared/format';
import { Loading } from '@utsav/shared/ui/page-state';
import { CreditNotes } from '@utsav/shared/ui/credit-notes';
import { useBookingInvoice, useSeller } from '../api/invoices';
import { amountInWords, bookingInvoiceFigures } from '../invoice-math';
import { sacCodeFor } from '@utsav/shared/tax-invoice';
import { Brand, InvoiceActions, InvoiceNotFound, Meta, MoneyBadge, SummaryNotice, MoneyStatement, Party, SummaryRow } from './invoice-parts';
import { documentTitle } from './invoice-text';
import styles from './invoice.module.css';

const BACK = '/account/booking';

/**
 * Booking invoice `/account/booking/{orderid}` (product §2.8, §3 Booking detail), printable. Issue 31: an order summary
 * until money is received, then a tax invoice (supplier with a GSTIN) or a bill of supply (without); the total to
 * the paisa; paid, refunded and due from the payment records; a closed booking's credit notes and nothing payable.
 */
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
  // With a reschedule fee (18 %) beside the service (its own rate) the GST rows sum several rates: no single rate to print.
  const oneRate = !f.fee || f.fee.rate === f.service.rate;
  const summary = f.document === 'order_summary';
  const billOfSupply = f.document === 'bill_of_supply';

  return (
    <>
      <InvoiceActions backTo={BACK} backLabel="Back to My Booking" />
      <article className={styles.sheet} data-testid="invoice" data-document={f.document} aria-labelledby="invoice-title">
        <header className={styles.top}>
          <Brand />
          <div className={styles.titleBlock}>
            <h1 id="invoice-title" className={styles.title}>{documentTitle(f.document)}</h1>
            <p className={styles.invoiceNo}>{summary ? d.BookingNo : d.BillNo}</p>
            <MoneyBadge money={f.money} />
          </div>
        </header>
        {summary ? <SummaryNotice awaitingPayment={d.BookingState === 'pending_payment'} /> : null}

        <Meta
          items={[
            [summary ? 'Order Date' : 'Invoice Date', formatDate(summary ? d.CreateDate : d.InvoiceIssuedAt ?? d.CreateDate)],
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
                <th className={styles.num}>{billOfSupply ? 'Value of supply' : 'Taxable Value'}</th><th className={styles.num}>GST</th><th className={styles.num}>Amount</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td data-label="Service"><strong>{d.Title}</strong><span className={styles.sub}>Event date {formatDate(d.BookingOnDate)}</span></td>
                <td data-label="SAC" data-testid="sac-code">{sac}</td>
                <td data-label="MRP" className={styles.num}>{formatAmount(f.mrp)}</td>
                <td data-label="Discount" className={styles.num}>{formatAmount(f.discount)}<span className={styles.sub}>{f.discountPercent}%</span></td>
                <td data-label={billOfSupply ? 'Value' : 'Taxable Value'} className={styles.num}>{formatAmount(f.service.taxable)}</td>
                <td data-label="GST" className={styles.num}>{billOfSupply ? 'Not charged' : <>{formatAmount(f.service.gst)}<span className={styles.sub}>{f.service.rate}%</span></>}</td>
                <td data-label="Amount" className={styles.num}>{formatAmount(f.service.amount)}</td>
              </tr>
              {f.travel ? (
                <tr data-testid="travel-line">
                  {/* Issue 17.7: travel is part of the one composite supply — the service's SAC and rate, GST inclusive. */}
                  <td data-label="Service"><strong>Travel charges</strong><span className={styles.sub}>{f.distanceKm} km, part of the service</span></td>
                  <td data-label="SAC">{sac}</td>
                  <td data-label="MRP" className={styles.num}>—</td>
                  <td data-label="Discount" className={styles.num}>—</td>
                  <td data-label={billOfSupply ? 'Value' : 'Taxable Value'} className={styles.num}>{formatAmount(f.travel.taxable)}</td>
                  <td data-label="GST" className={styles.num}>{billOfSupply ? 'Not charged' : <>{formatAmount(f.travel.gst)}<span className={styles.sub}>{f.travel.rate}%</span></>}</td>
                  <td data-label="Amount" className={styles.num}>{formatAmount(f.travel.amount)}</td>
                </tr>
              ) : null}
              {f.fee ? (
                <tr data-testid="fee-line">
                  {/* Issue 36.3: the reschedule fee is Utsav's own supply — its own SAC and GST, GST inclusive. */}
                  <td data-label="Service"><strong>Reschedule fee</strong><span className={styles.sub}>Date change, supplied by Utsav</span></td>
                  <td data-label="SAC">{f.fee.sac}</td>
                  <td data-label="MRP" className={styles.num}>—</td>
                  <td data-label="Discount" className={styles.num}>—</td>
                  <td data-label="Taxable Value" className={styles.num}>{formatAmount(f.fee.taxable)}</td>
                  <td data-label="GST" className={styles.num}>{formatAmount(f.fee.gst)}<span className={styles.sub}>{f.fee.rate}%</span></td>
                  <td data-label="Amount" className={styles.num}>{formatAmount(f.fee.amount)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>

        <div className={styles.bottom}>
          <div className={styles.words}>
            <p className={styles.wordsLabel}>Amount in words</p>
            <p className={styles.wordsText}>{amountInWords(Math.round(t.total * 100))}</p>
            <p className={styles.muted}>
              {billOfSupply
                ? 'Bill of supply: the supplier is not registered under GST, so no GST is charged.'
                : t.kind === 'intra' ? 'Intra-state supply: CGST and SGST charged.' : t.kind === 'inter' ? 'Inter-state supply: IGST charged.' : 'GST shown in total; vendor state unavailable.'}
            </p>
            <p className={styles.muted}>Offer amount {formatRupees(f.offer)}{billOfSupply ? '' : ' before GST'}{f.travel && !billOfSupply ? '; travel charges include GST at the service rate' : ''}.</p>
          </div>
          <dl className={styles.summary} data-testid="invoice-summary">
            <SummaryRow label={billOfSupply ? 'Value of supply' : 'Taxable value'} value={formatRupees(t.taxable)} testId="taxable" />
            {billOfSupply ? (f.fee ? <SummaryRow label={`GST on the reschedule fee @ ${f.fee.rate}%`} value={formatRupees(t.gst)} testId="gst" /> : null) : t.kind === 'intra' ? (
              <>
                <SummaryRow label={oneRate ? `CGST @ ${half}%` : 'CGST'} value={formatRupees(t.cgst)} testId="cgst" />
                <SummaryRow label={oneRate ? `SGST @ ${half}%` : 'SGST'} value={formatRupees(t.sgst)} testId="sgst" />
              </>
            ) : t.kind === 'inter' ? (
              <SummaryRow label={oneRate ? `IGST @ ${f.service.rate}%` : 'IGST'} value={formatRupees(t.igst)} testId="igst" />
            ) : (
              <SummaryRow label={oneRate ? `GST @ ${f.service.rate}%` : 'GST'} value={formatRupees(t.gst)} testId="gst" />
            )}
            <SummaryRow label="Total" value={formatRupees(t.total)} strong testId="invoice-total" />
            <MoneyStatement money={f.money} total={t.total} />
          </dl>
        </div>

        <footer className={styles.foot}>
          <p>Thank you for booking with Utsav. {summary ? 'This order summary is not a tax invoice.' : 'This is a computer-generated document and needs no signature.'}</p>
        </footer>
      </article>
      <CreditNotes notes={d.CreditNotes} gst={d.Document !== 'bill_of_supply'} />
    </>
  );
}
