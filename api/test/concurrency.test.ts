import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createDb } from '../src/db/client';
import { readdirSync } from 'node:fs';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { setup, plusDays, today, type TestCtx } from './helpers';

// Everything sits in one describe so the file can run alone or inside test/all.test.ts (one process, one database).
describe('concurrency', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  /** Creates n customers, each with an address and `productId` on `date` in the cart; returns their tokens. */
  async function customersWithCart(
    n: number,
    productId: number,
    date: string,
    phonePrefix: string,
  ): Promise<{ token: string; addressId: number }[]> {
    const out: { token: string; addressId: number }[] = [];
    for (let i = 0; i < n; i++) {
      const phone = `${phonePrefix}${String(i).padStart(10 - phonePrefix.length, '0')}`;
      const u = await t.db.query<{ id: number }>(
        "INSERT INTO users (name, email, phone, password_hash) VALUES ($1, $2, $3, 'x') RETURNING id",
        [`Guest ${i}`, `${phone}@example.in`, phone],
      );
      const id = u.rows[0]!.id;
      const a = await t.db.query<{ id: number }>(
        "INSERT INTO addresses (user_id, name, mobile, email, address, city, state, zipcode, lat, lon) VALUES ($1, 'Guest', $2, 'g@x.in', 'Somewhere', 'Delhi', 'Delhi', '110001', 28.64, 77.22) RETURNING id",
        [id, phone],
      );
      await t.db.query('INSERT INTO cart_items (user_id, product_id, booking_date) VALUES ($1, $2, $3)', [
        id,
        productId,
        date,
      ]);
      out.push({
        token: await t.app.auth.sign({ id, type: 'customer', name: `Guest ${i}` }),
        addressId: a.rows[0]!.id,
      });
    }
    return out;
  }

  describe(`concurrent bookings (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
    it('50 concurrent EventBooking of the last slot → exactly one succeeds', async () => {
      const date = plusDays(today(), 50);
      const people = await customersWithCart(50, 10, date, '70');
      const replies = await Promise.all(
        people.map((p) =>
          t.call('POST', '/api/EventBooking', {
            token: p.token,
            body: { bookingAddressId: p.addressId, Bookingfor: 'Race', bookingDate: date, PaymentType: 'full' },
          }),
        ),
      );
      const codes = replies.map((r) => r.status);
      assert.equal(codes.filter((c) => c === 200).length, 1, `codes: ${codes.join(',')}`);
      assert.equal(codes.filter((c) => c === 409).length, 49);
      for (const r of replies.filter((x) => x.status === 409)) assert.match(r.body.Message, /not Available/);
      const booked = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM bookings WHERE product_id = 10 AND booking_date = $1',
        [date],
      );
      assert.equal(booked.rows[0]!.n, 1);
      const slots = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM booking_slots WHERE product_id = 10 AND booking_date = $1',
        [date],
      );
      assert.equal(slots.rows[0]!.n, 1);
      // Every cart keeps its line (the winner's until its order is paid: docs/checkout-network.md); availability agrees everywhere.
      assert.equal(
        (
          await t.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM cart_items WHERE product_id = 10 AND booking_date = $1',
            [date],
          )
        ).rows[0]!.n,
        50,
      );
      assert.equal(
        (await t.call('GET', `/api/CheckAvailability?productId=10&bookingDate=${date}`)).body.Payload,
        'Not Available',
      );
      const loser = people[codes.indexOf(409)]!;
      const check = await t.call('GET', `/api/checkCartAvailability?bookingDate=${date}`, { token: loser.token });
      assert.equal(check.body.Payload.CartList[0].isAvailable, 0);
    });

    it('capacity 3: 10 concurrent bookings → exactly three succeed', async () => {
      const date = plusDays(today(), 51);
      const cap = await t.db.query<{ capacity: number }>('SELECT capacity FROM products WHERE id = 9');
      assert.equal(cap.rows[0]!.capacity, 3);
      const people = await customersWithCart(10, 9, date, '71');
      const replies = await Promise.all(
        people.map((p) =>
          t.call('POST', '/api/EventBooking', {
            token: p.token,
            body: { bookingAddressId: p.addressId, Bookingfor: 'Party', bookingDate: date, PaymentType: 'advance' },
          }),
        ),
      );
      assert.equal(replies.filter((r) => r.status === 200).length, 3, replies.map((r) => r.status).join(','));
      assert.equal(
        (await t.call('GET', `/api/CheckAvailability?productId=9&bookingDate=${date}`)).body.Payload,
        'Not Available',
      );
      const before = plusDays(date, 1);
      assert.equal(
        (await t.call('GET', `/api/CheckAvailability?productId=9&bookingDate=${before}`)).body.Payload,
        'Available',
      );
    });

    it('package bookings and service bookings race for the same product and date → one wins', async () => {
      const date = plusDays(today(), 52);
      // Package 2 (Birthday Bash): decoration group holds product 1.
      const people = await customersWithCart(10, 1, date, '72');
      const pkg = (i: number) => ({
        Bookingfor: 'Birthday',
        bookingAddressId: people[i]!.addressId,
        package: {
          packageID: 2,
          BookingDate: date,
          packageItems: [{ serviceID: 1, productDetails: [{ Product_ID: 1 }] }],
        },
      });
      const replies = await Promise.all(
        people.map((p, i) =>
          i % 2 === 0
            ? t.call('POST', '/api/packageBooking', { token: p.token, body: pkg(i) })
            : t.call('POST', '/api/EventBooking', {
                token: p.token,
                body: { bookingAddressId: p.addressId, Bookingfor: 'x', bookingDate: date, PaymentType: 'full' },
              }),
        ),
      );
      const wins = replies.filter((r) => r.status === 200);
      assert.equal(wins.length, 1, replies.map((r) => `${r.status}:${r.body.Message}`).join(' | '));
      const slots = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM booking_slots WHERE product_id = 1 AND booking_date = $1',
        [date],
      );
      assert.equal(slots.rows[0]!.n, 1);
    });
  });

  it(
    'two API instances starting together on an empty PostgreSQL database migrate and seed once',
    { skip: !process.env.DATABASE_URL },
    async () => {
      const schema = `utsav_t_start_${process.pid}_${Date.now().toString(36)}`;
      const opened = await Promise.allSettled(
        [0, 1].map(() => createDb({ databaseUrl: process.env.DATABASE_URL, schema, poolSize: 3 })),
      );
      const dbs = opened.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      try {
        assert.equal(dbs.length, 2, 'both instances open the database');
        await Promise.all(
          dbs.map(async (db) => {
            await migrate(db);
            await seed(db);
          }),
        );
        assert.equal((await dbs[0]!.query<{ n: number }>('SELECT count(*)::int AS n FROM categories')).rows[0]!.n, 11);
        assert.equal(
          (await dbs[0]!.query<{ n: number }>('SELECT count(*)::int AS n FROM schemaversion WHERE version > 0'))
            .rows[0]!.n,
          readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length,
        );
      } finally {
        await dbs[0]?.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
        await Promise.all(dbs.map((db) => db.close()));
      }
    },
  );
});
