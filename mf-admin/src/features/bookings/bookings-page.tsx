import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, formatRupees } from '@utsav/shared/format';
import * as v from 'valibot';
import { adminBookingsQuerySchema, BOOKING_STATES } from '@utsav/shared/schemas/admin';
import { Loading } from '@utsav/shared/ui/page-state';
import { useBookings } from '../../api/admin-api';
import { Pager } from '../../components/pager';
import { SortHeader } from '../../components/sort-header';
import { StateBadge } from '../../components/state-badge';
import { TableWrap } from '../../components/table-wrap';
import { useUrlFilters } from '../../components/use-url-filters';
import { BookingTabs } from './booking-tabs';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';

const KEYS = ['q', 'state', 'from', 'to', 'city', 'vendorId', 'sort'] as const;

/** The search field's rule is the API's (shared schema): the first message about `q`, if any. */
function searchError(q: string): string | undefined {
  const issues = v.safeParse(adminBookingsQuerySchema, { q }).issues ?? [];
  return issues.find((i) => v.getDotPath(i) === 'q')?.message;
}

/** Every service booking: a search (booking number, order id, customer mobile), state, event date range, city and vendor filters in the URL; paged on the server. */
export default function BookingsPage() {
  const { values, page: pageNo, set } = useUrlFilters(KEYS);
  const [draft, setDraft] = useState(values);
  const [qError, setQError] = useState<string>();
  const list = useBookings({ ...values, page: pageNo, limit: 25 });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const q = draft.q.trim();
    const error = searchError(q);
    setQError(error);
    if (error) return;
    set({ ...draft, q, city: draft.city.trim() });
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
      <form className={ui.filters} onSubmit={apply} aria-label="Filter bookings" noValidate>
        <label className={`${ui.field} ${ui.search}`}>
          <span>Search</span>
          <input
            type="search"
            name="q"
            value={draft.q}
            maxLength={30}
            placeholder="Booking no, order id or mobile"
            aria-describedby="booking-search-help"
            aria-invalid={qError ? true : undefined}
            onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
          />
          <small id="booking-search-help" className={qError ? ui.fieldError : ui.muted} role={qError ? 'alert' : undefined}>
            {qError ?? 'Exact booking number (BK…), order id (OD…) or the customer’s 10-digit mobile'}
          </small>
        </label>
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
        <p className={ui.empty}>{values.q ? `No booking has the booking number, order id or customer mobile “${values.q}”${values.state || values.from || values.to || values.city || values.vendorId ? ' with these filters' : ''}.` : 'No bookings match these filters.'}</p>
      ) : (
        <TableWrap label="Bookings, scrollable">
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
                  <td data-label="Booking"><Link to={`/admin/bookings/${b.BookingId}`}>{b.BookingNo}</Link><div className={ui.muted}>{b.OrderId} · {b.Title}</div></td>
                  <td data-label="Event">{formatDate(b.BookingOnDate)}<div className={ui.muted}>{b.City}</div></td>
                  <td data-label="Customer">{b.Customer}<div className={ui.muted}>{b.Mobile}</div></td>
                  <td data-label="Vendor"><Link to={`/admin/bookings?vendorId=${b.VendorId}`}>{b.Vendor}</Link></td>
                  <td data-label="State"><StateBadge state={b.BookingState} /></td>
                  <td data-label="Billing" className={ui.num}>{formatRupees(b.BillingAmt)}</td>
                  <td data-label="Paid" className={ui.num}>{formatRupees(b.PaidAmt)}</td>
                  <td data-label="Refunded" className={ui.num}>{formatRupees(b.RefundedAmt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager page={list.data?.page} onPage={(p) => set({ page: String(p) })} />
    </>
  );
}
