import { useParams } from 'react-router';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { bookingStateLabel } from '@utsav/shared/payments-api';
import { DOCUMENT_TITLE, bookingAccount } from '@utsav/domain/tax-invoice';
import { toPaise, toRupees } from '@utsav/domain/pricing';
import { CreditNotes } from '@utsav/ui/credit-notes';
import { QuoteLines } from '@utsav/ui/quote-lines';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../../../components/page-head';
import { TimingBadge } from '../../../components/timing-badge';
import { useBookingDetail } from '../api/booking-detail-api';
import { vendorInvoiceTotal } from './vendor-billing';
import page from '../../../app/page.module.css';
import styles from './invoice.module.css';
import { useAppT } from '../../../i18n';

/**
 * /vendor/booking/{bookingid}: printable booking invoice; total billing = travel + GST-inclusive amount − admin
 * commission. which document the customer holds (order summary, tax invoice or bill of supply), and what
 * the customer paid, was refunded and owes, read from the payment records (the shared rule bookingAccount).
 */
export default function BookingInvoicePage() {
  const { t } = useAppT();
  const { bookingId = '' } = useParams();
  const detail = useBookingDetail(bookingId);
  const d = detail.data;
  const total = d ? vendorInvoiceTotal(d.travelCharges, d.GstWithMrp, d.admin_commision_amount) : 0;
  const account = d
    ? bookingAccount({
        state: d.BookingState,
        total: toPaise(d.BillingAmt),
        paymentType: d.Payment_type,
        advance: toPaise(d.advance_booking_amount),
        payments: d.Payments.map((p) => toPaise(p.Amount)),
        refunds: d.Refunds.map((r) => toPaise(r.Amount)),
      })
    : null;
  return (
    <section className={page.page}>
      <PageHead
        title={t('invoice.title')}
        subtitle={d ? `${d.Booking_No ?? d.BookingNo} · ${d.Title}` : undefined}
        back={['/vendor/booking', t('bookings.title')]}
        actions={
          d ? (
            <button type="button" className={page.linkButton} onClick={() => window.print()}>
              {t('common.print')}
            </button>
          ) : undefined
        }
      />
      <LoadState isPending={detail.isPending} error={detail.error} retry={() => void detail.refetch()}>
        {d ? (
          <article className={styles.invoice} data-testid="vendor-invoice">
            <div className={styles.top}>
              <div>
                <p className={styles.brand}>{t('invoice.brand')}</p>
                <p className={page.muted} style={{ margin: 0 }}>
                  {t('invoice.kicker')}
                </p>
                <p className={styles.doc} data-testid="vendor-invoice-document">
                  {t('invoice.customerDocument')}{' '}
                  <strong>{t(`document.${d.Document}`, { defaultValue: DOCUMENT_TITLE[d.Document] })}</strong>
                  {d.Document === 'order_summary'
                    ? ` — ${t('invoice.noPayment')}`
                    : d.Document === 'bill_of_supply'
                      ? ` — ${t('invoice.noGst')}`
                      : ''}
                </p>
              </div>
              <dl className={styles.meta}>
                {d.Document === 'order_summary' ? null : (
                  <>
                    <dt>{t('invoice.billNo')}</dt>
                    <dd>{d.BillNo}</dd>
                  </>
                )}
                <dt>{t('col.bookingNo')}</dt>
                <dd>{d.Booking_No ?? d.BookingNo}</dd>
                <dt>{t('col.orderId')}</dt>
                <dd>{d.Order_Id ?? d.OrderId}</dd>
                <dt>{t('col.bookedOn')}</dt>
                <dd>{formatDate(d.CreateDate)}</dd>
                <dt>{t('col.eventDate')}</dt>
                <dd>
                  {formatDate(d.Booking_On_Date ?? d.BookingOnDate)}{' '}
                  <TimingBadge date={d.Booking_On_Date ?? d.BookingOnDate} />
                </dd>
              </dl>
            </div>
            <div className={styles.parties}>
              <div>
                <h2>{t('invoice.billTo')}</h2>
                <p>
                  <strong>{d.Name}</strong>
                  <br />
                  {d.Mobile}
                  {d.Email ? <> · {d.Email}</> : null}
                  <br />
                  {d.Address}
                  <br />
                  {/* State is the address's state (region); BookingState is the booking's lifecycle. */}
                  <span data-testid="vendor-invoice-place">
                    {[d.City, d.State].filter(Boolean).join(', ')}
                    {d.Pin ? ` – ${d.Pin}` : ''}
                  </span>
                </p>
              </div>
              <div>
                <h2>{t('col.booking')}</h2>
                <p>
                  {t('invoice.bookingFor')} <strong>{d.Booking_For ?? d.BookingFor}</strong>
                  <br />
                  {t('invoice.payment')}{' '}
                  <strong>
                    {d.Payment_type === 'advance' ? t('bookings.payment_advance') : t('bookings.payment_full')}
                  </strong>
                  <br />
                  {t('invoice.distance')} <strong>{t('invoice.km', { km: d.distanceKm })}</strong>
                  {d.gst_no ? (
                    <>
                      <br />
                      {t('invoice.customerGst')} <strong>{d.gst_no}</strong>
                    </>
                  ) : null}
                </p>
              </div>
            </div>
            <table className={styles.lines}>
              <thead>
                <tr>
                  <th>{t('invoice.description')}</th>
                  <th>{t('col.amount')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>
                    {t('invoice.mrp', { title: d.Title })}
                    {/* a booking made from an accepted quote: the quote's lines make up the service's amount */}
                    <QuoteLines quote={d.Quote} className={styles.quoteLine} />
                  </td>
                  <td>{formatRupees(d.BookingAmt)}</td>
                </tr>
                <tr>
                  <td>{t('invoice.discount', { percent: d.Discount })}</td>
                  <td className={styles.minus}>{t('common.minus', { rs: formatRupees(d.DiscountAmt) })}</td>
                </tr>
                <tr>
                  <td>{t('invoice.offer')}</td>
                  <td>{formatRupees(d.OfferAmt)}</td>
                </tr>
                <tr>
                  <td>{t('invoice.gst', { percent: d.Gst })}</td>
                  <td>{formatRupees(d.GstAmt ?? Math.max(0, d.GstWithMrp - d.OfferAmt))}</td>
                </tr>
                <tr>
                  <td>{t('invoice.gstInclusive')}</td>
                  <td>{formatRupees(d.GstWithMrp)}</td>
                </tr>
                <tr>
                  <td>{t('invoice.travel', { km: d.distanceKm })}</td>
                  <td>{formatRupees(d.travelCharges)}</td>
                </tr>
                <tr>
                  <td>{t('invoice.commission', { percent: d.admin_commision_per })}</td>
                  <td className={styles.minus}>{t('common.minus', { rs: formatRupees(d.admin_commision_amount) })}</td>
                </tr>
                <tr className={styles.total}>
                  <td>{t('invoice.total')}</td>
                  <td data-testid="invoice-total">{formatRupees(total)}</td>
                </tr>
              </tbody>
            </table>
            <p className={styles.note}>
              {t('invoice.billing', { amount: formatRupees(d.BillingAmt) })}
              {d.Payment_type === 'advance'
                ? t('invoice.advanceAsked', { amount: formatRupees(d.advance_booking_amount) })
                : ''}
              . {t('invoice.formula')}
            </p>
            {account ? (
              <table className={styles.lines} data-testid="vendor-invoice-money">
                <caption className={styles.caption}>
                  {t(
                    `state.${d.BookingState === 'confirmed' && (d.DueAmt ?? 0) > 0 ? 'balance_due' : (d.BookingState ?? 'booked')}`,
                    { defaultValue: bookingStateLabel(d.BookingState, d.DueAmt) },
                  )}{' '}
                  — {t('invoice.payments')}
                </caption>
                <tbody>
                  {d.Payments.map((p) => (
                    <tr key={p.PaymentId}>
                      <td>
                        {p.Kind === 'advance'
                          ? t('invoice.advancePaid')
                          : p.Kind === 'balance'
                            ? t('invoice.balancePaid')
                            : t('invoice.paidInFull')}{' '}
                        · {formatDate(p.Date)}
                      </td>
                      <td>{formatRupees(p.Amount)}</td>
                    </tr>
                  ))}
                  {d.Refunds.map((r, i) => (
                    <tr key={`r${i}`}>
                      <td>
                        {t('invoice.refunded')} · {formatDate(r.Date)} · {r.Reason}
                        {r.CreditNoteNo ? ` · ${r.CreditNoteNo}` : ''}
                      </td>
                      <td className={styles.minus}>{t('common.minus', { rs: formatRupees(r.Amount) })}</td>
                    </tr>
                  ))}
                  {d.Payments.length === 0 ? (
                    <tr>
                      <td>{t('invoice.nothingPaid')}</td>
                      <td>{formatRupees(0)}</td>
                    </tr>
                  ) : null}
                  <tr className={styles.total}>
                    <td>{account.balance > 0 ? t('invoice.balancePayable') : t('invoice.nothingPayable')}</td>
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
