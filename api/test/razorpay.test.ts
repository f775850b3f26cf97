// The Razorpay adapter with the server's real payment code: the SDK's two resources the adapter calls are
// replaced by a recording client answering with the entities Razorpay documents; signatures and webhooks are
// built exactly as Razorpay's documentation (and its SDK's validators) describe.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { buildApp, type UtsavApp } from '../src/app';
import { RazorpayProvider, type RazorpayClient } from '../src/payments/razorpay-provider';
import { SECRET, plusDays, setup, today, type TestCtx } from './helpers';

const KEYS = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'thisissupersecret', webhookSecret: 'webhook-secret-123' };

describe('Razorpay adapter', () => {
  let t: TestCtx;
  let app: UtsavApp;
  const calls: { op: string; args: unknown[] }[] = [];
  let orderSeq = 0;
  const client: RazorpayClient = {
    orders: {
      create: (async (params: { amount: number; currency: string; receipt: string; notes: Record<string, string> }) => {
        calls.push({ op: 'orders.create', args: [params] });
        orderSeq++;
        return {
          id: `order_EKwxwAgItmmXd${orderSeq}`,
          entity: 'order',
          amount: params.amount,
          amount_paid: 0,
          amount_due: params.amount,
          currency: params.currency,
          receipt: params.receipt,
          offer_id: null,
          status: 'created',
          attempts: 0,
          notes: params.notes,
          created_at: 1582628071,
        };
      }) as unknown as RazorpayClient['orders']['create'],
    },
    payments: {
      refund: (async (paymentId: string, params: { amount: number; speed: string; notes: Record<string, string> }) => {
        calls.push({ op: 'payments.refund', args: [paymentId, params] });
        return {
          id: 'rfnd_FP8QHiV938haTz',
          entity: 'refund',
          amount: params.amount,
          currency: 'INR',
          payment_id: paymentId,
          notes: params.notes,
          receipt: null,
          acquirer_data: { arn: null },
          created_at: 1597078866,
          batch_id: null,
          status: 'processed',
          speed_processed: 'normal',
          speed_requested: 'normal',
        };
      }) as unknown as RazorpayClient['payments']['refund'],
    },
  };

  before(async () => {
    t = await setup();
    app = await buildApp({
      db: t.db,
      migrate: false,
      seed: false,
      payments: new RazorpayProvider(KEYS, client),
      config: { jwtSecret: SECRET, logger: false, sweepIntervalMs: 0, rateLimitMax: 100_000 },
    });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await t.close();
  });

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    opts: { token?: string; body?: object; raw?: string; headers?: Record<string, string> } = {},
  ) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(opts.token ? { 'x-auth-token': opts.token } : {}), ...(opts.headers ?? {}) },
      ...(opts.raw !== undefined ? { payload: opts.raw } : opts.body ? { payload: opts.body } : {}),
    });
    return { status: res.statusCode, body: JSON.parse(res.body || 'null') };
  };
  const webhook = (event: string, payload: object, eventId: string) => {
    const raw = JSON.stringify({
      entity: 'event',
      account_id: 'acc_BFQ7uQEaa7j2z7',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: 1691735748,
    });
    const signature = createHmac('sha256', KEYS.webhookSecret).update(raw).digest('hex');
    assert.equal(
      Razorpay.validateWebhookSignature(raw, signature, KEYS.webhookSecret),
      true,
      "the SDK's validator agrees",
    );
    return call('POST', '/api/payments/webhook', {
      raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
    });
  };

  it('order in paise with receipt = our order id; Checkout signature; captured webhook; refund through the API; refund.processed', async () => {
    const A = t.tokens.customerA;
    await t.db.query('DELETE FROM cart_items');
    const date = plusDays(today(), 60);
    assert.equal(
      (await call('POST', '/api/AddToCart', { token: A, body: { productId: 2, bookingDate: date } })).status,
      200,
    );
    const placed = await call('POST', '/api/EventBooking', {
      token: A,
      body: { bookingAddressId: 1, Bookingfor: 'Razorpay', bookingDate: date, PaymentType: 'full' },
    });
    assert.equal(placed.status, 200);
    const orderId = placed.body.Payload.OrderId as string;
    const opened = await call('POST', '/api/payments/order', { token: A, body: { OrderId: orderId } });
    assert.equal(opened.status, 200);
    const o = opened.body.Payload;
    assert.equal(o.Provider, 'razorpay');
    assert.equal(o.KeyId, KEYS.keyId);
    assert.equal(o.CheckoutUrl, null, 'Razorpay Checkout runs on the client');
    const create = calls.find((c) => c.op === 'orders.create')!.args[0] as {
      amount: number;
      currency: string;
      receipt: string;
    };
    assert.equal(create.amount, Math.round(placed.body.Payload.TotalAmount * 100), 'amount in paise');
    assert.equal(create.currency, 'INR');
    assert.equal(create.receipt, orderId);

    // Razorpay Checkout's handler gives the client these three; the signature as the docs define it.
    const paymentId = 'pay_29QQoUBi66xm2f';
    const signature = createHmac('sha256', KEYS.keySecret).update(`${o.ProviderOrderId}|${paymentId}`).digest('hex');
    assert.equal(
      validatePaymentVerification({ order_id: o.ProviderOrderId, payment_id: paymentId }, signature, KEYS.keySecret),
      true,
    );
    const wrongKey = createHmac('sha256', 'another-secret').update(`${o.ProviderOrderId}|${paymentId}`).digest('hex');
    assert.equal(
      (
        await call('POST', '/api/payments/verify', {
          token: A,
          body: { razorpay_order_id: o.ProviderOrderId, razorpay_payment_id: paymentId, razorpay_signature: wrongKey },
        })
      ).status,
      400,
    );
    const ok = await call('POST', '/api/payments/verify', {
      token: A,
      body: { razorpay_order_id: o.ProviderOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.Payload.Result, 'confirmed');

    const payment = {
      id: paymentId,
      entity: 'payment',
      amount: create.amount,
      currency: 'INR',
      status: 'captured',
      order_id: o.ProviderOrderId,
      method: 'upi',
      captured: true,
    };
    const captured = await webhook('payment.captured', { payment: { entity: payment } }, 'evt_rzp_0001');
    assert.equal(captured.status, 200);
    assert.equal(captured.body.Payload.Result, 'duplicate', 'the callback already applied it');
    const forged = await call('POST', '/api/payments/webhook', {
      raw: JSON.stringify({ event: 'payment.captured' }),
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
    });
    assert.equal(forged.status, 400);

    // ≥ 30 days before the event: a full refund, through payments.refund.
    const booking = placed.body.Payload.Bookings[0].BookingId as number;
    const cancel = await call('POST', `/api/bookings/${booking}/cancel`, { token: A });
    assert.equal(cancel.status, 200);
    const refund = calls.find((c) => c.op === 'payments.refund')!;
    assert.equal(refund.args[0], paymentId);
    const params = refund.args[1] as { amount: number; speed: string; notes: { refund_id: string } };
    assert.equal(params.amount, create.amount);
    assert.equal(params.speed, 'normal');
    const row = (
      await t.db.query<{ id: number; provider_refund_id: string; status: string }>(
        'SELECT id, provider_refund_id, status FROM refunds WHERE booking_id = $1',
        [booking],
      )
    ).rows[0]!;
    assert.equal(row.provider_refund_id, 'rfnd_FP8QHiV938haTz');
    assert.equal(String(row.id), params.notes.refund_id);
    const processed = await webhook(
      'refund.processed',
      {
        refund: {
          entity: {
            id: 'rfnd_FP8QHiV938haTz',
            entity: 'refund',
            amount: params.amount,
            payment_id: paymentId,
            notes: params.notes,
            status: 'processed',
          },
        },
        payment: { entity: payment },
      },
      'evt_rzp_0002',
    );
    assert.equal(processed.status, 200);
    assert.equal(
      (await t.db.query<{ status: string }>('SELECT status FROM refunds WHERE id = $1', [row.id])).rows[0]!.status,
      'processed',
    );
  });
});
