import { formatDate } from '@utsav/domain/format';
import { EmptyState, Skeleton } from '@utsav/ui/page-state';
import { PageBanner } from '../../components/page-banner';
import { useAppT } from '../../i18n';
import { NO_CALENDAR_DATA, useCalendar, type CalendarMonth } from './api/calendar-api';
import styles from './calendar-page.module.css';

/** The feed's event types (a fixed set) as catalogue keys; a type not listed shows as sent. */
const TYPE_KEYS: Record<string, string> = {
  Festival: 'calendar.typeName.festival',
  'National Holiday': 'calendar.typeName.nationalHoliday',
  'Auspicious Day': 'calendar.typeName.auspiciousDay',
  'Wedding Muhurat': 'calendar.typeName.weddingMuhurat',
};

const hindiMonths = new Map<string, string>();
/** A month's heading: the feed's English label, or on a Hindi page the month through Intl's hi-IN ('नवंबर 2026'). */
function monthTitle(m: CalendarMonth, lang: 'en' | 'hi'): string {
  const first = m.Events[0]?.Date;
  if (lang !== 'hi' || !first || !/^\d{4}-\d{2}/.test(first)) return m.Month;
  const key = first.slice(0, 7);
  let title = hindiMonths.get(key);
  if (!title) {
    const [y, mo] = key.split('-').map(Number) as [number, number];
    title = new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, mo - 1, 15)),
    );
    hindiMonths.set(key, title);
  }
  return title;
}

/** The table's columns (catalogue keys); each cell repeats its column's name for the narrow layout (data-label). */
const COLUMNS = ['calendar.event', 'calendar.date', 'calendar.type', 'calendar.extras'] as const;

/** /calendars: months with their events (Event, Date, Type, Extras) from the encrypted feed (product §2.10). */
export default function CalendarPage() {
  const { t, lang } = useAppT();
  const { data, isPending, isError, error } = useCalendar();
  // a Hindi page shows an event's Hindi name and note where the feed has them, else the English.
  const hi = lang === 'hi';
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
                  {monthTitle(m, lang)}
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
                            {(hi && e.EventHi) || e.Event}
                          </td>
                          <td data-label={t('calendar.date')}>{formatDate(e.Date, lang)}</td>
                          <td data-label={t('calendar.type')}>
                            <span className={styles.type}>{TYPE_KEYS[e.Type] ? t(TYPE_KEYS[e.Type]!) : e.Type}</span>
                          </td>
                          <td data-label={t('calendar.extras')}>{(hi && e.ExtrasHi) || e.Extras || '—'}</td>
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
