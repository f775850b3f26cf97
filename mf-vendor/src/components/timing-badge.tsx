import { bookingTiming } from '../lib/booking-timing';
import page from '../app/page.module.css';
import { useAppT } from '../i18n';

/** 'Expired' (grey) or 'Upcoming' (green) for an event date (product §4). */
export function TimingBadge({ date, now }: { date: string | null | undefined; now?: Date }) {
  const { t } = useAppT();
  const timing = bookingTiming(date, now);
  return <span className={timing === 'Expired' ? page.badgeGrey : page.badgeGreen}>{t(`timing.${timing}`)}</span>;
}
