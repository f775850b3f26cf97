/**
 * Bad event types are refused with the shared schema's message, never a 5xx (docs/product.md "Event types and
 * service areas"): the vendor's service form, the operator's correction of a service and the package form.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  EVENT_TYPE_REQUIRED,
  EVENT_TYPE_UNKNOWN,
  PACKAGE_EVENT_TYPE_REQUIRED,
} from '@utsav/domain/schemas/event-types';
import { multipart, setup, type TestCtx } from './helpers';

describe('event types: bad input', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  const O = () => t.tokens.operator;
  const eventTypesOf = async (id: number) =>
    (await t.db.query<{ e: string[] }>('SELECT event_types AS e FROM products WHERE id = $1', [id])).rows[0]!.e;

  const form = {
    id: 2,
    serviceId: 1,
    name: 'Royal Mandap Decoration',
    operatorName: 'Shubh Decorators',
    mobile: '9820000001',
    email: 'vendor@utsav.in',
    shortDes: 'Mandap with fresh flowers',
    longDes: 'Long text',
    bookingAmt: '50000',
    travelcharge: '10',
    gst: '18',
    gst_include_exclude: '0',
    discount: '0',
    amount_hide_show: '0',
    address: 'Hill Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pin: '400050',
    Status: 1,
  };
  const updateService = async (fields: Record<string, unknown>) => {
    const { payload, headers } = await multipart({ productJson: JSON.stringify({ ...form, ...fields }) }, []);
    return t.call('POST', '/api/vendor/UpdateService', { token: t.tokens.vendorA, payload, headers });
  };

  it("the vendor's service form: none, unknown, not a list or not text is a 400 with the rule; good ones are kept in the list's order", async () => {
    const kept = await eventTypesOf(2);
    for (const [eventTypes, message] of [
      [[], EVENT_TYPE_REQUIRED],
      [['wedding', 'disco'], EVENT_TYPE_UNKNOWN],
      [['Wedding'], EVENT_TYPE_UNKNOWN],
      [[7], EVENT_TYPE_UNKNOWN],
      [[null], EVENT_TYPE_UNKNOWN],
      ['wedding', EVENT_TYPE_REQUIRED],
      [{ wedding: true }, EVENT_TYPE_REQUIRED],
      [Array.from({ length: 40 }, () => 'wedding'), EVENT_TYPE_UNKNOWN],
    ] as const) {
      const r = await updateService({ eventTypes });
      assert.equal(r.status, 400, `${JSON.stringify(eventTypes)}: ${r.raw}`);
      assert.equal(r.body.Message, message, JSON.stringify(eventTypes));
    }
    assert.deepEqual(await eventTypesOf(2), kept, 'a refused form changes nothing');
    // Absent: the service keeps its event types.
    assert.equal((await updateService({})).status, 200);
    assert.deepEqual(await eventTypesOf(2), kept);
    // Repeated and out of order: stored once each, in the list's order, and read back on the form.
    const ok = await updateService({ eventTypes: ['birthday', 'wedding', 'birthday'] });
    assert.equal(ok.status, 200, ok.raw);
    assert.deepEqual(await eventTypesOf(2), ['wedding', 'birthday']);
    const read = await t.call('GET', '/api/vendor/ProductDetails/2', { token: t.tokens.vendorA });
    assert.deepEqual(read.body.Payload.eventTypes, ['wedding', 'birthday']);
    await t.db.query('UPDATE products SET event_types = $2::text[] WHERE id = $1', [2, kept]);
  });

  it("the operator's correction: a 400 with the rule for bad input, 404 for no such service, operators only", async () => {
    const kept = await eventTypesOf(3);
    const post = (body: unknown, id: string | number = 3, token = O()) =>
      t.call('POST', `/api/admin/products/${id}/event-types`, { token, body: body as object });
    for (const [body, message] of [
      [{}, EVENT_TYPE_REQUIRED],
      [{ eventTypes: [] }, EVENT_TYPE_REQUIRED],
      [{ eventTypes: null }, EVENT_TYPE_REQUIRED],
      [{ eventTypes: 'wedding' }, EVENT_TYPE_REQUIRED],
      [{ eventTypes: ['wedding', 'rave'] }, EVENT_TYPE_UNKNOWN],
      [{ eventTypes: ['wedding', 3] }, EVENT_TYPE_UNKNOWN],
      [{ eventTypes: [' wedding'] }, EVENT_TYPE_UNKNOWN],
    ] as const) {
      const r = await post(body);
      assert.equal(r.status, 400, `${JSON.stringify(body)}: ${r.raw}`);
      assert.equal(r.body.Message, message, JSON.stringify(body));
    }
    assert.deepEqual(await eventTypesOf(3), kept, 'a refused correction changes nothing');
    for (const id of ['abc', '0', '-1', '99999999999999999999', '1.5']) {
      const r = await post({ eventTypes: ['wedding'] }, id);
      assert.ok(r.status === 400 || r.status === 404, `${id}: ${r.status} ${r.raw}`);
    }
    assert.equal((await post({ eventTypes: ['wedding'] }, 999999)).status, 404);
    const vendor = await post({ eventTypes: ['wedding'] }, 3, t.tokens.vendorA);
    assert.ok(vendor.status === 401 || vendor.status === 403, `a vendor: ${vendor.status}`);
    assert.deepEqual(await eventTypesOf(3), kept);
    const ok = await post({ eventTypes: ['puja', 'birthday'] });
    assert.equal(ok.status, 200, ok.raw);
    assert.deepEqual(ok.body.Payload.EventTypes, ['birthday', 'puja']);
    assert.deepEqual(await eventTypesOf(3), ['birthday', 'puja']);
    await t.db.query('UPDATE products SET event_types = $2::text[] WHERE id = $1', [3, kept]);
  });

  it('the package form: a missing, empty, unknown or non-text event type is a 400 with the rule', async () => {
    const candidates = (
      (await t.call('GET', '/api/admin/package-candidates?serviceId=1', { token: O() })).body.Payload as {
        Id: number;
      }[]
    ).map((p) => p.Id);
    const base = {
      name: 'Event Type Check Package',
      description: 'd',
      advancePercent: 20,
      groups: [{ serviceId: 1, maxItems: 1, amount: '1000', productIds: candidates.slice(0, 1), rates: ['1000'] }],
    };
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM packages WHERE name = 'Event Type Check Package'",
        )
      ).rows[0]!.n;
    for (const [eventType, message] of [
      [undefined, PACKAGE_EVENT_TYPE_REQUIRED],
      ['', PACKAGE_EVENT_TYPE_REQUIRED],
      ['   ', PACKAGE_EVENT_TYPE_REQUIRED],
      [null, PACKAGE_EVENT_TYPE_REQUIRED],
      [7, PACKAGE_EVENT_TYPE_REQUIRED],
      [['wedding'], PACKAGE_EVENT_TYPE_REQUIRED],
      ['disco', EVENT_TYPE_UNKNOWN],
      ['Wedding', EVENT_TYPE_UNKNOWN],
    ] as const) {
      const r = await t.call('POST', '/api/admin/packages', { token: O(), body: { ...base, eventType } });
      assert.equal(r.status, 400, `${JSON.stringify(eventType)}: ${r.raw}`);
      assert.equal(r.body.Message, message, JSON.stringify(eventType));
    }
    assert.equal(await count(), 0, 'no package made');
    const made = await t.call('POST', '/api/admin/packages', { token: O(), body: { ...base, eventType: ' puja ' } });
    assert.equal(made.status, 200, made.raw);
    const stored = await t.db.query<{ event_type: string }>(
      "SELECT event_type FROM packages WHERE name = 'Event Type Check Package'",
    );
    assert.deepEqual(
      stored.rows.map((r) => r.event_type),
      ['puja'],
    );
  });
});
