/**
 * Payments over HTTP: open a provider order for what the customer owes (an order, a balance, a package order),
 * the client callback (signature verified), the provider's webhooks (raw body, X-Razorpay-Signature), and — when
 * the offline gateway is the provider — its payment page and form.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { toRupees } from '@utsav/shared/pricing';
import { requireCustomer, userOf } from '../../lib/auth';
import { HttpError, badRequest, intId, notFound, ok } from '../../lib/http';
import { OfflineGateway, checkoutPage } from '../../payments/offline-gateway';
import {
  applyCapturedPayment,
  applyFailedPayment,
  markRefundProcessed,
  openBalancePayment,
  openOrderPayment,
  openPackagePayment,
  type OpenedPayment,
} from '../../payments/payment-data';
import type { WebhookEvent } from '../../payments/provider';
import { doc, type RouteContext } from '../context';
import { body, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as W from '../../contract/writes';

const callbackSchema = v.object({
  razorpay_order_id: v.pipe(v.string('Payment details are missing'), v.regex(/^[\w-]{1,60}$/, 'Payment details are missing')),
  razorpay_payment_id: v.pipe(v.string('Payment details are missing'), v.regex(/^[\w-]{1,60}$/, 'Payment details are missing')),
  razorpay_signature: v.pipe(v.string('Payment details are missing'), v.maxLength(200, 'Payment details are missing')),
});

/** Which order to pay: its number (an unknown or malformed number is answered 404 by the handler, like any order not the caller's). */
const orderPaymentSchema = v.object({ OrderId: v.optional(v.union([v.string(), v.number()], 'Invalid order')) });
/** Which advance booking's balance to pay: its id (404 when not the caller's). */
const balancePaymentSchema = v.object({ BookingId: v.optional(v.union([v.string(), v.number()], 'Invalid booking')) });

export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed';

