import { formatAmount, formatDate, formatRupees } from '@utsav/domain/format';
import { Loading } from '@utsav/ui/page-state';
import { QuoteLines } from '@utsav/ui/quote-lines';
import { CreditNotes } from '@utsav/ui/credit-notes';
import { useBookingInvoice, useSeller } from '../api/invoices';
import { amountInWords, bookingInvoiceFigures } from '../invoice-math';
import { sacCodeFor } from '@utsav/domain/tax-invoice';
import {
  Brand,
  InvoiceActions,
  InvoiceNotFound,
  Meta,
  MoneyBadge,
  SummaryNotice,
  MoneyStatement,
  Party,
  SummaryRow,
} from './invoice-parts';
import { documentTitle } from './invoice-text';
import styles from './invoice.module.css';
import { useAppT } from '../../../i18n';
import { amountInHindiWords } from '@utsav/domain/amount-in-hindi-words';

const BACK = '/account/booking';

/**
 * Booking invoice `/account/booking/{orderid}` (product §2.8, §3 Booking detail), printable. an order summary
 * until money is received, then a tax invoice (supplier with a GSTIN) or a bill of supply (without); the total to
 * the paisa; paid, refunded and due from the payment records; a closed booking's credit notes and nothing payable.
 */
export default function BookingInvoice({ orderId }: { orderId: string }) {
  const { t, lang } = useAppT();
  const { data: d, isPending, isError } = useBookingInvoice(orderId);
  const seller = useSeller(d?.ProductId);

  if (isPending) return <Loading label={t('invoice.loading')} />;
  if (isError || !d) return <InvoiceNotFound backTo={BACK} />;
  if (seller.isPending && seller.fetchStatus !== 'idle') return <Loading label={t('invoice.loading')} />;

  // The order's own supplier block when the API gives it, else the service's public details.
  const vendor = d.Seller
    ? {
        operatorName: d.Seller.Name,
        address: d.Seller.Address,
        city: d.Seller.City,
        state: d.Seller.State,
        pin: d.Seller.Pin,
        gstin: d.Seller.Gstin,
        category: seller.data?.category,
        sacCode: seller.data?.sacCode,
      }
    : seller.data
      ? { ...seller.data, gstin: '' }
      : null;
  const f = bookingInvoiceFigures(d, vendor?.state);
  const sac = d.SacCode || vendor?.sacCode || sacCodeFor(vendor?.category);
  const tot = f.totals;
  const half = f.service.rate / 2;
  // With a reschedule fee (18 %) beside the service (its own rate) the GST rows sum several rates: no single rate to print.
  const oneRate = !f.fee || f.fee.rate === f.service.rate;
  const summary = f.document === 'order_summary';
  const billOfSupply = f.document === 'bill_of_supply';

  return (
    <>
      <InvoiceActions backTo={BACK} backLabel={t('invoice.backBooking')} />
      <article
        className={styles.sheet}
        data-testid="invoice"
        data-document={f.document}
        aria-labelledby="invoice-title"
      >
        <header className={styles.top}>
          <Brand />
          <div className={styles.titleBlock}>
            <h1 id="invoice-title" className={styles.title}>
              {documentTitle(f.document)}
            </h1>
            <p className={styles.invoiceNo}>{summary ? d.BookingNo : d.BillNo}</p>
            <MoneyBadge money={f.money} />
          </div>
        </header>
        {summary ? <SummaryNotice awaitingPayment={d.BookingState === 'pending_payment'} /> : null}

        <Meta
          items={[
            [
              t(summary ? 'invoice.orderDate' : 'invoice.invoiceDate'),
              formatDate(summary ? d.CreateDate : (d.InvoiceIssuedAt ?? d.CreateDate)),
            ],
            [t('bookings.orderId'), d.OrderId],
            [t('bookings.no'), d.BookingNo],
            [t('invoice.eventDate'), formatDate(d.BookingOnDate)],
            [t('invoice.bookingFor'), d.BookingFor || '---'],
            [t('invoice.payment'), t(d.Payment_type === 'advance' ? 'invoice.advance' : 'invoice.full')],
          ]}
        />

        <div className={styles.parties}>
          <Party title={t('invoice.soldByTitle')}>
            {vendor ? (
              <>
                <p className={styles.partyName}>{vendor.operatorName}</p>
                <p>{vendor.address}</p>
                <p>
                  {[vendor.city, vendor.state].filter(Boolean).join(', ')}
                  {vendor.pin ? ` – ${vendor.pin}` : ''}
                </p>
                <p data-testid="seller-gstin">
                  {vendor.gstin ? (
                    <>
                      {t('invoice.gstin')} <strong>{vendor.gstin}</strong>
                    </>
                  ) : (
                    t('invoice.notRegistered')
                  )}
                </p>
              </>
            ) : (
              <p className={styles.muted}>{t('invoice.noVendor')}</p>
            )}
          </Party>
          <Party title={t('invoice.billTo')}>
            <p className={styles.partyName} data-testid="bill-to-name">
              {d.Name}
            </p>
            <p>{d.Address}</p>
            <p>
              {[d.City, d.State].filter(Boolean).join(', ')}
              {d.Pin ? ` – ${d.Pin}` : ''}
            </p>
            <p>{t('common.mobile', { mobile: d.Mobile })}</p>
            <p>{t('common.email', { email: d.Email })}</p>
            {d.gst_no ? (
              <p>
                {t('invoice.gstin')} {d.gst_no}
              </p>
            ) : null}
            <p className={styles.supply}>
              {t('invoice.placeOfSupply')} <strong>{d.State || '---'}</strong>
            </p>
          </Party>
        </div>

        <div className={styles.tableWrap}>
          <table className={styles.items}>
            <thead>
              <tr>
                <th>{t('invoice.service')}</th>
                <th>SAC</th>
                <th className={styles.num}>MRP</th>
                <th className={styles.num}>{t('invoice.discount')}</th>
                <th className={styles.num}>{t(billOfSupply ? 'invoice.valueOfSupply' : 'invoice.taxableValue')}</th>
                <th className={styles.num}>GST</th>
                <th className={styles.num}>{t('invoice.amount')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td data-label={t('invoice.service')}>
                  <strong>{d.Title}</strong>
                  <span className={styles.sub}>{t('invoice.eventDateOn', { date: formatDate(d.BookingOnDate) })}</span>
                  {/* a booking made from an accepted quote: the quote's lines make up the service's amount */}
                  <QuoteLines quote={d.Quote} className={styles.sub} />
                </td>
                <td data-label="SAC" data-testid="sac-code">
                  {sac}
                </td>
                <td data-label="MRP" className={styles.num}>
                  {formatAmount(f.mrp)}
                </td>
                <td data-label={t('invoice.discount')} className={styles.num}>
                  {formatAmount(f.discount)}
                  <span className={styles.sub}>{f.discountPercent}%</span>
                </td>
                <td data-label={t(billOfSupply ? 'invoice.value' : 'invoice.taxableValue')} className={styles.num}>
                  {formatAmount(f.service.taxable)}
                </td>
                <td data-label="GST" className={styles.num}>
                  {billOfSupply ? (
                    t('invoice.notCharged')
                  ) : (
                    <>
                      {formatAmount(f.service.gst)}
                      <span className={styles.sub}>{f.service.rate}%</span>
                    </>
                  )}
                </td>
                <td data-label={t('invoice.amount')} className={styles.num}>
                  {formatAmount(f.service.amount)}
                </td>
              </tr>
              {f.travel ? (
                <tr data-testid="travel-line">
                  {/* travel is part of the one composite supply — the service's SAC and rate, GST inclusive. */}
                  <td data-label={t('invoice.service')}>
                    <strong>{t('invoice.travel')}</strong>
                    <span className={styles.sub}>{t('invoice.travelSub', { km: f.distanceKm })}</span>
                  </td>
                  <td data-label="SAC">{sac}</td>
                  <td data-label="MRP" className={styles.num}>
                    —
                  </td>
                  <td data-label={t('invoice.discount')} className={styles.num}>
                    —
                  </td>
                  <td data-label={t(billOfSupply ? 'invoice.value' : 'invoice.taxableValue')} className={styles.num}>
                    {formatAmount(f.travel.taxable)}
                  </td>
                  <td data-label="GST" className={styles.num}>
                    {billOfSupply ? (
                      t('invoice.notCharged')
                    ) : (
                      <>
                        {formatAmount(f.travel.gst)}
                        <span className={styles.sub}>{f.travel.rate}%</span>
                      </>
                    )}
                  </td>
                  <td data-label={t('invoice.amount')} className={styles.num}>
                    {formatAmount(f.travel.amount)}
                  </td>
                </tr>
              ) : null}
              {f.fee ? (
                <tr data-testid="fee-line">
                  {/* the reschedule fee is Utsav's own supply — its own SAC and GST, GST inclusive. */}
                  <td data-label={t('invoice.service')}>
                    <strong>{t('invoice.fee')}</strong>
                    <span className={styles.sub}>{t('invoice.feeSub')}</span>
                  </td>
                  <td data-label="SAC">{f.fee.sac}</td>
                  <td data-label="MRP" className={styles.num}>
                    —
                  </td>
                  <td data-label={t('invoice.discount')} className={styles.num}>
                    —
                  </td>
                  <td data-label={t('invoice.taxableValue')} className={styles.num}>
                    {formatAmount(f.fee.taxable)}
                  </td>
                  <td data-label="GST" className={styles.num}>
                    {formatAmount(f.fee.gst)}
                    <span className={styles.sub}>{f.fee.rate}%</span>
                  </td>
                  <td data-label={t('invoice.amount')} className={styles.num}>
                    {formatAmount(f.fee.amount)}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>

        <div className={styles.bottom}>
          <div className={styles.words}>
            <p className={styles.wordsLabel}>{t('invoice.words')}</p>
            <p className={styles.wordsText}>
              {lang === 'hi'
                ? amountInHindiWords(Math.round(tot.total * 100))
                : amountInWords(Math.round(tot.total * 100))}
            </p>
            <p className={styles.muted}>
              {billOfSupply
                ? t('invoice.bos')
                : t(
                    tot.kind === 'intra'
                      ? 'invoice.intra'
                      : tot.kind === 'inter'
                        ? 'invoice.inter'
                        : 'invoice.kindUnknown',
                  )}
            </p>
            <p className={styles.muted}>
              {t(
                billOfSupply ? 'invoice.offer' : f.travel ? 'invoice.offerBeforeGstTravel' : 'invoice.offerBeforeGst',
                { amount: formatRupees(f.offer) },
              )}
            </p>
          </div>
          <dl className={styles.summary} data-testid="invoice-summary">
            <SummaryRow
              label={t(billOfSupply ? 'invoice.valueOfSupply' : 'invoice.taxable')}
              value={formatRupees(tot.taxable)}
              testId="taxable"
            />
            {billOfSupply ? (
              f.fee ? (
                <SummaryRow
                  label={t('invoice.feeGst', { rate: f.fee.rate })}
                  value={formatRupees(tot.gst)}
                  testId="gst"
                />
              ) : null
            ) : tot.kind === 'intra' ? (
              <>
                <SummaryRow label={oneRate ? `CGST @ ${half}%` : 'CGST'} value={formatRupees(tot.cgst)} testId="cgst" />
                <SummaryRow label={oneRate ? `SGST @ ${half}%` : 'SGST'} value={formatRupees(tot.sgst)} testId="sgst" />
              </>
            ) : tot.kind === 'inter' ? (
              <SummaryRow
                label={oneRate ? `IGST @ ${f.service.rate}%` : 'IGST'}
                value={formatRupees(tot.igst)}
                testId="igst"
              />
            ) : (
              <SummaryRow
                label={oneRate ? `GST @ ${f.service.rate}%` : 'GST'}
                value={formatRupees(tot.gst)}
                testId="gst"
              />
            )}
            <SummaryRow label={t('invoice.total')} value={formatRupees(tot.total)} strong testId="invoice-total" />
            <MoneyStatement money={f.money} total={tot.total} />
          </dl>
        </div>

        <footer className={styles.foot}>
          <p>
            {t('invoice.thanks')} {t(summary ? 'invoice.notTaxInvoice' : 'invoice.computer')}
          </p>
        </footer>
      </article>
      <CreditNotes notes={d.CreditNotes} gst={d.Document !== 'bill_of_supply'} />
    </>
  );
}
