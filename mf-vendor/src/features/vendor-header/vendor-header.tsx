import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { getConfig } from '@utsav/shared/runtime-config';
import { sessionStore, useSession } from '@utsav/shared/session';
import { Logo } from '@utsav/shared/ui/logo';
import type { VendorHeaderProps } from '@utsav/shared/contracts';
import styles from './vendor-header.module.css';

/**
 * Vendor area header (exposed as vendor/VendorHeader; the shell shows it instead of the storefront header on the
 * vendor's pages): Dashboard, Booking, Services, Calendar, call-now, user dropdown with Change Password and Logout.
 */
export default function VendorHeader(_props: VendorHeaderProps) {
  const name = useSession((s) => s.profile?.Name || (typeof s.claims?.name === 'string' ? s.claims.name : 'Vendor'));
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const phone = getConfig().callNow ?? '+91 98765 43210';
  useEffect(() => {
    setOpen(false);
  }, [location]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  const logout = () => {
    sessionStore.getState().logout();
    navigate('/vendor');
  };
  return (
    <header className={styles.header} data-print-hide>
      <div className={styles.container}>
        <Logo to="/vendor/dashboard" />
        <span className={styles.tag}>Vendor</span>
        <nav className={styles.nav} aria-label="Vendor menu">
          <NavLink to="/vendor/dashboard">Dashboard</NavLink>
          <NavLink to="/vendor/booking">Booking</NavLink>
          <NavLink to="/vendor/services">Services</NavLink>
          <NavLink to="/vendor/calendar">Calendar</NavLink>
        </nav>
        <a className={styles.call} href={`tel:${phone.replace(/\s/g, '')}`}>Call Now: <strong>{phone}</strong></a>
        <div className={styles.user} ref={ref}>
          <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="vendor-user-button">
            {name} ▾
          </button>
          {open ? (
            <ul className={styles.dropdown} role="menu">
              <li role="none"><Link role="menuitem" to="/vendor/tax-details">Tax Details (GSTIN)</Link></li>
              <li role="none"><Link role="menuitem" to="/vendor/change-password">Change Password</Link></li>
              <li role="none"><button role="menuitem" type="button" onClick={logout}>Logout</button></li>
            </ul>
          ) : null}
        </div>
      </div>
    </header>
  );
}
