/**
 * GET /ServiceCalendar: a service's dates for the month shown — open, or why not. One call per month
 * and service, kept a minute (the date picker's arrows go back and forth without asking again); the API answers at
 * most 62 days per call, whatever the size of the catalogue.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, call, unwrap } from '@utsav/shared/api-client';
import { monthRange } from '@utsav/domain/vendor-calendar';
import type { ServiceCalendar } from '@utsav/domain/contract';

export type OpenDay = ServiceCalendar['Days'][number];

export async function fetchServiceMonth(productId: number, month: string): Promise<ServiceCalendar> {
  const { from, to } = monthRange(month);
  const data = await call(api.GET('/api/ServiceCalendar', { params: { query: { productId, from, to } } }));
  return unwrap(data, 'Could not load the open dates');
}

export const serviceMonthQuery = (productId: number, month: string) =>
  queryOptions({
    queryKey: ['catalog', 'service-month', productId, month.slice(0, 7)] as const,
    queryFn: () => fetchServiceMonth(productId, month),
    staleTime: 60_000,
  });

export function useServiceMonth(productId: number, month: string) {
  return useQuery({ ...serviceMonthQuery(productId, month), placeholderData: keepPreviousData });
}
