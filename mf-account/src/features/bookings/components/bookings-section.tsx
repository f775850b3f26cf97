import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@utsav/shared/api-client';
import {
  bookingStateLabel,
  openBalancePayment,
  readPaymentReturn,
  startPayment,
  verifyPayment,
  withoutPaymentReturn,
} from '@utsav/shared/payments-api';
import { useRefundPolicyLines } from '@utsav/ui/refund-policy-lines';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/ui/modal';
import { SubmitButton } from '@utsav/ui/form';
import type { BookingRow, PackageOrderRow } from '@utsav/domain/contract';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { rowsOf } from '@utsav/shared/keyset-pages';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import { ShowMore } from '@utsav/ui/show-more';
import { Stars } from '@utsav/ui/stars';
import panel from '../../../lib/panel.module.css';
import { bookingsQueryKey, cancelBooking, packageOrdersQueryKey, useBookings } from '../api/bookings';
import { bookingStatusLabel } from '../../../lib/booking-status';
import { ReviewModal } from './review-modal';
import { DeclineReasonLine } from './decline-reason-line';
import { PackageCancelDialog, RescheduleDialog } from './booking-change-dialogs';
import { LoadError, moneyLine, payOrder, stateClass, stateLabel } from './booking-row-parts';
import { PackageTable } from './package-table';
import styles from './bookings.module.css';
import { useAppT } from '../../../i18n';

type Tab = 'booking' | 'booking-package';

