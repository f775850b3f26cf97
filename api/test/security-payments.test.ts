/**
 * a production API never runs the test gateway by accident; the offline gateway's pay and fail
 * actions need the customer's live session and a one-time token from the order; a ₹0 service cannot be saved, and an
 * order that comes to less than ₹1 is refused cleanly (never a 5xx, the dates released).
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { API_ROOT, resolvePayments } from '../src/config';
import { ConfigError } from '../src/lib/jwt-secret';
import { ORDER_BELOW_MINIMUM } from '../src/payments/payment-orders';
import { DUE_BELOW_MINIMUM, NO_PRICE } from '../src/bookings/place-order';
import { PAY_LINK_INVALID } from '../src/routes/payments/payment-routes';
import { t as text } from '../src/lib/server-messages';
import { SERVICE_PRICE_TOO_LOW } from '@utsav/domain/schemas/vendor-service';
import { PERMISSIONS_POLICY } from '@utsav/domain/security-headers';
import { PNG, RETURN_URL, multipart, plusDays, setup, today, type TestCtx } from './helpers';

const KEYS = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };

describe('production never takes payments through the test gateway', () => {
  it('NODE_ENV=production without the Razorpay keys refuses to start unless PAYMENTS_MODE=test', () => {
    assert.throws(
      () => resolvePayments({ NODE_ENV: 'production' }),
      (e) => e instanceof ConfigError && /Razorpay keys are not set/.test(e.message),
    );
    assert.throws(() => resolvePayments({ NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_live_abc' }), /Only some of/);
    assert.throws(
      () => resolvePayments({ NODE_ENV: 'production', PAYMENTS_MODE: 'demo' }),
      /PAYMENTS_MODE must be 'live' or 'test'/,
    );
    assert.throws(() => resolvePayments({ PAYMENTS_MODE: 'live' }), /PAYMENTS_MODE=live takes real payments/);
    assert.deepEqual(resolvePayments({ NODE_ENV: 'production', PAYMENTS_MODE: 'test' }), {
      razorpay: null,
      paymentsMode: 'test',
    });
    assert.deepEqual(resolvePayments({ NODE_ENV: 'production', ...KEYS }), {
      razorpay: { keyId: 'rzp_live_abc', keySecret: 's', webhookSecret: 'w' },
      paymentsMode: 'live',
    });
    assert.equal(
      resolvePayments({ NODE_ENV: 'production', ...KEYS, RAZORPAY_KEY_ID: 'rzp_test_abc' }).paymentsMode,
      'test',
      "Razorpay's test keys move no money either",
    );
    assert.deepEqual(resolvePayments({ NODE_ENV: 'production', ...KEYS, PAYMENTS_MODE: 'test' }), {
      razorpay: null,
      paymentsMode: 'test',
    });
    assert.deepEqual(
      resolvePayments({}),
      { razorpay: null, paymentsMode: 'test' },
      'a developer machine runs the offline gateway',
    );
  });

  it('the server process exits 1 with one clear line (NODE_ENV=production, JWT_SECRET set, no gateway keys)', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        JWT_SECRET: 'p'.repeat(40),
        RAZORPAY_KEY_ID: '',
        RAZORPAY_KEY_SECRET: '',
        RAZORPAY_WEBHOOK_SECRET: '',
        PAYMENTS_MODE: '',
        DATABASE_URL: '',
        PORT: '4219',
        DATA_DIR: ':memory:',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(r.status, 1, r.stderr);
    // One line, in the JSON log on stdout (the API logs through pino).
    const lines = `${r.stdout}${r.stderr}`.split('\n').filter((l) => /cannot start/.test(l));
    assert.equal(lines.length, 1, `${r.stdout}${r.stderr}`);
    assert.match(lines[0]!, /cannot start: the Razorpay keys are not set: NODE_ENV=production takes real payments/);
  });
});

describe(`the offline gateway's pay token and the ₹1 minimum (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => t.reset());
  after(async () => t.close());

  const login = async (mobile = '9876543210') =>
    (await t.call('POST', '/api/UserLogin', { body: { mobile, password: 'Customer@123' } })).body.Payload
      .uidtoken as string;
  const productOfA = async () =>
    (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id LIMIT 1',
      )
    ).rows[0]!.id;
  const available = async (productId: number, date: string) =>
    (await t.call('GET', `/api/CheckAvailability?productId=${productId}&bookingDate=${date}`)).body.Payload;
  const states = async (orderId: string) =>
    (
      await t.db.query<{ booking_state: string }>('SELECT booking_state FROM bookings WHERE order_id = $1', [orderId])
    ).rows.map((r) => r.booking_state);

  async function place(token: string, productId: number, date: string, type: 'full' | 'advance' = 'full') {
    await t.db.query('DELETE FROM cart_items');
    const add = await t.call('POST', '/api/AddToCart', { token, body: { productId, bookingDate: date } });
    assert.equal(add.status, 200, JSON.stringify(add.body));
    return t.call('POST', '/api/EventBooking', {
      token,
      body: { bookingAddressId: 1, Bookingfor: 'Test event', bookingDate: date, PaymentType: type },
    });
  }

  /** Opens the payment; returns the gateway order id and the one-time token from the checkout URL. */
  async function open(token: string, orderId: string) {
    const r = await t.call('POST', '/api/payments/order', { token, body: { OrderId: orderId } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const url = new URL(r.body.Payload.CheckoutUrl, 'http://local');
    return {
      providerOrderId: r.body.Payload.ProviderOrderId as string,
      payToken: url.searchParams.get('pay_token') ?? '',
      checkoutUrl: r.body.Payload.CheckoutUrl as string,
    };
  }

  const post = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/offline/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ return_url: RETURN_URL, method: 'upi', outcome: 'success', ...fields }).toString(),
    });

  it('every API reply refuses framing and sends the shared permissions policy; the gateway page too', async () => {
    const A = await login();
    const placed = await place(A, await productOfA(), plusDays(today(), 47));
    const { checkoutUrl } = await open(A, placed.body.Payload.OrderId);
    const replies = [
      await t.call('GET', '/api/health'),
      await t.call('GET', '/api/GetMyBookings', { token: A }),
      await t.call('GET', '/api/nope'),
      await t.call('GET', `${checkoutUrl}&return_url=${encodeURIComponent(RETURN_URL)}`),
    ];
    for (const r of replies) {
      assert.match(String(r.headers['content-security-policy']), /frame-ancestors 'none'/);
      assert.doesNotMatch(String(r.headers['content-security-policy']), /unsafe-eval/);
      assert.equal(r.headers['x-frame-options'], 'DENY');
      assert.equal(
        r.headers['referrer-policy'],
        'no-referrer',
        'the gateway URL carries a one-time token: never sent on',
      );
      assert.equal(r.headers['permissions-policy'], PERMISSIONS_POLICY);
      assert.equal(r.headers['x-content-type-options'], 'nosniff');
    }
  });

  it("the issue's attack: a form post with only the order id (no session, no token) pays nothing", async () => {
    const A = await login();
    const p = await productOfA();
    const placed = await place(A, p, plusDays(today(), 40));
    const { providerOrderId } = await open(A, placed.body.Payload.OrderId);
    for (const fields of [
      { order_id: providerOrderId } as Record<string, string>,
      { order_id: providerOrderId, pay_token: '' },
      { order_id: providerOrderId, pay_token: 'x'.repeat(43) },
    ]) {
      const res = await post(fields);
      assert.equal(res.statusCode, 403, res.body);
      assert.ok(res.body.includes(text('en', PAY_LINK_INVALID)));
      assert.equal(res.headers.location, undefined, 'no signed return');
    }
    assert.deepEqual(await states(placed.body.Payload.OrderId), ['pending_payment']);
    assert.equal(
      (await t.db.query('SELECT 1 FROM offline_gateway_payments')).rows.length,
      0,
      'no payment at the gateway',
    );
    // Neither does the page open without the token.
    const page = await t.call(
      'GET',
      `/api/payments/offline/checkout?order_id=${providerOrderId}&return_url=${encodeURIComponent(RETURN_URL)}`,
    );
    assert.equal(page.status, 403);
    assert.ok(!page.raw.includes('name="outcome"'), 'no pay buttons');
  });

  it('the test payment page speaks the language of the page that opened it (?lang=hi), refusals too', async () => {
    const A = await login();
    const p = await productOfA();
    const placed = await place(A, p, plusDays(today(), 47));
    const a = await open(A, placed.body.Payload.OrderId as string);
    const hindi = await t.call('GET', `${a.checkoutUrl}&return_url=${encodeURIComponent(RETURN_URL)}&lang=hi`);
    assert.equal(hindi.status, 200);
    assert.ok(hindi.raw.includes('<html lang="hi">'));
    for (const words of ['टेस्ट भुगतान — असली पैसा नहीं कटता', 'भुगतान विफल करें', 'भुगतान का तरीक़ा'])
      assert.ok(hindi.raw.includes(words), words);
    for (const english of ['Fail payment', 'Pay with', 'Test payment'])
      assert.ok(!hindi.raw.includes(english), `no English "${english}" on the Hindi page`);
    assert.ok(hindi.raw.includes('name="lang" value="hi"'), 'the form keeps the language for its refusal');
    // Its words in the site's Devanagari font, served by the gateway (a device without one drew empty boxes): the
    // policy lets the page load fonts of its own origin only; the files are the font's, and nothing else is served.
    const faces = [...hindi.raw.matchAll(/url\((\/api\/payments\/offline\/font\/[\w-]+\.woff2)\)/g)].map((m) => m[1]!);
    assert.deepEqual(
      faces,
      [400, 600, 700].map((w) => `/api/payments/offline/font/noto-sans-devanagari-${w}.woff2`),
    );
    assert.match(hindi.raw, /body\{font-family:"Noto Sans Devanagari"/);
    assert.match(String(hindi.headers['content-security-policy']), /font-src 'self';/);
    for (const face of faces) {
      const font = await t.app.inject({ method: 'GET', url: face });
      assert.equal(font.statusCode, 200);
      assert.equal(font.headers['content-type'], 'font/woff2');
      assert.equal(font.rawPayload.toString('latin1', 0, 4), 'wOF2', `${face} is a WOFF2 font`);
    }
    for (const bad of [
      'noto-sans-devanagari-500.woff2',
      'noto-sans-devanagari-400.woff',
      '400.woff2',
      '..%2F..%2Fpackage.json',
    ])
      assert.equal((await t.app.inject({ method: 'GET', url: `/api/payments/offline/font/${bad}` })).statusCode, 404);
    const english = await t.call('GET', `${a.checkoutUrl}&return_url=${encodeURIComponent(RETURN_URL)}`);
    assert.ok(english.raw.includes('<html lang="en">') && english.raw.includes('Fail payment'));
    assert.ok(!english.raw.includes('Noto Sans Devanagari'), 'an English page loads no Devanagari font');
    const refused = await post({ order_id: a.providerOrderId, pay_token: 'x'.repeat(43), lang: 'hi' });
    assert.equal(refused.statusCode, 403);
    assert.ok(refused.body.includes('यह भुगतान लिंक मान्य नहीं है'), refused.body);
  });

  it('the token is one-time, for its own order, and only while the session that opened it lives', async () => {
    const A = await login();
    const p = await productOfA();
    const first = await place(A, p, plusDays(today(), 41));
    const orderId = first.body.Payload.OrderId as string;
    const a = await open(A, orderId);
    const page = await t.call('GET', `${a.checkoutUrl}&return_url=${encodeURIComponent(RETURN_URL)}`);
    assert.equal(page.status, 200);
    assert.ok(page.raw.includes(`name="pay_token" value="${a.payToken}"`), 'the form carries the token');

    // Fail spends it; the same token cannot then pay.
    const failed = await post({ order_id: a.providerOrderId, pay_token: a.payToken, outcome: 'failure' });
    assert.equal(failed.statusCode, 303);
    const replay = await post({ order_id: a.providerOrderId, pay_token: a.payToken });
    assert.equal(replay.statusCode, 403);
    assert.ok(replay.body.includes('already used'));
    assert.deepEqual(await states(orderId), ['pending_payment']);

    // A token of another order does not pay this one; B cannot open A's payment at all.
    const other = await place(A, p, plusDays(today(), 42));
    const b = await open(A, other.body.Payload.OrderId);
    assert.equal((await post({ order_id: a.providerOrderId, pay_token: b.payToken })).statusCode, 403);
    assert.equal(
      (await t.call('POST', '/api/payments/order', { token: await login('9876543211'), body: { OrderId: orderId } }))
        .status,
      404,
    );

    // Opening the payment again (a second tab, a retry) gives that page its own token; the earlier page still opens.
    const again = await open(A, orderId);
    assert.equal(again.providerOrderId, a.providerOrderId, 'the same gateway order');
    const stale = await open(A, orderId);
    assert.notEqual(stale.payToken, again.payToken);
    for (const page of [again, stale])
      assert.equal(
        (await t.call('GET', `${page.checkoutUrl}&return_url=${encodeURIComponent(RETURN_URL)}`)).status,
        200,
        'each opened page opens',
      );

    // An expired token pays nothing.
    await t.db.query("UPDATE offline_gateway_pay_tokens SET expires_at = now() - interval '1 second'");
    const expired = await post({ order_id: a.providerOrderId, pay_token: stale.payToken });
    assert.equal(expired.statusCode, 403);
    assert.ok(expired.body.includes('expired'));

    // Two posts of one fresh token (a double click): one pays, the other is refused.
    const fresh = await open(A, orderId);
    const [x, y] = await Promise.all([
      post({ order_id: a.providerOrderId, pay_token: fresh.payToken }),
      post({ order_id: a.providerOrderId, pay_token: fresh.payToken }),
    ]);
    assert.deepEqual([x.statusCode, y.statusCode].sort(), [303, 403]);
    assert.deepEqual(await states(orderId), ['confirmed']);
  });

  it('signing out (or a password change) ends the pay token of that session', async () => {
    const A = await login();
    const p = await productOfA();
    const placed = await place(A, p, plusDays(today(), 43));
    const orderId = placed.body.Payload.OrderId as string;
    const opened = await open(A, orderId);
    assert.equal((await t.call('POST', '/api/logout', { token: A, body: {} })).status, 200);
    const res = await post({ order_id: opened.providerOrderId, pay_token: opened.payToken });
    assert.equal(res.statusCode, 403);
    assert.ok(res.body.includes('You signed out'));
    const page = await t.call('GET', `${opened.checkoutUrl}&return_url=${encodeURIComponent(RETURN_URL)}`);
    assert.equal(page.status, 403, 'the page does not open either');
    assert.deepEqual(await states(orderId), ['pending_payment']);

    const A2 = await login();
    const reopened = await open(A2, orderId);
    const changed = await t.call('POST', '/api/change-password', {
      token: A2,
      body: { oldPassword: 'Customer@123', newPassword: 'Customer@456', confirmPassword: 'Customer@456' },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(
      (await post({ order_id: reopened.providerOrderId, pay_token: reopened.payToken })).statusCode,
      403,
      'every earlier session ended',
    );
    assert.deepEqual(await states(orderId), ['pending_payment']);
  });

  it('a ₹0 service cannot be saved (AddProduct, UpdateService), by the shared rule', async () => {
    const V = t.tokens.vendorA;
    const form = {
      serviceId: 1,
      name: 'Free Rangoli',
      operatorName: 'Shubh Decorators',
      mobile: '9820000001',
      email: 'vendor@utsav.in',
      shortDes: 'Rangoli',
      longDes: '',
      bookingAmt: '10000',
      travelcharge: '0',
      gst: '18',
      gst_include_exclude: '1',
      discount: '100',
      amount_hide_show: '0',
      address: 'Hill Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      pin: '400050',
    };
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0]!.n;
    const { payload, headers } = await multipart({ productJson: JSON.stringify(form) }, [
      { name: 'a.png', type: 'image/png', data: PNG },
    ]);
    const added = await t.call('POST', '/api/vendor/AddProduct', { token: V, payload, headers });
    assert.equal(added.status, 400);
    assert.equal(added.body.Message, SERVICE_PRICE_TOO_LOW);
    assert.equal(
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0]!.n,
      before,
      'nothing stored',
    );
    const p = await productOfA();
    const upd = await multipart({ productJson: JSON.stringify({ ...form, id: p }) }, []);
    const updated = await t.call('POST', '/api/vendor/UpdateService', {
      token: V,
      payload: upd.payload,
      headers: upd.headers,
    });
    assert.equal(updated.status, 400);
    assert.equal(updated.body.Message, SERVICE_PRICE_TOO_LOW);
    assert.notEqual(
      (await t.db.query<{ payable_amt: number }>('SELECT payable_amt FROM products WHERE id = $1', [p])).rows[0]!
        .payable_amt,
      0,
    );
  });

  it('a ₹0 service saved before the rule is refused at placing, with no hold', async () => {
    const A = await login();
    const p = await productOfA();
    const date = plusDays(today(), 44);
    await t.db.query(
      'UPDATE products SET discount_per = 100, gst_include_exclude = 1, travel_charge = 0 WHERE id = $1',
      [p],
    );
    const placed = await place(A, p, date);
    assert.equal(placed.status, 400, JSON.stringify(placed.body));
    assert.match(placed.body.Message, new RegExp(NO_PRICE.replace(/[.]/g, '\\.')));
    assert.equal(
      (await t.db.query('SELECT 1 FROM bookings WHERE product_id = $1 AND booking_date = $2', [p, date])).rows.length,
      0,
    );
    assert.equal(await available(p, date), 'Available');
  });

  it('an order that comes to less than ₹1 is refused at payment (409, never 5xx) and its dates released', async () => {
    const A = await login();
    const p = await productOfA();
    const date = plusDays(today(), 45);
    const placed = await place(A, p, date);
    assert.equal(placed.status, 200);
    const orderId = placed.body.Payload.OrderId as string;
    // An order placed before the rule for a ₹0 service: its stored bill is zero.
    await t.db.query(
      'UPDATE bookings SET billing_amt = 0, advance_amt = 0, offer_amt = 0, gst_with_mrp = 0, gst_amt = 0, travel_charges = 0 WHERE order_id = $1',
      [orderId],
    );
    assert.equal(await available(p, date), 'Not Available', 'held');
    const res = await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: orderId } });
    assert.equal(res.status, 409, JSON.stringify(res.body));
    assert.equal(res.body.Message, ORDER_BELOW_MINIMUM);
    assert.deepEqual(await states(orderId), ['cancelled']);
    assert.equal(await available(p, date), 'Available', 'the hold is released at once');
    assert.equal(
      (await t.db.query('SELECT 1 FROM payment_orders WHERE receipt = $1', [orderId])).rows.length,
      0,
      'no gateway order',
    );
    const again = await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: orderId } });
    assert.ok(again.status < 500 && again.status >= 400, `then ${again.status}`);
  });

  it('an advance that comes to less than ₹1 is refused at placing', async () => {
    const A = await login();
    const p = await productOfA();
    const date = plusDays(today(), 46);
    await t.db.query(
      'UPDATE products SET booking_amt = 100, discount_per = 0, gst_per = 0, booking_advance_per = 10 WHERE id = $1',
      [p],
    );
    const advance = await place(A, p, date, 'advance');
    assert.equal(advance.status, 400, JSON.stringify(advance.body));
    assert.equal(advance.body.Message, DUE_BELOW_MINIMUM);
    assert.equal(await available(p, date), 'Available');
    const full = await place(A, p, date, 'full');
    assert.equal(full.status, 200, 'paying the ₹1 in full is fine');
  });
});
