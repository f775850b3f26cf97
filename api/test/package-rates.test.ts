/**
 * a package's price follows the selection. Each service a package group offers has the package rate its
 * vendor agreed to; an order costs the sum of its chosen services' rates; each vendor is paid its rate less
 * commission (the vendor ledger). Migration 141 keeps the money of orders placed before and gives their parts a
 * commission and ledger entries.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageItemMoney } from '@utsav/domain/package-pricing';
import { createDb, type Db } from '../src/db/client';
import { MIGRATIONS_DIR, migrateDetailed } from '../src/db/migrate';
import { gatewayPay, plusDays, setup, today, verifyReturn, type TestCtx } from './helpers';

const url = process.env.DATABASE_URL || undefined;

describe(`package price follows the selection (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  let A: string;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    A = t.tokens.customerA;
    // Package 1's vendors come to the customer's Mumbai address (this file is about money, not the service area).
    await t.db.query(
      'UPDATE products SET service_radius_km = 5000 WHERE id IN (SELECT gp.product_id FROM package_group_products gp JOIN package_groups g ON g.id = gp.group_id WHERE g.package_id = 1)',
    );
  });
  after(async () => t.close());

  /** Package 1's decoration group: its services that suit its event, with their package rates and list prices (paise). */
  async function decorationRates() {
    return (
      await t.db.query<{
        product_id: number;
        vendor_id: number;
        rate: number;
        list: number;
        gst: number;
        commission: number;
      }>(
        `SELECT gp.product_id, p.vendor_id, gp.package_rate::float8 AS rate, p.payable_amt::float8 AS list, p.gst_per::float8 AS gst, p.admin_commission_per::float8 AS commission
       FROM package_group_products gp JOIN package_groups g ON g.id = gp.group_id JOIN products p ON p.id = gp.product_id
       WHERE g.package_id = 1 AND g.service_id = 1 AND (SELECT event_type FROM packages WHERE id = 1) = ANY(p.event_types)
       ORDER BY gp.package_rate DESC, gp.product_id`,
      )
    ).rows;
  }

  /** Decoration as chosen; every other group of package 1 pinned to its first suited service (no random pick). */
  const body = async (date: string, productIds: number[]) => {
    const others = (
      await t.db.query<{ service_id: number; product_id: number }>(
        `SELECT DISTINCT ON (g.service_id) g.service_id, gp.product_id FROM package_groups g JOIN package_group_products gp ON gp.group_id = g.id
       JOIN products p ON p.id = gp.product_id JOIN packages k ON k.id = g.package_id
       WHERE g.package_id = 1 AND g.service_id <> 1 AND k.event_type = ANY(p.event_types) ORDER BY g.service_id, gp.product_id`,
      )
    ).rows;
    const line = (serviceID: number, ids: number[]) => ({
      serviceID,
      serviceName: '',
      amount: 0,
      book_On: date,
      productDetails: ids.map((id) => ({ Product_ID: id, ServiceID: serviceID, Title: '', BookingDate: date, vid: 0 })),
    });
    return {
      packageID: 1,
      packageName: 'Royal Wedding Package',
      packageDesc: '',
      packageTotal: 1,
      packageImage: '',
      inPackage: '',
      BookingDate: date,
      packageItems: [line(1, productIds), ...others.map((o) => line(o.service_id, [o.product_id]))],
    };
  };

  it('the dearest and the cheapest choice cost their own rates; paid, each vendor is owed its rate less commission, to the paisa', async () => {
    const rates = await decorationRates();
    assert.ok(
      rates.length >= 3 && rates[0]!.rate > rates[rates.length - 1]!.rate,
      'the seed offers services at different rates',
    );
    assert.ok(
      rates.every((r) => r.rate < r.list),
      'the demo rates are below the list prices',
    );
    const dear = rates[0]!;
    const cheap = rates[rates.length - 1]!;
    const totals: number[] = [];
    const choiceCost: number[] = [];
    const pin = (await t.db.query<{ zipcode: string }>('SELECT zipcode FROM addresses WHERE id = 1')).rows[0]!.zipcode;
    for (const [k, choice] of [[dear], [cheap], [dear, cheap]].entries()) {
      const date = plusDays(today(), 70 + k);
      const r = await t.call('POST', '/api/addPackageTocart', {
        token: A,
        body: await body(
          date,
          choice.map((c) => c.product_id),
        ),
      });
      assert.equal(r.status, 200, r.raw);
      // The checkout's summary for the event's address (its pincode): each rate and its travel fare there.
      const cart = (await t.call('GET', `/api/getPackageTocart?pincode=${pin}`, { token: A })).body.Payload[0];
      const lines = (
        cart.ServiceDetailsJson as {
          ProductDetailsJson: { Product_ID: number; packageRate: number; payableAmt: number; TravelFare: number }[];
        }[]
      ).flatMap((s) => s.ProductDetailsJson);
      const rateSum = lines.reduce((s, x) => s + Math.round(x.packageRate * 100), 0);
      const travelOf = (id: number) => Math.round(lines.find((x) => x.Product_ID === id)!.TravelFare * 100);
      const sum = rateSum + lines.reduce((s, x) => s + travelOf(x.Product_ID), 0);
      assert.equal(Math.round(cart.PackageTotal * 100), sum, 'the cart costs the sum of its rates and travel');
      const placed = await t.call('POST', '/api/packageBooking', {
        token: A,
        body: { Bookingfor: 'Wedding', bookingAddressId: 1, gst_no: '' },
      });
      assert.equal(placed.status, 200, placed.raw);
      const id = placed.body.Payload.BookingId as number;
      const items = (
        await t.db.query<{
          id: number;
          product_id: number;
          vendor_id: number;
          share_amt: number;
          travel_amt: number;
          commission_amt: number;
          gst_per: number;
        }>(
          'SELECT id, product_id, vendor_id, share_amt::float8 AS share_amt, travel_amt::float8 AS travel_amt, commission_amt::float8 AS commission_amt, gst_per::float8 AS gst_per FROM package_booking_items WHERE package_booking_id = $1 ORDER BY id',
          [id],
        )
      ).rows;
      const order = (
        await t.db.query<{ package_total: number; advance_amt: number }>(
          'SELECT package_total::float8 AS package_total, advance_amt::float8 AS advance_amt FROM package_bookings WHERE id = $1',
          [id],
        )
      ).rows[0]!;
      assert.equal(order.package_total, sum, 'the order costs what the cart said');
      assert.equal(order.advance_amt, Math.round((rateSum * 20) / 100), 'the advance is of the rates');
      for (const c of choice)
        assert.equal(
          items.find((i) => i.product_id === c.product_id)!.share_amt,
          c.rate + travelOf(c.product_id),
          'the chosen service is paid its own rate and its travel',
        );
      choiceCost.push(choice.reduce((s, c) => s + c.rate + travelOf(c.product_id), 0));
      assert.equal(
        items.reduce((s, i) => s + i.share_amt, 0),
        order.package_total,
        'the parts are the total',
      );
      totals.push(order.package_total);

      // Paid in full: the ledger has each item's rate collected and its commission charged.
      const { back } = await gatewayPay(t, A, { OrderId: placed.body.Payload.OrderId });
      assert.equal((await verifyReturn(t, A, back.params)).status, 200);
      let commissions = 0;
      for (const i of items) {
        const l = (
          await t.db.query<{ kind: string; amount: number; vendor_id: number }>(
            'SELECT kind, amount::float8 AS amount, vendor_id FROM vendor_ledger WHERE package_item_id = $1 ORDER BY id',
            [i.id],
          )
        ).rows;
        const product = rates.find((r) => r.product_id === i.product_id);
        if (product)
          assert.equal(
            i.commission_amt,
            packageItemMoney({
              ratePaise: i.share_amt - i.travel_amt,
              travelPaise: i.travel_amt,
              gstPercent: i.gst_per,
              commissionPercent: product.commission,
            }).commission,
          );
        assert.deepEqual(l, [
          { kind: 'collected', amount: i.share_amt, vendor_id: i.vendor_id },
          { kind: 'commission', amount: -i.commission_amt, vendor_id: i.vendor_id },
        ]);
        commissions += i.commission_amt;
      }
      const owed = (
        await t.db.query<{ s: number }>(
          'SELECT sum(l.amount)::float8 AS s FROM vendor_ledger l JOIN package_booking_items i ON i.id = l.package_item_id WHERE i.package_booking_id = $1',
          [id],
        )
      ).rows[0]!.s;
      assert.equal(owed + commissions, order.package_total, 'vendor shares + commission = the total, to the paisa');
    }
    assert.equal(
      totals[0]! - totals[1]!,
      choiceCost[0]! - choiceCost[1]!,
      'the dearer choice costs exactly the difference in rates (and travel)',
    );

    // Vendor A sees its part with the commission taken off.
    const mine = rates.find((r) => r.vendor_id === 1)!;
    const rows = (
      await t.call('GET', `/api/vendor/getBookingsByProduct/${mine.product_id}`, { token: t.tokens.vendorA })
    ).body.Payload as { PayableAmt: number; CommissionAmt: number; NetAmt: number }[];
    assert.ok(rows.length >= 1);
    for (const r of rows)
      assert.equal(Math.round(r.NetAmt * 100), Math.round(r.PayableAmt * 100) - Math.round(r.CommissionAmt * 100));
  });

  it('the package detail offers each service at its rate, and the "from" price is each group\'s cheapest rate', async () => {
    const d = (await t.call('GET', '/api/PackagesDetails?id=1')).body.Payload as {
      PackageTotal: number;
      PackageItems: { ProductDetails: { id: number; packageRate: number; payableAmt: number }[] }[];
    };
    const from = d.PackageItems.reduce(
      (s, g) => s + Math.min(...g.ProductDetails.map((p) => Math.round(p.packageRate * 100))),
      0,
    );
    assert.equal(Math.round(d.PackageTotal * 100), from);
    const list = (await t.call('GET', '/api/Packages')).body.Payload.find(
      (p: { PackageID: number }) => p.PackageID === 1,
    );
    assert.equal(list.PackageTotal, d.PackageTotal);
    const rates = await decorationRates();
    for (const p of d.PackageItems[0]!.ProductDetails)
      assert.equal(Math.round(p.packageRate * 100), rates.find((r) => r.product_id === p.id)!.rate);
  });

  it('migration 141 keeps the money of orders placed before: totals, paid and parts unchanged; commission on each part; ledger for the paid', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'utsav-m141-'));
    for (const f of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && Number(f.split('.')[0]) < 141))
      copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    const schema = `utsav_m141_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    let db: Db = t.db;
    let restore = '';
    if (url) db = await createDb({ databaseUrl: url, schema, poolSize: 2 });
    else {
      restore = (await t.db.query<{ p: string }>("SELECT current_setting('search_path') AS p")).rows[0]!.p;
      await t.db.query(`CREATE SCHEMA ${schema}`);
      await t.db.query(`SET search_path TO ${schema}`);
    }
    try {
      await migrateDetailed(db, dir);
      const q = (sql: string, params: unknown[] = []) => db.query(sql, params as never[]);
      await q("INSERT INTO categories (id, name, image) VALUES (1, 'Decoration', 'd.svg')");
      await q(
        "INSERT INTO users (id, name, email, phone, password_hash) VALUES (1, 'Old Customer', 'old@example.in', '9876500009', 'x')",
      );
      await q(
        "INSERT INTO vendors (id, name, email, phone, password_hash, service_id) VALUES (1, 'Vendor A', 'a@x.in', '9820000001', 'x', 1), (2, 'Vendor B', 'b@x.in', '9820000002', 'x', 1)",
      );
      await q(`INSERT INTO products (id, vendor_id, service_id, title, operator_name, mobile, email, booking_amt, payable_amt, gst_per, admin_commission_per)
               VALUES (1, 1, 1, 'Dear decor', 'A', '9820000001', 'a@x.in', 4275000, 5044500, 18, 10), (2, 2, 1, 'Cheap decor', 'B', '9820000002', 'b@x.in', 952381, 1000000, 5, 12)`);
      await q(
        "INSERT INTO packages (id, name, description, in_package, image, total) VALUES (1, 'Old package', 'd', 'Decoration', 'p.svg', 3000000)",
      );
      await q('INSERT INTO package_groups (id, package_id, service_id, maxitem, amount) VALUES (1, 1, 1, 2, 3000000)');
      await q('INSERT INTO package_group_products (group_id, product_id) VALUES (1, 1), (1, 2)');
      const order = (id: number, state: string, paid: number) =>
        q(
          `INSERT INTO package_bookings (id, order_id, user_id, package_id, package_name, booking_date, booking_for, name, mobile, email, address, city, state, pin, package_total, paid_amt, booking_state, confirmed_at)
           VALUES ($1, $2, 1, 1, 'Old package', '2030-01-10', 'Wedding', 'Old Customer', '9876500009', 'old@example.in', 'x', 'Mumbai', 'Maharashtra', '400050', 3000000, $3, $4, $5)`,
          [id, `PK${String(id).padStart(6, '0')}`, paid, state, paid > 0 ? '2026-10-01T10:00:00Z' : null],
        );
      await order(1, 'confirmed', 3000000);
      await order(2, 'expired', 0);
      // Their parts as migration 010 split them: pro rata to the list prices, the last taking the rounding.
      const first = Math.floor((3000000 * 5044500) / 6044500);
      for (const k of [1, 2]) {
        await q(
          `INSERT INTO package_booking_items (package_booking_id, group_id, service_id, service_name, product_id, vendor_id, title, payable_amt, share_amt, booking_date, gst_per)
                 VALUES ($1, 1, 1, 'Decoration', 1, 1, 'Dear decor', 5044500, $2, '2030-01-10', 18), ($1, 1, 1, 'Decoration', 2, 2, 'Cheap decor', 1000000, $3, '2030-01-10', 5)`,
          [k, first, 3000000 - first],
        );
      }
      await q(
        "INSERT INTO payment_orders (id, kind, receipt, user_id, provider, provider_order_id, amount, status, package_booking_id) VALUES (1, 'package', 'PK000001', 1, 'offline', 'order_old', 3000000, 'paid', 1)",
      );
      await q(
        "INSERT INTO payments (id, payment_order_id, amount, method, status) VALUES ('pay_old', 1, 3000000, 'upi', 'captured')",
      );

      await db.exec(readFileSync(path.join(MIGRATIONS_DIR, '141.do.package_rates.sql'), 'utf8'));

      const rates = (
        await q('SELECT product_id, package_rate::float8 AS r FROM package_group_products ORDER BY product_id')
      ).rows as { product_id: number; r: number }[];
      assert.deepEqual(
        rates.map((x) => x.r),
        [5044500, 1000000],
        'existing offers take the service price: no invented discount',
      );
      assert.equal(
        Number((await q('SELECT total FROM packages WHERE id = 1')).rows[0]!.total),
        1000000,
        'the "from" price',
      );
      const orders = (
        await q('SELECT id, package_total::float8 AS t, paid_amt::float8 AS p FROM package_bookings ORDER BY id')
      ).rows as { t: number; p: number }[];
      assert.deepEqual(
        orders.map((o) => [o.t, o.p]),
        [
          [3000000, 3000000],
          [3000000, 0],
        ],
        "no order's money changes",
      );
      const items = (
        await q(
          'SELECT id, package_booking_id AS b, vendor_id, share_amt::float8 AS s, commission_amt::float8 AS c, gst_per::float8 AS g, product_id FROM package_booking_items ORDER BY id',
        )
      ).rows as { id: number; b: number; vendor_id: number; s: number; c: number; g: number; product_id: number }[];
      assert.deepEqual(
        items.map((i) => i.s),
        [first, 3000000 - first, first, 3000000 - first],
        'parts kept as they were',
      );
      for (const i of items)
        assert.equal(
          i.c,
          packageItemMoney({ ratePaise: i.s, gstPercent: i.g, commissionPercent: i.product_id === 1 ? 10 : 12 })
            .commission,
          'the same commission rule as new orders (SQL = @utsav/domain)',
        );
      const ledger = (
        await q(
          'SELECT vendor_id, package_item_id AS item, kind, amount::float8 AS amount, ref FROM vendor_ledger ORDER BY id',
        )
      ).rows as { vendor_id: number; item: number; kind: string; amount: number; ref: string }[];
      const paidItems = items.filter((i) => i.b === 1);
      assert.deepEqual(
        ledger.filter((l) => l.kind === 'collected').map((l) => [l.item, l.vendor_id, l.amount, l.ref]),
        paidItems.map((i) => [i.id, i.vendor_id, i.s, 'pay_old']),
        'the paid order: each part collected, referenced to its payment',
      );
      assert.deepEqual(
        ledger.filter((l) => l.kind === 'commission').map((l) => [l.item, l.amount]),
        paidItems.map((i) => [i.id, -i.c]),
      );
      assert.ok(!ledger.some((l) => items.find((i) => i.id === l.item)!.b === 2), 'nothing for the unpaid order');
      assert.equal(
        ledger.reduce((s, l) => s + l.amount, 0) + paidItems.reduce((s, i) => s + i.c, 0),
        3000000,
        'vendors owed + commission = what was paid',
      );
    } finally {
      if (url) {
        await db.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
        await db.close();
      } else {
        await t.db.query(`SET search_path TO ${restore}`);
        await t.db.query(`DROP SCHEMA ${schema} CASCADE`);
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
