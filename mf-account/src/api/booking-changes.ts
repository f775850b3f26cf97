/**
 * Changes to paid bookings: move a booking to another date (POST /bookings/{id}/reschedule), cancel a
 * package order (POST /package-orders/{id}/cancel), swap a service in for one its vendor declined
 * (GET /package-orders/{id}/swap-options, POST /package-orders/{id}/swap). Each resolves with the server's message.
 */
import { api, call, unwrap } from '@utsav/shared/api-client';
import type { PackageSwapOption, RescheduleResult } from '@utsav/domain/contract';
import type { RescheduleInput, PackageSwapInput } from '@utsav/domain/schemas/booking-change';
import { translate } from '@utsav/shared/i18n';
import { NS } from '../i18n';

/** A fallback text in the shown language (the server's own message comes first). */
const tr = (key: string) => translate(NS, key);

export async function rescheduleBooking(
  bookingId: number,
  input: RescheduleInput,
): Promise<{ message: string; result: RescheduleResult }> {
  const data = await call(
    api.POST('/api/bookings/{id}/reschedule', { params: { path: { id: String(bookingId) } }, body: input }),
  );
  const result = unwrap(data, tr('reschedule.failed'));
  return { message: data.Message || tr('reschedule.moved'), result };
}

export async function cancelPackageOrder(packageBookingId: number): Promise<string> {
  const data = await call(
    api.POST('/api/package-orders/{id}/cancel', { params: { path: { id: String(packageBookingId) } } }),
  );
  unwrap(data, tr('packageCancel.failed'));
  return data.Message || tr('packageCancel.done');
}

export async function fetchSwapOptions(packageBookingId: number, itemId: number): Promise<PackageSwapOption[]> {
  const data = await call(
    api.GET('/api/package-orders/{id}/swap-options', {
      params: { path: { id: String(packageBookingId) }, query: { itemId: String(itemId) } },
    }),
  );
  return unwrap(data, tr('declined.loadFailed')) ?? [];
}

export async function swapPackageService(packageBookingId: number, input: PackageSwapInput): Promise<string> {
  const data = await call(
    api.POST('/api/package-orders/{id}/swap', { params: { path: { id: String(packageBookingId) } }, body: input }),
  );
  unwrap(data, tr('declined.failed'));
  return data.Message || tr('declined.swapped');
}
