/**
 * Small reads and writes of the payment routes (routes/payments/payment-routes): the payer's contact, the order a payment is for, and each webhook event once.
 */
import type { Queryable } from '../db/client';

/** A customer's name, email and phone (the payment's prefill). */
export function customerContact(q: Queryable, userId: number) {
  return q.query<{ name: string; email: string; phone: string }>('SELECT name, email, phone FROM users WHERE id = $1', [
    userId,
  ]);
}

/** The customer's own package booking with this OrderId. */
export function packageBookingIdOfOrder(q: Queryable, orderId: string, userId: number) {
  return q.query<{ id: number }>('SELECT id FROM package_bookings WHERE order_id = $1 AND user_id = $2', [
    orderId,
    userId,
  ]);
}

/** Who owes a provider order and how much. */
export function paymentOrderByProviderId(q: Queryable, providerOrderId: string) {
  return q.query<{ user_id: number; amount: number }>(
    'SELECT user_id, amount FROM payment_orders WHERE provider_order_id = $1',
    [providerOrderId],
  );
}

/** Records a webhook event id once: one row when it is new, none for a repeat. */
export function rememberWebhookEvent(q: Queryable, eventId: string, event: string) {
  return q.query(
    'INSERT INTO webhook_events (event_id, event) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id',
    [eventId, event],
  );
}
