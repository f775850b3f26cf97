import { useParams } from 'react-router';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { bookingStateLabel } from '@utsav/shared/payments-api';
import { DOCUMENT_TITLE, bookingAccount } from '@utsav/shared/tax-invoice';
import { toPaise, toRupees } from '@utsav/shared/pricing';
import { CreditNotes } from '@utsav/shared/ui/credit-notes';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../../../components/page-head';
import { TimingBadge } from '../../../components/timing-badge';
import { useBookingDetail } from '../api/booking-detail-api';
import { vendorInvoiceTotal } from './vendor-billing';
import page from '../../../app/page.module.css';
import styles from './invoice.module.css';

/**
 * /vendor/booking/{bookingid}: printable booking invoice; total billing = travel + GST-inclusive amount − admin
 * commission. Issue 31: which document the customer holds (order summary, tax invoice or bill of supply), and what
 * the customer paid, was refunded and owes, read from the payment records (the shared rule bookingAccount).
 */
export default function BookingInvoicePage() {
  const { bookingId = '' } = useParams();
  const detail = useBookingDetail(bookingId);
  const d = detail.data;
  const total = d ? vendorInvoiceTotal(d.travelCharges, d.GstWithMrp, d.admin_commision_amount) : 0;
  const account = d
    ? bookingAccount({
        state: d.BookingState, total: toPaise(d.BillingAmt), paymentType: d.Payment_type, advance: toPaise(d.advance_booking_amount),
        payments: d.Payments.map((p) => toPaise(p.Amount)), refunds: d.Refunds.map((r) => toPaise(r.Amount)),
      })
    : null;
  return (
    <section className={page.page}>
      <PageHead
        title="Booking Invoice"
        subtitle={d ? `${d.Booking_No ?? d.BookingNo} · ${d.Title}` : undefined}
        back={['/vendor/booking', 'Bookings']}
        actions={d ? <button type="button" className={page.linkButton} onClick={() => window.print()}>Print</button> : undefined}
      />
      <LoadState isPending={detail.isPending} error={detail.error} retry={() => void detail.refetch()}>
        {d ? (
          <article className={styles.invoice} data-testid="vendor-invoice">
            <div className={styles.top}>
              <div>
                <p className={styles.brand}>Utsav</p>
                <p className={page.muted} style={{ margin: 0 }}>Vendor booking invoice</p>
                <p className={styles.doc} data-testid="vendor-invoice-document">
                  Customer&apos;s document: <strong>{DOCUMENT_TITLE[d.Document]}</strong>
                  {d.Document === 'order_summary' ? ' — no payment received, no invoice issued' : d.Document === 'bill_of_supply' ? ' — you are not registered under GST: no GST charged' : ''}
                </p>
              </div>
              <dl className={styles.meta}>
                {d.Document === 'order_summary' ? null : <><dt>Bill No</dt><dd>{d.BillNo}</dd></>}
                <dt>Booking No</dt><dd>{d.Booking_No ?? d.BookingNo}</dd>
                <dt>Order Id</dt><dd>{d.Order_Id ?? d.OrderId}</dd>
                <dt>Booked On</dt><dd>{formatDate(d.CreateDate)}</dd>
                <dt>Event Date</dt><dd>{formatDate(d.Booking_On_Date ?? d.BookingOnDate)} <TimingBadge date={d.Booking_On_Date ?? d.BookingOnDate} /></dd>
              </dl>
            </div>
            <div className={styles.parties}>
              <div>
                <h2>Bill To</h2>
                <p>
                  <strong>{d.Name}</strong><br />
                  {d.Mobile}{d.Email ? <> · {d.Email}</> : null}<br />
                  {d.Address}<br />
                  {/* Issue 31.9: State is the address's state (region); BookingState is the booking's lifecycle. */}
                  <span data-testid="vendor-invoice-place">{[d.City, d.State].filter(Boolean).join(', ')}{d.Pin ? ` – ${d.Pin}` : ''}</span>
                </p>
              </div>
              <div>
                <h2>Booking</h2>
                <p>
                  Booking For: <strong>{d.Booking_For ?? d.BookingFor}</strong><br />
                  Payment: <strong style={{ textTransform: 'capitalize' }}>{d.Payment_type}</strong><br />
                  Distance: <strong>{d.distanceKm} km</strong>
                  {d.gst_no ? <><br />Customer GST No: <strong>{d.gst_no}</strong></> : null}
                </p>
              </div>
            </div>
            <table className={styles.lines}>
              <thead><tr><th>Description</th><th>Amount</th></tr></thead>
              <tbody>
                <tr><td>{d.Title} — MRP</td><td>{formatRupees(d.BookingAmt)}</td></tr>
                <tr><td>Discount ({d.Discount}%)</td><td className={styles.minus}>− {formatRupees(d.DiscountAmt)}</td></tr>
                <tr><td>Offer amount</td><td>{formatRupees(d.OfferAmt)}</td></tr>
                <tr><td>GST ({d.Gst}%)</td><td>{formatRupees(d.GstAmt ?? Math.max(0, d.GstWithMrp - d.OfferAmt))}</td></tr>
                <tr><td>GST-inclusive amount</td><td>{formatRupees(d.GstWithMrp)}</td></tr>
                <tr><td>Travel charges ({d.distanceKm} km, GST inclusive)</td><td>{formatRupees(d.travelCharges)}</td></tr>
                <tr><td>Admin commission ({d.admin_commision_per}%)</td><td className={styles.minus}>− {formatRupees(d.admin_commision_amount)}</td></tr>
                <tr className={styles.total}><td>Total Billing</td><td data-testid="invoice-total">{formatRupees(total)}</td></tr>
              </tbody>
            </table>
            <p className={styles.note}>
              Customer billing amount {formatRupees(d.BillingAmt)}{d.Payment_type === 'advance' ? `; advance asked ${formatRupees(d.advance_booking_amount)}` : ''}.
              Total billing = travel charges + GST-inclusive amount − admin commission.
            </p>
            {account ? (
              <table className={styles.lines} data-testid="vendor-invoice-money">
                <caption className={styles.caption}>{bookingStateLabel(d.BookingState, d.DueAmt)} — the customer&apos;s payments</caption>
                <tbody>
                  {d.Payments.map((p) => (
                    <tr key={p.PaymentId}><td>{p.Kind === 'advance' ? 'Advance paid' : p.Kind === 'balance' ? 'Balance paid' : 'Paid in full'} · {formatDate(p.Date)}</td><td>{formatRupees(p.Amount)}</td></tr>
                  ))}
                  {d.Refunds.map((r, i) => (
                    <tr key={`r${i}`}><td>Refunded · {formatDate(r.Date)} · {r.Reason}{r.CreditNoteNo ? ` · ${r.CreditNoteNo}` : ''}</td><td className={styles.minus}>− {formatRupees(r.Amount)}</td></tr>
                  ))}
                  {d.Payments.length === 0 ? <tr><td>Nothing paid</td><td>{formatRupees(0)}</td></tr> : null}
                  <tr className={styles.total}>
                    <td>{account.balance > 0 ? 'Balance payable by the customer' : 'Nothing payable'}</td>
                    <td data-testid="vendor-invoice-balance">{formatRupees(toRupees(account.balance))}</td>
                  </tr>
                </tbody>
              </table>
            ) : null}
          </article>
        ) : null}
        {d ? <CreditNotes notes={d.CreditNotes} gst={d.Document !== 'bill_of_supply'} /> : null}
      </LoadState>
    </section>
  );
}
