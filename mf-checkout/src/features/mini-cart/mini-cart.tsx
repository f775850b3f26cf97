import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { MiniCartProps } from '@utsav/shared/contracts';
import { useCart } from '@utsav/shared/cart-api';
import { formatDate, formatRupees, twoDigits } from '@utsav/domain/format';
import { uploadSrcSet } from '@utsav/domain/image-srcset';
import { imageUrl } from '@utsav/shared/runtime-config';
import { useFocusTrap } from '@utsav/ui/focus-trap';
import { cartMoney } from '../../common/cart-money';
import styles from './mini-cart.module.css';
import { useAppT } from '../../i18n';

/**
 * Mini-cart side panel 'my cart' (product §2.3), exposed as checkout/MiniCart and mounted by the shell's cart icon:
 * item count, items linking to their service, sub total and 'view cart'. Reads the same cart query as the
 * header badge, so both stay in step; closes on route change and on Escape; keeps keyboard focus inside while open.
 */
export default function MiniCart({ open, onClose }: MiniCartProps) {
  const { t } = useAppT();
  const { cart, isLoading } = useCart();
  const location = useLocation();
  const panelRef = useRef<HTMLElement>(null);
  const seenKey = useRef(location.key);

  useEffect(() => {
    // Only a real route change closes the panel (safe under StrictMode's double effects).
    if (location.key === seenKey.current) return;
    seenKey.current = location.key;
    onClose();
  }, [location.key, onClose]);

  // a keyboard user stays inside the open panel (Tab and Shift+Tab wrap), Escape closes it, and focus goes
  // back to what opened it (the header's cart button). Focus moves in once, on opening — not again when the parent
  // re-renders with a new onClose (that pulled a keyboard user's focus back to Close while they were on 'view cart').
  useFocusTrap(panelRef, open, onClose);

  if (!open) return null;
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <aside
        ref={panelRef}
        tabIndex={-1}
        className={styles.panel}
        aria-label={t('mini.title')}
        role="dialog"
        aria-modal="true"
      >
        <header className={styles.head}>
          <h2 className={styles.title}>
            {t('mini.title')}{' '}
            <span className={styles.count} data-testid="mini-cart-count">
              ({twoDigits(cart.TotalItems)})
            </span>
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('mini.close')}>
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>
          {isLoading ? (
            <p className={styles.empty} role="status">
              {t('mini.loading')}
            </p>
          ) : cart.CartList.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('cart.empty')}</p>
              <Link to="/services/all" className={styles.browse}>
                {t('cart.browse')}
              </Link>
            </div>
          ) : (
            <ul className={styles.list}>
              {cart.CartList.map((item) => (
                <li key={item.CartId} className={styles.item}>
                  {item.ProductImage ? (
                    <img
                      src={imageUrl('product', item.ProductImage)}
                      srcSet={uploadSrcSet(imageUrl('product', item.ProductImage))}
                      sizes="64px"
                      alt=""
                      width={64}
                      height={64}
                      className={styles.thumb}
                    />
                  ) : (
                    <span className={styles.thumb} />
                  )}
                  <div className={styles.info}>
                    <Link to={`/services/details/${item.ProductId}`} className={styles.name}>
                      {item.title}
                    </Link>
                    <span className={styles.meta}>{formatDate(item.BookingDate)}</span>
                    {Number(item.isAvailable) === 1 ? null : (
                      <span className={styles.na}>{t('line.notAvailable')}</span>
                    )}
                  </div>
                  <span className={styles.price}>{formatRupees(item.payableAmt)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <footer className={styles.foot}>
          <div className={styles.subtotal}>
            <span>{t('cart.subTotal')}</span>
            <strong data-testid="mini-cart-subtotal">{formatRupees(cartMoney(cart.CartList, null).payable)}</strong>
          </div>
          <Link to="/cart" className={styles.viewCart} onClick={onClose}>
            {t('mini.viewCart')}
          </Link>
        </footer>
      </aside>
    </div>
  );
}
