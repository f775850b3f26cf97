import { formatAmount, formatDate, formatRupees } from '@utsav/domain/format';
import { Loading } from '@utsav/ui/page-state';
import { usePackageInvoice } from '../api/invoices';
import { amountInWords, packageInvoiceFigures } from '../invoice-math';
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
import { documentTitle, packageDocumentTitle } from './invoice-text';
import { PackageCreditNotes } from '@utsav/ui/package-credit-notes';
import { DeclinedServices } from './declined-services';
import styles from './invoice.module.css';
import { useAppT } from '../../../i18n';
import { amountInHindiWords } from '@utsav/domain/amount-in-hindi-words';

const BACK = '/account/booking-package';

/**
 * Package invoice `/account/booking-package/{orderid}` (product §2.8, §3 Package booking detail), printable. * an order summary until money is received; then each supplier's part is its tax invoice (GSTIN) or bill of supply;
 * the total to the paisa; paid, refunded and due from the payment records.
 */
export default function PackageInvoice({ orderId }: { orderId: string }) {
  const { t, lang } = useAppT();
  const { data: d, isPending, isError } = usePackageInvoice(orderId);
  if (isPending) return <Loading label={t('invoice.loading')} />;
  if (isError || !d) return <InvoiceNotFound backTo={BACK} />;
  const f = packageInvoiceFigures(d);
  const tot = f.totals;
  const summary = f.document === 'order_summary';

  return (
    <>
      <InvoiceActions backTo={BACK} backLabel={t('invoice.backPackage')} />
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
              {packageDocumentTitle(f.document)}
            </h1>
            <p className={styles.invoiceNo}>{d.OrderId}</p>
            <MoneyBadge money={f.money} />
          </div>
        </header>
        {summary ? <SummaryNotice awaitingPayment={d.BookingState === 'pending_payment'} /> : null}

        <Meta
          items={[
            [t('invoice.bookingId'), String(d.BookingId)],
            [t('invoice.bookedOn'), formatDate(d.CreateOn)],
            ...(summary ? [] : [[t('invoice.invoiceDate'), formatDate(d.InvoiceIssuedAt)] as [string, string]]),
            [t('invoice.eventDate'), formatDate(d.BookingDate)],
            [t('invoice.package'), d.PackageName],
            [t('invoice.bookingFor'), d.BookingFor || '---'],
          ]}
        />

        <div className={styles.parties}>
          <Party title={t('invoice.billTo')}>
            <p className={styles.partyName} data-testid="bill-to-name">
              {d.OnBehalfOfName}
            </p>
            <p>{d.Address}</p>
            <p>
              {[d.City, d.State].filter(Boolean).join(', ')}
              {d.Pin ? ` – ${d.Pin}` : ''}
            </p>
            <p>{t('common.mobile', { mobile: d.OnBehalfOfMobile })}</p>
            {d.Email ? <p>{t('common.email', { email: d.Email })}</p> : null}
            {d.gst_no ? (
              <p>
                {t('invoice.gstin')} {d.gst_no}
              </p>
            ) : null}
          </Party>
          <Party title={t('invoice.eventAddress')}>
            <p>{d.Address}</p>
            <p>
              {[d.City, d.State].filter(Boolean).join(', ')}
              {d.Pin ? ` – ${d.Pin}` : ''}
            </p>
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
                <th className={styles.num}>{t('invoice.taxableValue')}</th>
                <th className={styles.num}>GST</th>
                <th className={styles.num}>{t('invoice.amount')}</th>
              </tr>
            </thead>
            {/* each product's part of the package price, grouped by the vendor who supplies it. */}
            {f.suppliers.map((sup) => (
              <tbody key={sup.vendorId} data-testid="package-supplier">
                <tr className={styles.supplierRow}>
                  <th colSpan={5} scope="colgroup">
                    {t(sup.state ? 'invoice.soldByIn' : 'invoice.soldBy', {
                      name: sup.name || t('invoice.vendor'),
                      state: sup.state,
                    })}{' '}
                    ·{' '}
                    {sup.gstin ? (
                      <>
                        GSTIN <strong>{sup.gstin}</strong>
                      </>
                    ) : (
                      t('invoice.noGst')
                    )}
                    {summary ? null : <span className={styles.sub}>{documentTitle(sup.document)}</span>}
                  </th>
                </tr>
                {sup.items.map((it) => (
                  <tr key={it.productId} data-testid="package-line">
                    <td data-label={t('invoice.service')}>
                      <strong>{it.title}</strong>
                      {it.travel > 0 ? (
                        <span className={styles.sub} data-testid="package-line-travel">
                          {t('invoice.inclTravel', { amount: formatRupees(it.travel) })}
                        </span>
                      ) : null}
                    </td>
                    <td data-label="SAC">{it.sac}</td>
                    <td data-label={t('invoice.taxableValue')} className={styles.num}>
                      {formatAmount(it.taxable)}
                    </td>
                    <td data-label="GST" className={styles.num}>
                      {formatAmount(it.gst)}
                      <span className={styles.sub}>
                        {it.kind === 'intra'
                          ? `CGST ${it.rate / 2}% + SGST ${it.rate / 2}%`
                          : it.kind === 'inter'
                            ? `IGST ${it.rate}%`
                            : `${it.rate}%`}
                      </span>
                    </td>
                    <td data-label={t('invoice.amount')} className={styles.num}>
                      {formatAmount(it.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
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
            <p className={styles.muted}>{t('invoice.packageNote')}</p>
          </div>
          <dl className={styles.summary} data-testid="invoice-summary">
            <SummaryRow label={t('invoice.taxable')} value={formatRupees(tot.taxable)} testId="taxable" />
            {tot.cgst > 0 ? <SummaryRow label="CGST" value={formatRupees(tot.cgst)} testId="cgst" /> : null}
            {tot.sgst > 0 ? <SummaryRow label="SGST" value={formatRupees(tot.sgst)} testId="sgst" /> : null}
            {tot.igst > 0 ? <SummaryRow label="IGST" value={formatRupees(tot.igst)} testId="igst" /> : null}
            {tot.gst - tot.cgst - tot.sgst - tot.igst > 0 ? (
              <SummaryRow
                label="GST"
                value={formatRupees(Math.round((tot.gst - tot.cgst - tot.sgst - tot.igst) * 100) / 100)}
                testId="gst"
              />
            ) : null}
            <SummaryRow
              label={t('invoice.packageTotal')}
              value={formatRupees(tot.total)}
              strong
              testId="invoice-total"
            />
            <MoneyStatement money={f.money} total={tot.total} />
          </dl>
        </div>

        <DeclinedServices order={d} />
        <PackageCreditNotes notes={d.CreditNotes} />

        <footer className={styles.foot}>
          <p>
            {t('invoice.thanks')} {t(summary ? 'invoice.notTaxInvoice' : 'invoice.computer')}
          </p>
        </footer>
      </article>
    </>
  );
}
