import { NavLink } from 'react-router';
import page from '../app/page.module.css';
import { useAppT } from '../i18n';

/** Booking / Package Booking tabs of the vendor booking pages. */
export function BookingTabs() {
  const { t } = useAppT();
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? page.tabActive : page.tab);
  return (
    <nav className={page.tabs} aria-label={t('tabs.label')} data-print-hide>
      <NavLink to="/vendor/booking" end className={cls}>
        {t('tabs.booking')}
      </NavLink>
      <NavLink to="/vendor/booking-package" className={cls}>
        {t('tabs.package')}
      </NavLink>
    </nav>
  );
}
