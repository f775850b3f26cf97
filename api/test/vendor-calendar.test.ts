import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { plusDays, setup, type TestCtx } from './helpers';
import { dayClosedReason, istToday, DEFAULT_RULES, weekdayOf } from '@utsav/domain/vendor-calendar';

// The vendor calendar, and every booking path honouring it. One describe (test/all.test.ts).
describe('vendor calendar', () => {
  let t: TestCtx;
  let A: string;
  let V: string;
  let VB: string;
  let O: string;
  let addressA: number;
  const today = () => istToday();

  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    A = t.tokens.customerA;
    V = t.tokens.vendorA;
    VB = t.tokens.vendorB;
    O = t.tokens.operator;
    await t.db.query('DELETE FROM cart_items');
    addressA = (
      await t.db.query<{ id: number }>(
        "SELECT a.id FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.phone = '9876543210' AND NOT a.deleted ORDER BY a.id LIMIT 1",
      )
    ).rows[0]!.id;
  });
  after(async () => t.close());

  /** Vendor A's bookable services (price shown, capacity 1, listed), not the seed's booked product 1. */
  async function servicesOfA(): Promise<number[]> {
    const r = await t.db.query<{ id: number }>(
      'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id',
    );
    assert.ok(r.rows.length >= 2);
    return r.rows.map((x) => x.id);
  }
  const month = async (productId: number, from: string, to: string, token?: string) => {
    const r = await t.call('GET', `/api/ServiceCalendar?productId=${productId}&from=${from}&to=${to}`, {
      token: token ?? null,
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return new Map(
      (r.body.Payload.Days as { Date: string; Open: boolean; Reason: string; Text: string }[]).map((d) => [d.Date, d]),
    );
  };
  const block = (body: Record<string, unknown>, token = V) =>
    t.call('POST', '/api/vendor/calendar/blocks', { token, body });
  const rules = (body: Record<string, unknown>, token = V) =>
    t.call('POST', '/api/vendor/calendar/rules', { token, body });
  const capacity = (body: Record<string, unknown>, token = V) =>
    t.call('POST', '/api/vendor/calendar/capacity', { token, body });
  const available = async (productId: number, date: string) =>
    (await t.call('GET', `/api/CheckAvailability?productId=${productId}&bookingDate=${date}`)).body;
  async function order(productId: number, date: string, token = A, addressId = addressA) {
    await t.db.query('DELETE FROM cart_items WHERE user_id = (SELECT user_id FROM addresses WHERE id = $1)', [
      addressId,
    ]);
    await t.db.query(
      'INSERT INTO cart_items (user_id, product_id, booking_date) SELECT user_id, $2, $3 FROM addresses WHERE id = $1',
      [addressId, productId, date],
    );
    return t.call('POST', '/api/EventBooking', {
      token,
      body: { bookingAddressId: addressId, Bookingfor: 'Calendar test', bookingDate: date, PaymentType: 'full' },
    });
  }

  it('a block closes a range for one service, with the reason, and opening it again reopens the dates', async () => {
    const [p, q] = await servicesOfA();
    const from = plusDays(today(), 40);
    const to = plusDays(today(), 44);
    const made = await block({ productId: p, from, to, note: 'Away at a family wedding' });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    assert.deepEqual(made.body.Payload.StandingBookings, []);
    const days = await month(p!, plusDays(from, -1), plusDays(to, 1));
    assert.equal(days.get(plusDays(from, -1))!.Open, true);
    for (let i = 0; i <= 4; i++) {
      const d = days.get(plusDays(from, i))!;
      assert.equal(d.Open, false);
      assert.equal(d.Reason, 'unavailable');
      assert.equal(d.Text, 'The vendor is not available on this date');
    }
    assert.equal(days.get(plusDays(to, 1))!.Open, true);
    assert.equal((await month(q!, from, to)).get(from)!.Open, true, 'another service of the vendor stays open');
    // Every path refuses it: the availability check, the cart, the order.
    assert.equal((await available(p!, from)).Payload, 'Not Available');
    const add = await t.call('POST', '/api/AddToCart', { token: A, body: { productId: p, bookingDate: from } });
    assert.equal(add.status, 409);
    assert.equal(add.body.Message, 'The vendor is not available on this date');
    const placed = await order(p!, to);
    assert.equal(placed.status, 409);
    assert.match(placed.body.Message, /The vendor is not available on this date/);
    // The private note is the vendor's (their month shows it), never the customer's.
    const mine = (await t.call('GET', `/api/vendor/calendar?productId=${p}&from=${from}&to=${to}`, { token: V })).body
      .Payload;
    assert.equal(mine.Blocks[0].Note, 'Away at a family wedding');
    assert.ok(
      !JSON.stringify(await t.call('GET', `/api/ServiceCalendar?productId=${p}&from=${from}&to=${to}`)).includes(
        'family wedding',
      ),
    );
    const gone = await t.call('POST', `/api/vendor/calendar/blocks/${made.body.Payload.Id}/delete`, { token: V });
    assert.equal(gone.status, 200);
    assert.equal((await month(p!, from, to)).get(from)!.Open, true);
  });

  it("a block for all services closes every service of the vendor, not another vendor's", async () => {
    const [p, q] = await servicesOfA();
    const d = plusDays(today(), 50);
    assert.equal((await block({ productId: 0, from: d, to: d, note: '' })).status, 200);
    assert.equal((await month(p!, d, d)).get(d)!.Reason, 'unavailable');
    assert.equal((await month(q!, d, d)).get(d)!.Reason, 'unavailable');
    const other = (
      await t.db.query<{ id: number }>('SELECT id FROM products WHERE vendor_id = 2 AND status = 1 ORDER BY id LIMIT 1')
    ).rows[0]!.id;
    assert.equal((await month(other, d, d)).get(d)!.Open, true);
  });

  it('a cart line that became unavailable says why, and checkout refuses it', async () => {
    const [p] = await servicesOfA();
    const d = plusDays(today(), 60);
    assert.equal(
      (await t.call('POST', '/api/AddToCart', { token: A, body: { productId: p, bookingDate: d } })).status,
      200,
    );
    await block({ productId: p, from: d, to: d, note: 'Offline booking' });
    const quote = await t.call('GET', `/api/checkCartAvailability?addressId=${addressA}`, { token: A });
    assert.equal(quote.status, 200, JSON.stringify(quote.body));
    const cart = quote.body.Payload;
    const line = cart.CartList.find((x: { ProductId: number }) => x.ProductId === p);
    assert.equal(line.isAvailable, 0);
    assert.equal(line.UnavailableReason, 'The vendor is not available on this date');
    const placed = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: { bookingAddressId: addressA, Bookingfor: 'x', bookingDate: d, PaymentType: 'full' },
    });
    assert.equal(placed.status, 409);
  });

  it('lead time and booking window: too soon, too far, and the edges open', async () => {
    const [p] = await servicesOfA();
    assert.equal((await rules({ productId: p, leadDays: 5, windowDays: 90, workingDays: 127 })).status, 200);
    const days = await month(p!, today(), plusDays(today(), 6));
    assert.equal(days.get(today())!.Reason, 'too_soon');
    assert.equal(days.get(plusDays(today(), 4))!.Reason, 'too_soon');
    assert.equal(days.get(plusDays(today(), 4))!.Text, "Too soon: this service needs 5 days' notice");
    assert.equal(days.get(plusDays(today(), 5))!.Open, true, 'exactly the lead time is enough');
    const far = await month(p!, plusDays(today(), 89), plusDays(today(), 91));
    assert.equal(far.get(plusDays(today(), 90))!.Open, true, 'the last day of the window is open');
    assert.equal(far.get(plusDays(today(), 91))!.Reason, 'too_far');
    assert.equal(
      far.get(plusDays(today(), 91))!.Text,
      'Too far ahead: this service takes bookings up to 90 days ahead',
    );
    const soon = await order(p!, plusDays(today(), 2));
    assert.equal(soon.status, 409);
    assert.match(soon.body.Message, /Too soon/);
    const tooFar = await t.call('POST', '/api/AddToCart', {
      token: A,
      body: { productId: p, bookingDate: plusDays(today(), 91) },
    });
    assert.equal(tooFar.status, 409);
    assert.match(tooFar.body.Message, /Too far ahead/);
    assert.equal((await order(p!, plusDays(today(), 5))).status, 200, 'an open date books');
  });

  it('working days: a closed weekday is unavailable; rules for all services apply to each', async () => {
    const [p, q] = await servicesOfA();
    const d = plusDays(today(), 20);
    const closed = 127 & ~(1 << weekdayOf(d));
    assert.equal((await rules({ productId: 0, leadDays: 0, windowDays: '', workingDays: closed })).status, 200);
    assert.equal((await month(p!, d, d)).get(d)!.Reason, 'unavailable');
    assert.equal((await month(q!, d, d)).get(d)!.Reason, 'unavailable');
    assert.equal((await month(p!, plusDays(d, 1), plusDays(d, 1))).get(plusDays(d, 1))!.Open, true);
    assert.equal((await rules({ productId: p, workingDays: 0 })).status, 400, 'at least one working day');
  });

  it("a date's own capacity overrides the service's: 0 closes it, 2 takes two bookings", async () => {
    const [p, q] = await servicesOfA();
    // A date the seeded orders leave free for q (a seeded package may hold it on some dates).
    let d = plusDays(today(), 30);
    while (
      (await t.db.query('SELECT 1 FROM booking_slots WHERE product_id = $1 AND booking_date = $2', [q, d])).rows.length
    )
      d = plusDays(d, 1);
    assert.equal((await capacity({ productId: p, from: d, to: d, capacity: 0 })).status, 200);
    assert.equal((await month(p!, d, d)).get(d)!.Reason, 'unavailable');
    assert.equal((await capacity({ productId: q, from: d, to: d, capacity: 2 })).status, 200);
    assert.equal((await order(q!, d)).status, 200);
    const B = t.tokens.customerB;
    // Customer B's event is in Mumbai too: vendor A comes only within its service area (docs/payments.md "Local first").
    const addressB = (
      await t.db.query<{ id: number }>(
        `INSERT INTO addresses (user_id, name, mobile, email, address, city, state, zipcode, country, location, lat, lon)
         SELECT u.id, u.name, u.phone, u.email, 'Event venue', a.city, a.state, a.zipcode, 'India', '', a.lat, a.lon
         FROM users u, addresses a WHERE u.phone = '9876543211' AND a.id = 1 RETURNING id`,
      )
    ).rows[0]?.id;
    assert.ok(addressB, 'customer B has an address in Mumbai');
    const second = await order(q!, d, B, addressB);
    assert.equal(second.status, 200, `the second slot of the day: ${second.raw}`);
    assert.equal((await month(q!, d, d)).get(d)!.Reason, 'booked_out');
    // Back to the service's own capacity (1): still booked out, and the capacity reply names what stands.
    const narrowed = await capacity({ productId: q, from: d, to: d, capacity: 1 });
    assert.equal(narrowed.body.Payload.StandingBookings.length, 2);
    assert.equal((await capacity({ productId: q, from: d, to: d, capacity: '' })).status, 200);
    assert.equal((await month(q!, d, d)).get(d)!.Reason, 'booked_out');
  });

  it('closing a booked date is allowed as "no new bookings" and names the booking that stands', async () => {
    const [p] = await servicesOfA();
    const d = plusDays(today(), 35);
    const placed = await order(p!, d);
    assert.equal(placed.status, 200);
    const no = (
      await t.db.query<{ booking_no: string }>('SELECT booking_no FROM bookings WHERE id = $1', [
        placed.body.Payload.Bookings[0].BookingId,
      ])
    ).rows[0]!.booking_no;
    const made = await block({ productId: 0, from: d, to: plusDays(d, 2), note: 'Maintenance' });
    assert.equal(made.status, 200);
    assert.deepEqual(made.body.Payload.StandingBookings, [no]);
    assert.match(made.body.Message, new RegExp(no));
    const mine = (await t.call('GET', `/api/vendor/calendar?productId=${p}&from=${d}&to=${d}`, { token: V })).body
      .Payload;
    assert.deepEqual(mine.Days[0].Bookings, [no]);
    assert.equal(mine.Days[0].Blocked, true);
    assert.equal(
      (await t.db.query<{ booking_state: string }>('SELECT booking_state FROM bookings WHERE booking_no = $1', [no]))
        .rows[0]!.booking_state,
      'pending_payment',
      'the booking is untouched',
    );
  });

  it('race: blocking and booking the last slot — the block names the booking, or the booking is refused', async () => {
    const ids = await servicesOfA();
    for (let i = 0; i < 6; i++) {
      const p = ids[i % ids.length]!;
      const d = plusDays(today(), 70 + i);
      const [b, o] = await Promise.all([block({ productId: p, from: d, to: d, note: 'race' }), order(p, d)]);
      assert.equal(b.status, 200, JSON.stringify(b.body));
      if (o.status === 200) {
        const no = (
          await t.db.query<{ booking_no: string }>('SELECT booking_no FROM bookings WHERE id = $1', [
            o.body.Payload.Bookings[0].BookingId,
          ])
        ).rows[0]!.booking_no;
        assert.deepEqual(b.body.Payload.StandingBookings, [no], 'a booking that got in first is named by the block');
      } else {
        assert.equal(o.status, 409);
        assert.match(o.body.Message, /not available on this date/);
        assert.deepEqual(b.body.Payload.StandingBookings, []);
      }
      const slots = (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM booking_slots WHERE product_id = $1 AND booking_date = $2',
          [p, d],
        )
      ).rows[0]!.n;
      assert.equal(slots, o.status === 200 ? 1 : 0);
    }
  });

  it('package availability follows the calendar', async () => {
    const pkg = (await t.call('GET', '/api/Packages')).body.Payload[0];
    const d = plusDays(today(), 80);
    const detail = (await t.call('GET', `/api/PackagesDetails?id=${pkg.PackageID}&eventDate=${d}`)).body.Payload;
    const prods = detail.PackageItems.flatMap(
      (g: { ProductDetails: { id: number; vid: number; avl: number }[] }) => g.ProductDetails,
    );
    const mine = prods.find((x: { vid: number; avl: number }) => x.vid === 1 && x.avl === 1);
    assert.ok(mine, 'a product of vendor A free on the date');
    await block({ productId: mine.id, from: d, to: d, note: '' });
    const after = (await t.call('GET', `/api/PackagesDetails?id=${pkg.PackageID}&eventDate=${d}`)).body.Payload;
    const again = after.PackageItems.flatMap(
      (g: { ProductDetails: { id: number; avl: number }[] }) => g.ProductDetails,
    ).find((x: { id: number }) => x.id === mine.id);
    assert.equal(again.avl, 2);
  });

  it("a vendor cannot touch another vendor's service or block; refused inputs", async () => {
    const [p] = await servicesOfA();
    const d = plusDays(today(), 10);
    assert.equal((await block({ productId: p, from: d, to: d }, VB)).status, 404);
    const mine = await block({ productId: p, from: d, to: d });
    assert.equal(
      (await t.call('POST', `/api/vendor/calendar/blocks/${mine.body.Payload.Id}/delete`, { token: VB })).status,
      404,
    );
    assert.equal(
      (await block({ productId: p, from: plusDays(today(), -1), to: d })).status,
      400,
      'not before today (IST)',
    );
    assert.equal((await block({ productId: p, from: d, to: plusDays(d, 366) })).status, 400, 'at most 366 days');
    assert.equal((await block({ productId: p, from: d, to: plusDays(d, -1) })).status, 400, 'forwards');
    assert.equal(
      (await t.call('GET', `/api/ServiceCalendar?productId=${p}&from=${d}&to=${plusDays(d, 62)}`)).status,
      400,
      'a read covers at most 62 days',
    );
    assert.equal((await t.call('GET', `/api/vendor/calendar?from=${d}&to=${d}`)).status, 401);
    assert.equal(
      (await t.call('POST', '/api/vendor/calendar/blocks', { token: A, body: { from: d, to: d } })).status,
      403,
    );
  });

  it('the service list is its own read; a month carries one service (the first by title by default), never the list', async () => {
    const d = plusDays(today(), 40);
    const list = await t.call('GET', '/api/vendor/calendar/services', { token: V });
    assert.equal(list.status, 200, JSON.stringify(list.body));
    const services = list.body.Payload.Services as { Id: number; Title: string; Listed: boolean }[];
    const own = (
      await t.db.query<{ id: number }>('SELECT id FROM products WHERE vendor_id = 1 ORDER BY title, id')
    ).rows.map((r) => r.id);
    assert.deepEqual(
      services.map((s) => s.Id),
      own,
      "every service of the vendor's, in title order, none of another vendor's",
    );
    const first = await t.call('GET', `/api/vendor/calendar?from=${d}&to=${d}`, { token: V });
    assert.equal(first.status, 200);
    assert.equal(first.body.Payload.Services, undefined, 'the month does not repeat the list');
    assert.equal(first.body.Payload.ServiceId, own[0]);
    assert.equal(first.body.Payload.Service.Id, own[0]);
    assert.equal(first.body.Payload.Service.Title, services[0]!.Title);
    const chosen = await t.call('GET', `/api/vendor/calendar?productId=${own[1]}&from=${d}&to=${d}`, { token: V });
    assert.equal(chosen.body.Payload.Service.Id, own[1]);
    // Another vendor's service is not found; a vendor with no services gets an empty month.
    assert.equal(
      (await t.call('GET', `/api/vendor/calendar?productId=${own[0]}&from=${d}&to=${d}`, { token: VB })).status,
      404,
    );
    assert.equal((await t.call('GET', '/api/vendor/calendar/services')).status, 401);
    assert.equal((await t.call('GET', '/api/vendor/calendar/services', { token: A })).status, 403);
    const byOperator = await t.call('GET', '/api/admin/vendors/1/calendar/services', { token: O });
    assert.deepEqual(
      byOperator.body.Payload.Services.map((s: { Id: number }) => s.Id),
      own,
    );
    assert.equal((await t.call('GET', '/api/admin/vendors/1/calendar/services', { token: V })).status, 403);
    assert.equal((await t.call('GET', '/api/admin/vendors/999999/calendar/services', { token: O })).status, 404);
  });

  it('the operator edits a vendor calendar on their behalf, audited; others may not', async () => {
    const [p] = await servicesOfA();
    const d = plusDays(today(), 90);
    assert.equal(
      (
        await t.call('POST', '/api/admin/vendors/1/calendar/blocks', {
          token: V,
          body: { productId: p, from: d, to: d },
        })
      ).status,
      403,
    );
    const made = await t.call('POST', '/api/admin/vendors/1/calendar/blocks', {
      token: O,
      body: { productId: p, from: d, to: d, note: 'Vendor phoned: closed' },
    });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    assert.equal((await month(p!, d, d)).get(d)!.Reason, 'unavailable');
    const seen = (await t.call('GET', `/api/admin/vendors/1/calendar?productId=${p}&from=${d}&to=${d}`, { token: O }))
      .body.Payload;
    assert.equal(seen.Blocks[0].By, 'operator');
    assert.equal(
      (await t.call('POST', '/api/admin/vendors/1/calendar/rules', { token: O, body: { productId: p, leadDays: 3 } }))
        .status,
      200,
    );
    assert.equal(
      (
        await t.call('POST', '/api/admin/vendors/1/calendar/capacity', {
          token: O,
          body: { productId: p, from: d, to: d, capacity: 2 },
        })
      ).status,
      200,
    );
    assert.equal(
      (await t.call('POST', `/api/admin/vendors/1/calendar/blocks/${made.body.Payload.Id}/delete`, { token: O }))
        .status,
      200,
    );
    const audit = (
      await t.db.query<{ action: string; entity: string; entity_id: string }>(
        "SELECT action, entity, entity_id FROM audit_log WHERE action LIKE 'calendar.%' ORDER BY id",
      )
    ).rows;
    assert.deepEqual(
      audit.map((a) => a.action),
      ['calendar.block', 'calendar.rules', 'calendar.capacity', 'calendar.unblock'],
    );
    assert.ok(audit.every((a) => a.entity === 'vendor' && a.entity_id === '1'));
    assert.equal(
      (await t.call('POST', '/api/admin/vendors/999999/calendar/rules', { token: O, body: { productId: 0 } })).status,
      404,
    );
    assert.equal(
      (
        await t.call('POST', '/api/admin/vendors/2/calendar/blocks', {
          token: O,
          body: { productId: p, from: d, to: d },
        })
      ).status,
      404,
      'a service of another vendor',
    );
  });

  it('IST midnight: the day turns at 18:30 UTC, and lead time and the past follow it', () => {
    assert.equal(istToday(new Date('2027-02-09T18:29:59.999Z')), '2027-02-09');
    assert.equal(istToday(new Date('2027-02-09T18:30:00.000Z')), '2027-02-10');
    assert.equal(istToday(new Date('2026-12-31T18:30:00.000Z')), '2027-01-01');
    const rules = { ...DEFAULT_RULES, leadDays: 1 };
    const facts = (now: string, date: string) =>
      dayClosedReason({ date, today: istToday(new Date(now)), rules, blocked: false, capacity: 1, taken: 0 });
    // 23:59:59 IST on 9 Feb: the 10th is one day away (open with one day's notice), the 9th too soon.
    assert.equal(facts('2027-02-09T18:29:59Z', '2027-02-10'), null);
    assert.equal(facts('2027-02-09T18:29:59Z', '2027-02-09'), 'too_soon');
    // 00:00 IST on 10 Feb: the 10th is now too soon, the 9th passed.
    assert.equal(facts('2027-02-09T18:30:00Z', '2027-02-10'), 'too_soon');
    assert.equal(facts('2027-02-09T18:30:00Z', '2027-02-09'), 'past');
    const window = { ...DEFAULT_RULES, windowDays: 1 };
    assert.equal(
      dayClosedReason({
        date: '2027-02-11',
        today: istToday(new Date('2027-02-09T18:29:59Z')),
        rules: window,
        blocked: false,
        capacity: 1,
        taken: 0,
      }),
      'too_far',
    );
    assert.equal(
      dayClosedReason({
        date: '2027-02-11',
        today: istToday(new Date('2027-02-09T18:30:00Z')),
        rules: window,
        blocked: false,
        capacity: 1,
        taken: 0,
      }),
      null,
    );
  });
});
