/** GET /vendor/getBookingsByProduct/{productId} and /vendor/getBookingsByProductDetails/{bookingId}/{productId} (SPEC §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import { retryUnlessClientError } from '../../../api/retry';
import type { VendorPackageBookingDetail, VendorPackageBookingRow } from '../../../api/types';

/** productId 'all' lists the package bookings of every service of the vendor. */
export async function fetchPackageBookings(productId: string): Promise<VendorPackageBookingRow[]> {
  const { data } = await api.get<Envelope<VendorPackageBookingRow[]>>(`/vendor/getBookingsByProduct/${encodeURIComponent(productId)}`);
  const rows = unwrap(data, 'Could not load package bookings');
  return Array.isArray(rows) ? rows : [];
}

export async function fetchPackageBookingDetail(bookingId: string, productId: string): Promise<VendorPackageBookingDetail> {
  const { data } = await api.get<Envelope<VendorPackageBookingDetail>>(
    `/vendor/getBookingsByProductDetails/${encodeURIComponent(bookingId)}/${encodeURIComponent(productId)}`,
  );
  return unwrap(data, 'Booking not found');
}

export const packageBookingsQuery = (productId: string) =>
  queryOptions({ queryKey: ['vendor', 'package-bookings', productId], queryFn: () => fetchPackageBookings(productId), retry: retryUnlessClientError });

export const packageBookingDetailQuery = (bookingId: string, productId: string) =>
  queryOptions({
    queryKey: ['vendor', 'package-booking', bookingId, productId],
    queryFn: () => fetchPackageBookingDetail(bookingId, productId),
    retry: retryUnlessClientError,
  });

export function usePackageBookings(productId: string) {
  return useQuery(packageBookingsQuery(productId));
}

export function usePackageBookingDetail(bookingId: string, productId: string) {
  return useQuery(packageBookingDetailQuery(bookingId, productId));
}
