/**
 * The vendor calendar editor: one service's month (bookings / capacity per date, why a date is closed),
 * block a date or a range for that service or all, a date's own capacity, the service's booking rules (lead time,
 * booking window, working days) and the list of blocks. Used by the vendor (owner 'vendor') and by the
 * operator on a vendor's behalf (owner { vendorId }, audited by the API).
 */
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { errorMessage } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { formatDate } from '@utsav/domain/format';
import {
  calendarBlockSchema,
  calendarCapacitySchema,
  calendarRulesSchema,
  type CalendarBlockInput,
  type CalendarRulesInput,
} from '@utsav/domain/schemas/vendor-calendar';
import { ALL_DAYS, WEEKDAYS, type DayClosed } from '@utsav/domain/vendor-calendar';
import type { VendorCalendarDay } from '@utsav/domain/contract';
import {
  useCalendarWrites,
  useVendorCalendar,
  useVendorCalendarServices,
  type CalendarOwner,
} from './vendor-calendar-api';
import { firstErrorMessage, useSchemaForm } from './form';
import { MonthGrid, type DayLook } from './month-grid';
import { Loading } from './page-state';
import type { TFunction } from '@utsav/shared/i18n';
import styles from './vendor-calendar-editor.module.css';
import { useUiMoreT } from './i18n-ui';

const TONE: Record<DayClosed, DayLook['tone']> = {
  past: 'past',
  booked_out: 'booked',
  unavailable: 'blocked',
  too_soon: 'closed',
  too_far: 'closed',
};

function dayLook(d: VendorCalendarDay | undefined, t: TFunction): DayLook {
  if (!d) return { tone: 'open' };
  const extra = `${d.Taken}/${d.Capacity}`;
  if (d.Reason === 'past') return { disabled: true, tone: 'past', label: t('calendar.passed'), extra };
  const label = [
    d.Blocked ? t('calendar.blocked') : '',
    d.Reason ? t(`calendar.reason.${d.Reason}`) : t('calendar.open'),
    t('calendar.booked', { taken: d.Taken, capacity: d.Capacity }),
    d.OwnCapacity !== null ? t('calendar.ownCapacity') : '',
  ]
    .filter(Boolean)
    .join(', ');
  return { tone: d.Blocked ? 'blocked' : d.Reason ? TONE[d.Reason] : 'open', label, extra };
}

/** "Mon, Tue, …" of a working-days mask in the page's language. */
function workingDaysText(mask: number, t: TFunction): string {
  if ((mask & ALL_DAYS) === ALL_DAYS) return t('calendar.everyDay');
  const days = WEEKDAYS.filter((_, i) => mask & (1 << i)).map((d) => t(`calendar.weekday.${d}`));
  return days.length ? days.join(', ') : t('calendar.noDay');
}

const rangeText = (from: string, to: string) =>
  from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;

