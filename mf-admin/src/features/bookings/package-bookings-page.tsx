import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { BOOKING_STATES } from '@utsav/shared/schemas/admin';
import { Loading } from '@utsav/shared/ui/page-state';
import { usePackageBookings } from '../../api/admin-api';
import { Pager } from '../../components/pager';
import { SortHeader } from '../../components/sort-header';
import { StateBadge } from '../../components/state-badge';
import { useUrlFilters } from '../../components/use-url-filters';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { BookingTabs } from './booking-tabs';

const KEYS = ['state', 'from', 'to', 'city', 'sort'] as const;

/** Every package booking: state, event date range and city filters and the sort in the URL; paged on the server. */
export default function PackageBookingsPage() {
  const { values, page: pageNo, set } = useUrlFilters(KEYS);
  const [draft, setDraft] = useState(values);
  const list = usePackageBookings({ ...values, page: pageNo, limit: 25 });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    set({ state: draft.state, from: draft.from, to: draft.to, city: draft.city.trim() });
  };
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>Package bookings</h1>
          <p className={page.sub}>Every package order with its services, state and money.</p>
        </div>
      </div>
      <BookingTabs />
      <form className={ui.filters} onSubmit={apply} aria-label="Filter package bookings">
        <label className={ui.field}>
          <span>State</span>
          <select value={draft.state} onChange={(e) => setDraft((d) => ({ ...d, state: e.target.value }))}>
            <option value="">All</option>
            {BOOKING_STATES.map((s) => <option key={s} value={s}>{s === 'pending_payment' ? 'Awaiting payment' : s[0]!.toUpperCase() + s.slice(1)}</option>)}
          </select>
        </label>
        <label className={ui.field}><span>Event from</span><input type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} /></label>
        <label className={ui.field}><span>Event to</span><input type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} /></label>
        <label className={ui.field}><span>City</span><input value={draft.city} maxLength={60} onChange={(e) => setDraft((d) => ({ ...d, city: e.target.value }))} /></label>
        <button type="submit" className={ui.ghost}>Apply</button>
      </form>
      {list.isPending ? (
        <Loading label="Loading package bookings…" />
      ) : list.isError ? (
        <p className={page.error} role="alert">{errorMessage(list.error, 'Could not load the package bookings')}</p>
      ) : list.data.rows.length === 0 ? (
        <p className={ui.empty}>No package bookings match these filters.</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label="Package bookings">
            <thead>
              <tr>
                <SortHeader label="Order" column="placed" sort={values.sort} onSort={(sort) => set({ sort })} />
                <SortHeader label="Event" column="event" sort={values.sort} onSort={(sort) => set({ sort })} />
                <th>Customer</th><th className={ui.num}>Services</th><th>State</th>
                <SortHeader label="Total" column="total" sort={values.sort} onSort={(sort) => set({ sort })} className={ui.num} />
                <th className={ui.num}>Paid</th><th className={ui.num}>Refunded</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((k) => (
                <tr key={k.BookingId} data-testid="package-booking-row">
                  <td data-label="Order"><Link to={`/admin/package-bookings/${k.BookingId}`}>{k.OrderId}</Link><div className={ui.muted}>{k.PackageName}</div></td>
                  <td data-label="Event">{formatDate(k.BookingOnDate)}<div className={ui.muted}>{k.City}</div></td>
                  <td data-label="Customer">{k.Customer}</td>
                  <td data-label="Services" className={ui.num}>{k.Services}</td>
                  <td data-label="State"><StateBadge state={k.BookingState} /></td>
                  <td data-label="Total" className={ui.num}>{formatRupees(k.Total)}</td>
                  <td data-label="Paid" className={ui.num}>{formatRupees(k.PaidAmt)}</td>
                  <td data-label="Refunded" className={ui.num}>{formatRupees(k.RefundedAmt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.data?.page} onPage={(p) => set({ page: String(p) })} />
    </>
  );
}
