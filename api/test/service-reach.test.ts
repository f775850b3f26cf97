/**
 * travel can swamp the price, so before adding a service the customer sees where its vendor is, how far
 * that is from their event address, what travel costs and whether the vendor comes that far (GET /ServiceReach).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { haversineKm } from '@utsav/domain/pricing';
import { ALL_INDIA_RADIUS_KM } from '../src/db/seed-data';
import { setup, type TestCtx } from './helpers';

interface Item {
  ProductId: number;
  VendorCity: string;
  DistanceInKm: number;
  TravelFare: number;
  /** the vendor's own radius, else the default (50 km): never empty. */
  ServiceRadiusKm: number;
  Outside: string;
}

describe('service reach', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it("from the customer's first address: the vendor's city, the distance, the travel fare and the service area", async () => {
    const mehendi = (
      await t.db.query<{ id: number; lat: number; lon: number; travel_charge: number; service_radius_km: number }>(
        "SELECT p.id, p.lat, p.lon, p.travel_charge, p.service_radius_km FROM products p JOIN categories c ON c.id = p.service_id WHERE c.name = 'Mehendi' AND p.city = 'Jaipur' AND p.travel_charge > 0 ORDER BY p.id LIMIT 1",
      )
    ).rows[0]!;
    const r = await t.call('GET', `/api/ServiceReach?productIds=1,${mehendi.id}`, { token: t.tokens.customerA });
    assert.equal(r.status, 200, r.raw);
    // Customer A's first address is in Bandra West, Mumbai (400050).
    assert.equal(r.body.Payload.Address.Label, 'Carter Road, Mumbai');
    const items = r.body.Payload.Items as Item[];
    const near = items.find((i) => i.ProductId === 1)!;
    // Demo vendor A chose all of India.
    assert.deepEqual([near.VendorCity, near.Outside, near.ServiceRadiusKm], ['Mumbai', '', ALL_INDIA_RADIUS_KM]);
    assert.ok(near.DistanceInKm < 10, `Mumbai to Mumbai: ${near.DistanceInKm} km`);
    const far = items.find((i) => i.ProductId === mehendi.id)!;
    const home = (
      await t.db.query<{ lat: number; lon: number }>(
        "SELECT lat, lon FROM addresses WHERE zipcode = '400050' ORDER BY id LIMIT 1",
      )
    ).rows[0]!;
    const km = haversineKm(mehendi.lat, mehendi.lon, home.lat, home.lon);
    assert.equal(far.VendorCity, 'Jaipur');
    assert.ok(Math.abs(far.DistanceInKm - km) < 1 && km > 800, `${far.DistanceInKm} km`);
    assert.ok(far.TravelFare > 0);
    assert.equal(far.ServiceRadiusKm, mehendi.service_radius_km);
    assert.match(far.Outside, /^Outside the vendor's service area: [\d,.]+ km away, serves within \d+ km$/);
  });

  it('another address of the customer can be asked; none saved → no address, distances 0', async () => {
    const second = (await t.call('GET', '/api/GetBookingAddressList', { token: t.tokens.customerA })).body
      .Payload[1] as { Id: number };
    const pune = await t.call('GET', `/api/ServiceReach?productIds=1&addressId=${second.Id}`, {
      token: t.tokens.customerA,
    });
    assert.match(pune.body.Payload.Address.Label, /Pune$/);
    assert.ok((pune.body.Payload.Items as Item[])[0]!.DistanceInKm > 80);
    await t.db.query(
      "UPDATE addresses SET deleted = true WHERE user_id = (SELECT id FROM users WHERE phone = '9876543211')",
    );
    const none = await t.call('GET', '/api/ServiceReach?productIds=1', { token: t.tokens.customerB });
    assert.equal(none.body.Payload.Address, null);
    assert.deepEqual(
      (none.body.Payload.Items as Item[]).map((i) => [i.VendorCity, i.DistanceInKm, i.TravelFare, i.Outside]),
      [['Mumbai', 0, 0, '']],
    );
  });

  it('bad input: no ids, too many, not numbers, an address of someone else, a visitor', async () => {
    assert.equal((await t.call('GET', '/api/ServiceReach', { token: t.tokens.customerA })).status, 400);
    assert.equal(
      (
        await t.call('GET', `/api/ServiceReach?productIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, {
          token: t.tokens.customerA,
        })
      ).status,
      400,
    );
    assert.equal((await t.call('GET', '/api/ServiceReach?productIds=1,x', { token: t.tokens.customerA })).status, 400);
    const bAddress = (
      await t.db.query<{ id: number }>(
        "SELECT a.id FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.phone = '9876543211' ORDER BY a.id LIMIT 1",
      )
    ).rows[0]!.id;
    assert.equal(
      (await t.call('GET', `/api/ServiceReach?productIds=1&addressId=${bAddress}`, { token: t.tokens.customerA }))
        .status,
      404,
    );
    assert.equal((await t.call('GET', '/api/ServiceReach?productIds=1')).status, 401);
  });
});
