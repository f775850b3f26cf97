/**
 * The service page's calendar: the month's dates, closed ones disabled with why (booked out, vendor
 * unavailable, too soon, too far). Picking an open date sets the booking date.
 */
import { useMemo, useState } from 'react';
import { MonthGrid, type DayLook } from '@utsav/ui/month-grid';
import { lastBookableIso, todayIso } from '@utsav/domain/schemas/fields';
import { DAY_CLOSED_LABEL, type DayClosed } from '@utsav/domain/vendor-calendar';
import { useServiceMonth, type OpenDay } from '../api/open-dates-api';
import styles from '../service-detail.module.css';
import { useAppT } from '../../../i18n';

const TONE: Record<DayClosed, DayLook['tone']> = {
  past: 'past',
  booked_out: 'booked',
  unavailable: 'blocked',
  too_soon: 'closed',
  too_far: 'closed',
};

export function OpenDates({
  productId,
  selected,
  onSelect,
}: {
  productId: number;
  selected: string;
  onSelect(date: string): void;
}) {
  const { t } = useAppT();
  const [month, setMonth] = useState(() => selected || todayIso());
  const { data, isError, isFetching } = useServiceMonth(productId, month);
  const byDate = useMemo(() => new Map((data?.Days ?? []).map((d) => [d.Date, d] as [string, OpenDay])), [data]);
  const look = (date: string): DayLook => {
    const d = byDate.get(date);
    if (!d) return { disabled: date < todayIso(), tone: date < todayIso() ? 'past' : 'open' };
    if (d.Open) return { label: t('dates.open'), tone: 'open' };
    return {
      disabled: true,
      label: d.Reason
        ? `${t(`dates.closed.${d.Reason}`, { defaultValue: DAY_CLOSED_LABEL[d.Reason] })}: ${d.Text}`
        : d.Text,
      tone: d.Reason ? TONE[d.Reason] : 'closed',
    };
  };
  return (
    <div className={styles.openDates} data-testid="open-dates">
      <MonthGrid
        title={t('dates.title')}
        month={month}
        onMonthChange={setMonth}
        minMonth={todayIso()}
        maxMonth={lastBookableIso()}
        look={look}
        selected={selected}
        onSelect={onSelect}
        busy={isFetching}
      />
      <ul className={styles.legend} aria-label={t('dates.legend')}>
        <li data-tone="open">{t('dates.open')}</li>
        <li data-tone="booked">{t('dates.closed.booked_out')}</li>
        <li data-tone="blocked">{t('dates.closed.unavailable')}</li>
        <li data-tone="closed">{t('dates.soonOrFar')}</li>
      </ul>
      {isError ? <p className={styles.availability}>{t('dates.failed')}</p> : null}
    </div>
  );
}
