import { useParams } from 'react-router';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { bookingStateLabel } from '@utsav/shared/payments-api';
import { CreditNotes } from '@utsav/shared/ui/credit-notes';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../../../components/page-head';
import { TimingBadge } from '../../../components/timing-badge';
import { useBookingDetail } from '../api/booking-detail-api';
import { vendorInvoiceTotal } from './vendor-billing';
import page from '../../../app/page.module.css';
import styles from './invoice.module.css';

/** /vendor/booking/{bookingid}: printable booking invoice; total billing = travel + GST-inclusive amount − admin commission. */
export default function BookingInvoicePage() {
  const { bookingId = '' } = useParams();
  const detail = useBookingDetail(bookingId);
  const d = detail.data;
  const total = d ? vendorInvoiceTotal(d.travelCharges, d.GstWithMrp, d.admin_commision_amount) : 0;
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
              </div>
              <dl className={styles.meta}>
                <dt>Bill No</dt><dd>{d.BillNo}</dd>
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
                  {[d.City, d.BookingState].filter(Boolean).join(', ')}{d.Pin ? ` - ${d.Pin}` : ''}
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
              Customer billing amount {formatRupees(d.BillingAmt)}; advance paid by the customer {formatRupees(d.advance_booking_amount)}.
              Total billing = travel charges + GST-inclusive amount − admin commission.
            </p>
            {d.BookingState ? (
              <p className={styles.note} data-testid="vendor-invoice-money">
                {bookingStateLabel(d.BookingState, d.DueAmt)} · collected {formatRupees(d.PaidAmt ?? 0)}{(d.RefundedAmt ?? 0) > 0 ? ` · refunded ${formatRupees(d.RefundedAmt ?? 0)}` : ''}
              </p>
            ) : null}
          </article>
        ) : null}
        {d ? <CreditNotes notes={d.CreditNotes} /> : null}
      </LoadState>
    </section>
  );
}
