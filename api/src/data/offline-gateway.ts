/** The SQL of the offline payment gateway (payments/offline-gateway): its orders, payments and refunds. */
import type { Queryable } from '../db/client';

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
}

export async function insertGatewayOrder(q: Queryable, o: Omit<GatewayOrder, 'status'>): Promise<void> {
  await q.query('INSERT INTO offline_gateway_orders (id, amount, currency, receipt) VALUES ($1,$2,$3,$4)', [
    o.id,
    o.amount,
    o.currency,
    o.receipt,
  ]);
}

export async function gatewayOrder(q: Queryable, orderId: string): Promise<GatewayOrder | undefined> {
  return (
    await q.query<GatewayOrder>(
      'SELECT id, amount, currency, receipt, status FROM offline_gateway_orders WHERE id = $1',
      [orderId],
    )
  ).rows[0];
}

/** A payment of an order; a captured one marks the order paid (call inside a transaction). */
export async function insertGatewayPayment(
  tx: Queryable,
  p: { id: string; orderId: string; amount: number; method: string; status: 'captured' | 'failed' },
): Promise<void> {
  await tx.query(
    'INSERT INTO offline_gateway_payments (id, order_id, amount, method, status) VALUES ($1,$2,$3,$4,$5)',
    [p.id, p.orderId, p.amount, p.method, p.status],
  );
  if (p.status === 'captured')
    await tx.query("UPDATE offline_gateway_orders SET status = 'paid' WHERE id = $1", [p.orderId]);
}

/** Locks a payment for a refund; undefined when there is none. */
export async function lockGatewayPayment(tx: Queryable, paymentId: string) {
  return (
    await tx.query<{ amount: number; amount_refunded: number; status: string }>(
      'SELECT amount, amount_refunded, status FROM offline_gateway_payments WHERE id = $1 FOR UPDATE',
      [paymentId],
    )
  ).rows[0];
}

/** A refund of a payment (call inside the transaction that locked it). */
export async function insertGatewayRefund(
  tx: Queryable,
  r: { id: string; paymentId: string; amount: number },
): Promise<void> {
  await tx.query('UPDATE offline_gateway_payments SET amount_refunded = amount_refunded + $2 WHERE id = $1', [
    r.paymentId,
    r.amount,
  ]);
  await tx.query('INSERT INTO offline_gateway_refunds (id, payment_id, amount) VALUES ($1,$2,$3)', [
    r.id,
    r.paymentId,
    r.amount,
  ]);
}
