import { currentLocale } from '@utsav/shared/i18n';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CartItem, ServiceReach, ServiceReachItem } from '@utsav/domain/contract';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { priceStatementOfRupees } from '@utsav/domain/price-statement';
import { uploadSrcSet } from '@utsav/domain/image-srcset';
import { imageUrl } from '@utsav/shared/runtime-config';
import { ServiceReachNote } from '@utsav/ui/service-reach';
import { usePriceTexts } from '@utsav/ui/price-texts';
import styles from './cart-line.module.css';
import { DateChangeForm } from './date-change-form';
import { useAppT } from '../../i18n';

export interface CartLineProps {
  item: CartItem;
  onRemove?: (item: CartItem) => void;
  removing?: boolean;
  /** Smaller layout for the checkout summary. */
  compact?: boolean;
  /** When given, the line offers 'Change date' (an explicit request; the new availability shows after it). */
  onChangeDate?: (item: CartItem, bookingDate: string) => void;
  changingDate?: boolean;
  /** Before an address is chosen (the cart): distance and travel from the customer's saved address. */
  reach?: ServiceReachItem | null;
  reachFrom?: ServiceReach['Address'];
}

/** One dated booking in the cart: image, title, date, prices, availability ('Not Available' in red) and remove. */
export function CartLine({
  item,
  onRemove,
  removing,
  compact,
  onChangeDate,
  changingDate,
  reach,
  reachFrom,
}: CartLineProps) {
  const { t } = useAppT();
  const priceTexts = usePriceTexts();
  const available = Number(item.isAvailable) === 1;
  const [editing, setEditing] = useState(false);
  const size = compact ? 56 : 96;
  return (
    <li
      className={`${styles.line} ${compact ? styles.compact : ''} ${available ? '' : styles.unavailable}`}
      data-testid="cart-line"
    >
      <Link to={`/services/details/${item.ProductId}`} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {item.ProductImage ? (
          <img
            src={imageUrl('product', item.ProductImage)}
            srcSet={uploadSrcSet(imageUrl('product', item.ProductImage))}
            sizes={`${size}px`}
            alt=""
            width={size}
            height={size}
            loading="lazy"
          />
        ) : null}
      </Link>
      <div className={styles.body}>
        <Link to={`/services/details/${item.ProductId}`} className={styles.title}>
          {item.title}
        </Link>
        <span className={styles.meta}>
          {t('line.bookingDate')} <strong data-testid="line-date">{formatDate(item.BookingDate)}</strong>
          {onChangeDate && !editing ? (
            <button
              type="button"
              className={styles.changeDate}
              onClick={() => setEditing(true)}
              aria-label={t('line.changeDateOf', { title: item.title })}
            >
              {t('line.changeDate')}
            </button>
          ) : null}
        </span>
        {reach !== undefined ? (
          <ServiceReachNote city={item.VendorCity} reach={reach} address={reachFrom} price={item.offerAmt} />
        ) : (
          <span className={styles.meta} data-testid="line-travel">
            {item.VendorCity ? <>{t('line.vendorIn', { city: item.VendorCity })}</> : null}
            {item.DistanceInKm > 0 ? (
              <>
                {' '}
                ·{' '}
                {t('line.away', {
                  km: item.DistanceInKm.toLocaleString(currentLocale(), { maximumFractionDigits: 1 }),
                  fare: formatRupees(item.TravelFare),
                })}
              </>
            ) : null}
          </span>
        )}
        {available ? (
          <span className={styles.available}>{t('line.available')}</span>
        ) : (
          <>
            <span className={styles.notAvailable} role="status">
              {t('line.notAvailable')}
            </span>
            {item.UnavailableReason ? (
              <span className={styles.reason} data-testid="line-unavailable-reason">
                {item.UnavailableReason}
              </span>
            ) : null}
          </>
        )}
        {onChangeDate && editing ? (
          <DateChangeForm
            label={t('line.newDateFor', { title: item.title })}
            submitLabel={t('line.change')}
            initial={item.BookingDate.slice(0, 10)}
            pending={changingDate}
            onSubmit={(d) => {
              onChangeDate(item, d);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : null}
      </div>
      <div className={styles.prices}>
        {compact ? (
          // The checkout's summary: the offer, its GST and travel are the totals' rows below it.
          <>
            <span className={styles.offer}>{formatRupees(item.offerAmt)}</span>
            {item.bookingAmt > item.offerAmt ? <del className={styles.mrp}>{formatRupees(item.bookingAmt)}</del> : null}
          </>
        ) : (
          // The price as charged first, in the site's one price rule (@utsav/domain/price-statement): the words and
          // figure of every card and service page; then the offer before GST it comes from.
          <>
            <span className={styles.offer} data-testid="line-charged">
              {priceStatementOfRupees({ payableAmt: item.payableAmt, gst: item.gst }, priceTexts).priceText}
            </span>
            <span className={styles.payable} data-testid="line-offer">
              {item.bookingAmt > item.offerAmt ? (
                <>
                  <del className={styles.mrp}>{formatRupees(item.bookingAmt)}</del>{' '}
                </>
              ) : null}
              {t('line.beforeGst', { amount: formatRupees(item.offerAmt) })}
            </span>
          </>
        )}
      </div>
      {onRemove ? (
        <button
          type="button"
          className={styles.remove}
          onClick={() => onRemove(item)}
          disabled={removing}
          aria-label={t('line.removeOf', { title: item.title })}
          title={t('line.remove')}
        >
          {removing ? (
            <span className={styles.spinner} aria-hidden="true" />
          ) : (
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
            </svg>
          )}
        </button>
      ) : null}
    </li>
  );
}
