import { formatDate } from '@utsav/shared/format';
import { EmptyState, Skeleton } from '@utsav/shared/ui/page-state';
import { PageBanner } from '../../components/page-banner';
import { NO_CALENDAR_DATA, useCalendar } from './api/calendar-api';
import styles from './calendar-page.module.css';

/** /calendars: months with their events (Event, Date, Type, Extras) from the encrypted feed (product §2.10). */
export default function CalendarPage() {
  const { data, isPending, isError, error } = useCalendar();
  return (
    <>
      <PageBanner title="Calendar of Events" crumbs={[{ label: 'Home', to: '/' }, { label: 'Calendars' }]} />
      <div className={styles.page}>
        {isPending ? (
          <div className={styles.months}>
            {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} style={{ height: 220 }} />)}
          </div>
        ) : isError ? (
          <EmptyState title={error instanceof Error && error.message === NO_CALENDAR_DATA ? NO_CALENDAR_DATA : 'The calendar could not be loaded'} />
        ) : (
          <div className={styles.months}>
            {data.map((m) => (
              <section key={m.Month} className={styles.month} aria-labelledby={`month-${m.Month.replace(/\W+/g, '-')}`} data-testid="calendar-month">
                <h2 id={`month-${m.Month.replace(/\W+/g, '-')}`} className={styles.monthTitle}>
                  {m.Month}
                  <span className={styles.count}>{m.Events.length} {m.Events.length === 1 ? 'event' : 'events'}</span>
                </h2>
                {m.Events.length ? (
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">Event</th>
                        <th scope="col">Date</th>
                        <th scope="col">Type</th>
                        <th scope="col">Extras</th>
                      </tr>
                    </thead>
                    <tbody>
                      {m.Events.map((e, i) => (
                        <tr key={`${e.Date}-${e.Event}-${i}`}>
                          <td data-label="Event" className={styles.event}>{e.Event}</td>
                          <td data-label="Date">{formatDate(e.Date)}</td>
                          <td data-label="Type"><span className={styles.type}>{e.Type}</span></td>
                          <td data-label="Extras">{e.Extras || '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p className={styles.none}>No events this month.</p>
                )}
              </section>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