export async function paymentRoutes(server: FastifyInstance, { db, payments, config }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const guard = { preValidation: requireCustomer };

  const customerOf = async (userId: number) =>
    (await db.query<{ name: string; email: string; phone: string }>('SELECT name, email, phone FROM users WHERE id = $1', [userId])).rows[0];

  const checkout = async (userId: number, opened: OpenedPayment) => {
    const who = await customerOf(userId);
    const info = payments.checkoutInfo(opened.providerOrderId);
    return ok({
      Provider: info.provider,
      KeyId: info.keyId,
      ProviderOrderId: opened.providerOrderId,
      Receipt: opened.receipt,
      Kind: opened.kind,
      Amount: toRupees(opened.amount),
      AmountPaise: opened.amount,
      Currency: 'INR',
      CheckoutUrl: info.checkoutUrl ?? null,
      Prefill: { name: who?.name ?? '', email: who?.email ?? '', contact: who?.phone ?? '' },
    });
  };

  app.post('/payments/order', { ...guard, ...doc('payments', 'Open the payment of a placed order: {OrderId} → provider order (Razorpay Checkout options or the offline gateway page)', 'customer', { ...body(orderPaymentSchema), ...reply(Envelope(W.PaymentCheckout)) }) }, async (req) => {
    const user = userOf(req);
    const OrderId = String(req.body.OrderId ?? '');
    if (!/^(OD|PK)\d{6,20}$/.test(OrderId)) throw notFound('Order not found');
    if (OrderId.startsWith('PK')) {
      const r = await db.query<{ id: number }>('SELECT id FROM package_bookings WHERE order_id = $1 AND user_id = $2', [OrderId, user.id]);
      if (!r.rows[0]) throw notFound('Order not found');
      return checkout(user.id, await openPackagePayment(db, payments, user.id, r.rows[0].id));
    }
    return checkout(user.id, await openOrderPayment(db, payments, user.id, OrderId));
  });

  app.post('/payments/balance', { ...guard, ...doc('payments', 'Open the payment of the balance of an advance booking: {BookingId}', 'customer', { ...body(balancePaymentSchema), ...reply(Envelope(W.PaymentCheckout)) }) }, async (req) => {
    const user = userOf(req);
    return checkout(user.id, await openBalancePayment(db, payments, user.id, intId(req.body.BookingId, 'booking', 404)));
  });

  app.post('/payments/verify', { ...guard, ...doc('payments', 'The client callback: {razorpay_order_id, razorpay_payment_id, razorpay_signature}; signature checked, payment applied once', 'customer', { ...body(callbackSchema), ...reply(Envelope(W.PaymentVerified)) }) }, async (req) => {
    const user = userOf(req);
    const cb = req.body;
    if (!payments.verifyPaymentSignature(cb.razorpay_order_id, cb.razorpay_payment_id, cb.razorpay_signature)) throw badRequest(PAYMENT_VERIFICATION_FAILED);
    const po = await db.query<{ user_id: number; amount: number }>('SELECT user_id, amount FROM payment_orders WHERE provider_order_id = $1', [cb.razorpay_order_id]);
    if (!po.rows[0] || po.rows[0].user_id !== user.id) throw notFound('Order not found');
    const outcome = await applyCapturedPayment(db, payments, { providerOrderId: cb.razorpay_order_id, paymentId: cb.razorpay_payment_id, amount: po.rows[0].amount, method: '' });
    return ok({ Result: outcome.result, Receipt: outcome.receipt, Kind: outcome.kind }, outcome.result === 'refunded' ? 'The payment arrived after the order expired; it is being refunded' : 'Payment received');
  });

  // Webhooks: the signature is over the raw bytes, so this scope keeps the JSON body as a Buffer.
  await app.register(async (hooks) => {
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    hooks.post('/payments/webhook', { bodyLimit: 256 * 1024, ...doc('payments', 'Provider webhooks (payment.captured, payment.failed, refund.processed) signed with X-Razorpay-Signature') }, async (req) => {
      const raw = req.body;
      if (!Buffer.isBuffer(raw)) throw badRequest('Webhook body must be JSON');
      const signature = String(req.headers['x-razorpay-signature'] ?? '');
      if (!payments.verifyWebhookSignature(raw, signature)) throw badRequest('Invalid webhook signature');
      let event: WebhookEvent;
      try {
        event = JSON.parse(raw.toString('utf8')) as WebhookEvent;
      } catch {
        throw badRequest('Webhook body must be JSON');
      }
      const eventId = String(req.headers['x-razorpay-event-id'] ?? '');
      if (eventId) {
        const seen = await db.query('INSERT INTO webhook_events (event_id, event) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id', [eventId.slice(0, 100), String(event.event).slice(0, 60)]);
        if (seen.rows.length === 0) return ok({ Result: 'duplicate' });
      }
      const pay = event.payload?.payment?.entity;
      try {
        if (event.event === 'payment.captured' && pay) {
          const out = await applyCapturedPayment(db, payments, { providerOrderId: pay.order_id, paymentId: pay.id, amount: Number(pay.amount), method: pay.method ?? '' });
          return ok({ Result: out.result });
        }
        if (event.event === 'payment.failed' && pay) {
          return ok({ Result: await applyFailedPayment(db, { providerOrderId: pay.order_id, paymentId: pay.id, amount: Number(pay.amount), method: pay.method ?? '', error: pay.error_description ?? '' }) });
        }
        const refund = event.payload?.refund?.entity;
        if (event.event === 'refund.processed' && refund) {
          const ours = Number(refund.notes?.refund_id);
          await markRefundProcessed(db, refund.id, Number.isInteger(ours) && ours > 0 ? ours : null);
          return ok({ Result: 'recorded' });
        }
      } catch (e) {
        // A payment for an order we never made: acknowledge (a retry would not help) but say so.
        if (e instanceof HttpError && e.statusCode === 404) return ok({ Result: 'unknown order' });
        throw e;
      }
      return ok({ Result: 'ignored' });
    });
  });

  if (payments instanceof OfflineGateway) {
    const gateway = payments;
    // The gateway's webhooks go to the webhook route above, over HTTP semantics (fastify.inject): same code path as Razorpay's.
    gateway.sendWebhook = async (rawBody, headers) => {
      const res = await app.inject({ method: 'POST', url: '/api/payments/webhook', payload: rawBody, headers });
      if (res.statusCode !== 200) console.error('[offline gateway] webhook refused', res.statusCode, res.body);
    };

    /** The return URL must be one of the site's own origins (no open redirect). */
    const safeReturn = (value: unknown): string => {
      const s = typeof value === 'string' ? value : '';
      let url: URL;
      try {
        url = new URL(s);
      } catch {
        throw badRequest('return_url must be a page of this site');
      }
      if (!config.corsOrigins.includes(url.origin)) throw badRequest('return_url must be a page of this site');
      return url.toString();
    };
    const pageHeaders = (returnUrl: string) => ({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // A plain form, no script; the redirect after it may go only to the site's own origin.
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(returnUrl).origin}; base-uri 'none'; frame-ancestors 'none'`,
    });

    app.get('/payments/offline/checkout', { schema: { hide: true } }, async (req, reply) => {
      const q = req.query as { order_id?: string; return_url?: string };
      const returnUrl = safeReturn(q.return_url);
      const o = await gateway.order(String(q.order_id ?? ''));
      if (!o) throw notFound('Unknown order');
      return reply.headers(pageHeaders(returnUrl)).send(checkoutPage(o, returnUrl));
    });

    await app.register(async (form) => {
      form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      form.post('/payments/offline/pay', { schema: { hide: true } }, async (req: FastifyRequest, reply) => {
        const b = (req.body ?? {}) as Record<string, string>;
        const returnUrl = safeReturn(b.return_url);
        const method = b.method === 'card' ? 'card' : b.method === 'upi' ? 'upi' : null;
        const outcome = b.outcome === 'success' || b.outcome === 'failure' ? b.outcome : null;
        if (!method || !outcome) throw badRequest('Choose UPI or card, then pay or fail');
        const orderId = String(b.order_id ?? '');
        const paid = await gateway.pay(orderId, method, outcome);
        const back = new URL(returnUrl);
        back.searchParams.set('razorpay_order_id', orderId);
        if (paid.status === 'captured') {
          back.searchParams.set('razorpay_payment_id', paid.paymentId);
          back.searchParams.set('razorpay_signature', paid.signature!);
        } else {
          back.searchParams.set('payment_status', 'failed');
          back.searchParams.set('error_description', 'Payment failed at the test gateway');
        }
        return reply.code(303).header('location', back.toString()).header('cache-control', 'no-store').send();
      });
    });
  }
}
