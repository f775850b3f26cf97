import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCart } from '@utsav/shared/cart-api';
import { useShortlist } from '@utsav/shared/shortlist';
import { useCategories } from '@utsav/shared/categories-api';
import { twoDigits } from '@utsav/domain/format';
import { useFocusTrap } from '@utsav/ui/focus-trap';
import { RemoteSlot } from '../../federation/remote-slot';
import styles from './mobile-menu.module.css';
import { useShellT } from '../../i18n';
import { LanguageSwitch } from '../header/language-switch';

/** Off-canvas menu for small screens: Services and menu tabs, search, real cart count (product §2.2, architecture §6). */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, lang } = useShellT();
  const [tab, setTab] = useState<'services' | 'menu'>('services');
  const { data: categories = [] } = useCategories(lang);
  const { cart } = useCart();
  const shortlisted = useShortlist((s) => s.ids.length);
  const location = useLocation();
  const panelRef = useRef<HTMLElement>(null);
  // The tab pattern: each tab names the panel it controls; the panel is labelled by the selected tab.
  const baseId = useId();
  const tabId = (name: string) => `${baseId}-tab-${name}`;
  const tabPanelId = `${baseId}-panel`;
  useEffect(() => {
    onClose();
  }, [location]); // eslint-disable-line react-hooks/exhaustive-deps
  // Escape closes the menu; focus stays in it while open and returns to the menu button.
  useFocusTrap(panelRef, open, onClose);
  if (!open) return null;
  return (
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <aside
        ref={panelRef}
        tabIndex={-1}
        className={styles.panel}
        aria-label={t('mobile.label')}
        role="dialog"
        aria-modal="true"
      >
        <div className={styles.head}>
          <strong>{t('mobile.menu')}</strong>
          <LanguageSwitch />
          <button type="button" className={styles.close} aria-label={t('mobile.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className={styles.search}>
          <RemoteSlot id="catalog/SearchBox" inline props={{ placeholder: t('mobile.search') }} />
        </div>
        <div className={styles.tabs} role="tablist">
          <button
            role="tab"
            type="button"
            id={tabId('services')}
            aria-controls={tabPanelId}
            aria-selected={tab === 'services'}
            onClick={() => setTab('services')}
          >
            {t('mobile.services')}
          </button>
          <button
            role="tab"
            type="button"
            id={tabId('menu')}
            aria-controls={tabPanelId}
            aria-selected={tab === 'menu'}
            onClick={() => setTab('menu')}
          >
            {t('mobile.menuTab')}
          </button>
        </div>
        <div role="tabpanel" id={tabPanelId} aria-labelledby={tabId(tab)}>
          {tab === 'services' ? (
            <ul className={styles.list}>
              {categories.map((c) => (
                <li key={c.serviceid}>
                  <Link to={`/services/${c.serviceid}`}>
                    {c.servicename} <span>{twoDigits(c.totalservice)}</span>
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/services">{t('header.viewAllServices')}</Link>
              </li>
            </ul>
          ) : (
            <ul className={styles.list}>
              <li>
                <Link to="/">{t('header.home')}</Link>
              </li>
              <li>
                <Link to="/services">{t('header.ourServices')}</Link>
              </li>
              <li>
                <Link to="/calendars">{t('header.calendars')}</Link>
              </li>
              <li>
                <Link to="/about-us">{t('mobile.aboutUs')}</Link>
              </li>
              <li>
                <Link to="/blogs">{t('mobile.blogs')}</Link>
              </li>
              <li>
                <Link to="/contact">{t('header.contactUs')}</Link>
              </li>
              <li>
                <Link to="/cart">
                  {t('mobile.cart')} <span data-testid="mobile-cart-count">{twoDigits(cart.TotalItems)}</span>
                </Link>
              </li>
              <li>
                <Link to="/wishlist">
                  {t('mobile.wishlist')} <span data-testid="mobile-shortlist-count">{twoDigits(shortlisted)}</span>
                </Link>
              </li>
            </ul>
          )}
        </div>
      </aside>
    </div>
  );
}
