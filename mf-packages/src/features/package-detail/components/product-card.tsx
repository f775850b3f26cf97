import { uploadSrcSet } from '@utsav/domain/image-srcset';
import { imageUrl } from '@utsav/shared/runtime-config';
import { formatRupees } from '@utsav/domain/format';
import { LOCALE_OF } from '@utsav/shared/i18n';
import { PriceTag } from '@utsav/ui/price-tag';
import { Stars } from '@utsav/ui/stars';
import { useAppT } from '../../../i18n';
import type { PackageProduct } from '../../../lib/package-types';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: PackageProduct;
  /** The event's pincode the package was fitted to ('' = none): the card then says how far the vendor travels. */
  pincode: string;
  selected: boolean;
  onSelect: () => void;
  onRemove: () => void;
}

/** A product inside a package service group: 'Select', a remove mark when chosen, availability on the date. */
export function ProductCard({ product, pincode, selected, onSelect, onRemove }: ProductCardProps) {
  const { t, lang } = useAppT();
  const image = product.images.split(',')[0]?.trim();
  const unavailable = product.avl === 2;
  const saving = Math.round((product.payableAmt - product.packageRate) * 100) / 100;
  return (
    <article
      className={`${styles.card} ${selected ? styles.selected : ''} ${unavailable ? styles.unavailable : ''}`}
      aria-label={product.title}
      data-selected={selected || undefined}
    >
      {selected ? (
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={t('product.removeOf', { title: product.title })}
          title={t('product.remove')}
        >
          ×
        </button>
      ) : null}
      <img
        src={imageUrl('product', image)}
        srcSet={uploadSrcSet(imageUrl('product', image))}
        sizes="320px"
        alt=""
        width={320}
        height={220}
        loading="lazy"
        className={styles.image}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{product.title}</h3>
        {product.vendor_name || product.city ? (
          <p className={styles.vendor} data-testid="package-product-vendor">
            {[product.vendor_name, product.city].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {pincode ? (
          <p className={styles.vendor} data-testid="package-product-travel">
            {t('product.travel', {
              km: product.DistanceInKm.toLocaleString(LOCALE_OF[lang], { maximumFractionDigits: 1 }),
              pincode,
              fare: formatRupees(product.TravelFare),
            })}
          </p>
        ) : null}
        <div className={styles.meta}>
          <Stars rating={product.rating} />
          {saving > 0 && !product.amount_hide_show ? (
            <span className={styles.off}>{t('product.save', { amount: formatRupees(saving) })}</span>
          ) : null}
        </div>
        {/* In a package the service costs its package rate (GST included, its rate said: docs/gst.md); its own price is struck beside it. */}
        {product.amount_hide_show ? null : (
          <PriceTag
            payableAmt={product.packageRate}
            gst={product.gst}
            bookingAmt={product.payableAmt}
            offerAmt={product.packageRate}
          />
        )}
        {unavailable ? (
          <p className={styles.na} role="note">
            {t('common.notAvailable')}
          </p>
        ) : product.avl === 1 ? (
          <p className={styles.ok}>{t('product.available')}</p>
        ) : null}
        {selected ? (
          <span className={styles.chosen} aria-hidden="true">
            {t('product.selected')}
          </span>
        ) : (
          <button
            type="button"
            className={styles.select}
            onClick={onSelect}
            aria-label={t('product.selectOf', { title: product.title })}
            aria-disabled={unavailable || undefined}
          >
            {t('product.select')}
          </button>
        )}
      </div>
    </article>
  );
}
