/**
 * The vendor calendar's requests (issue 36), for the vendor's page (base '/vendor/calendar') and the operator's
 * (base '/admin/vendors/:id/calendar'): the same calls under another base, so one editor serves both.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, messageOf, unwrap, type Envelope } from './api-client';
import type { CalendarWrite, VendorCalendar } from './contract';
import { monthRange } from './vendor-calendar';
import type { CalendarBlockInput, CalendarRulesInput } from './schemas/vendor-calendar';

export const vendorCalendarKey = (base: string) => ['vendor-calendar', base] as const;

export async function fetchVendorCalendar(base: string, productId: number, month: string): Promise<VendorCalendar> {
  const { from, to } = monthRange(month);
  const { data } = await api.get<Envelope<VendorCalendar>>(base, {
    params: { productId: productId || undefined, from, to },
  });
  return unwrap(data, 'Could not load the calendar');
}

export function useVendorCalendar(base: string, productId: number, month: string) {
  return useQuery({
    queryKey: [...vendorCalendarKey(base), productId, month.slice(0, 7)],
    queryFn: () => fetchVendorCalendar(base, productId, month),
    placeholderData: keepPreviousData,
  });
}

async function post(url: string, body?: unknown): Promise<{ payload: CalendarWrite; message: string }> {
  const { data } = await api.post<Envelope<CalendarWrite>>(url, body ?? {});
  return { payload: unwrap(data, 'Could not save'), message: messageOf(data) };
}

export interface CapacityInput {
  productId: number;
  from: string;
  to: string;
  capacity: number | '';
}

export function useCalendarWrites(base: string) {
  const client = useQueryClient();
  const done = { onSuccess: () => client.invalidateQueries({ queryKey: vendorCalendarKey(base) }) };
  return {
    block: useMutation({ mutationFn: (b: CalendarBlockInput) => post(`${base}/blocks`, b), ...done }),
    unblock: useMutation({ mutationFn: (id: number) => post(`${base}/blocks/${id}/delete`), ...done }),
    capacity: useMutation({ mutationFn: (c: CapacityInput) => post(`${base}/capacity`, c), ...done }),
    rules: useMutation({ mutationFn: (r: CalendarRulesInput) => post(`${base}/rules`, r), ...done }),
  };
}
