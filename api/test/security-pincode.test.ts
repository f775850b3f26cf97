/**
 * the travel fare followed a pincode that was never checked against the address (a Delhi address,
 * city and state with pincode 400050 → 200, quoted 0 km and ₹0 fare). Now city and state come from the pincode,
 * a state that is not the pincode's is refused, and the fare follows the pincode. Each test failed on the code
 * before the fix.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lookupPincode } from '../src/lib/geo';
import { multipart, plusDays, PNG, setup, today, type TestCtx } from './helpers';

let t: TestCtx;
let A: string;
// One outer suite: in test/all.test.ts every file shares the process, so hooks must not sit at the root.
describe('security-pincode', () => {
  before(async () => {
    t = await setup();
    A = t.tokens.customerA;
  });
  after(async () => t.close());

  const E = plusDays(today(), 45);
  const delhi = {
    name: 'Kabir Rao',
    mobile: '9876512345',
    email: 'kabir@example.in',
    address: '12 Janpath',
    city: 'New Delhi',
    state: 'Delhi',
    zipcode: '110001',
  };
  const addressCount = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses')).rows[0]!.n;

  /** The travel fare quoted for a Mumbai service (with a per-km charge) to the address. */
  async function fareTo(addressId: number): Promise<number> {
    const mumbai = (
      await t.db.query<{ id: number }>(
        "SELECT id FROM products WHERE city = 'Mumbai' AND status = 1 AND amount_hide_show = 0 AND travel_charge > 0 ORDER BY id LIMIT 1",
      )
    ).rows[0]!.id;
    await t.db.query('DELETE FROM cart_items WHERE user_id = 1');
    assert.equal(
      (await t.call('POST', '/api/AddToCart', { token: A, body: { productId: mumbai, bookingDate: E } })).status,
      200,
    );
    const quote = await t.call('GET', `/api/checkCartAvailability?bookingDate=${E}&addressId=${addressId}`, {
      token: A,
    });
    await t.db.query('DELETE FROM cart_items WHERE user_id = 1');
    return quote.body.Payload.CartList[0].TravelFare as number;
  }

  describe('32.2 an address is where its pincode is', () => {
    it('a Delhi address with a Mumbai pincode is refused, saying where the pincode is; nothing stored', async () => {
      const before = await addressCount();
      const r = await t.call('POST', '/api/AddBookingAddress', { token: A, body: { ...delhi, zipcode: '400050' } });
      assert.equal(r.status, 400);
      assert.equal(r.body.Message, 'Pincode 400050 is in Maharashtra, not Delhi: check the pincode or the state');
      assert.equal(await addressCount(), before);
    });

    it('updating an address to a pincode of another state is refused too', async () => {
      const added = await t.call('POST', '/api/AddBookingAddress', { token: A, body: delhi });
      assert.equal(added.status, 200, JSON.stringify(added.body));
      const id = added.body.Payload.Id as number;
      const r = await t.call('POST', '/api/UpdateBookingAddress', {
        token: A,
        body: { ...delhi, id, zipcode: '400050' },
      });
      assert.equal(r.status, 400);
      assert.equal(r.body.Message, 'Pincode 400050 is in Maharashtra, not Delhi: check the pincode or the state');
      assert.equal(
        (await t.db.query<{ zipcode: string }>('SELECT zipcode FROM addresses WHERE id = $1', [id])).rows[0]!.zipcode,
        '110001',
      );
    });

    it('city and state are stored as the pincode table has them; the fare follows the pincode', async () => {
      // The state in another spelling is the same state; the city typed is replaced by the pincode's.
      const r = await t.call('POST', '/api/AddBookingAddress', {
        token: A,
        body: { ...delhi, city: 'Connaught Place', state: 'DELHI' },
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const list = (await t.call('GET', '/api/GetBookingAddressList', { token: A })).body.Payload as {
        Id: number;
        City: string;
        State: string;
        lat: number;
        lon: number;
      }[];
      const row = list.find((a) => a.Id === r.body.Payload.Id)!;
      const place = lookupPincode('110001')!;
      assert.deepEqual([row.City, row.State, row.lat, row.lon], [place.city, place.state, place.lat, place.lon]);
      const far = await fareTo(row.Id);
      // The same customer in Mumbai (400050, Maharashtra): a short trip.
      const near = await t.call('POST', '/api/AddBookingAddress', {
        token: A,
        body: { ...delhi, address: '5 Carter Road', city: 'Mumbai', state: 'Maharashtra', zipcode: '400050' },
      });
      assert.equal(near.status, 200, JSON.stringify(near.body));
      const nearFare = await fareTo(near.body.Payload.Id as number);
      assert.ok(far > 1000 && far > nearFare * 10, `Delhi fare ₹${far}, Mumbai fare ₹${nearFare}`);
    });

    it('a vendor service whose state is not its pin code’s is refused; a matching one stores the pin code’s city', async () => {
      const form = {
        serviceId: 1,
        name: 'Pin Test Decor',
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
        city: 'Delhi',
        state: 'Delhi',
        pin: '400050',
      };
      const add = async (f: object) => {
        const m = await multipart({ productJson: JSON.stringify(f) }, [
          { name: 'a.png', type: 'image/png', data: PNG },
        ]);
        return t.call('POST', '/api/vendor/AddProduct', {
          token: t.tokens.vendorA,
          payload: m.payload,
          headers: m.headers,
        });
      };
      const refused = await add(form);
      assert.equal(refused.status, 400);
      assert.equal(refused.body.Message, 'Pincode 400050 is in Maharashtra, not Delhi: check the pincode or the state');
      const saved = await add({ ...form, city: 'Bandra', state: 'Maharashtra' });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      const row = (
        await t.db.query<{ city: string; state: string }>('SELECT city, state FROM products WHERE id = $1', [
          saved.body.Payload.ServiceId,
        ])
      ).rows[0]!;
      assert.deepEqual([row.city, row.state], ['Mumbai', 'Maharashtra']);
    });

    it('the pincode lookup the forms use names city and state', async () => {
      const r = await t.call('GET', '/api/geo/pincode/400050');
      assert.equal(r.status, 200);
      assert.deepEqual([r.body.Payload.city, r.body.Payload.state], ['Mumbai', 'Maharashtra']);
    });
  });
});