function BookingTable({
  onReview,
  onCancel,
  onMove,
}: {
  onReview: (b: BookingRow) => void;
  onCancel: (b: BookingRow) => void;
  onMove: (b: BookingRow) => void;
}) {
  const { t } = useAppT();
  const bookings = useBookings();
  const { isPending, isError, refetch } = bookings;
  const rows = rowsOf(bookings.data);
  const [paying, setPaying] = useState<number | null>(null);
  if (isPending) return <Loading />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (rows.length === 0)
    return (
      <EmptyState title={t('bookings.none')}>
        <Link className={panel.button} to="/services/all">
          {t('bookings.explore')}
        </Link>
      </EmptyState>
    );
  const payBalance = async (b: BookingRow) => {
    setPaying(b.BookingId);
    try {
      await startPayment(await openBalancePayment(b.BookingId), `${window.location.origin}/account/booking`);
    } catch (e) {
      notify.error(errorMessage(e, t('pay.startFailed')));
      setPaying(null);
    }
  };
  const payNow = async (b: BookingRow) => {
    setPaying(b.BookingId);
    try {
      await payOrder(b.OrderId);
    } catch (e) {
      notify.error(errorMessage(e, t('pay.startFailed')));
      setPaying(null);
      void refetch();
    }
  };
  return (
    <>
      <div className={panel.tableWrap}>
        <table className={`${panel.table} ${panel.wide}`} aria-label={t('bookings.label')}>
          <thead>
            <tr>
              <th>{t('bookings.no')}</th>
              <th>{t('bookings.orderId')}</th>
              <th>{t('bookings.on')}</th>
              <th>{t('bookings.eventDate')}</th>
              <th>{t('bookings.status')}</th>
              <th className={panel.num}>{t('bookings.total')}</th>
              <th>{t('bookings.rating')}</th>
              <th>{t('bookings.action')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => {
              const status = stateLabel(
                t,
                b.BookingState,
                b.DueAmt,
                b.RefundedAmt,
                b.StatusLabel ??
                  (b.BookingState ? bookingStateLabel(b.BookingState, b.DueAmt) : bookingStatusLabel(b.Status)),
              );
              const rating = Number(b.rating) || 0;
              const reviewable = b.BookingState ? b.BookingState === 'completed' : b.Status === 1;
              return (
                <tr key={b.BookingId} data-testid="booking-row" data-state={b.BookingState}>
                  <td data-label={t('bookings.no')}>
                    <span className={styles.amount}>
                      <span className={panel.strong}>{b.BookingNo}</span>
                      {b.Title ? <span className={styles.rowTitle}>{b.Title}</span> : null}
                    </span>
                  </td>
                  <td data-label={t('bookings.orderId')} className={panel.nowrap}>
                    <Link
                      to={`/booking/${encodeURIComponent(b.OrderId)}`}
                      aria-label={t('bookings.order', { id: b.OrderId })}
                    >
                      {b.OrderId}
                    </Link>
                  </td>
                  {/* "Booking On" is the day the customer booked; the event's own date has its column. */}
                  <td data-label={t('bookings.on')} className={panel.nowrap} data-testid="booked-on">
                    {formatDate(b.CreateDate)}
                  </td>
                  <td data-label={t('bookings.eventDate')} className={panel.nowrap} data-testid="event-date">
                    {formatDate(b.BookingOnDate)}
                    {b.MovedFrom ? (
                      <span className={styles.rowTitle} data-testid="moved-from">
                        {t('bookings.movedFrom', { from: formatDate(b.MovedFrom), until: formatDate(b.RefuseMoveBy) })}
                      </span>
                    ) : null}
                  </td>
                  <td data-label={t('bookings.status')}>
                    <span className={stateClass(b.BookingState, b.Status === 1)} data-testid="booking-status">
                      {status}
                    </span>
                    <DeclineReasonLine state={b.BookingState} reason={b.DeclineReason} note={b.DeclineNote} />
                  </td>
                  <td data-label={t('bookings.total')} className={`${panel.num} ${panel.strong}`}>
                    <span className={styles.amount}>
                      {formatRupees(b.TotalBookingAmt)}
                      {moneyLine(t, b)}
                    </span>
                  </td>
                  <td data-label={t('bookings.rating')}>
                    {rating > 0 ? (
                      <Stars rating={rating} />
                    ) : (
                      <span className={panel.muted}>{t('bookings.notRated')}</span>
                    )}
                  </td>
                  <td data-label={t('bookings.action')}>
                    <div className={panel.actions}>
                      {b.BookingState === 'pending_payment' ? (
                        <button
                          type="button"
                          className={`${panel.button} ${panel.small}`}
                          disabled={paying === b.BookingId}
                          onClick={() => void payNow(b)}
                          aria-label={t('bookings.payNowFor', {
                            amount: formatRupees(b.ToPayAmt ?? 0),
                            what: b.BookingNo,
                          })}
                        >
                          {t('bookings.payNow')}
                        </button>
                      ) : null}
                      {b.CanPayBalance ? (
                        <button
                          type="button"
                          className={`${panel.button} ${panel.small}`}
                          disabled={paying === b.BookingId}
                          onClick={() => void payBalance(b)}
                          aria-label={t('bookings.payBalanceFor', {
                            amount: formatRupees(b.DueAmt ?? 0),
                            what: b.BookingNo,
                          })}
                        >
                          {t('bookings.payBalance', { amount: formatRupees(b.DueAmt ?? 0) })}
                        </button>
                      ) : null}
                      {b.CanReschedule ? (
                        <button
                          type="button"
                          className={`${panel.ghost} ${panel.small}`}
                          onClick={() => onMove(b)}
                          aria-label={t('bookings.changeDateOf', { what: b.BookingNo })}
                        >
                          {t('bookings.changeDate')}
                        </button>
                      ) : null}
                      {b.CanCancel ? (
                        <button
                          type="button"
                          className={`${panel.ghost} ${panel.small}`}
                          onClick={() => onCancel(b)}
                          aria-label={t('bookings.cancelOf', { what: b.BookingNo })}
                        >
                          {t('bookings.cancel')}
                        </button>
                      ) : null}
                      {reviewable && rating === 0 ? (
                        <button
                          type="button"
                          className={`${panel.ghost} ${panel.small}`}
                          onClick={() => onReview(b)}
                          aria-label={t('bookings.reviewOf', { what: b.BookingNo })}
                        >
                          ★ {t('bookings.review')}
                        </button>
                      ) : null}
                      <Link
                        className={`${panel.button} ${panel.small}`}
                        to={`/account/booking/${encodeURIComponent(b.BookingNo)}`}
                        aria-label={t('bookings.invoiceOf', { what: b.BookingNo })}
                      >
                        {t('bookings.invoice')}
                      </Link>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ShowMore
        what={t('bookings.noun')}
        shown={rows.length}
        hasMore={bookings.hasNextPage}
        loading={bookings.isFetchingNextPage}
        failed={bookings.isFetchNextPageError}
        onMore={() => void bookings.fetchNextPage()}
      />
    </>
  );
}

/** Cancel a booking with the policy and the refund it gives shown first. */
function CancelDialog({ booking, onClose }: { booking: BookingRow | null; onClose: () => void }) {
  const { t } = useAppT();
  const policy = useRefundPolicyLines(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (id: number) => cancelBooking(id),
    onSuccess: (message) => {
      notify.success(message);
      onClose();
    },
    onError: (e) => notify.error(errorMessage(e, t('bookings.cancelFailed'))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
  if (!booking) return null;
  const refund = booking.CancelRefundAmt ?? 0;
  return (
    <Modal open title={t('bookings.cancelTitle', { what: booking.BookingNo })} onClose={onClose}>
      <p data-testid="cancel-refund">
        {(booking.PaidAmt ?? 0) > 0
          ? t('bookings.refundBack', { amount: formatRupees(refund), percent: booking.CancelRefundPercent ?? 0 })
          : t('bookings.nothingPaid')}
      </p>
      <ul className={panel.muted}>
        {policy.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <div className={panel.actions}>
        <SubmitButton type="button" variant="secondary" onClick={onClose}>
          {t('bookings.keep')}
        </SubmitButton>
        <SubmitButton type="button" loading={cancel.isPending} onClick={() => cancel.mutate(booking.BookingId)}>
          {t('bookings.cancelBooking')}
        </SubmitButton>
      </div>
    </Modal>
  );
}

/** Back from paying a balance: verify what the gateway returned (or say it failed), once. */
function usePaymentReturn() {
  const { t } = useAppT();
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
      notify.error(t('pay.failedShort', { reason: back.message }));
      return;
    }
    verifyPayment(back.params)
      .then(({ message }) => notify.success(message || t('pay.received')))
      .catch((e: unknown) => notify.error(errorMessage(e, t('pay.verifyFailed'))))
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
        void queryClient.invalidateQueries({ queryKey: packageOrdersQueryKey });
      });
  }, [location.pathname, location.search, navigate, queryClient, t]);
}

/** My Booking (product §2.8): tabs Booking and Package Booking. */
export default function BookingsSection({ tab }: { tab: Tab }) {
  const { t } = useAppT();
  const [reviewing, setReviewing] = useState<BookingRow | null>(null);
  const [cancelling, setCancelling] = useState<BookingRow | null>(null);
  const [moving, setMoving] = useState<BookingRow | null>(null);
  const [cancellingPackage, setCancellingPackage] = useState<PackageOrderRow | null>(null);
  usePaymentReturn();
  return (
    <section className={panel.panel} aria-labelledby="bookings-title">
      <div className={panel.head}>
        <div>
          <h1 id="bookings-title" className={panel.title}>
            {t('nav.booking')}
          </h1>
          <p className={panel.subtitle}>{t('bookings.subtitle')}</p>
        </div>
      </div>
      <nav className={styles.tabs} aria-label={t('bookings.type')}>
        <Link
          to="/account/booking"
          className={tab === 'booking' ? styles.tabActive : styles.tab}
          aria-current={tab === 'booking' ? 'page' : undefined}
        >
          {t('bookings.tabBooking')}
        </Link>
        <Link
          to="/account/booking-package"
          className={tab === 'booking-package' ? styles.tabActive : styles.tab}
          aria-current={tab === 'booking-package' ? 'page' : undefined}
        >
          {t('bookings.tabPackage')}
        </Link>
      </nav>
      {tab === 'booking' ? (
        <BookingTable onReview={setReviewing} onCancel={setCancelling} onMove={setMoving} />
      ) : (
        <PackageTable onCancel={setCancellingPackage} />
      )}
      <CancelDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />
      <PackageCancelDialog order={cancellingPackage} onClose={() => setCancellingPackage(null)} />
      <ReviewModal booking={reviewing} onClose={() => setReviewing(null)} />
    </section>
  );
}
