import { formatRupees } from '@utsav/domain/format';
import styles from './daily-chart.module.css';
import { useAppT } from '../../i18n';

export interface Day {
  Date: string;
  Bookings: number;
  Gmv: number;
}

/** The last 30 days (IST) as bars of GMV, each labelled with its bookings; days without bookings are empty bars. */
export function DailyChart({ days, today = new Date() }: { days: Day[]; today?: Date }) {
  const { t } = useAppT();
  const byDate = new Map(days.map((d) => [d.Date, d]));
  const series: Day[] = [];
  for (let i = 29; i >= 0; i--) {
    const date = new Date(today.getTime() - i * 86400000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    series.push(byDate.get(date) ?? { Date: date, Bookings: 0, Gmv: 0 });
  }
  const max = Math.max(1, ...series.map((d) => d.Gmv));
  return (
    <figure className={styles.chart}>
      <div className={styles.bars} role="img" aria-label={t('chart.label', { max: formatRupees(max) })}>
        {series.map((d) => (
          <div
            key={d.Date}
            className={styles.col}
            title={t('chart.day', { date: d.Date, n: d.Bookings, gmv: formatRupees(d.Gmv) })}
          >
            <div
              className={styles.bar}
              style={{ height: `${(d.Gmv / max) * 100}%` }}
              data-testid={d.Gmv > 0 ? 'chart-bar' : undefined}
            />
          </div>
        ))}
      </div>
      <figcaption className={styles.axis}>
        <span>{series[0]!.Date}</span>
        <span>{series.at(-1)!.Date}</span>
      </figcaption>
    </figure>
  );
}
