/**
 * Payments over HTTP: open a provider order for what the customer owes (an order, a balance, a package order),
 * the client callback (signature verified), the provider's webhooks (raw body, X-Razorpay-Signature), and — when
 * the offline gateway is the provider — its payment page and form.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import {
  customerContact,
  packageBookingIdOfOrder,
  paymentOrderByProviderId,
  rememberWebhookEvent,
} from '../../data/payment-lookups';
import * as v from 'valibot';
import { toRupees } from '@utsav/domain/pricing';
import { requireCustomer, tokenOf, userOf } from '../../lib/auth';
import { HttpError, badRequest, intId, notFound, ok, unauthorized } from '../../lib/http';
import {
  checkPayToken,
  issuePayToken,
  spendPayToken,
  type PayTokenRefusal,
  type PayTokenSession,
} from '../../data/offline-pay-tokens';
import { GATEWAY_FONTS, OfflineGateway, checkoutPage, refusedPage } from '../../payments/offline-gateway';
import { applyCapturedPayment, applyFailedPayment } from '../../payments/payment-capture';
import { lateRefundOf, markRefundProcessed } from '../../payments/refunds';
import {
  openBalancePayment,
  openOrderBalancePayment,
  openOrderPayment,
  openPackagePayment,
  type OpenedPayment,
} from '../../payments/payment-orders';
import type { WebhookEvent } from '../../payments/provider';
import { recordWebhookFailure } from '../../messages/failure-alerts';
import { doc, type RouteContext } from '../context';
import { type Keyed, langOf, type MessageKey, msg, render, type ReplyLang, t } from '../../lib/server-messages';
import { body, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as W from '../../contract/writes';

const requireFile = createRequire(import.meta.url);

const callbackSchema = v.object({
  razorpay_order_id: v.pipe(
    v.string('Payment details are missing'),
    v.regex(/^[\w-]{1,60}$/, 'Payment details are missing'),
  ),
  razorpay_payment_id: v.pipe(
    v.string('Payment details are missing'),
    v.regex(/^[\w-]{1,60}$/, 'Payment details are missing'),
  ),
  razorpay_signature: v.pipe(v.string('Payment details are missing'), v.maxLength(200, 'Payment details are missing')),
});

/** Which order to pay: its number (an unknown or malformed number is answered 404 by the handler, like any order not the caller's). */
const orderPaymentSchema = v.object({ OrderId: v.optional(v.union([v.string(), v.number()], 'Invalid order')) });
/** Which advance booking's balance to pay: its id (404 when not the caller's). */
const balancePaymentSchema = v.object({
  BookingId: v.optional(v.union([v.string(), v.number()], 'Invalid booking')),
  OrderId: v.optional(v.string('Invalid order')),
});

export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed';
export const PAY_LINK_INVALID: MessageKey = 'gateway.linkInvalid';

/** What the customer is told when their payment came after the order had expired or closed. */
export const lateRefundMessage = (paise: number, state: string): Keyed =>
  msg(
    state === 'cancelled'
      ? 'booking.lateCancelled'
      : state === 'confirmed' || state === 'completed'
        ? 'booking.latePaid'
        : 'booking.lateExpired',
    { amount: toRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) },
  );

