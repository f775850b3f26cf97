import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { adminPackageBookingsFilterSchema, BOOKING_STATES } from '@utsav/domain/schemas/admin';
import { FieldError, SchemaForm, useSchemaForm } from '@utsav/ui/form';
import { Loading } from '@utsav/ui/page-state';
import { usePackageBookings } from '../../api/admin-api';
import { Pager } from '../../components/pager';
import { SortHeader } from '../../components/sort-header';
import { StateBadge } from '../../components/state-badge';
import { useUrlFilters } from '../../components/use-url-filters';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { BookingTabs } from './booking-tabs';
import { useAppT } from '../../i18n';

const KEYS = ['state', 'from', 'to', 'city', 'sort'] as const;

/** Every package booking: state, event date range and city filters and the sort in the URL; paged on the server. */
export default function PackageBookingsPage() {
  const { t } = useAppT();
  const { values, after, pager, set } = useUrlFilters(KEYS);
  // The filters are chosen, then applied: the URL keeps the applied ones.
  const filters = useSchemaForm(adminPackageBookingsFilterSchema, {
    state: values.state,
    from: values.from,
    to: values.to,
    city: values.city,
  });
  // Registered outside JSX (the i18n lint rule reads string literals in JSX attributes as texts).
  const stateInput = filters.register('state');
  const fromInput = filters.register('from');
  const toInput = filters.register('to');
  const cityInput = filters.register('city');
  // Only a hand-edited link can hold a value the filters refuse (an unknown state): said, not silently ignored.
  const { errors } = filters.formState;
  const filterError = errors.state?.message ?? errors.from?.message ?? errors.to?.message ?? errors.city?.message;
  const list = usePackageBookings({ ...values, after, limit: 25 });
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('tabs.package')}</h1>
          <p className={page.sub}>{t('packageBookings.sub')}</p>
        </div>
      </div>
      <BookingTabs />
      <SchemaForm
        form={filters}
        onValid={(data) => set(data)}
        className={ui.filters}
        aria-label={t('packageBookings.filter')}
      >
        <label className={ui.field}>
          <span>{t('col.state')}</span>
          <select {...stateInput}>
            <option value="">{t('common.all')}</option>
            {BOOKING_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`state.${s}`, { defaultValue: s[0]!.toUpperCase() + s.slice(1) })}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.field}>
          <span>{t('filters.from')}</span>
          <input {...fromInput} type="date" />
        </label>
        <label className={ui.field}>
          <span>{t('filters.to')}</span>
          <input {...toInput} type="date" />
        </label>
        <label className={ui.field}>
          <span>{t('filters.city')}</span>
          <input {...cityInput} maxLength={60} />
        </label>
        <FieldError message={filterError} />
        <button type="submit" className={ui.ghost}>
          {t('filters.apply')}
        </button>
      </SchemaForm>
      {list.isPending ? (
        <Loading label={t('packageBookings.loading')} />
      ) : list.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(list.error, t('packageBookings.loadFailed'))}
        </p>
      ) : list.data.rows.length === 0 ? (
        <p className={ui.empty}>{t('packageBookings.none')}</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label={t('tabs.package')}>
            <thead>
              <tr>
                <SortHeader
                  label={t('col.order')}
                  column="placed"
                  sort={values.sort}
                  onSort={(sort) => set({ sort })}
                />
                <SortHeader label={t('col.event')} column="event" sort={values.sort} onSort={(sort) => set({ sort })} />
                <th>{t('col.customer')}</th>
                <th className={ui.num}>{t('col.services')}</th>
                <th>{t('col.state')}</th>
                <SortHeader
                  label={t('col.total')}
                  column="total"
                  sort={values.sort}
                  onSort={(sort) => set({ sort })}
                  className={ui.num}
                />
                <th className={ui.num}>{t('col.paid')}</th>
                <th className={ui.num}>{t('col.refunded')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((k) => (
                <tr key={k.BookingId} data-testid="package-booking-row">
                  <td data-label={t('col.order')}>
                    <Link to={`/admin/package-bookings/${k.BookingId}`}>{k.OrderId}</Link>
                    <div className={ui.muted}>{k.PackageName}</div>
                  </td>
                  <td data-label={t('col.event')}>
                    {formatDate(k.BookingOnDate)}
                    <div className={ui.muted}>{k.City}</div>
                  </td>
                  <td data-label={t('col.customer')}>{k.Customer}</td>
                  <td data-label={t('col.services')} className={ui.num}>
                    {k.Services}
                  </td>
                  <td data-label={t('col.state')}>
                    <StateBadge state={k.BookingState} />
                  </td>
                  <td data-label={t('col.total')} className={ui.num}>
                    {formatRupees(k.Total)}
                  </td>
                  <td data-label={t('col.paid')} className={ui.num}>
                    {formatRupees(k.PaidAmt)}
                  </td>
                  <td data-label={t('col.refunded')} className={ui.num}>
                    {formatRupees(k.RefundedAmt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.data?.page} pager={pager} />
    </>
  );
}
