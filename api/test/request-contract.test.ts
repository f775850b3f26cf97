import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import * as v from 'valibot';
import { signInPayloadSchema } from '@utsav/domain/schemas/sign-in';
import { addToCartSchema } from '@utsav/domain/schemas/cart-date';
import { validatorCompiler } from '../src/contract/request';
import { plusDays, setup, today, type TestCtx } from './helpers';

// request side: every JSON write declares its body and every read the query it reads, with the
// shared valibot schemas; Fastify validates them before the handler (contract/request `validatorCompiler`), with the
// forms' own messages, after the role guard (a visitor's malformed body is a 401).

/** POST routes without a JSON body: multipart uploads, the raw-signed webhook, and actions named by the URL alone. */
const NO_JSON_BODY = new Set([
  '/api/vendor/AddProduct',
  '/api/vendor/UpdateService',
  '/api/uploadMultipleImages',
  '/api/admin/images', // multipart (lib/multipart)
  '/api/payments/webhook', // raw body: its HMAC is checked over the exact bytes
  '/api/logout',
  '/api/bookings/{id}/cancel',
  '/api/admin/sliders/{id}/delete',
  '/api/admin/search/synonyms/{id}/delete',
  '/api/admin/messages/{id}/resend', // no body
  '/api/package-orders/{id}/cancel',
  '/api/vendor/bookings/{id}/refuse-move', // no body
  '/api/vendor/calendar/blocks/{id}/delete',
  '/api/admin/vendors/{id}/calendar/blocks/{blockId}/delete', // no body
  '/api/Shortlist/share', // makes the share link: no body (docs/shortlist.md)
  '/api/conversations/{id}/photos', // multipart (lib/multipart), checked as service images are
  '/api/vendor/conversations/{id}/quotes/{quoteId}/withdraw', // no body
]);

type Operation = {
  requestBody?: { content?: Record<string, { schema?: { type?: string; properties?: object } }> };
  parameters?: { in: string; name: string }[];
};

