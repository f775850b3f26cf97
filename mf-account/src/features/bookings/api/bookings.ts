/** My Booking (SPEC §7): GET /GetMyBookings, GET /GetPackageOrders, POST /add-review. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import type { BookingRow, LowerReply, PackageOrderRow } from '@utsav/shared/api-types';
import type { ReviewData } from '@utsav/shared/schemas/review';

export const bookingsQueryKey = ['account', 'bookings'] as const;
export const packageOrdersQueryKey = ['account', 'package-orders'] as const;

export async function fetchBookings(): Promise<BookingRow[]> {
  const { data } = await api.get<Envelope<BookingRow[]>>('/GetMyBookings');
  return unwrap(data, 'Could not load your bookings') ?? [];
}

export async function fetchPackageOrders(): Promise<PackageOrderRow[]> {
  const { data } = await api.get<Envelope<PackageOrderRow[]>>('/GetPackageOrders');
  return unwrap(data, 'Could not load your package bookings') ?? [];
}

export const bookingsQuery = () => queryOptions({ queryKey: bookingsQueryKey, queryFn: fetchBookings });
export const packageOrdersQuery = () => queryOptions({ queryKey: packageOrdersQueryKey, queryFn: fetchPackageOrders });

export const useBookings = () => useQuery(bookingsQuery());
export const usePackageOrders = () => useQuery(packageOrdersQuery());

/** POST /add-review {pid, serviceId, bookingId, rating, reviewDes}: lowercase status/message. */
export async function addReview(review: ReviewData): Promise<Envelope> {
  const { data } = await api.post<LowerReply>('/add-review', review);
  return data as Envelope;
}

/** POST /bookings/{id}/cancel: refund by the cancellation policy; resolves with the server's message. */
export async function cancelBooking(bookingId: number): Promise<string> {
  const { data } = await api.post<Envelope<{ RefundAmount: number }>>(`/bookings/${bookingId}/cancel`);
  unwrap(data, 'Could not cancel the booking');
  return data.Message ?? 'Booking cancelled.';
}