export function VendorCalendarEditor({ owner, today }: { owner: CalendarOwner; today: string }) {
  const { t } = useUiMoreT();
  const [productId, setProductId] = useState(0);
  const [month, setMonth] = useState(today);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const list = useVendorCalendarServices(owner);
  const { data, isPending, isError, error, isFetching } = useVendorCalendar(owner, productId, month);
  const writes = useCalendarWrites(owner);
  const service = data?.Service;
  const byDate = new Map((data?.Days ?? []).map((d) => [d.Date, d]));

  if (isPending || list.isPending) return <Loading />;
  if (isError || list.isError) return <p role="alert">{errorMessage(error ?? list.error, t('calendar.loadFailed'))}</p>;
  const services = list.data.Services;
  if (!services.length || !service) return <p>{t('calendar.noService')}</p>;

  const pick = (date: string) => {
    if (!range || range.from !== range.to || date < range.from) setRange({ from: date, to: date });
    else setRange({ from: range.from, to: date });
  };
  const selected = range ? data.Days.filter((d) => d.Date >= range.from && d.Date <= range.to) : [];
  const look = (date: string): DayLook => {
    const l = dayLook(byDate.get(date), t);
    return range && date >= range.from && date <= range.to ? { ...l, tone: 'selected' } : l;
  };

  return (
    <div className={styles.editor}>
      <div className={styles.top}>
        <label className={styles.field}>
          <span>{t('calendar.service')}</span>
          <select
            value={service.Id}
            onChange={(e) => {
              setProductId(Number(e.target.value));
              setRange(null);
            }}
            data-testid="calendar-service"
          >
            {services.map((s) => (
              <option key={s.Id} value={s.Id}>
                {s.Title}
                {s.Listed ? '' : t('calendar.notListed')}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.rulesLine}>
          {[
            t('calendar.takes', { count: service.Capacity }),
            t('calendar.notice', { days: service.Rules.LeadDays }),
            service.Rules.WindowDays === null
              ? t('calendar.noWindow')
              : t('calendar.window', { days: service.Rules.WindowDays }),
            workingDaysText(service.Rules.WorkingDays, t),
          ].join(' · ')}
        </p>
      </div>
      <div className={styles.columns}>
        <div>
          <MonthGrid
            title={t('calendar.title')}
            month={month}
            onMonthChange={setMonth}
            minMonth={today}
            look={look}
            onSelect={pick}
            busy={isFetching}
          />
          <p className={styles.hint}>{t('calendar.pickHint')}</p>
        </div>
        <div className={styles.side}>
          {range ? (
            <RangePanel
              key={`${range.from}${range.to}${service.Id}`}
              serviceId={service.Id}
              serviceTitle={service.Title}
              from={range.from}
              to={range.to}
              days={selected}
              writes={writes}
              onDone={() => setRange(null)}
            />
          ) : (
            <p className={styles.hint}>{t('calendar.nonePicked')}</p>
          )}
        </div>
      </div>
      <section className={styles.card} aria-labelledby="calendar-blocks">
        <h2 id="calendar-blocks">{t('calendar.blocksTitle')}</h2>
        {data.Blocks.length === 0 ? (
          <p className={styles.hint}>{t('calendar.none')}</p>
        ) : (
          <ul className={styles.blocks}>
            {data.Blocks.map((b) => (
              <li key={b.Id} data-testid="calendar-block">
                <div>
                  <strong>{rangeText(b.From, b.To)}</strong> ·{' '}
                  {b.ProductId === null ? t('calendar.allServices') : b.Title}
                  {b.By === 'operator' ? <span className={styles.badge}>{t('calendar.byUtsav')}</span> : null}
                  {b.Note ? <div className={styles.note}>{b.Note}</div> : null}
                </div>
                <button
                  type="button"
                  className={styles.link}
                  disabled={writes.unblock.isPending}
                  onClick={() =>
                    writes.unblock.mutate(b.Id, {
                      onSuccess: (r) => notify.success(r.message),
                      onError: (e) => notify.error(errorMessage(e)),
                    })
                  }
                >
                  {t('calendar.openAgain')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RulesForm key={service.Id} serviceId={service.Id} rules={service.Rules} writes={writes} />
    </div>
  );
}

type Writes = ReturnType<typeof useCalendarWrites>;

/**
 * A date or a range: block it (for this service or all, with a note), or set its own capacity (or back to the
 * service's). Three forms of the shared wrapper, one message: the last action's. As before, a refused submit shows
 * the message and leaves focus where it was.
 */
function RangePanel({
  serviceId,
  serviceTitle,
  from,
  to,
  days,
  writes,
  onDone,
}: {
  serviceId: number;
  serviceTitle: string;
  from: string;
  to: string;
  days: VendorCalendarDay[];
  writes: Writes;
  onDone(): void;
}) {
  const { t } = useUiMoreT();
  const blockForm = useSchemaForm(calendarBlockSchema, { productId: serviceId, from, to, note: '' });
  const capacityForm = useSchemaForm(calendarCapacitySchema, { productId: serviceId, from, to, capacity: '' });
  /** "Service's own": the same request with no capacity, whatever the field holds. */
  const ownForm = useSchemaForm(calendarCapacitySchema, { productId: serviceId, from, to, capacity: '' });
  const { field: scope } = useController({ control: blockForm.control, name: 'productId' });
  const noteInput = blockForm.register('note');
  const capacityInput = capacityForm.register('capacity');
  const capacity = String(capacityForm.watch('capacity') ?? '');
  const error =
    firstErrorMessage(blockForm.formState.errors) ??
    firstErrorMessage(capacityForm.formState.errors) ??
    firstErrorMessage(ownForm.formState.errors);
  const bookings = days.flatMap((d) => d.Bookings.map((b) => `${b} (${formatDate(d.Date)})`));
  const block = blockForm.handleSubmit(() => {
    const body = blockForm.getValues() as CalendarBlockInput & { productId: number; note: string };
    writes.block.mutate(body, {
      onSuccess: (r) => {
        notify.success(r.message);
        onDone();
      },
      onError: (x) => blockForm.setServerError(errorMessage(x)),
    });
  });
  const capacityOf = (form: typeof capacityForm) =>
    form.handleSubmit(() => {
      const value = String(form.getValues('capacity') ?? '');
      writes.capacity.mutate(
        { productId: serviceId, from, to, capacity: value === '' ? '' : Number(value) },
        {
          onSuccess: (r) => {
            notify.success(r.message);
            onDone();
          },
          onError: (x) => form.setServerError(errorMessage(x)),
        },
      );
    });
  /** The panel shows the message of the action just tried only. */
  const only = (form: typeof blockForm | typeof capacityForm) => {
    for (const other of [blockForm, capacityForm, ownForm]) if (other !== form) other.clearErrors();
  };
  return (
    <section className={styles.card} aria-labelledby="calendar-range">
      <h2 id="calendar-range">{rangeText(from, to)}</h2>
      {bookings.length ? (
        <p className={styles.booked}>{t('calendar.bookedList', { bookings: bookings.join(', ') })}</p>
      ) : (
        <p className={styles.hint}>{from === to ? t('calendar.noBookingsOne') : t('calendar.noBookingsMany')}</p>
      )}
      <form
        onSubmit={(e) => {
          only(blockForm);
          return block(e);
        }}
        className={styles.form}
        noValidate
      >
        <fieldset className={styles.scope}>
          <legend>{t('calendar.blockFor')}</legend>
          <label>
            <input type="radio" name="scope" checked={scope.value !== 0} onChange={() => scope.onChange(serviceId)} />{' '}
            {serviceTitle}
          </label>
          <label>
            <input type="radio" name="scope" checked={scope.value === 0} onChange={() => scope.onChange(0)} />{' '}
            {t('calendar.allMine')}
          </label>
        </fieldset>
        <label className={styles.field}>
          <span>{t('calendar.note')}</span>
          <input
            {...noteInput}
            maxLength={200}
            placeholder={t('calendar.notePlaceholder')}
            data-testid="calendar-note"
          />
        </label>
        <button type="submit" className={styles.primary} disabled={writes.block.isPending}>
          {from === to ? t('calendar.blockDate') : t('calendar.blockDates')}
        </button>
      </form>
      <div className={styles.form}>
        <label className={styles.field}>
          <span>{from === to ? t('calendar.capacityOne') : t('calendar.capacityMany')}</span>
          <input
            {...capacityInput}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            placeholder={String(days[0]?.Capacity ?? '')}
          />
        </label>
        <div className={styles.row}>
          <button
            type="button"
            className={styles.secondary}
            disabled={writes.capacity.isPending || capacity === ''}
            onClick={() => {
              only(capacityForm);
              void capacityOf(capacityForm)();
            }}
          >
            {t('calendar.setCapacity')}
          </button>
          <button
            type="button"
            className={styles.link}
            disabled={writes.capacity.isPending}
            onClick={() => {
              only(ownForm);
              void capacityOf(ownForm)();
            }}
          >
            {t('calendar.serviceOwn')}
          </button>
        </div>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** A service's booking rules (or all services'): lead time, booking window and working days. */
function RulesForm({
  serviceId,
  rules,
  writes,
}: {
  serviceId: number;
  rules: { LeadDays: number; WindowDays: number | null; WorkingDays: number };
  writes: Writes;
}) {
  const { t } = useUiMoreT();
  const form = useSchemaForm(calendarRulesSchema, {
    productId: serviceId,
    leadDays: String(rules.LeadDays),
    windowDays: rules.WindowDays === null ? '' : String(rules.WindowDays),
    workingDays: rules.WorkingDays,
  });
  const { setValue } = form;
  const { field: mask } = useController({ control: form.control, name: 'workingDays' });
  const { field: scope } = useController({ control: form.control, name: 'productId' });
  const leadInput = form.register('leadDays');
  const windowInput = form.register('windowDays');
  useEffect(() => setValue('workingDays', rules.WorkingDays), [rules.WorkingDays, setValue]);
  const days = Number(mask.value);
  const error = firstErrorMessage(form.formState.errors);
  // As before: the values as typed (the API parses them with the same schema); a refusal leaves focus where it was.
  const save = form.handleSubmit(() =>
    writes.rules.mutate(form.getValues() as CalendarRulesInput, {
      onSuccess: (r) => notify.success(r.message),
      onError: (x) => form.setServerError(errorMessage(x)),
    }),
  );
  return (
    <section className={styles.card} aria-labelledby="calendar-rules">
      <h2 id="calendar-rules">{t('calendar.rules')}</h2>
      <form onSubmit={save} className={styles.form} noValidate>
        <div className={styles.row}>
          <label className={styles.field}>
            <span>{t('calendar.lead')}</span>
            <input {...leadInput} type="number" inputMode="numeric" min={0} max={365} />
          </label>
          <label className={styles.field}>
            <span>{t('calendar.windowLabel')}</span>
            <input {...windowInput} type="number" inputMode="numeric" min={1} max={730} />
          </label>
        </div>
        <fieldset className={styles.scope}>
          <legend>{t('calendar.workingDays')}</legend>
          {WEEKDAYS.map((d, i) => (
            <label key={d}>
              <input
                type="checkbox"
                checked={(days & (1 << i)) !== 0}
                onChange={(e) => mask.onChange(e.target.checked ? days | (1 << i) : days & (ALL_DAYS ^ (1 << i)))}
              />{' '}
              {t(`calendar.weekday.${d}`)}
            </label>
          ))}
        </fieldset>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={scope.value === 0}
            onChange={(e) => scope.onChange(e.target.checked ? 0 : serviceId)}
          />{' '}
          {t('calendar.applyAll')}
        </label>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={writes.rules.isPending}>
          {t('calendar.saveRules')}
        </button>
      </form>
    </section>
  );
}
