import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Ajv from 'ajv';
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { checkRepliesAgainstContract, plusDays, setup, today, type TestCtx } from './helpers';

// the API owns its contract. Every route with a declared 200 reply schema is called and its reply
// validated against that schema — required fields present, types right, and (object schemas closed here) no field
// the schema does not declare: Fastify serializes with the schema, so an undeclared field never leaves the server.
// domain/src/contract.generated.ts is generated from the same document (`npm run contract`; drift fails npm test).

type Schema = Record<string, unknown>;

/** The schema with every object closed (additionalProperties: false), recursively. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const s = Object.fromEntries(
    Object.entries(schema as Schema).map(([k, v]) => [
      k,
      k === 'properties'
        ? Object.fromEntries(Object.entries(v as Schema).map(([p, ps]) => [p, closed(ps)]))
        : closed(v),
    ]),
  );
  if (s.type === 'object' && s.properties && s.additionalProperties === undefined) s.additionalProperties = false;
  return s;
}

/** A concrete URL for an OpenAPI path of the catalogue (sample ids and queries). */
/** The demo customer's shortlist link (GET /SharedShortlist/{token} has a list to validate); set by the walk. */
let shareToken = '';

function urlFor(path: string, vendorItem: string, orderId: string): string {
  const concrete = path
    .replace('{token}', shareToken)
    .replace('{bookingId}/{productId}', vendorItem)
    .replace('{id}', '1')
    .replace('{productId}', path.startsWith('/api/vendor/') ? 'all' : '1')
    .replace('{serviceid}', '1')
    .replace('{pin}', '400050')
    .replace('{bookingid}', '1')
    .replace('{serviceId}', '1')
    .replace('{period}', '2026-10');
  const query: Record<string, string> = {
    '/api/CheckAvailability': `productId=1&bookingDate=${plusDays(today(), 40)}`,
    '/api/Search': 'searchTerm=mandap',
    '/api/TrendingServices': 'serviceid=1',
    '/api/AllProduct': 'limit=5',
    '/api/checkCartAvailability': 'addressId=1',
    '/api/ServiceReach': 'productIds=1,20',
    '/api/ShortlistServices': 'productIds=20,1',
    '/api/Compare': `productIds=1,20&pincode=400050&date=${plusDays(today(), 40)}`,
    '/api/GetOrderDetail': 'bookingId=BK000001',
    '/api/GetOrder': `orderId=${orderId}`,
    '/api/PackagesDetails': `id=1&eventDate=${plusDays(today(), 40)}`,
    '/api/admin/package-candidates': 'serviceId=1',
    '/api/ServiceCalendar': `productId=1&from=${plusDays(today(), 1)}&to=${plusDays(today(), 40)}`,
    '/api/vendor/calendar': `from=${today()}&to=${plusDays(today(), 30)}`,
    '/api/admin/vendors/{id}/calendar': `from=${today()}&to=${plusDays(today(), 30)}`,
    '/api/admin/vendors/decline-rates': `from=${plusDays(today(), -30)}&to=${today()}`,
  };
  return query[path] ? `${concrete}?${query[path]}` : concrete;
}

/** GET routes that change data (product §7 names them so): not called by the read walk. */
const WRITES_OVER_GET = new Set(['/api/DeleteCart', '/api/deleteAddress', '/api/vendor/delete-image']);
/** GET reads that answer only in a state the seed has none of (a package part its vendor declined): their replies are
 * checked where a test makes that state (package-cancel.test.ts), as test/helpers checks every reply against its schema. */
const NEEDS_STATE = new Set(['/api/package-orders/{id}/swap-options']);

