/**
 * Changes to paid bookings (issue 36): move a booking to another date (POST /bookings/{id}/reschedule), cancel a
 * package order (POST /package-orders/{id}/cancel), swap a service in for one its vendor declined
 * (GET /package-orders/{id}/swap-options, POST /package-orders/{id}/swap). Each resolves with the server's message.
 */
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import type { PackageSwapOption, RescheduleResult } from '@utsav/shared/contract';
import type { RescheduleInput, PackageSwapInput } from '@utsav/shared/schemas/booking-change';

export async function rescheduleBooking(bookingId: number, input: RescheduleInput): Promise<{ message: string; result: RescheduleResult }> {
  const { data } = await api.post<Envelope<RescheduleResult>>(`/bookings/${bookingId}/reschedule`, input);
  const result = unwrap(data, 'Could not move the booking');
  return { message: data.Message ?? 'Booking moved.', result };
}

export async function cancelPackageOrder(packageBookingId: number): Promise<string> {
  const { data } = await api.post<Envelope<{ RefundAmount: number }>>(`/package-orders/${packageBookingId}/cancel`);
  unwrap(data, 'Could not cancel the package');
  return data.Message ?? 'Package cancelled.';
}

export async function fetchSwapOptions(packageBookingId: number, itemId: number): Promise<PackageSwapOption[]> {
  const { data } = await api.get<Envelope<PackageSwapOption[]>>(`/package-orders/${packageBookingId}/swap-options`, { params: { itemId } });
  return unwrap(data, 'Could not load the services to swap in') ?? [];
}

export async function swapPackageService(packageBookingId: number, input: PackageSwapInput): Promise<string> {
  const { data } = await api.post<Envelope<{ Title: string }>>(`/package-orders/${packageBookingId}/swap`, input);
  unwrap(data, 'Could not swap the service');
  return data.Message ?? 'Service swapped in.';
}
