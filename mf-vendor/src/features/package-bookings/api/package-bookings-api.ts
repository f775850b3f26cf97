/** GET /vendor/getBookingsByProduct/{productId} and /vendor/getBookingsByProductDetails/{bookingId}/{productId} (product §7). */
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { keysetPagesQuery } from '@utsav/shared/keyset-pages';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import { retryUnlessClientError } from '../../../api/retry';
import type { VendorPackageBookingDetail, VendorPackageBookingRow } from '../../../api/types';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../../../i18n';

export async function fetchPackageBookingDetail(
  bookingId: string,
  productId: string,
): Promise<VendorPackageBookingDetail> {
  const { data } = await api.get<Envelope<VendorPackageBookingDetail>>(
    `/vendor/getBookingsByProductDetails/${encodeURIComponent(bookingId)}/${encodeURIComponent(productId)}`,
  );
  return unwrap(data, translate(NS, 'api.bookingNotFound'));
}

/** productId 'all' lists the package bookings of every service of the vendor; newest first, a page at a time (issue 19). */
export const packageBookingsQuery = (productId: string) => ({
  ...keysetPagesQuery<VendorPackageBookingRow>(
    ['vendor', 'package-bookings', productId],
    `/vendor/getBookingsByProduct/${encodeURIComponent(productId)}`,
    translate(NS, 'api.loadPackageBookings'),
  ),
  retry: retryUnlessClientError,
});

export const packageBookingDetailQuery = (bookingId: string, productId: string) =>
  queryOptions({
    queryKey: ['vendor', 'package-booking', bookingId, productId],
    queryFn: () => fetchPackageBookingDetail(bookingId, productId),
    retry: retryUnlessClientError,
  });

export function usePackageBookings(productId: string) {
  return useInfiniteQuery({ ...packageBookingsQuery(productId), placeholderData: keepPreviousData });
}

export function usePackageBookingDetail(bookingId: string, productId: string) {
  return useQuery(packageBookingDetailQuery(bookingId, productId));
}
