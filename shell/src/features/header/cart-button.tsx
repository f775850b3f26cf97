import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { bus } from '@utsav/shared/bus';
import { cartQueryKey, useCart } from '@utsav/shared/cart-api';
import { useSession } from '@utsav/shared/session';
import { RemoteSlot } from '../../federation/remote-slot';
import styles from './header.module.css';
import { useShellT } from '../../i18n';

/** Cart icon with the item-count badge: mini-cart for customers, sign-in dialog for everyone else. */
export function CartButton() {
  const { t } = useShellT();
  const role = useSession((s) => s.role);
  const { cart } = useCart();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const location = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [location]);
  useEffect(
    () => bus.on('cart:changed', () => void queryClient.invalidateQueries({ queryKey: cartQueryKey })),
    [queryClient],
  );
  useEffect(
    () =>
      bus.on('minicart:open', () => {
        if (role === 1) {
          setMounted(true);
          setOpen(true);
        }
      }),
    [role],
  );

  const onClick = () => {
    if (role !== 1) {
      bus.emit('auth:required', { reason: 'cart' });
      return;
    }
    setMounted(true);
    setOpen((o) => !o);
  };

  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        onClick={onClick}
        aria-label={t('header.cartItems', { count: cart.TotalItems })}
        data-testid="cart-button"
      >
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 8H6" />
          <circle cx="10" cy="20" r="1.4" />
          <circle cx="17" cy="20" r="1.4" />
        </svg>
        <span className={styles.badge} data-testid="cart-count">
          {cart.TotalItems}
        </span>
      </button>
      {role === 1 && mounted ? (
        <RemoteSlot id="checkout/MiniCart" inline props={{ open, onClose: () => setOpen(false) }} />
      ) : null}
    </>
  );
}
