import { VendorCalendarEditor } from '@utsav/ui/vendor-calendar-editor';
import { istToday } from '@utsav/domain/vendor-calendar';
import { PageHead } from '../../../components/page-head';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';

/**
 * /vendor/calendar: the vendor's month per service — bookings and capacity per date, blocks with a private
 * note, a date's own capacity, and the booking rules (notice, how far ahead, working days). docs/vendor-calendar.md.
 */
export default function CalendarPage() {
  const { t } = useAppT();
  return (
    <section className={page.page}>
      <PageHead title={t('calendar.title')} subtitle={t('calendar.subtitle')} />
      <VendorCalendarEditor owner="vendor" today={istToday()} />
    </section>
  );
}
