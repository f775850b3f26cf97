import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { useCategories } from '@utsav/shared/categories-api';
import { imageUrl } from '@utsav/shared/runtime-config';
import styles from './header.module.css';
import { useShellT } from '../../i18n';

/** Where the home hero leaves room for the open menu (shared theme: --category-rail, --home-hero-min). */
export const RAIL_QUERY = '(min-width: 1024px)';

/**
 * A media query's match. While the page hydrates it is `false`, as on the server (the server-rendered
 * header has the menu closed), then follows the screen.
 */
function useMedia(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const m = window.matchMedia(query);
      m.addEventListener('change', onChange);
      return () => m.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

/**
 * Category dropdown (product §2.2): open by default on the home page where the home hero leaves it a rail (≥ 1024 px,
 * narrower, it would cover the banner), follows the route, toggles on click.
 */
export function CategoryMenu() {
  const { t, lang } = useShellT();
  const { pathname } = useLocation();
  const rail = useMedia(RAIL_QUERY);
  const home = pathname === '/';
  const [open, setOpen] = useState(home && rail);
  const { data: categories = [], isLoading } = useCategories(lang);
  useEffect(() => {
    setOpen(home && rail);
  }, [home, rail]);
  return (
    <div className={styles.categories}>
      <button
        type="button"
        className={styles.categoriesToggle}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="category-toggle"
      >
        <span aria-hidden="true">☰</span> {t('header.allCategories')}
      </button>
      {open ? (
        <div
          className={home && rail ? `${styles.categoryPanel} ${styles.homeRail}` : styles.categoryPanel}
          data-testid="category-panel"
        >
          <ul>
            {isLoading ? <li className={styles.categoryLoading}>{t('header.loadingCategories')}</li> : null}
            {categories.map((c) => (
              <li key={c.serviceid}>
                <Link to={`/services/${c.serviceid}`}>
                  <img src={imageUrl('serviceimage', c.imageFile)} alt="" width={28} height={28} loading="lazy" />
                  <span>{c.servicename}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link className={styles.viewAll} to="/services">
            {t('header.viewAllServices')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
