import { NavLink } from 'react-router';
import styles from './booking-tabs.module.css';
import { useAppT } from '../../i18n';

/** Service bookings and package bookings: two tables, one place. */
export function BookingTabs() {
  const { t } = useAppT();
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab);
  return (
    <nav className={styles.tabs} aria-label={t('tabs.label')}>
      <NavLink to="/admin/bookings" end className={cls}>
        {t('tabs.service')}
      </NavLink>
      <NavLink to="/admin/package-bookings" end className={cls}>
        {t('tabs.package')}
      </NavLink>
    </nav>
  );
}
