import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { getConfig } from '@utsav/shared/runtime-config';
import { sessionStore, useSession } from '@utsav/shared/session';
import { Logo } from '@utsav/ui/logo';
import type { VendorHeaderProps } from '@utsav/shared/contracts';
import styles from './vendor-header.module.css';
import { useAppT } from '../../i18n';
import { useVendorUnread } from '../../api/inbox-unread';
import { LANGS, setLang } from '@utsav/shared/i18n';
import { LanguageName } from '@utsav/ui/language-name';

/**
 * Vendor area header (exposed as vendor/VendorHeader; the shell shows it instead of the storefront header on the
 * vendor's pages): Dashboard, Booking, Services, Calendar, call-now, user dropdown with Change Password and Logout.
 */
export default function VendorHeader(_props: VendorHeaderProps) {
  const name = useSession((s) => s.profile?.Name || (typeof s.claims?.name === 'string' ? s.claims.name : ''));
  const { t, lang } = useAppT();
  const role = useSession((s) => s.role);
  // The inbox badge (docs/conversations.md#live-updates): polled while a vendor is signed in.
  const unread = useVendorUnread(role === 2).data ?? 0;
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
        {/* White on the dark header, in every language (it was picked by the English link name, so Hindi stayed pink). */}
        <Logo to="/vendor/dashboard" onDark />
        <span className={styles.tag}>{t('header.tag')}</span>
        <nav className={styles.nav} aria-label={t('header.menu')}>
          <NavLink to="/vendor/dashboard">{t('header.dashboard')}</NavLink>
          <NavLink to="/vendor/booking">{t('header.booking')}</NavLink>
          <NavLink to="/vendor/inbox">
            {t('header.inbox')}
            {unread ? (
              <span className={styles.unread} aria-label={t('header.inboxUnread', { count: unread })}>
                {unread}
              </span>
            ) : null}
          </NavLink>
          <NavLink to="/vendor/services">{t('header.services')}</NavLink>
          <NavLink to="/vendor/calendar">{t('header.calendar')}</NavLink>
          <NavLink to="/vendor/earnings">{t('header.earnings')}</NavLink>
          <NavLink to="/vendor/payouts">{t('header.payouts')}</NavLink>
        </nav>
        <a className={styles.call} href={`tel:${phone.replace(/\s/g, '')}`}>
          {t('header.callNow')} <strong>{phone}</strong>
        </a>
        {/* English / हिन्दी here too (the storefront's switch is not on the vendor's pages); kept in the cookie. */}
        <div
          className={styles.languages}
          role="group"
          aria-label={t('header.language')}
          data-testid="vendor-language-switch"
        >
          {LANGS.map((l) => (
            <button key={l} type="button" lang={l} aria-pressed={l === lang} onClick={() => void setLang(l)}>
              <LanguageName lang={l} pageLang={lang} />
            </button>
          ))}
        </div>
        <div className={styles.user} ref={ref}>
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            data-testid="vendor-user-button"
          >
            {t('header.user', { u: name || t('header.tag') })}
          </button>
          {open ? (
            <ul className={styles.dropdown} role="menu">
              <li role="none">
                <Link role="menuitem" to="/vendor/tax-details">
                  {t('header.taxDetails')}
                </Link>
              </li>
              <li role="none">
                <Link role="menuitem" to="/vendor/my-data">
                  {t('header.myData')}
                </Link>
              </li>
              <li role="none">
                <Link role="menuitem" to="/vendor/change-password">
                  {t('header.changePassword')}
                </Link>
              </li>
              <li role="none">
                <button role="menuitem" type="button" onClick={logout}>
                  {t('header.logout')}
                </button>
              </li>
            </ul>
          ) : null}
        </div>
      </div>
    </header>
  );
}
