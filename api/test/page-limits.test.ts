/**
 * every paged list answers a page of 25 (the apps' page) when no `limit` is given, serves up to 100 rows
 * on request, and refuses a bigger page with a 400 envelope and one clear message (shared/schemas/page-size). And
 * the signed-in list reads show each booking's state as of now without settling first: a hold that ran out reads
 * expired and a confirmed booking whose event day passed reads completed, while the rows are only written by the
 * sweeper or the next write.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_PAGE_SIZE, PAGE_SIZE, PAGE_SIZE_MESSAGE } from '@utsav/domain/schemas/page-size';
import { settleStates } from '../src/payments/booking-states';
import { plusDays, setup, today, type TestCtx } from './helpers';

describe('page sizes of every paged list, and states read without settling', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  type Who = 'customerA' | 'vendorA' | 'operator' | null;
  /** Every paged list of the API (keyset pages, Page.next; the back office's too). */
  const lists: { url: string; who: Who }[] = [
    { url: '/api/AllProduct/', who: null },
    { url: '/api/AllProduct/offer', who: null },
    { url: '/api/AllProduct/1', who: null },
    { url: '/api/AllProduct/offer/1', who: null },
    { url: '/api/getreview/1', who: null },
    { url: '/api/GetMyBookings', who: 'customerA' },
    { url: '/api/getEnquiry', who: 'customerA' },
    { url: '/api/vendor/getBooking', who: 'vendorA' },
    { url: '/api/vendor/getBooking?when=upcoming', who: 'vendorA' },
    { url: '/api/vendor/getBookingsByProduct/all', who: 'vendorA' },
    { url: '/api/admin/vendors', who: 'operator' },
    { url: '/api/admin/enquiries', who: 'operator' },
    { url: '/api/admin/bookings', who: 'operator' },
    { url: '/api/admin/package-bookings', who: 'operator' },
    { url: '/api/admin/audit', who: 'operator' },
  ];
  const withQuery = (url: string, q: string) => `${url}${url.includes('?') ? '&' : '?'}${q}`;
  const get = (url: string, who: Who) => t.call('GET', url, { token: who ? t.tokens[who] : undefined });

  it('the default page is the apps’ page (25) and the largest is 100', () => {
    assert.equal(PAGE_SIZE, 25);
    assert.equal(MAX_PAGE_SIZE, 100);
  });

  it('a limit above 100 (or not a whole number from 1) is a 400 envelope with the one clear message, on every list', async () => {
    for (const { url, who } of lists) {
      for (const limit of ['101', '200', '1000', '0', '-1', '2.5', '0x10', 'abc']) {
        const r = await get(withQuery(url, `limit=${limit}`), who);
        assert.equal(r.status, 400, `${url} limit=${limit}: ${r.raw}`);
        assert.equal(r.body.Status, 'Failed', url);
        assert.equal(r.body.Message, PAGE_SIZE_MESSAGE, `${url} limit=${limit}`);
      }
      assert.equal(PAGE_SIZE_MESSAGE, 'limit must be a whole number from 1 to 100');
      for (const limit of ['1', '25', '100']) {
        const r = await get(withQuery(url, `limit=${limit}`), who);
        assert.equal(r.status, 200, `${url} limit=${limit}: ${r.raw}`);
        assert.ok(r.body.Payload.length <= Number(limit), `${url} limit=${limit}`);
      }
    }
  });

  it('without a limit every list answers at most 25 rows, and exactly 25 with a next page when there are more', async () => {
    // More than a page of each of the demo customer's and vendor's lists (enquiries, bookings, audit entries).
    const customer = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE phone = '9876543210'")).rows[0]!.id;
    const vendor = (await t.db.query<{ id: number }>("SELECT id FROM vendors WHERE email = 'vendor@utsav.in'")).rows[0]!
      .id;
    await t.db.query(
      `INSERT INTO enquiries (user_id, product_id, name, mobile, email, address, created_at)
       SELECT $1, (SELECT min(id) FROM products), 'Page Test', '9876543210', 'page@example.in', 'Main Road', now() - g * interval '1 minute'
       FROM generate_series(1, 30) g`,
      [customer],
    );
    // 30 more confirmed bookings of the demo customer with the demo vendor: copies of one of theirs, later event days.
    const sample = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM bookings WHERE user_id = $1 AND vendor_id = $2 ORDER BY id LIMIT 1',
        [customer, vendor],
      )
    ).rows[0]!.id;
    await t.db.query(
      `INSERT INTO bookings
       SELECT (jsonb_populate_record(NULL::bookings, to_jsonb(b) || jsonb_build_object(
         'id', nextval(pg_get_serial_sequence('bookings', 'id')), 'booking_no', 'BKPAGE' || g, 'order_id', 'ORPAGE' || g, 'bill_no', 'BLPAGE' || g,
         'booking_date', $2::date + g, 'booking_state', 'confirmed', 'status', 1, 'confirmed_at', now(), 'hold_expires_at', NULL,
         'created_at', now() - g * interval '1 minute'))).*
       FROM bookings b, generate_series(1, 30) g WHERE b.id = $1`,
      [sample, plusDays(today(), 200)],
    );
    await t.db.query(
      `INSERT INTO audit_log (operator_id, action, entity, entity_id, reason)
       SELECT (SELECT min(id) FROM operators), 'page.test', 'vendor', g::text, 'page test' FROM generate_series(1, 30) g`,
    );
    await t.db.changed(['bookings']);
    const full = [
      '/api/GetMyBookings',
      '/api/getEnquiry',
      '/api/vendor/getBooking',
      '/api/admin/bookings',
      '/api/admin/audit',
    ];
    for (const { url, who } of lists) {
      const r = await get(url, who);
      assert.equal(r.status, 200, `${url}: ${r.raw}`);
      const all = await get(withQuery(url, 'limit=100'), who);
      const expected = Math.min(PAGE_SIZE, all.body.Payload.length);
      assert.equal(r.body.Payload.length, expected, url);
      if (full.includes(url))
        assert.ok(all.body.Payload.length > PAGE_SIZE, `${url} has more than a page in this test`);
      if (all.body.Payload.length > PAGE_SIZE) {
        // The next page exists: a cursor (keyset lists) or a page count (the back office's numbered tables).
        const page = r.body.Page as { next?: string | null; pages?: number; limit?: number };
        assert.ok(page.next || (page.pages ?? 0) > 1, `${url} says there is more`);
        if (page.limit !== undefined) assert.equal(page.limit, PAGE_SIZE, url);
      }
    }
  });

  it("my bookings and the vendor's bookings show a run-out hold as expired and a past event as completed, without settling first", async () => {
    const customer = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE phone = '9876543210'")).rows[0]!.id;
    const [held, past] = (
      await t.db.query<{ id: number }>(
        "SELECT id FROM bookings WHERE user_id = $1 AND booking_state = 'confirmed' AND booking_date > $2 ORDER BY id DESC LIMIT 2",
        [customer, today()],
      )
    ).rows.map((r) => r.id);
    assert.ok(held && past, 'two confirmed bookings of the demo customer');
    // Behind the API's back and without declaring it (so nothing remembered is dropped): one hold ran out a second
    // ago, one confirmed event was yesterday.
    await t.db.query(
      "UPDATE bookings SET booking_state = 'pending_payment', status = 0, confirmed_at = NULL, hold_expires_at = now() - interval '1 second' WHERE id = $1",
      [held],
    );
    await t.db.query('UPDATE bookings SET booking_date = $2 WHERE id = $1', [past, plusDays(today(), -1)]);
    const mine = async () =>
      (await get('/api/GetMyBookings?limit=100', 'customerA')).body.Payload as {
        BookingId: number;
        BookingState: string;
        Status: number;
        HoldExpiresAt: string | null;
        CanCancel: boolean;
      }[];
    const rows = await mine();
    const h = rows.find((b) => b.BookingId === held)!;
    assert.deepEqual([h.BookingState, h.Status, h.HoldExpiresAt, h.CanCancel], ['expired', 2, null, false]);
    const p = rows.find((b) => b.BookingId === past)!;
    assert.deepEqual([p.BookingState, p.Status], ['completed', 1]);
    const vendorRows = (await get('/api/vendor/getBooking?limit=100', 'vendorA')).body.Payload as {
      BookingId: number;
      BookingState: string;
    }[];
    const pv = vendorRows.find((b) => b.BookingId === past);
    if (pv) assert.equal(pv.BookingState, 'completed');
    // The read wrote nothing: the rows are as they were left.
    const stored = async (id: number) =>
      (await t.db.query<{ booking_state: string }>('SELECT booking_state FROM bookings WHERE id = $1', [id])).rows[0]!
        .booking_state;
    assert.equal(await stored(held!), 'pending_payment');
    assert.equal(await stored(past!), 'confirmed');
    // The sweeper writes them; the reads then say the same.
    await settleStates(t.db, new Date(), { force: true });
    assert.equal(await stored(held!), 'expired');
    assert.equal(await stored(past!), 'completed');
    const again = await mine();
    assert.equal(again.find((b) => b.BookingId === held)!.BookingState, 'expired');
    assert.equal(again.find((b) => b.BookingId === past)!.BookingState, 'completed');
  });
});
