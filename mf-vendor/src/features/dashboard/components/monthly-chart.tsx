import { formatAmount, formatRupees } from '@utsav/domain/format';
import { TICK_STEPS, wholeAxisMax, type MonthPoint } from './monthly-series';
import styles from './monthly-chart.module.css';
import { useAppT } from '../../../i18n';

const W = 640;
const H = 260;
const PAD = { top: 16, right: 56, bottom: 32, left: 36 };

function compactRupees(n: number): string {
  if (n >= 1e7) return `₹${(n / 1e7).toFixed(1).replace(/\.0$/, '')}Cr`;
  if (n >= 1e5) return `₹${(n / 1e5).toFixed(1).replace(/\.0$/, '')}L`;
  if (n >= 1e3) return `₹${(n / 1e3).toFixed(1).replace(/\.0$/, '')}K`;
  return `₹${formatAmount(n).replace(/\.00$/, '')}`;
}

/** Hand-drawn SVG: bars = bookings per month (left axis), line = booking amount (right axis). No chart library. */
export function MonthlyChart({ points }: { points: MonthPoint[] }) {
  const { t } = useAppT();
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const maxCount = wholeAxisMax(Math.max(...points.map((p) => p.count), 1));
  const maxAmount = wholeAxisMax(Math.max(...points.map((p) => p.amount), 1));
  const slot = innerW / Math.max(points.length, 1);
  const barW = Math.min(36, slot * 0.5);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yCount = (c: number) => PAD.top + innerH - (c / maxCount) * innerH;
  const yAmount = (a: number) => PAD.top + innerH - (a / maxAmount) * innerH;
  const ticks = Array.from({ length: TICK_STEPS + 1 }, (_, i) => i / TICK_STEPS);
  // No booking in any month: the axes would read 0…4 and ₹0…₹4, scales of nothing. Only the zero line is labelled,
  // and the chart says there is nothing yet.
  const empty = points.every((p) => p.count === 0 && p.amount === 0);
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yAmount(p.amount).toFixed(1)}`)
    .join(' ');
  return (
    <figure style={{ margin: 0 }}>
      <div className={styles.legend} aria-hidden="true">
        <span className={styles.key}>
          <span className={styles.swatchBar} /> {t('chart.bookings')}
        </span>
        <span className={styles.key}>
          <span className={styles.swatchLine} /> {t('chart.amount')}
        </span>
      </div>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t('dashboard.byMonth')}
        data-testid="monthly-chart"
      >
        {ticks.map((t) => {
          const y = PAD.top + innerH - t * innerH;
          return (
            <g key={t}>
              <line className={styles.grid} x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} />
              {empty && t > 0 ? null : (
                <>
                  <text className={styles.axis} x={PAD.left - 6} y={y + 4} textAnchor="end">
                    {Math.round(t * maxCount)}
                  </text>
                  <text className={styles.axis} x={W - PAD.right + 6} y={y + 4}>
                    {compactRupees(Math.round(t * maxAmount))}
                  </text>
                </>
              )}
            </g>
          );
        })}
        {points.map((p, i) => (
          <g key={p.key}>
            <rect
              className={styles.bar}
              x={x(i) - barW / 2}
              y={yCount(p.count)}
              width={barW}
              height={Math.max(0, PAD.top + innerH - yCount(p.count))}
              rx={4}
            >
              <title>{t('chart.point', { month: p.label, count: p.count, amount: formatRupees(p.amount) })}</title>
            </rect>
            <text className={styles.axis} x={x(i)} y={H - 10} textAnchor="middle">
              {p.label}
            </text>
          </g>
        ))}
        {empty ? (
          <text
            className={styles.axis}
            x={W / 2}
            y={PAD.top + innerH / 2}
            textAnchor="middle"
            data-testid="chart-empty"
          >
            {t('chart.empty')}
          </text>
        ) : null}
        <path className={styles.line} d={path} />
        {points.map((p, i) => (
          <circle key={p.key} className={styles.dot} cx={x(i)} cy={yAmount(p.amount)} r={4} />
        ))}
      </svg>
      <table className={styles.srOnly}>
        <caption>{t('dashboard.byMonth')}</caption>
        <thead>
          <tr>
            <th>{t('chart.month')}</th>
            <th>{t('chart.bookings')}</th>
            <th>{t('chart.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.key}>
              <td>{p.label}</td>
              <td>{p.count}</td>
              <td>{formatRupees(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
