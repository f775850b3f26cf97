/** GET /GetOrder?orderId=: one order of the signed-in customer (its real state), null when it is not theirs or unknown. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isSuccess, messageOf, type Envelope } from '@utsav/shared/api-client';
import type { Order, OrderLine } from '@utsav/shared/contract';

/**
 * The HTTP status of a failed request (0 without a response). Read from the error's shape rather than imported
 * from the shared API client, so this remote also runs beside a shell built before such a helper existed.
 */
function statusOf(error: unknown): number {
  const response =
    typeof error === 'object' && error !== null && 'response' in error
      ? (error as { response?: { status?: unknown } }).response
      : undefined;
  return typeof response?.status === 'number' ? response.status : 0;
}

/** GET /GetOrder's reply types, from the API contract (issue 19). */
export type { Order, OrderLine };

/** The shape every order id has (OD… service orders, PK… package orders); anything else is not asked for. */
export const ORDER_ID = /^[A-Za-z]{2}\d{6,20}$/;

export async function fetchOrder(orderId: string): Promise<Order | null> {
  if (!ORDER_ID.test(orderId)) return null;
  try {
    const { data } = await api.get<Envelope<Order>>('/GetOrder', { params: { orderId } });
    if (!isSuccess(data) || !data.Payload) throw new Error(messageOf(data) || 'Could not load the order');
    return data.Payload;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

export const orderQuery = (orderId: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['order', orderId],
    queryFn: () => fetchOrder(orderId),
    enabled,
    retry: 1,
    staleTime: 30_000,
  });

export function useOrder(orderId: string | undefined, enabled = true) {
  return useQuery(orderQuery(orderId ?? '', enabled && Boolean(orderId)));
}