export async function paymentRoutes(server: FastifyInstance, { db, payments, config }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const guard = { preValidation: requireCustomer };

  const customerOf = async (userId: number) => (await customerContact(db, userId)).rows[0];

  /** The signed-in customer's session (its token was verified by the guard), to bind an offline gateway pay token to. */
  const sessionOf = (req: FastifyRequest): PayTokenSession => {
    const claims = decodeJwt(tokenOf(req) ?? '');
    if (typeof claims.jti !== 'string' || typeof claims.exp !== 'number')
      throw unauthorized('Session ended, please sign in again');
    return {
      userId: userOf(req).id,
      jti: claims.jti,
      tokenVersion: typeof claims.tv === 'number' ? claims.tv : 0,
      expiresAt: new Date(claims.exp * 1000),
    };
  };

  const checkout = async (req: FastifyRequest, opened: OpenedPayment) => {
    const userId = userOf(req).id;
    const who = await customerOf(userId);
    const info = payments.checkoutInfo(opened.providerOrderId);
    // The offline gateway's page carries a one-time token for this customer's session.
    const checkoutUrl =
      info.checkoutUrl && payments instanceof OfflineGateway
        ? `${info.checkoutUrl}&pay_token=${encodeURIComponent(await issuePayToken(db, opened.providerOrderId, sessionOf(req)))}`
        : (info.checkoutUrl ?? null);
    return ok({
      Provider: info.provider,
      KeyId: info.keyId,
      ProviderOrderId: opened.providerOrderId,
      Receipt: opened.receipt,
      Kind: opened.kind,
      Amount: toRupees(opened.amount),
      AmountPaise: opened.amount,
      Currency: 'INR' as const,
      CheckoutUrl: checkoutUrl,
      Prefill: { name: who?.name ?? '', email: who?.email ?? '', contact: who?.phone ?? '' },
    });
  };

  app.post(
    '/payments/order',
    {
      ...guard,
      ...doc(
        'payments',
        'Open the payment of a placed order: {OrderId} → provider order (Razorpay Checkout options or the offline gateway page)',
        'customer',
        { ...body(orderPaymentSchema), ...reply(Envelope(W.PaymentCheckout)) },
      ),
    },
    async (req) => {
      const user = userOf(req);
      const OrderId = String(req.body.OrderId ?? '');
      if (!/^(OD|PK)\d{6,20}$/.test(OrderId)) throw notFound('Order not found');
      if (OrderId.startsWith('PK')) {
        const r = await packageBookingIdOfOrder(db, OrderId, user.id);
        if (!r.rows[0]) throw notFound('Order not found');
        return checkout(req, await openPackagePayment(db, payments, user.id, r.rows[0].id));
      }
      return checkout(req, await openOrderPayment(db, payments, user.id, OrderId));
    },
  );

  app.post(
    '/payments/balance',
    {
      ...guard,
      ...doc(
        'payments',
        'Open the payment of a balance: {OrderId} pays every line of a service order that owes, in one payment (each line its own due); {BookingId} one booking',
        'customer',
        {
          ...body(balancePaymentSchema),
          ...reply(Envelope(W.PaymentCheckout)),
        },
      ),
    },
    async (req) => {
      const user = userOf(req);
      const { OrderId } = req.body;
      if (OrderId !== undefined) {
        if (!/^OD\d{6,20}$/.test(OrderId)) throw notFound('Order not found');
        return checkout(req, await openOrderBalancePayment(db, payments, user.id, OrderId));
      }
      return checkout(req, await openBalancePayment(db, payments, user.id, intId(req.body.BookingId, 'booking', 404)));
    },
  );

  app.post(
    '/payments/verify',
    {
      ...guard,
      ...doc(
        'payments',
        'The client callback: {razorpay_order_id, razorpay_payment_id, razorpay_signature}; signature checked, payment applied once',
        'customer',
        { ...body(callbackSchema), ...reply(Envelope(W.PaymentVerified)) },
      ),
    },
    async (req) => {
      const user = userOf(req);
      const cb = req.body;
      if (!payments.verifyPaymentSignature(cb.razorpay_order_id, cb.razorpay_payment_id, cb.razorpay_signature))
        throw badRequest(PAYMENT_VERIFICATION_FAILED);
      const po = await paymentOrderByProviderId(db, cb.razorpay_order_id);
      if (!po.rows[0] || po.rows[0].user_id !== user.id) throw notFound('Order not found');
      const outcome = await applyCapturedPayment(db, payments, {
        providerOrderId: cb.razorpay_order_id,
        paymentId: cb.razorpay_payment_id,
        amount: po.rows[0].amount,
        method: '',
      });
      // The webhook often applies the payment first, so this callback is a duplicate: answer with what the payment
      // really did — a payment refunded because the order had expired or closed says so.
      const late = outcome.result === 'confirmed' ? null : await lateRefundOf(db, cb.razorpay_payment_id);
      const refunded =
        late && late.amount > 0
          ? late
          : outcome.result === 'refunded'
            ? { amount: po.rows[0].amount, state: 'expired' }
            : null;
      return ok(
        { Result: refunded ? 'refunded' : outcome.result, Receipt: outcome.receipt, Kind: outcome.kind },
        refunded
          ? render(langOf(req), lateRefundMessage(refunded.amount, refunded.state))
          : t(req, 'booking.paymentReceived'),
      );
    },
  );

  // Webhooks: the signature is over the raw bytes, so this scope keeps the JSON body as a Buffer.
  await app.register(async (hooks) => {
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    hooks.post(
      '/payments/webhook',
      {
        bodyLimit: 256 * 1024,
        ...doc(
          'payments',
          'Provider webhooks (payment.captured, payment.failed, refund.processed) signed with X-Razorpay-Signature',
        ),
      },
      async (req) => {
        try {
          return await handleWebhook(req.body, req.headers);
        } catch (e) {
          // Counted for the operator's alert past a threshold (messages/failure-alerts.ts); the error answers as before.
          await recordWebhookFailure(db, e).catch(() => undefined);
          throw e;
        }
      },
    );
    async function handleWebhook(raw: unknown, headers: Record<string, string | string[] | undefined>) {
      if (!Buffer.isBuffer(raw)) throw badRequest('Webhook body must be JSON');
      const signature = String(headers['x-razorpay-signature'] ?? '');
      if (!payments.verifyWebhookSignature(raw, signature)) throw badRequest('Invalid webhook signature');
      let event: WebhookEvent;
      try {
        event = JSON.parse(raw.toString('utf8')) as WebhookEvent;
      } catch {
        throw badRequest('Webhook body must be JSON');
      }
      const eventId = String(headers['x-razorpay-event-id'] ?? '');
      if (eventId) {
        const seen = await rememberWebhookEvent(db, eventId.slice(0, 100), String(event.event).slice(0, 60));
        if (seen.rows.length === 0) return ok({ Result: 'duplicate' });
      }
      const pay = event.payload?.payment?.entity;
      try {
        if (event.event === 'payment.captured' && pay) {
          const out = await applyCapturedPayment(db, payments, {
            providerOrderId: pay.order_id,
            paymentId: pay.id,
            amount: Number(pay.amount),
            method: pay.method ?? '',
          });
          return ok({ Result: out.result });
        }
        if (event.event === 'payment.failed' && pay) {
          return ok({
            Result: await applyFailedPayment(db, {
              providerOrderId: pay.order_id,
              paymentId: pay.id,
              amount: Number(pay.amount),
              method: pay.method ?? '',
              error: pay.error_description ?? '',
            }),
          });
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
    }
  });

  if (payments instanceof OfflineGateway) {
    const gateway = payments;
    // The gateway's webhooks go to the webhook route above, over HTTP semantics (fastify.inject): same code path as Razorpay's.
    gateway.sendWebhook = async (rawBody, headers) => {
      const res = await app.inject({ method: 'POST', url: '/api/payments/webhook', payload: rawBody, headers });
      if (res.statusCode !== 200)
        app.log.error({ status: res.statusCode, body: res.body.slice(0, 500) }, 'offline gateway: webhook refused');
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
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; form-action 'self' ${new URL(returnUrl).origin}; base-uri 'none'; frame-ancestors 'none'`,
    });

    // The Devanagari font of the gateway's Hindi pages (offline-gateway.ts `GATEWAY_FONTS`): only those two files.
    const fontFiles = new Map(
      Object.entries(GATEWAY_FONTS).map(([weight, file]) => [weight, readFileSync(requireFile.resolve(file))]),
    );
    app.get('/payments/offline/font/:file', { schema: { hide: true } }, async (req, reply) => {
      const m = /^(\d{3})\.woff2$/.exec((req.params as { file: string }).file);
      const bytes = m ? fontFiles.get(m[1]!) : undefined;
      if (!bytes) throw notFound('Unknown font');
      return reply.header('content-type', 'font/woff2').header('cache-control', 'public, max-age=86400').send(bytes);
    });

    /**
     * What the payer is told when a pay token does not open the payment (the same for an unknown and a foreign one);
     * a cancelled or expired order's links are revoked with it (data/offline-pay-tokens).
     */
    const REFUSED: Record<PayTokenRefusal, MessageKey> = {
      missing: PAY_LINK_INVALID,
      unknown: PAY_LINK_INVALID,
      'not-owner': PAY_LINK_INVALID,
      used: 'gateway.linkUsed',
      expired: 'gateway.linkExpired',
      'session-ended': 'gateway.signedOut',
      revoked: 'gateway.linkRevoked',
    };
    const refuse = (reply: FastifyReply, returnUrl: string, refusal: PayTokenRefusal, lang: ReplyLang) =>
      reply
        .code(403)
        .headers(pageHeaders(returnUrl))
        .send(refusedPage(t(lang, REFUSED[refusal]), returnUrl, lang));

    app.get('/payments/offline/checkout', { schema: { hide: true } }, async (req, reply) => {
      const q = req.query as { order_id?: string; return_url?: string; pay_token?: string; lang?: string };
      // The page's language: the site's page that opened it says (`lang`), else the browser's Accept-Language.
      const lang: ReplyLang = q.lang === 'hi' || q.lang === 'en' ? q.lang : langOf(req);
      const returnUrl = safeReturn(q.return_url);
      const o = await gateway.order(String(q.order_id ?? ''));
      if (!o) throw notFound('Unknown order');
      const payToken = typeof q.pay_token === 'string' ? q.pay_token : '';
      if (o.status !== 'paid') {
        const refusal = await checkPayToken(db, o.id, payToken);
        if (refusal) return refuse(reply, returnUrl, refusal, lang);
      }
      return reply.headers(pageHeaders(returnUrl)).send(checkoutPage(o, returnUrl, payToken, '', lang));
    });

    await app.register(async (form) => {
      form.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
      form.post('/payments/offline/pay', { schema: { hide: true } }, async (req: FastifyRequest, reply) => {
        const b = (req.body ?? {}) as Record<string, string>;
        const returnUrl = safeReturn(b.return_url);
        const method = b.method === 'card' ? 'card' : b.method === 'upi' ? 'upi' : null;
        const outcome = b.outcome === 'success' || b.outcome === 'failure' ? b.outcome : null;
        if (!method || !outcome) throw badRequest('Choose UPI or card, then pay or fail');
        const orderId = String(b.order_id ?? '');
        if (!(await gateway.order(orderId))) throw notFound('Unknown order');
        // Pay and Fail alike spend the order's one-time token of the customer's live session.
        const refusal = await spendPayToken(db, orderId, String(b.pay_token ?? ''));
        if (refusal)
          return refuse(reply, returnUrl, refusal, b.lang === 'hi' ? 'hi' : b.lang === 'en' ? 'en' : langOf(req));
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
