import { NavLink } from 'react-router';
import styles from './booking-tabs.module.css';

/** Service bookings and package bookings: two tables, one place. */
export function BookingTabs() {
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab);
  return (
    <nav className={styles.tabs} aria-label="Booking kinds">
      <NavLink to="/admin/bookings" end className={cls}>Service bookings</NavLink>
      <NavLink to="/admin/package-bookings" end className={cls}>Package bookings</NavLink>
    </nav>
  );
}
