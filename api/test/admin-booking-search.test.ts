/**
 * the back office finds a booking by its booking number, its order id or the customer's mobile
 * (GET /api/admin/bookings?q=). Exact matches, case, spaces, dashes and a +91/0 prefix do not matter; the search
 * combines with the other filters, pages and counts like them, and anything else is refused with the rule's message.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BOOKING_SEARCH_INVALID } from '@utsav/domain/schemas/admin';
import { setup, type TestCtx } from './helpers';

let t: TestCtx;
// One outer suite: in test/all.test.ts every file shares the process, so hooks must not sit at the root.
describe('admin-booking-search', () => {
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  type Row = { BookingId: number; BookingNo: string; OrderId: string; Mobile: string; BookingState: string };
  const search = async (q: string, extra = '') => {
    const r = await t.call('GET', `/api/admin/bookings?limit=100&q=${encodeURIComponent(q)}${extra}`, {
      token: t.tokens.operator,
    });
    return {
      status: r.status,
      message: r.body.Message as string,
      rows: (r.body.Payload ?? []) as Row[],
      total: r.body.Page?.total as number,
    };
  };
  const ids = (rows: { BookingId?: number; id?: number }[]) =>
    rows.map((r) => r.BookingId ?? r.id).sort((a, b) => a! - b!);

  describe('admin bookings search', () => {
    it('by booking number: exactly that booking, whatever the case or spacing', async () => {
      const b = (
        await t.db.query<{ id: number; booking_no: string }>(
          'SELECT id, booking_no FROM bookings ORDER BY id LIMIT 1 OFFSET 2',
        )
      ).rows[0]!;
      for (const q of [
        b.booking_no,
        b.booking_no.toLowerCase(),
        ` ${b.booking_no.slice(0, 2)} ${b.booking_no.slice(2)} `,
      ]) {
        const r = await search(q);
        assert.equal(r.status, 200, q);
        assert.deepEqual(ids(r.rows), [b.id], q);
        assert.equal(r.total, 1);
      }
      assert.equal((await search(b.booking_no.slice(0, -1) + 'x')).total, 0, 'no partial or fuzzy match');
    });

    it('by order id: every booking of the order', async () => {
      const o = (
        await t.db.query<{ order_id: string }>(
          'SELECT order_id FROM bookings GROUP BY order_id ORDER BY count(*) DESC, order_id LIMIT 1',
        )
      ).rows[0]!;
      const expected = (await t.db.query<{ id: number }>('SELECT id FROM bookings WHERE order_id = $1', [o.order_id]))
        .rows;
      const r = await search(o.order_id.toLowerCase());
      assert.deepEqual(ids(r.rows), ids(expected));
      assert.ok(r.rows.every((x) => x.OrderId === o.order_id));
    });

    it("by the customer's mobile: the booking's contact mobile or the customer account's phone, with or without +91 / 0", async () => {
      const b = (
        await t.db.query<{ id: number; user_id: number; phone: string; mobile: string }>(
          'SELECT b.id, b.user_id, u.phone, b.mobile FROM bookings b JOIN users u ON u.id = b.user_id ORDER BY b.id LIMIT 1',
        )
      ).rows[0]!;
      // The booking's contact mobile differs from the account's phone (booked for someone else); put back afterwards.
      await t.db.query("UPDATE bookings SET mobile = '9000012345' WHERE id = $1", [b.id]);
      try {
        const byAccount = (
          await t.db.query<{ id: number }>('SELECT id FROM bookings WHERE user_id = $1 OR mobile = $2', [
            b.user_id,
            b.phone,
          ])
        ).rows;
        for (const q of [b.phone, `+91 ${b.phone}`, `0${b.phone}`, `91-${b.phone}`]) {
          const r = await search(q);
          assert.deepEqual(ids(r.rows), ids(byAccount), q);
          assert.ok(ids(r.rows).includes(b.id), 'found by the account phone though its contact mobile differs');
        }
        const byContact = await search('90000 12345');
        assert.deepEqual(ids(byContact.rows), [b.id]);
        assert.equal(byContact.rows[0]!.Mobile, '9000012345', 'the row shows the mobile it was found by');
        assert.equal((await search('9999999999')).total, 0, 'an unknown mobile finds nothing');
      } finally {
        await t.db.query('UPDATE bookings SET mobile = $2 WHERE id = $1', [b.id, b.mobile]);
      }
    });

    it('combines with the filters, pages and counts', async () => {
      const o = (
        await t.db.query<{ order_id: string; booking_state: string }>(
          'SELECT order_id, booking_state FROM bookings ORDER BY id LIMIT 1',
        )
      ).rows[0]!;
      const same = await search(o.order_id, `&state=${o.booking_state}`);
      assert.ok(same.rows.length >= 1 && same.rows.every((x) => x.BookingState === o.booking_state));
      const other = o.booking_state === 'cancelled' ? 'confirmed' : 'cancelled';
      const none = (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM bookings WHERE order_id = $1 AND booking_state = $2',
          [o.order_id, other],
        )
      ).rows[0]!.n;
      assert.equal((await search(o.order_id, `&state=${other}`)).total, none);
      const page = await t.call('GET', `/api/admin/bookings?limit=1&q=${o.order_id}`, {
        token: t.tokens.operator,
      });
      assert.equal(
        page.body.Page.total,
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE order_id = $1', [o.order_id]))
          .rows[0]!.n,
      );
      assert.equal(page.body.Payload.length, 1);
    });

    it('refuses anything that cannot be a booking number, order id or mobile — never a 5xx', async () => {
      for (const q of ["BK1' OR 1=1 --", 'BK1%', 'a_b', '<script>', 'x'.repeat(31)]) {
        const r = await search(q);
        assert.equal(r.status, 400, q);
        assert.equal(r.message, q.length > 30 ? 'Search can be at most 30 characters' : BOOKING_SEARCH_INVALID, q);
      }
      const empty = await search('   ');
      assert.equal(empty.status, 200);
      assert.equal(
        empty.total,
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings')).rows[0]!.n,
        'blank = no search',
      );
    });
  });
});
