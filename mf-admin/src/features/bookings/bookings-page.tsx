import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { BOOKING_STATES } from '@utsav/shared/schemas/admin';
import { Loading } from '@utsav/shared/ui/page-state';
import { useBookings } from '../../api/admin-api';
import { Pager } from '../../components/pager';
import { SortHeader } from '../../components/sort-header';
import { StateBadge } from '../../components/state-badge';
import { useUrlFilters } from '../../components/use-url-filters';
import { BookingTabs } from './booking-tabs';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';

const KEYS = ['state', 'from', 'to', 'city', 'vendorId', 'sort'] as const;

/** Every service booking: state, event date range, city and vendor filters in the URL; paged on the server. */
export default function BookingsPage() {
  const { values, page: pageNo, set } = useUrlFilters(KEYS);
  const [draft, setDraft] = useState(values);
  const list = useBookings({ ...values, page: pageNo, limit: 25 });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    set({ ...draft, city: draft.city.trim() });
  };
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>Bookings</h1>
          <p className={page.sub}>Every service booking with its state and money.</p>
        </div>
      </div>
      <BookingTabs />
      <form className={ui.filters} onSubmit={apply} aria-label="Filter bookings">
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
        <Loading label="Loading bookings…" />
      ) : list.isError ? (
        <p className={page.error} role="alert">{errorMessage(list.error, 'Could not load the bookings')}</p>
      ) : list.data.rows.length === 0 ? (
        <p className={ui.empty}>No bookings match these filters.</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label="Bookings">
            <thead>
              <tr>
                <SortHeader label="Booking" column="placed" sort={values.sort} onSort={(sort) => set({ sort })} />
                <SortHeader label="Event" column="event" sort={values.sort} onSort={(sort) => set({ sort })} />
                <th>Customer</th><th>Vendor</th><th>State</th>
                <SortHeader label="Billing" column="billing" sort={values.sort} onSort={(sort) => set({ sort })} className={ui.num} />
                <th className={ui.num}>Paid</th><th className={ui.num}>Refunded</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((b) => (
                <tr key={b.BookingId} data-testid="booking-row">
                  <td data-label="Booking"><Link to={`/admin/bookings/${b.BookingId}`}>{b.BookingNo}</Link><div className={ui.muted}>{b.Title}</div></td>
                  <td data-label="Event">{formatDate(b.BookingOnDate)}<div className={ui.muted}>{b.City}</div></td>
                  <td data-label="Customer">{b.Customer}</td>
                  <td data-label="Vendor"><Link to={`/admin/bookings?vendorId=${b.VendorId}`}>{b.Vendor}</Link></td>
                  <td data-label="State"><StateBadge state={b.BookingState} /></td>
                  <td data-label="Billing" className={ui.num}>{formatRupees(b.BillingAmt)}</td>
                  <td data-label="Paid" className={ui.num}>{formatRupees(b.PaidAmt)}</td>
                  <td data-label="Refunded" className={ui.num}>{formatRupees(b.RefundedAmt)}</td>
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
