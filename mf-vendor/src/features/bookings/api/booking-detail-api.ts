/** GET /vendor/OrderDetails/{bookingid} (product §7): one of the vendor's bookings, for the invoice. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import { translate } from '@utsav/shared/i18n';
import type { VendorBookingDetail } from '../../../api/types';
import { NS } from '../../../i18n';

export async function fetchBookingDetail(bookingId: string): Promise<VendorBookingDetail> {
  return payloadOf(
    api.GET('/api/vendor/OrderDetails/{bookingid}', { params: { path: { bookingid: bookingId } } }),
    translate(NS, 'api.bookingNotFound'),
  );
}

export const bookingDetailQuery = (bookingId: string) =>
  queryOptions({ queryKey: ['vendor', 'booking', bookingId], queryFn: () => fetchBookingDetail(bookingId) });

export function useBookingDetail(bookingId: string) {
  return useQuery(bookingDetailQuery(bookingId));
}
