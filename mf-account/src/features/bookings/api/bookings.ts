/** My Booking (product §7): GET /GetMyBookings, GET /GetPackageOrders, POST /add-review. */
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { keysetPagesQuery } from '@utsav/shared/keyset-pages';
import { api, call, payloadOf, unwrap } from '@utsav/shared/api-client';
import type { PackageOrderRow, ReviewReply } from '@utsav/domain/contract';
import type { ReviewData } from '@utsav/domain/schemas/review';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../../../i18n';

export const bookingsQueryKey = ['account', 'bookings'] as const;
export const packageOrdersQueryKey = ['account', 'package-orders'] as const;

export async function fetchPackageOrders(): Promise<PackageOrderRow[]> {
  return (await payloadOf(api.GET('/api/GetPackageOrders'), 'Could not load your package bookings')) ?? [];
}

/** My bookings, newest first, one keyset page at a time. */
export const bookingsQuery = () =>
  keysetPagesQuery(bookingsQueryKey, '/api/GetMyBookings', 'Could not load your bookings');
export const packageOrdersQuery = () => queryOptions({ queryKey: packageOrdersQueryKey, queryFn: fetchPackageOrders });

export const useBookings = () => useInfiniteQuery(bookingsQuery());
export const usePackageOrders = () => useQuery(packageOrdersQuery());

/** POST /add-review {pid, serviceId, bookingId, rating, reviewDes}: lowercase status/message. */
export async function addReview(review: ReviewData): Promise<ReviewReply> {
  return call(api.POST('/api/add-review', { body: review }));
}

/** POST /bookings/{id}/cancel: refund by the cancellation policy; resolves with the server's message. */
export async function cancelBooking(bookingId: number): Promise<string> {
  const data = await call(api.POST('/api/bookings/{id}/cancel', { params: { path: { id: String(bookingId) } } }));
  unwrap(data, translate(NS, 'bookings.cancelFailed'));
  return data.Message || translate(NS, 'bookings.cancelled');
}
