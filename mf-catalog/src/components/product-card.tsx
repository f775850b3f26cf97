import { Link } from 'react-router';
import { uploadSrcSet } from '@utsav/domain/image-srcset';
import { imageUrl } from '@utsav/shared/runtime-config';
import { PriceTag } from '@utsav/ui/price-tag';
import { Stars } from '@utsav/ui/stars';
import { ShortlistHeart } from '@utsav/ui/shortlist-heart';
import { CompareToggle } from '@utsav/ui/compare-toggle';
import { Skeleton } from '@utsav/ui/page-state';
import { firstImage, pricesHidden, type ProductListing } from '../api/products-api';
import styles from './product-card.module.css';
import { useAppT } from '../i18n';

/** What a card shows: a listing's fields (a related service has no city or category id; its images are `document`). */
export type CardProduct = Pick<
  ProductListing,
  | 'id'
  | 'title'
  | 'document'
  | 'discount'
  | 'bookingAmt'
  | 'offerAmt'
  | 'payableAmt'
  | 'gst'
  | 'amount_hide_show'
  | 'rating'
> &
  Partial<Pick<ProductListing, 'images' | 'service_name' | 'service_name_hi' | 'city' | 'Reach'>>;

export interface ProductCardProps {
  product: CardProduct;
  /** Images above the fold load eagerly; the rest lazily. */
  eager?: boolean;
}

/** A product card: first image, '{discount}% Off' badge, title, prices (unless hidden), stars; links to the detail. */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const { t, lang } = useAppT();
  // The category in the page's language: the operator's Hindi name on a Hindi page, the name as entered otherwise.
  const category = (lang === 'hi' && product.service_name_hi) || product.service_name;
  const hidden = pricesHidden(product.amount_hide_show);
  const image = firstImage(product);
  return (
    <article className={styles.card} data-testid="product-card">
      <Link to={`/services/details/${product.id}`} className={styles.media} tabIndex={-1} aria-hidden="true">
        {image ? (
          <img
            src={imageUrl('product', image)}
            srcSet={uploadSrcSet(imageUrl('product', image))}
            sizes="(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 25vw"
            alt=""
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.noImage} />
        )}
        {product.discount > 0 ? (
          <span className={styles.badge}>{t('card.off', { discount: product.discount })}</span>
        ) : null}
      </Link>
      <ShortlistHeart productId={product.id} title={product.title} />
      <div className={styles.body}>
        {category || product.city ? (
          <span className={styles.category}>
            {category}
            {product.city ? (
              <span className={styles.city} data-testid="card-city">
                {category ? ' · ' : ''}
                {product.city}
              </span>
            ) : null}
          </span>
        ) : null}
        <h3 className={styles.title}>
          <Link to={`/services/details/${product.id}`}>{product.title}</Link>
        </h3>
        <Stars rating={product.rating} />
        <div className={styles.price}>
          {hidden ? (
            <span className={styles.enquire}>{t('card.onEnquiry')}</span>
          ) : (
            <PriceTag
              payableAmt={product.payableAmt}
              gst={product.gst}
              bookingAmt={product.bookingAmt}
              offerAmt={product.offerAmt}
              reach={product.Reach}
            />
          )}
        </div>
        <CompareToggle productId={product.id} title={product.title} />
      </div>
    </article>
  );
}

/** Placeholder card shown while products load (same size as a card: no layout shift). */
export function ProductCardPlaceholder() {
  return (
    <div className={styles.card} data-testid="product-placeholder" aria-hidden="true">
      <Skeleton className={styles.placeholderMedia} />
      <div className={styles.body}>
        <Skeleton style={{ height: 12, width: '40%' }} />
        <Skeleton style={{ height: 18, width: '85%' }} />
        <Skeleton style={{ height: 14, width: '50%' }} />
        <Skeleton style={{ height: 18, width: '60%' }} />
      </div>
    </div>
  );
}
