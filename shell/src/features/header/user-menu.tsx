import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { bus } from '@utsav/shared/bus';
import { cartQueryKey } from '@utsav/shared/cart-api';
import { sessionStore, useSession } from '@utsav/shared/session';
import styles from './header.module.css';
import { useShellT } from '../../i18n';

/** 'Sign In' for visitors, the customer's name with my account / My Bookings / logout for customers, 'Back office' for operators. */
export function UserMenu() {
  const { t } = useShellT();
  const role = useSession((s) => s.role);
  const name = useSession((s) => s.profile?.Name || (typeof s.claims?.name === 'string' ? s.claims.name : ''));
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setOpen(false);
  }, [location]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    // Escape closes the menu and gives focus back to its button (WAI-ARIA menu button).
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (role === 3) {
    // An operator: the back office is theirs; the storefront header only links there.
    return (
      <Link to="/admin" className={styles.userButton} data-testid="user-button">
        <UserIcon />
        <span>{t('user.backOffice')}</span>
      </Link>
    );
  }
  if (role !== 1) {
    return (
      <button
        type="button"
        className={styles.userButton}
        onClick={() => bus.emit('auth:required', { reason: 'user' })}
        data-testid="user-button"
      >
        <UserIcon />
        <span>{role === 2 ? t('user.vendor') : t('user.signIn')}</span>
      </button>
    );
  }
  const logout = () => {
    sessionStore.getState().logout();
    queryClient.removeQueries({ queryKey: cartQueryKey });
    navigate('/');
  };
  return (
    <div className={styles.userMenu} ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.userButton}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="user-button"
      >
        <UserIcon />
        <span className={styles.userName}>{name || t('user.myAccount')}</span>
      </button>
      {open ? (
        <ul className={styles.dropdown} role="menu">
          <li role="none">
            <Link role="menuitem" to="/account/profile">
              {t('user.myAccountLink')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/account/booking">
              {t('user.myBookings')}
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" type="button" onClick={logout}>
              {t('user.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

function UserIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  );
}
