/**
 * A month of dates as a grid: the service page's open dates, the vendor's and the operator's calendar.
 * Weeks start on Monday; each date is a button the caller describes (disabled, a label for screen readers and the
 * tooltip, a tone, extra content). Dates are YYYY-MM-DD (India calendar dates); nothing here reads the clock.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { TFunction } from '@utsav/shared/i18n';
import styles from './month-grid.module.css';
import { useUiMoreT } from './i18n-ui';

export interface DayLook {
  disabled?: boolean;
  /** What the date is: read by screen readers and shown as the tooltip ("Booked out"). */
  label?: string;
  tone?: 'open' | 'closed' | 'booked' | 'blocked' | 'past' | 'selected';
  /** Extra content under the day number (e.g. "1/2"). */
  extra?: ReactNode;
}

export interface MonthGridProps {
  /** Any date of the month shown (YYYY-MM-DD). */
  month: string;
  onMonthChange(month: string): void;
  /** First and last month the arrows reach (YYYY-MM-DD, any date of the month). */
  minMonth?: string;
  maxMonth?: string;
  look(date: string): DayLook;
  selected?: string;
  onSelect?(date: string): void;
  /** Accessible name of the grid ("Open dates"). */
  title: string;
  busy?: boolean;
}

/** Monday first: the catalogue's `monthGrid.day.0` … `6`. */
const HEAD = [0, 1, 2, 3, 4, 5, 6];

const ym = (iso: string) => iso.slice(0, 7);
export function shiftMonth(iso: string, by: number): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 10);
}

/** 'November 2026' in the shown language ('नवंबर 2026'). */
export function monthName(iso: string, t: TFunction): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return `${t(`monthGrid.month.${m}`)} ${y}`;
}

/** The month's dates in weeks (Monday first), null for the cells before the 1st and after the last. */
export function monthWeeks(iso: string): (string | null)[][] {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${iso.slice(0, 7)}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function MonthGrid({
  month,
  onMonthChange,
  minMonth,
  maxMonth,
  look,
  selected,
  onSelect,
  title,
  busy,
}: MonthGridProps) {
  const { t } = useUiMoreT();
  const table = useRef<HTMLTableElement>(null);
  const weeks = monthWeeks(month);
  const dates = weeks.flat().filter((x): x is string => x !== null);
  const enabled = dates.filter((d) => !look(d).disabled);
  // One tab stop for the whole month (the picked date, else the first open one); arrows move between dates.
  const stop = selected && dates.includes(selected) && !look(selected).disabled ? selected : enabled[0];
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: -31, End: 31 }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    // The date `step` away, or the next open one beyond it in that direction (closed dates cannot take focus).
    let j = Math.max(0, Math.min(dates.length - 1, dates.indexOf(date) + step));
    while (j >= 0 && j < dates.length && !enabled.includes(dates[j]!)) j += Math.sign(step);
    const target = dates[j];
    if (target) table.current?.querySelector<HTMLButtonElement>(`button[data-date="${target}"]`)?.focus();
  };
  const canBack = !minMonth || ym(month) > ym(minMonth);
  const canNext = !maxMonth || ym(month) < ym(maxMonth);
  return (
    <div className={styles.grid} aria-busy={busy || undefined}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
          disabled={!canBack}
          aria-label={t('monthGrid.previous')}
        >
          ‹
        </button>
        <strong className={styles.month} aria-live="polite">
          {monthName(month, t)}
        </strong>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
          disabled={!canNext}
          aria-label={t('monthGrid.next')}
        >
          ›
        </button>
      </div>
      <table ref={table} className={styles.table} aria-label={`${title}, ${monthName(month, t)}`}>
        <thead>
          <tr>
            {HEAD.map((h) => (
              <th key={h} scope="col">
                {t(`monthGrid.day.${h}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => {
                if (!date) return <td key={j} />;
                const l = look(date);
                const isSelected = selected === date;
                return (
                  <td key={j}>
                    <button
                      type="button"
                      className={styles.day}
                      data-tone={isSelected ? 'selected' : (l.tone ?? 'open')}
                      data-date={date}
                      disabled={l.disabled}
                      aria-pressed={onSelect ? isSelected : undefined}
                      title={l.label}
                      tabIndex={date === stop ? 0 : -1}
                      onKeyDown={(e) => onKey(e, date)}
                      onClick={() => onSelect?.(date)}
                    >
                      {/* The name is the visible day number, then the month and what the date is (read, not shown). */}
                      <span>{Number(date.slice(8))}</span>
                      <span className={styles.hidden}>{` ${monthName(date, t)}${l.label ? `: ${l.label}` : ''}`}</span>
                      {l.extra ? <small className={styles.extra}>{l.extra}</small> : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
