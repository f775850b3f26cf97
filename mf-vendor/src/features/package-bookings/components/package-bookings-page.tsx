import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { Modal } from '@utsav/shared/ui/modal';
import { SubmitButton } from '@utsav/shared/ui/form';
import { declinePackageItem } from '../../../api/vendor-bookings';
import type { VendorPackageBookingRow } from '../../../api/types';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { rowsOf } from '@utsav/shared/keyset-pages';
import { EmptyState } from '@utsav/shared/ui/page-state';
import { ShowMore } from '@utsav/shared/ui/show-more';
import { useVendorServices } from '../../../api/vendor-services';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../../../components/page-head';
import { TimingBadge } from '../../../components/timing-badge';
import { usePackageBookings } from '../api/package-bookings-api';
import { BookingTabs } from '../../../components/booking-tabs';
import page from '../../../app/page.module.css';

/** /vendor/booking-package: package bookings per service (?service={id}; all services by default). */
export default function PackageBookingsPage() {
  const [params, setParams] = useSearchParams();
  const service = params.get('service') || 'all';
  const services = useVendorServices();
  const bookings = usePackageBookings(service);
  const rows = rowsOf(bookings.data);
  const [declining, setDeclining] = useState<VendorPackageBookingRow | null>(null);
  const queryClient = useQueryClient();
  const decline = useMutation({
    mutationFn: declinePackageItem,
    onSuccess: (message) => {
      notify.success(message);
      setDeclining(null);
    },
    onError: (e) => notify.error(errorMessage(e, 'Could not decline the service')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['vendor', 'package-bookings'] }),
  });
  return (
    <section className={page.page}>
      <PageHead title="Package Bookings" subtitle="Your services booked as part of packages" />
      <BookingTabs />
      <div className={page.toolbar}>
        <label className={page.muted} htmlFor="package-service">Service</label>
        <select
          id="package-service"
          className={page.select}
          value={service}
          onChange={(e) => setParams(e.target.value === 'all' ? {} : { service: e.target.value }, { replace: true })}
        >
          <option value="all">All services</option>
          {(services.data ?? []).map((s) => <option key={s.Id} value={String(s.Id)}>{s.Title}</option>)}
        </select>
      </div>
      <LoadState isPending={bookings.isPending} error={bookings.error} retry={() => void bookings.refetch()}>
        {rows.length === 0 ? (
          <EmptyState title="No package bookings found" />
        ) : (
          <div className={page.tableWrap}>
            <table className={`${page.table} ${page.stack}`}>
              <thead>
                <tr><th>Booking Id</th><th>Package</th><th>Service</th><th>Booking For</th><th>On Behalf Of</th><th className={page.num}>Amount</th><th className={page.num}>You receive</th><th>Booked On</th><th>Event Date</th><th>Status</th><th>Details</th></tr>
              </thead>
              <tbody>
                {rows.map((b) => (
                  <tr key={`${b.BookingId}-${b.ItemId ?? b.Product_ID}`} data-testid="package-booking-row" data-item-state={b.ItemState}>
                    <td data-label="Booking Id">{b.OrderId ?? b.BookingId}</td>
                    <td data-label="Package">{b.PackageName ?? '---'}</td>
                    <td data-label="Service">{b.ProductTitle}</td>
                    <td data-label="Booking For">{b.BookingFor}</td>
                    <td data-label="On Behalf Of">{b.OnBehalfName}</td>
                    <td data-label="Amount" className={page.num}>{formatRupees(b.PayableAmt)}</td>
                    <td data-label="You receive" className={page.num}>{formatRupees(b.NetAmt)}</td>
                    <td data-label="Booked On" className={page.nowrap}>{formatDate(b.CreateOn)}</td>
                    <td data-label="Event Date" className={page.nowrap}>{formatDate(b.BookOn)}</td>
                    <td data-label="Status">
                      <div className={page.stateCell}>
                        {b.ItemState && b.ItemState !== 'active' ? <span className={page.muted} data-testid="package-item-state">{b.ItemState === 'declined' ? 'Declined' : 'Cancelled'}</span> : <TimingBadge date={b.BookOn} />}
                        {b.CanDecline ? (
                          <button type="button" className={page.linkButton} onClick={() => setDeclining(b)} aria-label={`Decline ${b.ProductTitle} in ${b.OrderId ?? b.BookingId}`}>Decline</button>
                        ) : null}
                      </div>
                    </td>
                    <td data-label="Details"><Link to={`/vendor/booking-package/${b.BookingId}/${b.Product_ID}`}>View</Link></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ShowMore what="package bookings" shown={rows.length} hasMore={bookings.hasNextPage} loading={bookings.isFetchingNextPage}
          failed={bookings.isFetchNextPageError} onMore={() => void bookings.fetchNextPage()} />
      </LoadState>
      <Modal open={declining !== null} title={`Decline ${declining?.ProductTitle ?? ''}?`} onClose={() => setDeclining(null)}>
        <p>The customer gets back your part of the package ({formatRupees(declining?.PayableAmt ?? 0)}, what was paid for it) with your credit note, and may pick another service instead. This cannot be undone.</p>
        <div className={page.toolbar}>
          <SubmitButton type="button" variant="secondary" onClick={() => setDeclining(null)}>Keep it</SubmitButton>
          <SubmitButton type="button" loading={decline.isPending} onClick={() => declining && decline.mutate(declining.ItemId)}>Decline my part</SubmitButton>
        </div>
      </Modal>
    </section>
  );
}
