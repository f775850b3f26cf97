import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { rowsOf } from '@utsav/shared/keyset-pages';
import { EmptyState } from '@utsav/ui/page-state';
import { ShowMore } from '@utsav/ui/show-more';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import {
  declineBooking,
  refuseMove,
  useVendorBookingPages,
  vendorBookingsKey,
  type BookingWhen,
} from '../../../api/vendor-bookings';
import type { VendorBookingRow } from '../../../api/types';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../../../components/page-head';
import { TimingBadge } from '../../../components/timing-badge';
import { BookingStateBadge } from '../../../components/booking-state-badge';
import { BookingTabs } from '../../../components/booking-tabs';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';
import { DeclineDialog } from '../../../components/decline-dialog';

/** /vendor/booking: the vendor's bookings with the 'Expired'/'Upcoming' label, the booking's state and money (Decline within 48 h of confirmation) and a link to each invoice. */
export default function BookingListPage() {
  // The filter is in the URL (?show=upcoming|expired) and applied by the API.
  const { t } = useAppT();
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
  const [declineError, setDeclineError] = useState('');
  const queryClient = useQueryClient();
  const decline = useMutation({
    mutationFn: declineBooking,
    onSuccess: (message) => {
      notify.success(message);
      setDeclining(null);
      setDeclineError('');
    },
    onError: (e) => setDeclineError(errorMessage(e, t('bookings.declineFailed'))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: vendorBookingsKey }),
  });
  const refuse = useMutation({
    mutationFn: refuseMove,
    onSuccess: (message) => notify.success(message),
    onError: (e) => notify.error(errorMessage(e, t('bookings.refuseFailed'))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: vendorBookingsKey }),
  });
  const now = new Date();
  const rows = rowsOf(bookings.data);
  return (
    <section className={page.page}>
      <PageHead title={t('bookings.title')} subtitle={t('bookings.subtitle')} />
      <BookingTabs />
      <LoadState isPending={bookings.isPending} error={bookings.error} retry={() => void bookings.refetch()}>
        <div className={page.toolbar}>
          <label className={page.muted} htmlFor="booking-filter">
            {t('bookings.show')}
          </label>
          <select
            id="booking-filter"
            className={page.select}
            value={shown.value}
            onChange={(e) => choose(e.target.value as BookingWhen)}
          >
            <option value="all">{t('bookings.all')}</option>
            <option value="upcoming">{t('timing.Upcoming')}</option>
            <option value="expired">{t('timing.Expired')}</option>
          </select>
          <span className={page.muted}>
            {bookings.hasNextPage
              ? t('bookings.countShown', { n: rows.length })
              : t('bookings.count', { n: rows.length })}
          </span>
        </div>
        {rows.length === 0 ? (
          <EmptyState title={t('bookings.none')} />
        ) : (
          <div className={page.tableWrap}>
            <table className={`${page.table} ${page.stack}`}>
              <thead>
                <tr>
                  <th>{t('col.bookingNo')}</th>
                  <th>{t('col.orderId')}</th>
                  <th>{t('col.service')}</th>
                  <th>{t('col.bookingFor')}</th>
                  <th className={page.num}>{t('col.amount')}</th>
                  <th>{t('col.eventDate')}</th>
                  <th>{t('col.status')}</th>
                  <th>{t('col.booking')}</th>
                  <th>{t('col.invoice')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((b) => (
                  <tr key={b.BookingId} data-testid="booking-row" data-state={b.BookingState}>
                    {/* bill number, payment type and booking date ride under their neighbours, so every
                        column — the booking's state above all — is in view at 1280 px without scrolling sideways. */}
                    <td data-label={t('col.bookingNo')} className={page.nowrap}>
                      <span>
                        {b.Booking_No}
                        <span className={page.subline}>{t('bookings.bill', { no: b.BillNo })}</span>
                      </span>
                    </td>
                    <td data-label={t('col.orderId')}>{b.Order_Id}</td>
                    <td data-label={t('col.service')}>{b.Title}</td>
                    <td data-label={t('col.bookingFor')}>{b.Booking_For}</td>
                    <td data-label={t('col.amount')} className={page.num}>
                      <span>
                        {formatRupees(b.TotalBookingAmt)}
                        <span className={page.subline} data-testid="payment-type">
                          {b.Payment_type === 'advance' ? t('bookings.payment_advance') : t('bookings.payment_full')}
                        </span>
                      </span>
                    </td>
                    <td data-label={t('col.eventDate')} className={page.nowrap}>
                      <span>
                        {formatDate(b.Booking_On_Date)}
                        <span className={page.subline}>{t('bookings.booked', { date: formatDate(b.CreateDate) })}</span>
                        {/* Two short lines, each no wider than "booked …": the cell does not wrap, and one long line widened the whole table. */}
                        {b.MovedFrom ? (
                          <span className={page.subline} data-testid="vendor-moved-from">
                            {t('bookings.movedFrom', { date: formatDate(b.MovedFrom) })}
                            <br />
                            {t('bookings.refuseBy', { date: formatDate(b.RefuseMoveBy) })}
                          </span>
                        ) : null}
                      </span>
                    </td>
                    <td data-label={t('col.status')}>
                      <TimingBadge date={b.Booking_On_Date} now={now} />
                    </td>
                    <td data-label={t('col.booking')}>
                      <div className={page.stateCell} data-testid="vendor-booking-state">
                        <BookingStateBadge state={b.BookingState} due={b.DueAmt ?? 0} />
                        {b.BookingState ? (
                          <span className={page.muted} data-testid="vendor-booking-money">
                            {t('money.paid', { amount: formatRupees(b.PaidAmt ?? 0) })}
                            {(b.DueAmt ?? 0) > 0 ? ` · ${t('money.due', { amount: formatRupees(b.DueAmt ?? 0) })}` : ''}
                            {(b.RefundedAmt ?? 0) > 0
                              ? ` · ${t('money.refunded', { amount: formatRupees(b.RefundedAmt ?? 0) })}`
                              : ''}
                          </span>
                        ) : null}
                        {b.MovedFrom ? (
                          <button
                            type="button"
                            className={page.linkButton}
                            disabled={refuse.isPending}
                            onClick={() => refuse.mutate(b.BookingId)}
                            aria-label={t('bookings.refuseMoveOf', { no: b.Booking_No, date: formatDate(b.MovedFrom) })}
                          >
                            {t('bookings.refuseMove')}
                          </button>
                        ) : null}
                        {b.CanDecline ? (
                          <button
                            type="button"
                            className={page.linkButton}
                            onClick={() => setDeclining(b)}
                            aria-label={t('bookings.declineOf', { what: b.Booking_No })}
                          >
                            {t('bookings.decline')}
                          </button>
                        ) : null}
                      </div>
                    </td>
                    <td data-label={t('col.invoice')}>
                      <Link
                        to={`/vendor/booking/${b.BookingId}`}
                        aria-label={t('bookings.viewInvoice', { no: b.Booking_No })}
                      >
                        {t('common.view')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ShowMore
          what={t('bookings.noun')}
          shown={rows.length}
          hasMore={bookings.hasNextPage}
          loading={bookings.isFetchingNextPage}
          failed={bookings.isFetchNextPageError}
          onMore={() => void bookings.fetchNextPage()}
        />
      </LoadState>
      <DeclineDialog
        key={declining?.BookingId ?? 0}
        target={declining && { id: declining.BookingId, name: declining.Booking_No, amount: declining.PaidAmt }}
        pending={decline.isPending}
        error={declineError}
        onClose={() => {
          setDeclining(null);
          setDeclineError('');
        }}
        onDecline={(bookingId, why) => decline.mutate({ bookingId, why })}
      />
    </section>
  );
}
