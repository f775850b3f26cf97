import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { declinePackageItem } from '../../../api/vendor-bookings';
import type { VendorPackageBookingRow } from '../../../api/types';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { rowsOf } from '@utsav/shared/keyset-pages';
import { EmptyState } from '@utsav/ui/page-state';
import { ShowMore } from '@utsav/ui/show-more';
import { useVendorServices } from '../../../api/vendor-services';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../../../components/page-head';
import { TimingBadge } from '../../../components/timing-badge';
import { DeclineDialog } from '../../../components/decline-dialog';
import { usePackageBookings } from '../api/package-bookings-api';
import { BookingTabs } from '../../../components/booking-tabs';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';

/** /vendor/booking-package: package bookings per service (?service={id}; all services by default). */
export default function PackageBookingsPage() {
  const { t } = useAppT();
  const [params, setParams] = useSearchParams();
  const service = params.get('service') || 'all';
  const services = useVendorServices();
  const bookings = usePackageBookings(service);
  const rows = rowsOf(bookings.data);
  const [declining, setDeclining] = useState<VendorPackageBookingRow | null>(null);
  const [declineError, setDeclineError] = useState('');
  const queryClient = useQueryClient();
  const decline = useMutation({
    mutationFn: declinePackageItem,
    onSuccess: (message) => {
      notify.success(message);
      setDeclining(null);
      setDeclineError('');
    },
    onError: (e) => setDeclineError(errorMessage(e, t('packages.declineFailed'))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['vendor', 'package-bookings'] }),
  });
  return (
    <section className={page.page}>
      <PageHead title={t('packages.title')} subtitle={t('packages.subtitle')} />
      <BookingTabs />
      <div className={page.toolbar}>
        <label className={page.muted} htmlFor="package-service">
          {t('col.service')}
        </label>
        <select
          id="package-service"
          className={page.select}
          value={service}
          onChange={(e) => setParams(e.target.value === 'all' ? {} : { service: e.target.value }, { replace: true })}
        >
          <option value="all">{t('packages.allServices')}</option>
          {(services.data ?? []).map((s) => (
            <option key={s.Id} value={String(s.Id)}>
              {s.Title}
            </option>
          ))}
        </select>
      </div>
      <LoadState isPending={bookings.isPending} error={bookings.error} retry={() => void bookings.refetch()}>
        {rows.length === 0 ? (
          <EmptyState title={t('packages.none')} />
        ) : (
          <div className={page.tableWrap}>
            <table className={`${page.table} ${page.stack}`}>
              <thead>
                <tr>
                  <th>{t('col.bookingId')}</th>
                  <th>{t('col.package')}</th>
                  <th>{t('col.service')}</th>
                  <th>{t('col.bookingFor')}</th>
                  <th>{t('col.onBehalfOf')}</th>
                  <th className={page.num}>{t('col.amount')}</th>
                  <th className={page.num}>{t('col.youReceive')}</th>
                  <th>{t('col.bookedOn')}</th>
                  <th>{t('col.eventDate')}</th>
                  <th>{t('col.status')}</th>
                  <th>{t('col.details')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((b) => (
                  <tr
                    key={`${b.BookingId}-${b.ItemId ?? b.Product_ID}`}
                    data-testid="package-booking-row"
                    data-item-state={b.ItemState}
                  >
                    <td data-label={t('col.bookingId')}>{b.OrderId ?? b.BookingId}</td>
                    <td data-label={t('col.package')}>{b.PackageName ?? '---'}</td>
                    <td data-label={t('col.service')}>{b.ProductTitle}</td>
                    <td data-label={t('col.bookingFor')}>{b.BookingFor}</td>
                    <td data-label={t('col.onBehalfOf')}>{b.OnBehalfName}</td>
                    <td data-label={t('col.amount')} className={page.num}>
                      {formatRupees(b.PayableAmt)}
                    </td>
                    <td data-label={t('col.youReceive')} className={page.num}>
                      {formatRupees(b.NetAmt)}
                    </td>
                    <td data-label={t('col.bookedOn')} className={page.nowrap}>
                      {formatDate(b.CreateOn)}
                    </td>
                    <td data-label={t('col.eventDate')} className={page.nowrap}>
                      {formatDate(b.BookOn)}
                    </td>
                    <td data-label={t('col.status')}>
                      <div className={page.stateCell}>
                        {b.ItemState && b.ItemState !== 'active' ? (
                          <span className={page.muted} data-testid="package-item-state">
                            {b.ItemState === 'declined' ? t('packages.declined') : t('packages.cancelled')}
                          </span>
                        ) : (
                          <TimingBadge date={b.BookOn} />
                        )}
                        {b.CanDecline ? (
                          <button
                            type="button"
                            className={page.linkButton}
                            onClick={() => setDeclining(b)}
                            aria-label={t('packages.declineOf', {
                              what: b.ProductTitle,
                              order: b.OrderId ?? b.BookingId,
                            })}
                          >
                            {t('bookings.decline')}
                          </button>
                        ) : null}
                      </div>
                    </td>
                    <td data-label={t('col.details')}>
                      <Link to={`/vendor/booking-package/${b.BookingId}/${b.Product_ID}`}>{t('common.view')}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ShowMore
          what={t('packages.noun')}
          shown={rows.length}
          hasMore={bookings.hasNextPage}
          loading={bookings.isFetchingNextPage}
          failed={bookings.isFetchNextPageError}
          onMore={() => void bookings.fetchNextPage()}
        />
      </LoadState>
      <DeclineDialog
        key={declining?.ItemId ?? 0}
        kind="package-part"
        target={declining && { id: declining.ItemId, name: declining.ProductTitle, amount: declining.PayableAmt }}
        pending={decline.isPending}
        error={declineError}
        onClose={() => {
          setDeclining(null);
          setDeclineError('');
        }}
        onDecline={(itemId, why) => decline.mutate({ itemId, why })}
      />
    </section>
  );
}
