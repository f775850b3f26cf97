/** GET /vendor/getBooking: the vendor's bookings (the booking list, page by page, and the dashboard's latest). */
import type { DeclineReasonData } from '@utsav/domain/schemas/decline-reason';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchKeysetPage, keysetPagesQuery } from '@utsav/shared/keyset-pages';
import { api, call, messageOf, unwrap } from '@utsav/shared/api-client';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../i18n';

/** Every query of the vendor's bookings starts with this key (a decline refreshes them all). */
export const vendorBookingsKey = ['vendor', 'bookings'] as const;

/** Which bookings a list shows: all, or by event date from today on (upcoming) or before it (expired). */
export type BookingWhen = 'all' | 'upcoming' | 'expired';

/** The vendor's bookings, newest first, one keyset page at a time, filtered on the server. */
export const vendorBookingPagesQuery = (when: BookingWhen) =>
  keysetPagesQuery(
    [...vendorBookingsKey, 'pages', when],
    '/api/vendor/getBooking',
    translate(NS, 'api.loadBookings'),
    when === 'all' ? {} : { when },
  );

/** While another filter's first page loads, the list on screen stays (the toolbar with it). */
export function useVendorBookingPages(when: BookingWhen) {
  return useInfiniteQuery({ ...vendorBookingPagesQuery(when), placeholderData: keepPreviousData });
}

/** The newest few bookings (the dashboard's "Latest bookings"). */
export const latestBookingsQuery = (count: number) =>
  queryOptions({
    queryKey: [...vendorBookingsKey, 'latest', count],
    queryFn: async () =>
      (await fetchKeysetPage('/api/vendor/getBooking', '', translate(NS, 'api.loadBookings'), {}, count)).rows,
  });

export function useLatestBookings(count: number) {
  return useQuery(latestBookingsQuery(count));
}

/**
 * POST /vendor/bookings/{id}/decline with the vendor's reason (docs/decline-reasons.md): within 48 hours of
 * confirmation; the customer is refunded in full and told why.
 */
export async function declineBooking({
  bookingId,
  why,
}: {
  bookingId: number;
  why: DeclineReasonData;
}): Promise<string> {
  const data = await call(
    api.POST('/api/vendor/bookings/{id}/decline', { params: { path: { id: String(bookingId) } }, body: why }),
  );
  unwrap(data, translate(NS, 'api.declineBooking'));
  return messageOf(data) || translate(NS, 'api.bookingDeclined');
}

/** POST /vendor/bookings/{id}/refuse-move: the booking's last move to another date is refused. */
export async function refuseMove(bookingId: number): Promise<string> {
  const data = await call(
    api.POST('/api/vendor/bookings/{id}/refuse-move', { params: { path: { id: String(bookingId) } } }),
  );
  unwrap(data, translate(NS, 'api.refuseMove'));
  return messageOf(data) || translate(NS, 'api.moveRefused');
}

/**
 * POST /vendor/package-items/{id}/decline: the vendor declines its part (one service) of a package order, with its
 * reason (docs/decline-reasons.md); the customer is refunded that part in full and told why.
 */
export async function declinePackageItem({ itemId, why }: { itemId: number; why: DeclineReasonData }): Promise<string> {
  const data = await call(
    api.POST('/api/vendor/package-items/{id}/decline', { params: { path: { id: String(itemId) } }, body: why }),
  );
  unwrap(data, translate(NS, 'api.declineService'));
  return messageOf(data) || translate(NS, 'api.serviceDeclined');
}
