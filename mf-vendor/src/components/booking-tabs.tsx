import { NavLink } from 'react-router';
import page from '../app/page.module.css';

/** Booking / Package Booking tabs of the vendor booking pages. */
export function BookingTabs() {
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? page.tabActive : page.tab);
  return (
    <nav className={page.tabs} aria-label="Booking type" data-print-hide>
      <NavLink to="/vendor/booking" end className={cls}>Booking</NavLink>
      <NavLink to="/vendor/booking-package" className={cls}>Package Booking</NavLink>
    </nav>
  );
}
