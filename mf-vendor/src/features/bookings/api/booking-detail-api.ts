/** GET /vendor/OrderDetails/{bookingid} (product §7): one of the vendor's bookings, for the invoice. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import { retryUnlessClientError } from '../../../api/retry';
import type { VendorBookingDetail } from '../../../api/types';

export async function fetchBookingDetail(bookingId: string): Promise<VendorBookingDetail> {
  const { data } = await api.get<Envelope<VendorBookingDetail>>(
    `/vendor/OrderDetails/${encodeURIComponent(bookingId)}`,
  );
  return unwrap(data, 'Booking not found');
}

export const bookingDetailQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['vendor', 'booking', bookingId],
    queryFn: () => fetchBookingDetail(bookingId),
    retry: retryUnlessClientError,
  });

export function useBookingDetail(bookingId: string) {
  return useQuery(bookingDetailQuery(bookingId));
}
