import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@utsav/shared/api-client';
import { bookingStateLabel, openBalancePayment, readPaymentReturn, startPayment, verifyPayment, withoutPaymentReturn } from '@utsav/shared/payments-api';
import { REFUND_POLICY_LINES } from '@utsav/shared/refund-policy';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/shared/ui/modal';
import { SubmitButton } from '@utsav/shared/ui/form';
import type { BookingRow } from '@utsav/shared/contract';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { rowsOf } from '@utsav/shared/keyset-pages';
import { EmptyState, Loading } from '@utsav/shared/ui/page-state';
import { ShowMore } from '@utsav/shared/ui/show-more';
import { Stars } from '@utsav/shared/ui/stars';
import panel from '../../../lib/panel.module.css';
import { bookingsQueryKey, cancelBooking, packageOrdersQueryKey, useBookings, usePackageOrders } from '../api/bookings';
import { bookingStatusLabel } from '../../../lib/booking-status';
import { ReviewModal } from './review-modal';
import styles from './bookings.module.css';

type Tab = 'booking' | 'booking-package';

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState title="We could not load your bookings">
      <button type="button" className={panel.ghost} onClick={onRetry}>Try again</button>
    </EmptyState>
  );
}

function moneyLine(b: BookingRow) {
  if (b.BookingState === undefined) return null;
  const parts = [`Paid ${formatRupees(b.PaidAmt ?? 0)}`];
  if ((b.DueAmt ?? 0) > 0) parts.push(`Due ${formatRupees(b.DueAmt ?? 0)}${b.BalanceDueDate ? ` by ${formatDate(b.BalanceDueDate)}` : ''}`);
  if ((b.RefundedAmt ?? 0) > 0) parts.push(`Refunded ${formatRupees(b.RefundedAmt ?? 0)}`);
  return <span className={styles.rowTitle} data-testid="booking-money">{parts.join(' · ')}</span>;
}

