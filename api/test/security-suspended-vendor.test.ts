/**
 * a suspended vendor kept a working session (signed in, added services, declined bookings — which
 * refunds customers). Now the suspension ends their sessions; signed in again they read their bookings and ledger,
 * and every other vendor route answers 403 with the reason. Each test failed on the code before the fix.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { vendorSuspendedMessage } from '@utsav/domain/vendor-standing';
import { multipart, PNG, setup, type TestCtx } from './helpers';

let t: TestCtx;
// One outer suite: in test/all.test.ts every file shares the process, so hooks must not sit at the root.
describe('security-suspended-vendor', () => {
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  const REASON = 'Customers report no-shows at three events';
  /** The vendor routes a suspended vendor keeps: reading their bookings, ledger, dashboard and profile. */
  const KEPT_READS = new Set([
    'GET /api/vendor/profile',
    'GET /api/vendor/dashboard',
    'GET /api/vendor/ledger',
    'GET /api/vendor/getBooking',
    'GET /api/vendor/OrderDetails/{bookingid}',
    'GET /api/vendor/bookings/{id}/credit-notes',
    'GET /api/vendor/getBookingsByProduct/{productId}',
    'GET /api/vendor/getBookingsByProductDetails/{bookingId}/{productId}',
    // The right of access (docs/privacy.md#access) holds while suspended.
    'GET /api/vendor/my-data',
    'GET /api/vendor/my-data/archive',
    // What they earned, what was withheld and paid out stays readable: money may still be owed (docs/payments.md).
    'GET /api/vendor/earnings',
    'GET /api/vendor/payouts',
    'GET /api/vendor/earnings/statement',
    'GET /api/vendor/kyc',
    // Conversations stay readable (what was agreed with customers); writing to them is refused.
    'GET /api/vendor/conversations',
    'GET /api/vendor/conversations/unread',
  ]);

  const setStatus = (status: 'approved' | 'suspended', reason = '') =>
    t.call('POST', '/api/admin/vendors/1/status', { token: t.tokens.operator, body: { status, reason } });
  const signIn = async () => {
    const r = await t.call('POST', '/api/vendor/login', {
      body: { username: 'vendor@utsav.in', password: 'Vendor@123' },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.Payload.token as string;
  };
  const serviceCount = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE vendor_id = 1')).rows[0]!.n;

  describe('a suspended vendor', () => {
    it('loses every session at the suspension', async () => {
      const before = t.tokens.vendorA;
      assert.equal((await t.call('GET', '/api/vendor/dashboard', { token: before })).status, 200);
      assert.equal((await setStatus('suspended', REASON)).status, 200);
      const after = await t.call('GET', '/api/vendor/getBooking', { token: before });
      assert.equal(after.status, 401);
      assert.equal(after.body.Message, 'Session ended, please sign in again');
      // Another vendor's session is untouched.
      assert.equal((await t.call('GET', '/api/vendor/dashboard', { token: t.tokens.vendorB })).status, 200);
    });

    it('signs in again to read bookings and ledger; the profile says why', async () => {
      const token = await signIn();
      const profile = await t.call('GET', '/api/vendor/profile', { token });
      assert.equal(profile.body.Payload.AccountStatus, 'suspended');
      assert.equal(profile.body.Payload.StatusReason, REASON);
      const bookings = await t.call('GET', '/api/vendor/getBooking', { token });
      assert.equal(bookings.status, 200);
      assert.ok(bookings.body.Payload.length > 0);
      assert.equal(
        (await t.call('GET', `/api/vendor/OrderDetails/${bookings.body.Payload[0].BookingId}`, { token })).status,
        200,
      );
      assert.equal((await t.call('GET', '/api/vendor/ledger', { token })).status, 200);
      assert.equal((await t.call('GET', '/api/vendor/dashboard', { token })).status, 200);
    });

    it('cannot add a service or decline a booking: 403 with the reason, nothing changed', async () => {
      const token = await signIn();
      const services = await serviceCount();
      const form = {
        serviceId: 1,
        name: 'Suspended Decor',
        operatorName: 'Op',
        mobile: '9820000001',
        email: 'vendor@utsav.in',
        shortDes: 'x',
        longDes: '',
        bookingAmt: '1000',
        travelcharge: '10',
        gst: '18',
        gst_include_exclude: 0,
        discount: '0',
        amount_hide_show: 0,
        address: 'Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        pin: '400050',
      };
      const m = await multipart({ productJson: JSON.stringify(form) }, [
        { name: 'a.png', type: 'image/png', data: PNG },
      ]);
      const add = await t.call('POST', '/api/vendor/AddProduct', { token, payload: m.payload, headers: m.headers });
      assert.equal(add.status, 403);
      assert.equal(add.body.Message, vendorSuspendedMessage(REASON));
      assert.match(
        add.body.Message,
        /^Your vendor account is suspended: Customers report no-shows at three events\. You can still read your bookings/,
      );
      assert.equal(await serviceCount(), services);

      const confirmed = (
        await t.db.query<{ id: number; booking_state: string }>(
          "SELECT id, booking_state FROM bookings WHERE vendor_id = 1 AND booking_state = 'confirmed' ORDER BY id LIMIT 1",
        )
      ).rows[0];
      const decline = await t.call('POST', `/api/vendor/bookings/${confirmed?.id ?? 1}/decline`, {
        token,
        body: { reason: 'date_unavailable' },
      });
      assert.equal(decline.status, 403);
      assert.equal(decline.body.Message, vendorSuspendedMessage(REASON));
      if (confirmed)
        assert.equal(
          (await t.db.query<{ s: string }>('SELECT booking_state AS s FROM bookings WHERE id = $1', [confirmed.id]))
            .rows[0]!.s,
          'confirmed',
        );
    });

    it('every vendor route but the kept reads answers 403 with the reason (all of them, from the OpenAPI document)', async () => {
      const token = await signIn();
      const doc = (await t.call('GET', '/api/docs/json')).body as {
        paths: Record<string, Record<string, { description?: string }>>;
      };
      const routes = Object.entries(doc.paths).flatMap(([p, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => op.description === 'Needs a vendor token (X-Auth-Token)')
          .map(([method]) => `${method.toUpperCase()} ${p}`),
      );
      assert.ok(routes.length >= 15, `${routes.length} vendor routes found`);
      for (const kept of KEPT_READS) assert.ok(routes.includes(kept), `${kept} is a vendor route`);
      for (const route of routes) {
        const [method, p] = route.split(' ') as [string, string];
        const url = p.replace(/\{[^}]+\}/g, '1');
        const r = await t.call(method, url, { token, ...(method === 'POST' ? { body: {} } : {}) });
        if (KEPT_READS.has(route)) assert.notEqual(r.status, 403, route);
        else {
          assert.equal(r.status, 403, route);
          assert.equal(r.body.Message, vendorSuspendedMessage(REASON), route);
        }
      }
    });

    it('reinstated: the same session writes again', async () => {
      const token = await signIn();
      assert.equal((await t.call('POST', '/api/vendor/gstin', { token, body: { gstin: '' } })).status, 403);
      assert.equal((await setStatus('approved')).status, 200);
      assert.equal((await t.call('POST', '/api/vendor/gstin', { token, body: { gstin: '' } })).status, 200);
      assert.equal((await t.call('GET', '/api/vendor/profile', { token })).body.Payload.StatusReason, '');
    });
  });
});
