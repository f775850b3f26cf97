/**
 * The vendor calendar's requests (docs/vendor-calendar.md), for the vendor's page (base '/vendor/calendar') and the operator's
 * (base '/admin/vendors/:id/calendar'): the same calls under another base, so one editor serves both.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, messageOf, unwrap, type Envelope } from '@utsav/shared/api-client';
import type { CalendarWrite, VendorCalendar, VendorCalendarServices } from '@utsav/domain/contract';
import { monthRange } from '@utsav/domain/vendor-calendar';
import type { CalendarBlockInput, CalendarRulesInput } from '@utsav/domain/schemas/vendor-calendar';

/** Whose calendar: the signed-in vendor's own, or a vendor's as the operator edits it (audited by the API). */
export type CalendarOwner = 'vendor' | { vendorId: number };

export const vendorCalendarKey = (owner: CalendarOwner) =>
  ['vendor-calendar', owner === 'vendor' ? 'vendor' : owner.vendorId] as const;

export async function fetchVendorCalendar(
  owner: CalendarOwner,
  productId: number,
  month: string,
): Promise<VendorCalendar> {
  const { from, to } = monthRange(month);
  const query = { ...(productId ? { productId: String(productId) } : {}), from, to };
  const data =
    owner === 'vendor'
      ? await call(api.GET('/api/vendor/calendar', { params: { query } }))
      : await call(
          api.GET('/api/admin/vendors/{id}/calendar', { params: { path: { id: String(owner.vendorId) }, query } }),
        );
  return unwrap(data, 'Could not load the calendar');
}

/** The vendor's services for the picker: read once per page (a service's month is read on its own). */
export async function fetchVendorCalendarServices(owner: CalendarOwner): Promise<VendorCalendarServices> {
  const data =
    owner === 'vendor'
      ? await call(api.GET('/api/vendor/calendar/services'))
      : await call(
          api.GET('/api/admin/vendors/{id}/calendar/services', { params: { path: { id: String(owner.vendorId) } } }),
        );
  return unwrap(data, 'Could not load the calendar');
}

export function useVendorCalendarServices(owner: CalendarOwner) {
  return useQuery({
    queryKey: [...vendorCalendarKey(owner), 'services'],
    queryFn: () => fetchVendorCalendarServices(owner),
  });
}

export function useVendorCalendar(owner: CalendarOwner, productId: number, month: string) {
  return useQuery({
    queryKey: [...vendorCalendarKey(owner), productId, month.slice(0, 7)],
    queryFn: () => fetchVendorCalendar(owner, productId, month),
    placeholderData: keepPreviousData,
  });
}

function written(data: Envelope<CalendarWrite>): { payload: CalendarWrite; message: string } {
  return { payload: unwrap(data, 'Could not save'), message: messageOf(data) };
}

export interface CapacityInput {
  productId: number;
  from: string;
  to: string;
  capacity: number | '';
}

export function useCalendarWrites(owner: CalendarOwner) {
  const client = useQueryClient();
  const done = { onSuccess: () => client.invalidateQueries({ queryKey: vendorCalendarKey(owner) }) };
  const vendorId = owner === 'vendor' ? '' : String(owner.vendorId);
  return {
    block: useMutation({
      mutationFn: async (body: CalendarBlockInput) =>
        written(
          owner === 'vendor'
            ? await call(api.POST('/api/vendor/calendar/blocks', { body }))
            : await call(
                api.POST('/api/admin/vendors/{id}/calendar/blocks', { params: { path: { id: vendorId } }, body }),
              ),
        ),
      ...done,
    }),
    unblock: useMutation({
      mutationFn: async (blockId: number) =>
        written(
          owner === 'vendor'
            ? await call(
                api.POST('/api/vendor/calendar/blocks/{id}/delete', { params: { path: { id: String(blockId) } } }),
              )
            : await call(
                api.POST('/api/admin/vendors/{id}/calendar/blocks/{blockId}/delete', {
                  params: { path: { id: vendorId, blockId: String(blockId) } },
                }),
              ),
        ),
      ...done,
    }),
    capacity: useMutation({
      mutationFn: async (body: CapacityInput) =>
        written(
          owner === 'vendor'
            ? await call(api.POST('/api/vendor/calendar/capacity', { body }))
            : await call(
                api.POST('/api/admin/vendors/{id}/calendar/capacity', { params: { path: { id: vendorId } }, body }),
              ),
        ),
      ...done,
    }),
    rules: useMutation({
      mutationFn: async (body: CalendarRulesInput) =>
        written(
          owner === 'vendor'
            ? await call(api.POST('/api/vendor/calendar/rules', { body }))
            : await call(
                api.POST('/api/admin/vendors/{id}/calendar/rules', { params: { path: { id: vendorId } }, body }),
              ),
        ),
      ...done,
    }),
  };
}
