import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCategories } from '@utsav/shared/categories-api';
import { imageUrl } from '@utsav/shared/runtime-config';
import styles from './header.module.css';

/** Where the home hero leaves room for the open menu (shared theme: --category-rail, --home-hero-min). */
export const RAIL_QUERY = '(min-width: 1024px)';

function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const m = window.matchMedia(query);
    const on = () => setMatches(m.matches);
    on();
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, [query]);
  return matches;
}

/**
 * Category dropdown (SPEC §2.2): open by default on the home page where the home hero leaves it a rail (≥ 1024 px,
 * issue 17.8: narrower, it would cover the banner), follows the route, toggles on click.
 */
export function CategoryMenu() {
  const { pathname } = useLocation();
  const rail = useMedia(RAIL_QUERY);
  const home = pathname === '/';
  const [open, setOpen] = useState(home && rail);
  const { data: categories = [], isLoading } = useCategories();
  useEffect(() => {
    setOpen(home && rail);
  }, [home, rail]);
  return (
    <div className={styles.categories}>
      <button type="button" className={styles.categoriesToggle} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="category-toggle">
        <span aria-hidden="true">☰</span> All Categories
      </button>
      {open ? (
        <div className={home && rail ? `${styles.categoryPanel} ${styles.homeRail}` : styles.categoryPanel} data-testid="category-panel">
          <ul>
            {isLoading ? <li className={styles.categoryLoading}>Loading categories…</li> : null}
            {categories.map((c) => (
              <li key={c.serviceid}>
                <Link to={`/services/${c.serviceid}`}>
                  <img src={imageUrl('serviceimage', c.imageFile)} alt="" width={28} height={28} loading="lazy" />
                  <span>{c.servicename}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link className={styles.viewAll} to="/services">View All Services</Link>
        </div>
      ) : null}
    </div>
  );
}
