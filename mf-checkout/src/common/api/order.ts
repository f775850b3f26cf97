/** GET /GetOrder?orderId=: one order of the signed-in customer (its real state), null when it is not theirs or unknown. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf, statusOf } from '@utsav/shared/api-client';
import type { Order, OrderLine } from '@utsav/domain/contract';
import { retryUnlessClientError } from '@utsav/shared/query-client';

/** GET /GetOrder's reply types, from the API contract. */
export type { Order, OrderLine };

/** The shape every order id has (OD… service orders, PK… package orders); anything else is not asked for. */
export const ORDER_ID = /^[A-Za-z]{2}\d{6,20}$/;

export async function fetchOrder(orderId: string): Promise<Order | null> {
  if (!ORDER_ID.test(orderId)) return null;
  try {
    const order = await payloadOf(
      api.GET('/api/GetOrder', { params: { query: { orderId } } }),
      'Could not load the order',
    );
    if (!order) throw new Error('Could not load the order');
    return order;
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
    // One more try for a fault; none for a client error (an id that is not theirs answers the same again).
    retry: (failureCount, error) => failureCount < 1 && retryUnlessClientError(failureCount, error),
    staleTime: 30_000,
  });

export function useOrder(orderId: string | undefined, enabled = true) {
  return useQuery(orderQuery(orderId ?? '', enabled && Boolean(orderId)));
}
