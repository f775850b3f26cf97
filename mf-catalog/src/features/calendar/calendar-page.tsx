import { formatDate } from '@utsav/shared/format';
import { EmptyState, Skeleton } from '@utsav/shared/ui/page-state';
import { PageBanner } from '../../components/page-banner';
import { useAppT } from '../../i18n';
import { NO_CALENDAR_DATA, useCalendar } from './api/calendar-api';
import styles from './calendar-page.module.css';

/** The table's columns (catalogue keys); each cell repeats its column's name for the narrow layout (data-label). */
const COLUMNS = ['calendar.event', 'calendar.date', 'calendar.type', 'calendar.extras'] as const;

/** /calendars: months with their events (Event, Date, Type, Extras) from the encrypted feed (product §2.10). */
export default function CalendarPage() {
  const { t } = useAppT();
  const { data, isPending, isError, error } = useCalendar();
  return (
    <>
      <PageBanner
        title={t('calendar.title')}
        crumbs={[{ label: t('common.home'), to: '/' }, { label: t('calendar.crumb') }]}
      />
      <div className={styles.page}>
        {isPending ? (
          <div className={styles.months}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} style={{ height: 220 }} />
            ))}
          </div>
        ) : isError ? (
          <EmptyState
            title={t(
              error instanceof Error && error.message === NO_CALENDAR_DATA ? 'calendar.noData' : 'calendar.failed',
            )}
          />
        ) : (
          <div className={styles.months}>
            {data.map((m) => (
              <section
                key={m.Month}
                className={styles.month}
                aria-labelledby={`month-${m.Month.replace(/\W+/g, '-')}`}
                data-testid="calendar-month"
              >
                <h2 id={`month-${m.Month.replace(/\W+/g, '-')}`} className={styles.monthTitle}>
                  {m.Month}
                  <span className={styles.count}>{t('calendar.events', { count: m.Events.length })}</span>
                </h2>
                {m.Events.length ? (
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        {COLUMNS.map((c) => (
                          <th key={c} scope="col">
                            {t(c)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {m.Events.map((e, i) => (
                        <tr key={`${e.Date}-${e.Event}-${i}`}>
                          <td data-label={t('calendar.event')} className={styles.event}>
                            {e.Event}
                          </td>
                          <td data-label={t('calendar.date')}>{formatDate(e.Date)}</td>
                          <td data-label={t('calendar.type')}>
                            <span className={styles.type}>{e.Type}</span>
                          </td>
                          <td data-label={t('calendar.extras')}>{e.Extras || '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p className={styles.none}>{t('calendar.none')}</p>
                )}
              </section>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
