/** GET /vendor/getBookingsByProduct/{productId} and /vendor/getBookingsByProductDetails/{bookingId}/{productId} (product §7). */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { LIST_PAGE_SIZE, type KeysetPage } from '@utsav/shared/keyset-pages';
import { api, call, payloadOf, unwrap } from '@utsav/shared/api-client';
import type { VendorPackageBookingDetail, VendorPackageBookingRow } from '../../../api/types';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../../../i18n';

export async function fetchPackageBookingDetail(
  bookingId: string,
  productId: string,
): Promise<VendorPackageBookingDetail> {
  return payloadOf(
    api.GET('/api/vendor/getBookingsByProductDetails/{bookingId}/{productId}', {
      params: { path: { bookingId, productId } },
    }),
    translate(NS, 'api.bookingNotFound'),
  );
}

/** One keyset page of the package bookings of `productId` (a path parameter, so not the shared keyset helper). */
export async function fetchPackageBookingsPage(
  productId: string,
  after: string,
): Promise<KeysetPage<VendorPackageBookingRow>> {
  const query = { limit: String(LIST_PAGE_SIZE), ...(after ? { after } : {}) };
  const reply = await call(
    api.GET('/api/vendor/getBookingsByProduct/{productId}', { params: { path: { productId }, query } }),
  );
  const rows = unwrap(reply, translate(NS, 'api.loadPackageBookings'));
  const list = Array.isArray(rows) ? rows : [];
  return { rows: list, next: list.length ? (reply.Page?.next ?? null) : null };
}

/** productId 'all' lists the package bookings of every service of the vendor; newest first, a page at a time. */
export const packageBookingsQuery = (productId: string) =>
  infiniteQueryOptions({
    queryKey: ['vendor', 'package-bookings', productId],
    queryFn: ({ pageParam }) => fetchPackageBookingsPage(productId, pageParam),
    initialPageParam: '',
    getNextPageParam: (last: KeysetPage<VendorPackageBookingRow>) => last.next ?? undefined,
  });

export const packageBookingDetailQuery = (bookingId: string, productId: string) =>
  queryOptions({
    queryKey: ['vendor', 'package-booking', bookingId, productId],
    queryFn: () => fetchPackageBookingDetail(bookingId, productId),
  });

export function usePackageBookings(productId: string) {
  return useInfiniteQuery({ ...packageBookingsQuery(productId), placeholderData: keepPreviousData });
}

export function usePackageBookingDetail(bookingId: string, productId: string) {
  return useQuery(packageBookingDetailQuery(bookingId, productId));
}