describe('request contract: declared, validated by Fastify with the shared schemas', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it('every JSON write declares its body in /api/docs', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    let declared = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      const op = ops.post;
      if (!op || NO_JSON_BODY.has(path)) continue;
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (schema?.type === 'object' && schema.properties) declared++;
      else missing.push(path);
    }
    assert.deepEqual(missing, [], 'POST routes without a declared JSON body');
    assert.ok(declared >= 30, `declared bodies: ${declared}`);
  });

  it('the uploads declare their multipart/form-data body: its fields, files as binary (contract/request multipartBody)', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const form = (path: string) => {
      const content = doc.paths[path]?.post?.requestBody?.content ?? {};
      assert.deepEqual(Object.keys(content), ['multipart/form-data'], path);
      return content['multipart/form-data']?.schema as {
        properties: Record<string, { type: string; format?: string; items?: { format?: string } }>;
        required?: string[];
      };
    };
    const add = form('/api/vendor/AddProduct');
    assert.deepEqual(Object.keys(add.properties).sort(), ['images', 'productJson']);
    assert.deepEqual(add.required, ['productJson', 'images']);
    assert.equal(add.properties.images?.items?.format, 'binary');
    assert.deepEqual(form('/api/vendor/UpdateService').required, ['productJson']);
    assert.deepEqual(Object.keys(form('/api/uploadMultipleImages').properties).sort(), ['images', 'pid', 'service_id']);
    assert.equal(form('/api/admin/images').properties.image?.format, 'binary');
    // Documented, not validated by Fastify: the handler reads the stream (lib/multipart) and keeps its own message.
    const r = await t.call('POST', '/api/vendor/AddProduct', { token: t.tokens.vendorA, body: { productJson: '{}' } });
    assert.equal(r.status, 400);
    assert.equal(r.body.Message, 'Send the form as multipart/form-data');
  });

  it('the reads list the query parameters they read (lists, filters, lookups)', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const names = (path: string) =>
      (doc.paths[path]?.get?.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort();
    assert.deepEqual(names('/api/AllProduct'), [
      'after',
      'limit',
      'maxPrice',
      'minPrice',
      'pincode',
      'q',
      'rating',
      'serves',
      'sort',
    ]);
    assert.deepEqual(names('/api/GetMyBookings'), ['after', 'limit']);
    assert.deepEqual(names('/api/vendor/getBooking'), ['after', 'limit', 'when']);
    assert.deepEqual(names('/api/CheckAvailability'), ['bookingDate', 'productId']);
    assert.deepEqual(
      names('/api/admin/bookings'),
      ['after', 'from', 'limit', 'q', 'sort', 'state', 'to', 'vendorId', 'city'].sort(),
    );
  });

  it('the order-placing writes declare their Idempotency-Key header; a malformed key is refused before anything is placed', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    for (const path of ['/api/EventBooking', '/api/packageBooking']) {
      const header = (doc.paths[path]?.post?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      assert.deepEqual(header, ['idempotency-key'], path);
    }
    const orders = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings')).rows[0]!.n;
    const before = await orders();
    const body = { bookingAddressId: 1, Bookingfor: 'Wedding', PaymentType: 'full' };
    for (const key of ['has space', 'x'.repeat(101), 'ünï']) {
      const r = await t.call('POST', '/api/EventBooking', {
        token: t.tokens.customerA,
        body,
        headers: { 'idempotency-key': key },
      });
      assert.equal(r.status, 400, key);
      assert.equal(r.body.Message, 'Idempotency-Key must be 1 to 100 visible ASCII characters');
    }
    const pkg = await t.call('POST', '/api/packageBooking', {
      token: t.tokens.customerA,
      body: { Bookingfor: 'Wedding', bookingAddressId: 1, gst_no: '' },
      headers: { 'idempotency-key': 'has space' },
    });
    assert.equal(pkg.status, 400);
    assert.equal(pkg.body.Message, 'Idempotency-Key must be 1 to 100 visible ASCII characters');
    assert.equal(await orders(), before);
  });

  it("a refused body gets the shared schema's own message, before the handler runs", async () => {
    const bad = { mobile: 'abc', password: 'x' };
    const expected = v.safeParse(signInPayloadSchema, bad);
    assert.equal(expected.success, false);
    const r = await t.call('POST', '/api/UserLogin', { body: bad });
    assert.equal(r.status, 400);
    assert.equal(r.body.Message, expected.issues?.[0]?.message);
    // The same rule for the cart (a customer's malformed body: 400 with the form's message, nothing stored).
    const cartBad = { productId: 1, bookingDate: 'not-a-date' };
    const cartExpected = v.safeParse(addToCartSchema, cartBad);
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items')).rows[0]!.n;
    const added = await t.call('POST', '/api/AddToCart', { token: t.tokens.customerA, body: cartBad });
    assert.equal(added.status, 400);
    assert.equal(added.body.Message, cartExpected.issues?.[0]?.message);
    assert.equal((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items')).rows[0]!.n, before);
  });

  it('a query parameter given twice is refused by the schema (it names the parameter)', async () => {
    const r = await t.call('GET', '/api/GetMyBookings?limit=1&limit=2', { token: t.tokens.customerA });
    assert.equal(r.status, 400);
    assert.equal(r.body.Message, 'limit must be given once');
    const list = await t.call('GET', '/api/AllProduct?sort=newest&sort=rating');
    assert.equal(list.status, 400);
    assert.equal(list.body.Message, 'sort must be given once');
  });

  it('the role guard runs before validation: a visitor with a malformed body gets 401, the wrong role 403', async () => {
    for (const body of [[], 42, { productId: 'x' }, null]) {
      const r = await t.call('POST', '/api/AddToCart', { body });
      assert.equal(r.status, 401, JSON.stringify(body));
    }
    const vendorOnCustomer = await t.call('POST', '/api/AddToCart', {
      token: t.tokens.vendorA,
      body: { bookingDate: 'x' },
    });
    assert.equal(vendorOnCustomer.status, 403);
    const visitorOnAdmin = await t.call('POST', '/api/admin/payouts', { body: { vendorId: 'x' } });
    assert.equal(visitorOnAdmin.status, 401);
    // A well-formed request still passes both (the guard did not swallow it).
    const ok = await t.call('POST', '/api/AddToCart', {
      token: t.tokens.customerA,
      body: { productId: 1, bookingDate: plusDays(today(), 61) },
    });
    assert.ok(ok.status === 200 || ok.status === 409, ok.raw);
  });

  it('a request schema not declared with input() is refused when the route is registered', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.post('/x', { schema: { body: { type: 'object', properties: { a: { type: 'string' } } } } }, async () => ({}));
    await assert.rejects(async () => app.ready(), /declare the body schema with input\(\)/);
  });
});
