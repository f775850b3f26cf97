/**
 * Compare's table (docs/shortlist.md "Compare"): one column per service, one row per thing to compare — every
 * amount and fare as the API computed it (the cart's own code), the cancellation terms from @utsav/domain's policy
 * (the same for every service). A column can be removed.
 */
import { Link } from 'react-router';
import type { CompareItem } from '@utsav/domain/contract';
import { formatRupees } from '@utsav/domain/format';
import { effectiveRadiusKm } from '@utsav/domain/schemas/event-types';
import { imageUrl } from '@utsav/shared/runtime-config';
import { useRefundPolicyLines } from '@utsav/ui/refund-policy-lines';
import { Stars } from '@utsav/ui/stars';
import { useShortlistT } from './i18n';
import styles from './shortlist.module.css';

export interface CompareTableProps {
  items: readonly CompareItem[];
  /** Whether a pincode was given (else travel is not known yet) and a date (else availability). */
  hasPlace: boolean;
  hasDate: boolean;
  onRemove: (productId: number) => void;
}

export function CompareTable({ items, hasPlace, hasDate, onRemove }: CompareTableProps) {
  const { t } = useShortlistT();
  const policy = useRefundPolicyLines(false);
  const money = (i: CompareItem, amount: number) =>
    i.amount_hide_show === 1 ? t('compare.onEnquiry') : formatRupees(amount);
  const rows: { key: string; label: string; cell: (i: CompareItem) => React.ReactNode }[] = [
    {
      key: 'price',
      label: t('compare.priceGst'),
      cell: (i) => (
        <>
          <strong>{money(i, i.gstwithmrp)}</strong>
          {i.amount_hide_show === 1 ? null : (
            <span className={styles.muted}>
              {t('compare.gstPart', { gst: i.gst, amount: formatRupees(i.gstAmt) })}
              {i.discount > 0 ? ` · ${t('compare.discount', { discount: i.discount })}` : ''}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'travel',
      label: t('compare.travelFare'),
      cell: (i) =>
        !hasPlace ? (
          <span className={styles.muted}>{t('compare.needPincode')}</span>
        ) : i.Outside ? (
          <span className={styles.warn}>{t('compare.outside', { km: Math.round(i.DistanceInKm) })}</span>
        ) : (
          <>
            {formatRupees(i.TravelFare)}
            <span className={styles.muted}>{t('compare.km', { km: Math.round(i.DistanceInKm) })}</span>
          </>
        ),
    },
    {
      key: 'total',
      label: t('compare.total'),
      cell: (i) => <strong>{money(i, i.totalAmt)}</strong>,
    },
    {
      key: 'rating',
      label: t('compare.ratingReviews'),
      cell: (i) => (
        <>
          <Stars rating={i.Rating} />
          <span className={styles.muted}>{t('compare.reviews', { count: i.ReviewCount })}</span>
        </>
      ),
    },
    {
      key: 'availability',
      label: t('compare.availabilityOn'),
      cell: (i) =>
        !hasDate ? (
          <span className={styles.muted}>{t('compare.needDate')}</span>
        ) : i.Availability === 'Available' ? (
          <span className={styles.ok}>{t('compare.available')}</span>
        ) : (
          <span className={styles.warn}>{t('compare.notAvailable')}</span>
        ),
    },
    {
      key: 'vendor',
      label: t('compare.vendorPlace'),
      cell: (i) => (
        <>
          {i.VendorCity}
          <span className={styles.muted}>{t('compare.radius', { km: effectiveRadiusKm(i.ServiceRadiusKm) })}</span>
        </>
      ),
    },
  ];
  return (
    <div className={styles.scroll}>
      <table className={styles.compare}>
        <caption className={styles.visuallyHidden}>{t('compare.caption')}</caption>
        <thead>
          <tr>
            <td />
            {items.map((i) => (
              <th key={i.ProductId} scope="col">
                {i.Image ? <img src={imageUrl('product', i.Image)} alt="" width={120} height={90} /> : null}
                <Link to={`/services/details/${i.ProductId}`}>{i.Title}</Link>
                <span className={styles.muted}>{i.Category}</span>
                <button type="button" className={styles.link} onClick={() => onRemove(i.ProductId)}>
                  {t('compare.remove', { title: i.Title })}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {items.map((i) => (
                <td key={i.ProductId} data-testid={`compare-${row.key}-${i.ProductId}`}>
                  {row.cell(i)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('compare.cancellation')}</th>
            <td colSpan={items.length}>
              <span className={styles.muted}>{t('compare.samePolicy')}</span>
              <ul className={styles.policy}>
                {policy.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
