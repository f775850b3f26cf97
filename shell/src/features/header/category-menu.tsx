import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCategories } from '@utsav/shared/categories-api';
import { imageUrl } from '@utsav/shared/runtime-config';
import styles from './header.module.css';

/** Category dropdown: open by default on the home page, follows the route, toggles on click (SPEC §2.2). */
export function CategoryMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(pathname === '/');
  const { data: categories = [], isLoading } = useCategories();
  useEffect(() => {
    setOpen(pathname === '/');
  }, [pathname]);
  return (
    <div className={styles.categories}>
      <button type="button" className={styles.categoriesToggle} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="category-toggle">
        <span aria-hidden="true">☰</span> All Categories
      </button>
      {open ? (
        <div className={styles.categoryPanel} data-testid="category-panel">
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
