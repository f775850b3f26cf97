import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { adminBookingsFilterSchema, BOOKING_STATES } from '@utsav/domain/schemas/admin';
import { FieldError, SchemaForm, useSchemaForm } from '@utsav/ui/form';
import { Loading } from '@utsav/ui/page-state';
import { useBookings } from '../../api/admin-api';
import { Pager } from '../../components/pager';
import { SortHeader } from '../../components/sort-header';
import { StateBadge } from '../../components/state-badge';
import { TableWrap } from '../../components/table-wrap';
import { useUrlFilters } from '../../components/use-url-filters';
import { BookingTabs } from './booking-tabs';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';

const KEYS = ['q', 'state', 'from', 'to', 'city', 'vendorId', 'sort'] as const;

/** Every service booking: a search (booking number, order id, customer mobile), state, event date range, city and vendor filters in the URL; paged on the server. */
export default function BookingsPage() {
  const { t } = useAppT();
  const { values, after, pager, set } = useUrlFilters(KEYS);
  // The filters are typed, then applied: the URL keeps the applied ones; the search's rule is the API's (shared schema).
  const filters = useSchemaForm(adminBookingsFilterSchema, {
    q: values.q,
    state: values.state,
    from: values.from,
    to: values.to,
    city: values.city,
  });
  // Registered outside JSX (the i18n lint rule reads string literals in JSX attributes as texts).
  const qInput = filters.register('q');
  const stateInput = filters.register('state');
  const fromInput = filters.register('from');
  const toInput = filters.register('to');
  const cityInput = filters.register('city');
  const qError = filters.formState.errors.q?.message;
  // Only a hand-edited link can hold a value the filters refuse (an unknown state): said, not silently ignored.
  const { errors } = filters.formState;
  const filterError = errors.state?.message ?? errors.from?.message ?? errors.to?.message ?? errors.city?.message;
  const list = useBookings({ ...values, after, limit: 25 });
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.bookings')}</h1>
          <p className={page.sub}>{t('bookings.sub')}</p>
        </div>
      </div>
      <BookingTabs />
      <SchemaForm form={filters} onValid={(data) => set(data)} className={ui.filters} aria-label={t('bookings.filter')}>
        <label className={`${ui.field} ${ui.search}`}>
          <span>{t('common.search')}</span>
          <input
            {...qInput}
            type="search"
            maxLength={30}
            placeholder={t('bookings.searchHint')}
            aria-describedby="booking-search-help"
            aria-invalid={qError ? true : undefined}
          />
          <small
            id="booking-search-help"
            className={qError ? ui.fieldError : ui.muted}
            role={qError ? 'alert' : undefined}
          >
            {qError ?? t('bookings.searchHelp')}
          </small>
        </label>
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
        <Loading label={t('bookings.loading')} />
      ) : list.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(list.error, t('bookings.loadFailed'))}
        </p>
      ) : list.data.rows.length === 0 ? (
        <p className={ui.empty}>
          {values.q
            ? values.state || values.from || values.to || values.city || values.vendorId
              ? t('bookings.noneForQueryFiltered', { q: values.q })
              : t('bookings.noneForQuery', { q: values.q })
            : t('bookings.none')}
        </p>
      ) : (
        <TableWrap label={t('bookings.scroll')}>
          <table className={ui.table} aria-label={t('nav.bookings')}>
            <thead>
              <tr>
                <SortHeader
                  label={t('col.booking')}
                  column="placed"
                  sort={values.sort}
                  onSort={(sort) => set({ sort })}
                />
                <SortHeader label={t('col.event')} column="event" sort={values.sort} onSort={(sort) => set({ sort })} />
                <th>{t('col.customer')}</th>
                <th>{t('col.vendor')}</th>
                <th>{t('col.state')}</th>
                <SortHeader
                  label={t('col.billing')}
                  column="billing"
                  sort={values.sort}
                  onSort={(sort) => set({ sort })}
                  className={ui.num}
                />
                <th className={ui.num}>{t('col.paid')}</th>
                <th className={ui.num}>{t('col.refunded')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((b) => (
                <tr key={b.BookingId} data-testid="booking-row">
                  <td data-label={t('col.booking')}>
                    <Link to={`/admin/bookings/${b.BookingId}`}>{b.BookingNo}</Link>
                    <div className={ui.muted}>
                      {b.OrderId} · {b.Title}
                    </div>
                  </td>
                  <td data-label={t('col.event')}>
                    {formatDate(b.BookingOnDate)}
                    <div className={ui.muted}>{b.City}</div>
                  </td>
                  <td data-label={t('col.customer')}>
                    {b.Customer}
                    <div className={ui.muted}>{b.Mobile}</div>
                  </td>
                  <td data-label={t('col.vendor')}>
                    <Link to={`/admin/bookings?vendorId=${b.VendorId}`}>{b.Vendor}</Link>
                  </td>
                  <td data-label={t('col.state')}>
                    <StateBadge state={b.BookingState} />
                  </td>
                  <td data-label={t('col.billing')} className={ui.num}>
                    {formatRupees(b.BillingAmt)}
                  </td>
                  <td data-label={t('col.paid')} className={ui.num}>
                    {formatRupees(b.PaidAmt)}
                  </td>
                  <td data-label={t('col.refunded')} className={ui.num}>
                    {formatRupees(b.RefundedAmt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager page={list.data?.page} pager={pager} />
    </>
  );
}