describe('the API contract', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it('every GET with a declared reply answers exactly its schema (required fields, types, nothing undeclared), signed-in ones too', async () => {
    await t.app.ready();
    const document = t.app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>; security?: unknown[] }
        >
      >;
    };
    const ajv = new Ajv({ strict: false, allErrors: true });
    const declared: string[] = [];
    const item = (
      await t.db.query<{ b: number; p: number }>(
        "SELECT i.package_booking_id AS b, i.product_id AS p FROM package_booking_items i JOIN vendors v ON v.id = i.vendor_id WHERE v.email = 'vendor@utsav.in' ORDER BY i.id LIMIT 1",
      )
    ).rows[0]!;
    // A package cart for the demo customer (GET /getPackageTocart has a row to validate): one product per group.
    const date = plusDays(today(), 50);
    const pkg = (await t.call('GET', `/api/PackagesDetails?id=1&eventDate=${date}`)).body.Payload as {
      PackageItems: { ServiceID: number; ProductDetails: { id: number; avl: number }[] }[];
    };
    const packageItems = pkg.PackageItems.map((g) => ({
      serviceID: g.ServiceID,
      productDetails: g.ProductDetails.filter((p) => p.avl === 1)
        .slice(0, 1)
        .map((p) => ({ Product_ID: p.id })),
    }));
    const added = await t.call('POST', '/api/addPackageTocart', {
      token: t.tokens.customerA,
      body: { packageID: 1, BookingDate: date, packageItems },
    });
    assert.equal(added.status, 200, added.raw);
    // A service order of the demo customer's (GET /GetOrder, with its Payment).
    const order = (
      await t.db.query<{ o: string }>(
        "SELECT b.order_id AS o FROM bookings b JOIN users u ON u.id = b.user_id WHERE u.phone = '9876543210' ORDER BY b.id LIMIT 1",
      )
    ).rows[0]!.o;
    // A conversation of the demo customer's with a quote (GET /conversations/{id} answers with both): id 1.
    const asked = await t.call('POST', '/api/conversations', {
      token: t.tokens.customerA,
      body: { productId: 1, eventDate: date, guests: 50, pincode: '400050', message: 'Is this date open?' },
    });
    assert.equal(asked.status, 200, asked.raw);
    const quoted = await t.call('POST', `/api/vendor/conversations/${asked.body.Payload.ConversationId}/quotes`, {
      token: t.tokens.vendorA,
      body: { eventDate: date, pincode: '400050', lines: [{ description: 'Stage', quantity: 1, unitPaise: 500000 }] },
    });
    assert.equal(quoted.status, 200, quoted.raw);
    // A shortlist of the demo customer's, shared (GET /Shortlist and /SharedShortlist/{token} have rows).
    assert.equal((await t.call('PUT', '/api/Shortlist/1', { token: t.tokens.customerA })).status, 200);
    shareToken = (await t.call('POST', '/api/Shortlist/share', { token: t.tokens.customerA })).body.Payload.ShareToken;
    for (const [path, ops] of Object.entries(document.paths)) {
      const schema = ops.get?.responses?.['200']?.content?.['application/json']?.schema;
      if (!schema) continue;
      declared.push(path);
      // Writes over GET (kept for older clients) are checked with the other writes (test/helpers checks every reply).
      if (WRITES_OVER_GET.has(path) || NEEDS_STATE.has(path)) continue;
      // A signed-in route is called with the demo customer's, vendor's or operator's token.
      const lower = path.toLowerCase();
      const token = !ops.get?.security?.length
        ? null
        : lower.startsWith('/api/vendor/')
          ? t.tokens.vendorA
          : lower.startsWith('/api/admin/')
            ? t.tokens.operator
            : t.tokens.customerA;
      const r = await t.call('GET', urlFor(path, `${item.b}/${item.p}`, order), { token });
      assert.equal(r.status, 200, `${path}: ${r.raw.slice(0, 200)}`);
      if (path === '/api/getPackageTocart') assert.equal(r.body.Payload.length, 1, 'the package cart has its row');
      const validate = ajv.compile(closed(schema) as Schema);
      assert.ok(validate(r.body), `${path} answers its schema: ${ajv.errorsText(validate.errors)}`);
    }
    for (const path of [
      '/api/allServices',
      '/api/getcontact',
      '/api/Commondashboard',
      '/api/TrendingServices',
      '/api/Search',
      '/api/AllProduct',
      '/api/AllProduct/offer/{serviceid}',
      '/api/ProductDetails/{id}',
      '/api/getreview/{productId}',
      '/api/CheckAvailability',
      '/api/allServicableCity',
      '/api/Packages',
      '/api/PackagesDetails',
      '/api/health',
      '/api/MarketplaceFacts',
      '/api/Calendar/getCalendar',
      '/api/geo/pincode/{pin}',
      '/api/getCart',
      '/api/checkCartAvailability',
      '/api/ServiceReach',
      '/api/Shortlist',
      '/api/SharedShortlist/{token}',
      '/api/ShortlistServices',
      '/api/Compare',
      '/api/GetMyBookings',
      '/api/getEnquiry',
      '/api/vendor/getBooking',
      '/api/vendor/dashboard',
      '/api/GetOrderDetail',
      '/api/GetPackageOrders',
      '/api/GetPackageBookingDetails/{id}',
      '/api/userDetails',
      '/api/GetBookingAddressList',
      '/api/bookings/{id}/credit-notes',
      '/api/vendor/profile',
      '/api/vendor/products',
      '/api/vendor/getBookingsByProduct/{productId}',
      '/api/vendor/bookings/{id}/credit-notes',
      '/api/vendor/OrderDetails/{bookingid}',
      '/api/vendor/getBookingsByProductDetails/{bookingId}/{productId}',
      '/api/GetOrder',
      '/api/getPackageTocart',
      '/api/vendor/ProductDetails/{serviceId}',
      '/api/Vendor/ProductImages/{id}',
      '/api/vendor/ledger',
      '/api/admin/profile',
      '/api/admin/dashboard',
      '/api/admin/audit',
      '/api/admin/vendors',
      '/api/admin/vendors/{id}',
      '/api/admin/enquiries',
      '/api/admin/payouts',
      '/api/admin/bookings',
      '/api/admin/bookings/{id}',
      '/api/admin/categories',
      '/api/admin/sliders',
      '/api/admin/packages',
      '/api/admin/packages/{id}',
      '/api/admin/package-candidates',
      '/api/admin/package-bookings',
      '/api/admin/package-bookings/{id}',
    ]) {
      assert.ok(declared.includes(path), `${path} declares its reply`);
    }
  });

  it('the reply of a list page carries Page with the cursor and the counts the schema names', async () => {
    const r = await t.call('GET', '/api/AllProduct/1?limit=2');
    assert.deepEqual(Object.keys(r.body.Page).sort(), ['limit', 'maxPrice', 'minPrice', 'next', 'total']);
    assert.deepEqual(Object.keys(r.body).sort(), ['Message', 'Page', 'Payload', 'Status']);
    assert.equal(typeof r.body.Payload[0].rating, 'number', 'numbers travel as numbers');
  });

  it('every route declares its 200 reply (the webhook answers the provider, the images are files)', async () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    const missing = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !op.responses?.['200']?.content)
        .map(([m]) => `${m.toUpperCase()} ${path}`),
    );
    assert.deepEqual(missing.sort(), ['GET /images/{folder}/{file}', 'POST /api/payments/webhook']);
  });

  it('the harness check fails a reply whose object drifts from its schema (a null where text is declared, a missing field, an undeclared one)', async () => {
    const app = Fastify();
    checkRepliesAgainstContract(app);
    const schema = { response: { 200: Type.Object({ Name: Type.String(), Count: Type.Integer() }) } };
    app.get('/null-name', { schema }, async () => ({ Name: null, Count: 1 }));
    app.get('/no-count', { schema }, async () => ({ Name: 'x' }));
    app.get('/fine', { schema }, async () => ({ Name: 'x', Count: 2, Extra: 'dropped by the serializer' }));
    app.get('/exact', { schema }, async () => ({ Name: 'x', Count: 3 }));
    const nullName = await app.inject({ url: '/null-name' });
    assert.match(String(nullName.headers['x-contract-violation']), /Name must be string/);
    assert.equal(
      nullName.json().Name,
      '',
      'what the serializer alone would have sent: the drift the check exists to catch',
    );
    const noCount = await app.inject({ url: '/no-count' });
    assert.match(String(noCount.headers['x-contract-violation'] ?? noCount.statusCode), /Count|500/);
    const extra = await app.inject({ url: '/fine' });
    assert.match(
      String(extra.headers['x-contract-violation']),
      /additional properties/,
      'a field the schema does not declare would be dropped: flagged',
    );
    assert.deepEqual(extra.json(), { Name: 'x', Count: 2 });
    const exact = await app.inject({ url: '/exact' });
    assert.equal(exact.headers['x-contract-violation'], undefined);
    await app.close();
  });
});
