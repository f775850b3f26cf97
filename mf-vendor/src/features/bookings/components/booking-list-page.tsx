import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { rowsOf } from '@utsav/shared/keyset-pages';
import { EmptyState } from '@utsav/shared/ui/page-state';
import { ShowMore } from '@utsav/shared/ui/show-more';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/shared/ui/modal';
import { SubmitButton } from '@utsav/shared/ui/form';
import { declineBooking, refuseMove, useVendorBookingPages, vendorBookingsKey, type BookingWhen } from '../../../api/vendor-bookings';
import type { VendorBookingRow } from '../../../api/types';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../../../components/page-head';
import { TimingBadge } from '../../../components/timing-badge';
import { BookingStateBadge } from '../../../components/booking-state-badge';
import { BookingTabs } from '../../../components/booking-tabs';
import page from '../../../app/page.module.css';

/** /vendor/booking: the vendor's bookings with the 'Expired'/'Upcoming' label, the booking's state and money (Decline within 48 h of confirmation) and a link to each invoice. */
export default function BookingListPage() {
  // The filter is in the URL (?show=upcoming|expired) and applied by the API (issue 19).
  const [params, setParams] = useSearchParams();
  const raw = params.get('show');
  const show: BookingWhen = raw === 'upcoming' || raw === 'expired' ? raw : 'all';
  const [shown, setShown] = useState({ value: show, from: show });
  if (shown.from !== show) setShown({ value: show, from: show });
  const choose = (value: BookingWhen) => {
    setShown({ value, from: show });
    setParams(value === 'all' ? {} : { show: value }, { replace: true });
  };
  const bookings = useVendorBookingPages(show);
  const [declining, setDeclining] = useState<VendorBookingRow | null>(null);
  const queryClient = useQueryClient();
  const decline = useMutation({
    mutationFn: declineBooking,
    onSuccess: (message) => {
      notify.success(message);
      setDeclining(null);
    },
    onError: (e) => notify.error(errorMessage(e, 'Could not decline the booking')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: vendorBookingsKey }),
  });
  const refuse = useMutation({
    mutationFn: refuseMove,
    onSuccess: (message) => notify.success(message),
    onError: (e) => notify.error(errorMessage(e, 'Could not refuse the move')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: vendorBookingsKey }),
  });
  const now = new Date();
  const rows = rowsOf(bookings.data);
  return (
    <section className={page.page}>
      <PageHead title="Bookings" subtitle="Every booking of your services" />
      <BookingTabs />
      <LoadState isPending={bookings.isPending} error={bookings.error} retry={() => void bookings.refetch()}>
        <div className={page.toolbar}>
          <label className={page.muted} htmlFor="booking-filter">Show</label>
          <select id="booking-filter" className={page.select} value={shown.value} onChange={(e) => choose(e.target.value as BookingWhen)}>
            <option value="all">All bookings</option>
            <option value="upcoming">Upcoming</option>
            <option value="expired">Expired</option>
          </select>
          <span className={page.muted}>{rows.length} booking(s){bookings.hasNextPage ? ' shown' : ''}</span>
        </div>
        {rows.length === 0 ? (
          <EmptyState title="No bookings found" />
        ) : (
          <div className={page.tableWrap}>
            <table className={`${page.table} ${page.stack}`}>
              <thead>
                <tr>
                  <th>Booking No</th><th>Order Id</th><th>Service</th><th>Booking For</th>
                  <th className={page.num}>Amount</th><th>Event Date</th><th>Status</th><th>Booking</th><th>Invoice</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((b) => (
                  <tr key={b.BookingId} data-testid="booking-row" data-state={b.BookingState}>
                    {/* Issue 31: bill number, payment type and booking date ride under their neighbours, so every
                        column — the booking's state above all — is in view at 1280 px without scrolling sideways. */}
                    <td data-label="Booking No" className={page.nowrap}><span>{b.Booking_No}<span className={page.subline}>Bill {b.BillNo}</span></span></td>
                    <td data-label="Order Id">{b.Order_Id}</td>
                    <td data-label="Service">{b.Title}</td>
                    <td data-label="Booking For">{b.Booking_For}</td>
                    <td data-label="Amount" className={page.num}><span>{formatRupees(b.TotalBookingAmt)}<span className={page.subline} style={{ textTransform: 'capitalize' }}>{b.Payment_type}</span></span></td>
                    <td data-label="Event Date" className={page.nowrap}>
                      <span>
                        {formatDate(b.Booking_On_Date)}<span className={page.subline}>booked {formatDate(b.CreateDate)}</span>
                        {/* Two short lines, each no wider than "booked …": the cell does not wrap, and one long line widened the whole table. */}
                        {b.MovedFrom ? <span className={page.subline} data-testid="vendor-moved-from">moved from {formatDate(b.MovedFrom)}<br />refuse by {formatDate(b.RefuseMoveBy)}</span> : null}
                      </span>
                    </td>
                    <td data-label="Status"><TimingBadge date={b.Booking_On_Date} now={now} /></td>
                    <td data-label="Booking">
                      <div className={page.stateCell} data-testid="vendor-booking-state">
                        <BookingStateBadge state={b.BookingState} due={b.DueAmt ?? 0} />
                        {b.BookingState ? (
                          <span className={page.muted} data-testid="vendor-booking-money">
                            Paid {formatRupees(b.PaidAmt ?? 0)}{(b.DueAmt ?? 0) > 0 ? ` · due ${formatRupees(b.DueAmt ?? 0)}` : ''}{(b.RefundedAmt ?? 0) > 0 ? ` · refunded ${formatRupees(b.RefundedAmt ?? 0)}` : ''}
                          </span>
                        ) : null}
                        {b.MovedFrom ? (
                          <button type="button" className={page.linkButton} disabled={refuse.isPending} onClick={() => refuse.mutate(b.BookingId)}
                            aria-label={`Refuse move of ${b.Booking_No}: keep ${formatDate(b.MovedFrom)}`}>
                            Refuse move
                          </button>
                        ) : null}
                        {b.CanDecline ? (
                          <button type="button" className={page.linkButton} onClick={() => setDeclining(b)} aria-label={`Decline ${b.Booking_No}`}>Decline</button>
                        ) : null}
                      </div>
                    </td>
                    <td data-label="Invoice"><Link to={`/vendor/booking/${b.BookingId}`} aria-label={`View invoice ${b.Booking_No}`}>View</Link></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ShowMore what="bookings" shown={rows.length} hasMore={bookings.hasNextPage} loading={bookings.isFetchingNextPage}
          failed={bookings.isFetchNextPageError} onMore={() => void bookings.fetchNextPage()} />
      </LoadState>
      <Modal open={declining !== null} title={`Decline ${declining?.Booking_No ?? ''}?`} onClose={() => setDeclining(null)}>
        <p>The customer gets back everything paid ({formatRupees(declining?.PaidAmt ?? 0)}) and the date is released. This cannot be undone.</p>
        <div className={page.toolbar}>
          <SubmitButton type="button" variant="secondary" onClick={() => setDeclining(null)}>Keep booking</SubmitButton>
          <SubmitButton type="button" loading={decline.isPending} onClick={() => declining && decline.mutate(declining.BookingId)}>Decline booking</SubmitButton>
        </div>
      </Modal>
    </section>
  );
}