function BookingTable({ onReview, onCancel }: { onReview: (b: BookingRow) => void; onCancel: (b: BookingRow) => void }) {
  const bookings = useBookings();
  const { isPending, isError, refetch } = bookings;
  const rows = rowsOf(bookings.data);
  const [paying, setPaying] = useState<number | null>(null);
  if (isPending) return <Loading />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (rows.length === 0)
    return (
      <EmptyState title="No bookings yet">
        <Link className={panel.button} to="/services/all">Explore services</Link>
      </EmptyState>
    );
  const payBalance = async (b: BookingRow) => {
    setPaying(b.BookingId);
    try {
      await startPayment(await openBalancePayment(b.BookingId), `${window.location.origin}/account/booking`);
    } catch (e) {
      notify.error(errorMessage(e, 'Could not start the payment'));
      setPaying(null);
    }
  };
  return (
    <>
      <div className={panel.tableWrap}>
        <table className={`${panel.table} ${panel.wide}`} aria-label="Bookings">
          <thead>
            <tr>
              <th>Booking No</th><th>Order Id</th><th>Booking On</th><th>Status</th><th className={panel.num}>Total Amount</th><th>Rating</th><th>Action</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => {
              const status = b.BookingState ? bookingStateLabel(b.BookingState, b.DueAmt) : bookingStatusLabel(b.Status);
              const good = b.BookingState ? ['confirmed', 'completed'].includes(b.BookingState) : status === 'Booked';
              const rating = Number(b.rating) || 0;
              const reviewable = b.BookingState ? b.BookingState === 'completed' : status === 'Booked';
              return (
                <tr key={b.BookingId} data-testid="booking-row" data-state={b.BookingState}>
                  <td data-label="Booking No">
                    <span className={panel.strong}>{b.BookingNo}</span>
                    {b.Title ? <span className={styles.rowTitle}>{b.Title}</span> : null}
                  </td>
                  <td data-label="Order Id" className={panel.nowrap}>
                    {b.BookingState === 'pending_payment' ? <Link to={`/booking/${encodeURIComponent(b.OrderId)}`}>{b.OrderId}</Link> : b.OrderId}
                  </td>
                  <td data-label="Booking On" className={panel.nowrap}>{formatDate(b.BookingOnDate)}</td>
                  <td data-label="Status"><span className={good ? panel.booked : panel.failed}>{status}</span></td>
                  <td data-label="Total Amount" className={`${panel.num} ${panel.strong}`}>
                    {formatRupees(b.TotalBookingAmt)}
                    {moneyLine(b)}
                  </td>
                  <td data-label="Rating">{rating > 0 ? <Stars rating={rating} /> : <span className={panel.muted}>Not rated</span>}</td>
                  <td data-label="Action">
                    <div className={panel.actions}>
                      {b.CanPayBalance ? (
                        <button type="button" className={`${panel.button} ${panel.small}`} disabled={paying === b.BookingId} onClick={() => void payBalance(b)} aria-label={`Pay balance ${formatRupees(b.DueAmt ?? 0)} for ${b.BookingNo}`}>
                          Pay balance {formatRupees(b.DueAmt ?? 0)}
                        </button>
                      ) : null}
                      {b.CanCancel ? (
                        <button type="button" className={`${panel.ghost} ${panel.small}`} onClick={() => onCancel(b)} aria-label={`Cancel ${b.BookingNo}`}>Cancel</button>
                      ) : null}
                      {reviewable && rating === 0 ? (
                        <button type="button" className={`${panel.ghost} ${panel.small}`} onClick={() => onReview(b)} aria-label={`Review ${b.BookingNo}`}>★ Review</button>
                      ) : null}
                      <Link className={`${panel.button} ${panel.small}`} to={`/account/booking/${encodeURIComponent(b.BookingNo)}`} aria-label={`Invoice ${b.BookingNo}`}>Invoice</Link>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ShowMore what="bookings" shown={rows.length} hasMore={bookings.hasNextPage} loading={bookings.isFetchingNextPage}
        failed={bookings.isFetchNextPageError} onMore={() => void bookings.fetchNextPage()} />
    </>
  );
}

/** Cancel a booking with the policy and the refund it gives shown first. */
function CancelDialog({ booking, onClose }: { booking: BookingRow | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (id: number) => cancelBooking(id),
    onSuccess: (message) => {
      notify.success(message);
      onClose();
    },
    onError: (e) => notify.error(errorMessage(e, 'Could not cancel the booking')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
  if (!booking) return null;
  const refund = booking.CancelRefundAmt ?? 0;
  return (
    <Modal open title={`Cancel ${booking.BookingNo}?`} onClose={onClose}>
      <p data-testid="cancel-refund">
        {(booking.PaidAmt ?? 0) > 0
          ? `You will get back ${formatRupees(refund)} (${booking.CancelRefundPercent ?? 0} % of what you paid), through the way you paid.`
          : 'Nothing has been paid for this booking; its date will be released.'}
      </p>
      <ul className={panel.muted}>{REFUND_POLICY_LINES.slice(0, 3).map((l) => <li key={l}>{l}</li>)}</ul>
      <div className={panel.actions}>
        <SubmitButton type="button" variant="secondary" onClick={onClose}>Keep booking</SubmitButton>
        <SubmitButton type="button" loading={cancel.isPending} onClick={() => cancel.mutate(booking.BookingId)}>Cancel booking</SubmitButton>
      </div>
    </Modal>
  );
}

/** Back from paying a balance: verify what the gateway returned (or say it failed), once. */
function usePaymentReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  useEffect(() => {
    const back = readPaymentReturn(location.search);
    if (!back || handled.current) return;
    handled.current = true;
    navigate({ pathname: location.pathname, search: withoutPaymentReturn(location.search) }, { replace: true });
    if (back.kind === 'failed') {
      notify.error(`Payment failed: ${back.message}`);
      return;
    }
    verifyPayment(back.params)
      .then(({ message }) => notify.success(message || 'Payment received'))
      .catch((e: unknown) => notify.error(errorMessage(e, 'Payment verification failed')))
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
        void queryClient.invalidateQueries({ queryKey: packageOrdersQueryKey });
      });
  }, [location.pathname, location.search, navigate, queryClient]);
}

function PackageTable() {
  const { data: rows = [], isPending, isError, refetch } = usePackageOrders();
  if (isPending) return <Loading />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (rows.length === 0)
    return (
      <EmptyState title="No package bookings yet">
        <Link className={panel.button} to="/packages/all">Explore packages</Link>
      </EmptyState>
    );
  return (
    <div className={panel.tableWrap}>
      <table className={panel.table} aria-label="Package bookings">
        <thead>
          <tr>
            <th>Booking Id</th><th>Order Id</th><th>Package Name</th><th>Booked On</th><th>Status</th><th className={panel.num}>Package Total</th><th>Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.BookingId} data-testid="package-row">
              <td data-label="Booking Id" className={panel.strong}>{p.BookingId}</td>
              <td data-label="Order Id" className={panel.nowrap}>{p.OrderId}</td>
              <td data-label="Package Name">{p.PackageName}</td>
              <td data-label="Booked On" className={panel.nowrap}>{formatDate(p.CreateOn)}</td>
              <td data-label="Status">
                <span className={p.BookingState === 'confirmed' || p.BookingState === 'completed' || (!p.BookingState && p.Status === 1) ? panel.booked : panel.failed}>
                  {p.BookingState ? bookingStateLabel(p.BookingState) : bookingStatusLabel(p.Status)}
                </span>
              </td>
              <td data-label="Package Total" className={`${panel.num} ${panel.strong}`}>{formatRupees(p.PackageTotal)}</td>
              <td data-label="Action">
                <Link className={`${panel.button} ${panel.small}`} to={`/account/booking-package/${p.BookingId}`} aria-label={`Invoice ${p.OrderId}`}>Invoice</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** My Booking (SPEC §2.8): tabs Booking and Package Booking. */
export default function BookingsSection({ tab }: { tab: Tab }) {
  const [reviewing, setReviewing] = useState<BookingRow | null>(null);
  const [cancelling, setCancelling] = useState<BookingRow | null>(null);
  usePaymentReturn();
  return (
    <section className={panel.panel} aria-labelledby="bookings-title">
      <div className={panel.head}>
        <div>
          <h1 id="bookings-title" className={panel.title}>My Booking</h1>
          <p className={panel.subtitle}>Your service and package bookings, reviews and invoices.</p>
        </div>
      </div>
      <nav className={styles.tabs} aria-label="Booking type">
        <Link to="/account/booking" className={tab === 'booking' ? styles.tabActive : styles.tab} aria-current={tab === 'booking' ? 'page' : undefined}>Booking</Link>
        <Link to="/account/booking-package" className={tab === 'booking-package' ? styles.tabActive : styles.tab} aria-current={tab === 'booking-package' ? 'page' : undefined}>Package Booking</Link>
      </nav>
      {tab === 'booking' ? <BookingTable onReview={setReviewing} onCancel={setCancelling} /> : <PackageTable />}
      <CancelDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <ReviewModal booking={reviewing} onClose={() => setReviewing(null)} />
    </section>
  );
}
