/** GET /vendor/getBooking: the vendor's bookings (used by the booking list and the dashboard chart). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from './retry';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import type { VendorBookingRow } from './types';

export async function fetchVendorBookings(): Promise<VendorBookingRow[]> {
  const { data } = await api.get<Envelope<VendorBookingRow[]>>('/vendor/getBooking');
  const rows = unwrap(data, 'Could not load bookings');
  return Array.isArray(rows) ? rows : [];
}

export const vendorBookingsQuery = queryOptions({ queryKey: ['vendor', 'bookings'], queryFn: fetchVendorBookings, retry: retryUnlessClientError });

export function useVendorBookings() {
  return useQuery(vendorBookingsQuery);
}

/** POST /vendor/bookings/{id}/decline: within 48 hours of confirmation; the customer is refunded in full. */
export async function declineBooking(bookingId: number): Promise<string> {
  const { data } = await api.post<Envelope<{ RefundAmount: number }>>(`/vendor/bookings/${bookingId}/decline`);
  unwrap(data, 'Could not decline the booking');
  return data.Message ?? 'Booking declined.';
}
