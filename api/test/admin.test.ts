/**
 * the operator back office API. Every /api/admin route is role 3 only (the list comes from the OpenAPI
 * document, so a new admin route is in the matrix at once); approval, suspension and moderation decide what the
 * storefront lists; commission, enquiries, payouts, bookings and the audit log.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { multipart, payThroughGateway, plusDays, PNG, setup, signUpCode, today, type TestCtx } from './helpers';
import { t as text } from '../src/lib/server-messages';

let t: TestCtx;
before(async () => {
  t = await setup();
});
after(async () => t.close());

const O = () => t.tokens.operator;
const listedIds = async () =>
  ((await t.call('GET', '/api/AllProduct/?limit=100')).body.Payload as { id: number }[]).map((p) => p.id);
const audit = async () =>
  (await t.call('GET', '/api/admin/audit?limit=100', { token: O() })).body.Payload as {
    Action: string;
    Entity: string;
    EntityId: string;
    Before: unknown;
    After: unknown;
    Reason: string;
    Operator: string;
  }[];

describe('operator back office', () => {
  it('every /api/admin route: visitor 401, customer 403, vendor 403, operator allowed — never a 5xx', async () => {
    const docs = (await t.call('GET', '/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(docs.paths)
      .filter(([p]) => p.startsWith('/api/admin/') && p !== '/api/admin/login')
      .flatMap(([p, ops]) =>
        Object.keys(ops)
          .filter((m) => m !== 'head')
          .map((m) => [m.toUpperCase(), p.replace(/\{[^}]+\}/g, '1')] as const),
      );
    assert.ok(routes.length >= 13, `admin routes found: ${routes.length}`);
    const problems: string[] = [];
    for (const [method, url] of routes) {
      for (const [who, token, expected] of [
        ['visitor', undefined, 401],
        ['customer', t.tokens.customerA, 403],
        ['vendor', t.tokens.vendorA, 403],
      ] as const) {
        const r = await t.call(method, url, { token, body: method === 'POST' ? {} : undefined });
        if (r.status !== expected) problems.push(`${method} ${url} as ${who}: ${r.status}`);
      }
      const r = await t.call(method, url, { token: O(), body: method === 'POST' ? {} : undefined });
      if (r.status >= 500 || r.status === 401 || r.status === 403)
        problems.push(`${method} ${url} as operator: ${r.status} ${r.raw.slice(0, 100)}`);
    }
    assert.deepEqual(problems, []);
    const bad = await t.call('POST', '/api/admin/login', { body: { username: 'admin@utsav.in', password: 'wrong' } });
    assert.equal(bad.status, 401);
    assert.equal(bad.body.Message, 'Invalid email or password');
    const vendorAsAdmin = await t.call('POST', '/api/admin/login', {
      body: { username: 'vendor@utsav.in', password: 'Vendor@123' },
    });
    assert.equal(vendorAsAdmin.status, 401, 'a vendor account is not an operator');
    assert.equal((await t.call('GET', '/api/admin/profile', { token: O() })).body.Payload.role, 3);
  });

  it('a new vendor waits for approval; approved, their service is on the storefront; suspended, it is gone and cannot be booked, bookings stay', async () => {
    const body = {
      name: 'Mehfil Events',
      email: 'mehfil@example.in',
      phone: '9988776655',
      password: 'Vendor@123',
      cpassword: 'Vendor@123',
      serviceId: 1,
      userType: '2',
      terms: true,
      otp: await signUpCode(t, '9988776655', 'vendor'),
    };
    const reg = await t.call('POST', '/api/vendorRegister', { body });
    assert.equal(reg.status, 200);
    assert.equal(reg.body.Message, text('en', 'vendor.awaitsApproval'));
    const login = await t.call('POST', '/api/vendor/login', {
      body: { username: body.email, password: body.password },
    });
    assert.equal(login.status, 200, 'a pending vendor signs in');
    const token = login.body.Payload.token as string;
    assert.equal((await t.call('GET', '/api/vendor/profile', { token })).body.Payload.AccountStatus, 'pending');
    const form = {
      serviceId: 1,
      name: 'Marigold Mandap',
      operatorName: 'Mehfil Events',
      mobile: '9988776655',
      email: body.email,
      shortDes: 'Mandap',
      longDes: 'Long',
      bookingAmt: '20000',
      travelcharge: '10',
      gst: '18',
      gst_include_exclude: '0',
      discount: '0',
      amount_hide_show: '0',
      address: 'Hill Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      pin: '400050',
    };
    const { payload, headers } = await multipart({ productJson: JSON.stringify(form) }, [
      { name: 'a.png', type: 'image/png', data: PNG },
    ]);
    const added = await t.call('POST', '/api/vendor/AddProduct', { token, payload, headers });
    assert.equal(added.status, 200, added.raw);
    const productId = added.body.Payload.ServiceId as number;
    assert.ok(!(await listedIds()).includes(productId), 'not listed while the vendor is pending');
    assert.equal((await t.call('GET', `/api/ProductDetails/${productId}`)).status, 404);
    const mine = (await t.call('GET', '/api/vendor/products', { token })).body.Payload.find(
      (p: { Id: number }) => p.Id === productId,
    );
    assert.deepEqual(
      [mine.Status, mine.Listed],
      [1, false],
      "the vendor's own status stays active; the storefront does not list it",
    );

    const vendorId = (await t.db.query<{ id: number }>('SELECT id FROM vendors WHERE email = $1', [body.email]))
      .rows[0]!.id;
    const pendingList = await t.call('GET', '/api/admin/vendors?status=pending', { token: O() });
    assert.deepEqual(
      pendingList.body.Payload.map((v: { Id: number }) => v.Id),
      [vendorId],
    );
    assert.equal(pendingList.body.Page.total, 1);
    const found = await t.call('GET', '/api/admin/vendors?q=mehfil', { token: O() });
    assert.equal(found.body.Payload[0].Status, 'pending');

    const approve = await t.call('POST', `/api/admin/vendors/${vendorId}/status`, {
      token: O(),
      body: { status: 'approved' },
    });
    assert.equal(approve.status, 200, approve.raw);
    assert.ok((await listedIds()).includes(productId), 'listed at once after approval');
    assert.equal(
      (await t.call('POST', `/api/admin/vendors/${vendorId}/status`, { token: O(), body: { status: 'approved' } }))
        .status,
      409,
    );

    // Suspending vendor A (seeded, with customer A's booking of product 1).
    const vendorA = (await t.db.query<{ vendor_id: number }>('SELECT vendor_id FROM products WHERE id = 1')).rows[0]!
      .vendor_id;
    const noReason = await t.call('POST', `/api/admin/vendors/${vendorA}/status`, {
      token: O(),
      body: { status: 'suspended' },
    });
    assert.equal(noReason.status, 400);
    assert.equal(noReason.body.Message, 'Please give a reason for the suspension');
    const suspend = await t.call('POST', `/api/admin/vendors/${vendorA}/status`, {
      token: O(),
      body: { status: 'suspended', reason: 'Customer complaints' },
    });
    assert.equal(suspend.status, 200, suspend.raw);
    const aProducts = (
      await t.db.query<{ id: number }>('SELECT id FROM products WHERE vendor_id = $1', [vendorA])
    ).rows.map((r) => r.id);
    const listed = await listedIds();
    assert.deepEqual(
      aProducts.filter((id) => listed.includes(id)),
      [],
      "none of the suspended vendor's services is listed",
    );
    assert.equal((await t.call('GET', '/api/ProductDetails/1')).status, 404);
    const cart = await t.call('POST', '/api/AddToCart', {
      token: t.tokens.customerB,
      body: { productId: 1, bookingDate: today() },
    });
    assert.ok(cart.status >= 400 && cart.status < 500, `cannot be added to a cart (${cart.status})`);
    const bookings = (await t.call('GET', '/api/GetMyBookings', { token: t.tokens.customerA })).body.Payload as {
      ProductId: number;
    }[];
    assert.ok(
      bookings.some((b) => b.ProductId === 1),
      'existing bookings stay',
    );
    const reinstate = await t.call('POST', `/api/admin/vendors/${vendorA}/status`, {
      token: O(),
      body: { status: 'approved', reason: 'Resolved' },
    });
    assert.equal(reinstate.status, 200);
    assert.ok((await listedIds()).includes(1), 'back on the storefront');

    const log = await audit();
    const actions = log.map((a) => a.Action);
    for (const a of ['vendor.approve', 'vendor.suspend', 'vendor.reinstate']) assert.ok(actions.includes(a), a);
    const s = log.find((a) => a.Action === 'vendor.suspend')!;
    assert.deepEqual(
      [s.Before, s.After, s.Reason, s.Operator, s.EntityId],
      [{ status: 'approved' }, { status: 'suspended' }, 'Customer complaints', 'Utsav Operations', String(vendorA)],
    );
  });

  it("hiding a service takes it off the storefront and keeps the vendor's own choice", async () => {
    assert.equal(
      (await t.call('POST', '/api/admin/products/2/moderation', { token: O(), body: { hidden: true } })).body.Message,
      'Please give a reason for hiding the service',
    );
    const hide = await t.call('POST', '/api/admin/products/2/moderation', {
      token: O(),
      body: { hidden: true, reason: 'Misleading photos' },
    });
    assert.equal(hide.status, 200, hide.raw);
    assert.deepEqual([hide.body.Payload.Hidden, hide.body.Payload.Listed], [true, false]);
    assert.ok(!(await listedIds()).includes(2));
    // The vendor switches it off meanwhile: showing it again must not list it.
    await t.db.query('UPDATE products SET vendor_status = 2 WHERE id = 2');
    const show = await t.call('POST', '/api/admin/products/2/moderation', { token: O(), body: { hidden: false } });
    assert.deepEqual([show.status, show.body.Payload.Listed], [200, false]);
    await t.db.query('UPDATE products SET vendor_status = 1 WHERE id = 2');
    assert.ok((await listedIds()).includes(2));
    assert.equal(
      (
        await t.call('POST', '/api/admin/products/999999/moderation', {
          token: O(),
          body: { hidden: true, reason: 'x' },
        })
      ).status,
      404,
    );
  });

  it('commission: set for a vendor, bounded, audited with the rates before', async () => {
    const vendorB = (await t.db.query<{ vendor_id: number }>('SELECT vendor_id FROM products WHERE id = 7')).rows[0]!
      .vendor_id;
    assert.equal(
      (await t.call('POST', `/api/admin/vendors/${vendorB}/commission`, { token: O(), body: { percent: 60 } })).body
        .Message,
      'Commission can be at most 50 %',
    );
    assert.equal(
      (await t.call('POST', `/api/admin/vendors/${vendorB}/commission`, { token: O(), body: { percent: 'ten' } }))
        .status,
      400,
    );
    const set = await t.call('POST', `/api/admin/vendors/${vendorB}/commission`, {
      token: O(),
      body: { percent: 12.5, reason: 'Festive offer' },
    });
    assert.equal(set.status, 200, set.raw);
    const rates = (
      await t.db.query<{ p: number }>(
        'SELECT DISTINCT admin_commission_per::float AS p FROM products WHERE vendor_id = $1',
        [vendorB],
      )
    ).rows.map((r) => Number(r.p));
    assert.deepEqual(rates, [12.5]);
    const entry = (await audit()).find((a) => a.Action === 'vendor.commission')!;
    assert.deepEqual(entry.After, { percent: 12.5 });
    assert.ok(Array.isArray((entry.Before as { products: unknown[] }).products));
  });

  it('enquiries: open inbox, answered once with a note', async () => {
    const open = await t.call('GET', '/api/admin/enquiries?open=1', { token: O() });
    assert.equal(open.status, 200);
    const n = open.body.Page.total as number;
    assert.ok(n >= 1);
    const first = open.body.Payload[0] as { Id: number; About: string };
    assert.ok(first.About);
    assert.equal(
      (await t.call('POST', `/api/admin/enquiries/${first.Id}/answer`, { token: O(), body: { note: ' ' } })).body
        .Message,
      'Please write what was answered',
    );
    assert.equal(
      (
        await t.call('POST', `/api/admin/enquiries/${first.Id}/answer`, {
          token: O(),
          body: { note: 'Called back, sent the quote' },
        })
      ).status,
      200,
    );
    assert.equal(
      (await t.call('POST', `/api/admin/enquiries/${first.Id}/answer`, { token: O(), body: { note: 'again' } })).status,
      409,
    );
    assert.equal((await t.call('GET', '/api/admin/enquiries?open=1', { token: O() })).body.Page.total, n - 1);
    const answered = (await t.call('GET', '/api/admin/enquiries?open=0', { token: O() })).body.Payload[0];
    assert.deepEqual(
      [answered.Id, answered.AnswerNote, answered.AnsweredBy],
      [first.Id, 'Called back, sent the quote', 'Utsav Operations'],
    );
    assert.equal((await t.call('GET', '/api/admin/dashboard', { token: O() })).body.Payload.OpenEnquiries, n - 1);
  });

  it("payouts: the ledger's receivable, at most that much, shown on the vendor's ledger", async () => {
    const list = (await t.call('GET', '/api/admin/payouts', { token: O() })).body.Payload as {
      VendorId: number;
      Receivable: number;
      PaidOut: number;
    }[];
    const v = list.find((x) => x.Receivable > 0)!;
    assert.ok(v, 'a vendor is owed money (seeded paid orders)');
    // A payout goes only to a vendor whose KYC Utsav verified (refusals: vendor-earnings.test.ts).
    const unverified = await t.call('POST', '/api/admin/payouts', {
      token: O(),
      body: { vendorId: v.VendorId, amount: '1', reference: 'UTR123', paidOn: today() },
    });
    assert.equal(unverified.status, 409, unverified.raw);
    await t.db.query(
      `INSERT INTO vendor_kyc (vendor_id, pan, pan_name, account_holder, account_number, ifsc, state)
       VALUES ($1, 'ABCPK1234F', 'Ravi Kumar', 'Ravi Kumar', '123456789012', 'SBIN0001234', 'verified')
       ON CONFLICT (vendor_id) DO UPDATE SET state = 'verified'`,
      [v.VendorId],
    );
    const too = await t.call('POST', '/api/admin/payouts', {
      token: O(),
      body: { vendorId: v.VendorId, amount: String(v.Receivable + 1), reference: 'UTR123', paidOn: today() },
    });
    assert.equal(too.status, 400);
    assert.match(too.body.Message, /at most the receivable/);
    const future = await t.call('POST', '/api/admin/payouts', {
      token: O(),
      body: { vendorId: v.VendorId, amount: '1', reference: 'UTR123', paidOn: '2999-01-01' },
    });
    assert.equal(future.body.Message, 'Paid on cannot be in the future');
    assert.equal(
      (
        await t.call('POST', '/api/admin/payouts', {
          token: O(),
          body: { vendorId: v.VendorId, amount: '0', reference: 'UTR123', paidOn: today() },
        })
      ).status,
      400,
    );
    const paid = await t.call('POST', '/api/admin/payouts', {
      token: O(),
      body: { vendorId: v.VendorId, amount: '100.50', reference: 'UTR123456', paidOn: today() },
    });
    assert.equal(paid.status, 200, paid.raw);
    const after = ((await t.call('GET', '/api/admin/payouts', { token: O() })).body.Payload as typeof list).find(
      (x) => x.VendorId === v.VendorId,
    )!;
    assert.equal(Math.round(after.Receivable * 100), Math.round((v.Receivable - 100.5) * 100));
    assert.equal(Math.round(after.PaidOut * 100), Math.round((v.PaidOut + 100.5) * 100));
    const vendorToken =
      (await t.db.query<{ email: string }>('SELECT email FROM vendors WHERE id = $1', [v.VendorId])).rows[0]!.email ===
      'vendor@utsav.in'
        ? t.tokens.vendorA
        : t.tokens.vendorB;
    const ledger = (await t.call('GET', '/api/vendor/ledger', { token: vendorToken })).body.Payload;
    assert.ok(JSON.stringify(ledger).includes('UTR123456'), "the payout is on the vendor's ledger");
    assert.ok((await audit()).some((a) => a.Action === 'payout.record' && a.EntityId === String(v.VendorId)));
  });

  it('bookings: filters agree with the rows, bad filters are 400, a booking shows its payments', async () => {
    const all = await t.call('GET', '/api/admin/bookings?limit=100', { token: O() });
    assert.equal(all.status, 200);
    assert.ok(all.body.Page.total >= 5);
    const confirmed = await t.call('GET', '/api/admin/bookings?state=confirmed&city=mumbai', { token: O() });
    assert.ok(confirmed.body.Payload.length > 0);
    assert.ok(
      confirmed.body.Payload.every(
        (b: { BookingState: string; City: string }) =>
          b.BookingState === 'confirmed' && b.City.toLowerCase() === 'mumbai',
      ),
    );
    const vendorId = confirmed.body.Payload[0].VendorId as number;
    const byVendor = await t.call('GET', `/api/admin/bookings?vendorId=${vendorId}&from=${today()}`, { token: O() });
    assert.ok(
      byVendor.body.Payload.every(
        (b: { VendorId: number; BookingOnDate: string }) =>
          b.VendorId === vendorId && String(b.BookingOnDate).slice(0, 10) >= today(),
      ),
    );
    assert.equal(
      (await t.call('GET', '/api/admin/bookings?from=2027-01-02&to=2027-01-01', { token: O() })).body.Message,
      'From must be on or before To',
    );
    assert.equal((await t.call('GET', '/api/admin/bookings?state=lost', { token: O() })).status, 400);
    assert.equal((await t.call('GET', '/api/admin/bookings?limit=500', { token: O() })).status, 400);
    for (const [sort, key, dir] of [
      ['event', 'BookingOnDate', 1],
      ['-event', 'BookingOnDate', -1],
      ['billing', 'BillingAmt', 1],
      ['-billing', 'BillingAmt', -1],
    ] as const) {
      const rows = (await t.call('GET', `/api/admin/bookings?limit=100&sort=${sort}`, { token: O() })).body
        .Payload as Record<string, string | number>[];
      assert.equal(rows.length, all.body.Payload.length, `${sort}: the same rows`);
      const values = rows.map((r) => (typeof r[key] === 'number' ? r[key] : String(r[key]).slice(0, 10)));
      assert.ok(
        values.every((x, i) => i === 0 || (dir === 1 ? values[i - 1]! <= x : values[i - 1]! >= x)),
        `${sort} orders ${key}: ${values.join(',')}`,
      );
    }
    assert.equal(
      (await t.call('GET', '/api/admin/bookings?sort=id;drop', { token: O() })).status,
      400,
      'only the listed sorts',
    );
    const byName = (
      (await t.call('GET', '/api/admin/vendors?sort=-name&limit=100', { token: O() })).body.Payload as {
        Name: string;
      }[]
    ).map((v) => v.Name.toLowerCase());
    assert.deepEqual(byName, [...byName].sort().reverse());
    const page1 = await t.call('GET', '/api/admin/bookings?limit=2', { token: O() });
    const page2 = await t.call('GET', `/api/admin/bookings?limit=2&after=${page1.body.Page.next}`, { token: O() });
    assert.deepEqual(
      page2.body.Payload.map((b: { BookingId: number }) => b.BookingId),
      all.body.Payload.slice(2, 4).map((b: { BookingId: number }) => b.BookingId),
    );
    const detail = await t.call('GET', `/api/admin/bookings/${confirmed.body.Payload[0].BookingId}`, { token: O() });
    assert.equal(detail.status, 200);
    assert.ok(detail.body.Payload.Payments.length >= 1, 'a confirmed booking was paid');
    assert.equal((await t.call('GET', '/api/admin/bookings/999999', { token: O() })).status, 404);
  });

  it('cancel on behalf: customer side by its tiers, vendor side in full, an override within what was paid, reason required, audited, once', async () => {
    const A = t.tokens.customerA;
    const products = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id',
      )
    ).rows.map((r) => r.id);
    const placePaid = async (productId: number, days: number) => {
      await t.db.query('DELETE FROM cart_items');
      const date = plusDays(today(), days);
      assert.equal(
        (await t.call('POST', '/api/AddToCart', { token: A, body: { productId, bookingDate: date } })).status,
        200,
      );
      const r = await t.call('POST', '/api/EventBooking', {
        token: A,
        body: { bookingAddressId: 1, Bookingfor: 'On behalf', bookingDate: date, PaymentType: 'full' },
      });
      assert.equal(r.status, 200, r.raw);
      await payThroughGateway(t, A, { OrderId: r.body.Payload.OrderId });
      return { id: r.body.Payload.Bookings[0].BookingId as number, date, productId };
    };
    const detail = async (id: number) =>
      (await t.call('GET', `/api/admin/bookings/${id}`, { token: O() })).body.Payload;
    const cents = (x: number) => Math.round(x * 100);

    // Customer side, 10 days out: the 50 % tier of what was paid; the dialog's figures come from the detail.
    const one = await placePaid(products[0]!, 10);
    const d1 = await detail(one.id);
    assert.equal(d1.BookingState, 'confirmed');
    assert.equal(cents(d1.CancelOptions.Held), cents(d1.PaidAmt));
    assert.equal(cents(d1.CancelOptions.Customer), Math.floor(cents(d1.PaidAmt) / 2));
    assert.equal(cents(d1.CancelOptions.Vendor), cents(d1.PaidAmt));
    const noReason = await t.call('POST', `/api/admin/bookings/${one.id}/cancel`, {
      token: O(),
      body: { onBehalfOf: 'customer', refund: 'policy', reason: ' ' },
    });
    assert.equal(noReason.status, 400);
    assert.equal(noReason.body.Message, 'Please give a reason');
    const noAmount = await t.call('POST', `/api/admin/bookings/${one.id}/cancel`, {
      token: O(),
      body: { onBehalfOf: 'customer', refund: 'override', amount: '', reason: 'Asked by phone' },
    });
    assert.equal(noAmount.body.Message, 'Please enter the refund amount');
    const tooMuch = await t.call('POST', `/api/admin/bookings/${one.id}/cancel`, {
      token: O(),
      body: { onBehalfOf: 'customer', refund: 'override', amount: String(d1.PaidAmt + 1), reason: 'Goodwill' },
    });
    assert.equal(tooMuch.status, 400);
    assert.match(tooMuch.body.Message, /^Refund can be at most what was paid, ₹/);
    assert.equal((await detail(one.id)).BookingState, 'confirmed', 'a rejected cancellation changes nothing');
    const c1 = await t.call('POST', `/api/admin/bookings/${one.id}/cancel`, {
      token: O(),
      body: { onBehalfOf: 'customer', refund: 'policy', reason: 'Customer called the helpline' },
    });
    assert.equal(c1.status, 200, c1.raw);
    assert.equal(c1.body.Payload.State, 'cancelled');
    assert.equal(cents(c1.body.Payload.RefundAmount), cents(d1.CancelOptions.Customer));
    const after1 = await detail(one.id);
    assert.equal(after1.BookingState, 'cancelled');
    assert.equal(cents(after1.RefundedAmt), cents(d1.CancelOptions.Customer));
    assert.equal(after1.CancelOptions, null);
    assert.ok(after1.CreditNotes.length >= 1, 'the refund issues a credit note');
    assert.equal(
      (await t.call('GET', `/api/CheckAvailability?productId=${one.productId}&bookingDate=${one.date}`)).body.Payload,
      'Available',
      'the slot is free again',
    );
    const again = await t.call('POST', `/api/admin/bookings/${one.id}/cancel`, {
      token: O(),
      body: { onBehalfOf: 'customer', refund: 'policy', reason: 'Twice' },
    });
    assert.equal(again.status, 409);

    // Vendor side: everything back; and an override of a smaller amount on a third booking, both at once.
    const two = await placePaid(products[1]!, 10);
    const three = await placePaid(products[2] ?? products[0]!, 45);
    const d3 = await detail(three.id);
    const [c2, c3] = await Promise.all([
      t.call('POST', `/api/admin/bookings/${two.id}/cancel`, {
        token: O(),
        body: { onBehalfOf: 'vendor', refund: 'policy', reason: 'Vendor double-booked' },
      }),
      t.call('POST', `/api/admin/bookings/${three.id}/cancel`, {
        token: O(),
        body: { onBehalfOf: 'customer', refund: 'override', amount: '500.25', reason: 'Agreed partial refund' },
      }),
    ]);
    assert.equal(c2.status, 200, c2.raw);
    assert.equal(c2.body.Payload.State, 'declined');
    assert.equal(cents((await detail(two.id)).RefundedAmt), cents((await detail(two.id)).PaidAmt));
    assert.equal(c3.status, 200, c3.raw);
    assert.equal(cents(c3.body.Payload.RefundAmount), 50025);
    assert.equal(cents(c3.body.Payload.PolicyAmount), cents(d3.CancelOptions.Customer));
    assert.equal(cents((await detail(three.id)).RefundedAmt), 50025);
    const ledger = (
      await t.db.query<{ amount: number }>(
        "SELECT amount FROM vendor_ledger WHERE booking_id = $1 AND kind = 'refund'",
        [three.id],
      )
    ).rows;
    assert.deepEqual(
      ledger.map((l) => Number(l.amount)),
      [-50025],
      'the ledger takes back exactly the override',
    );

    const log = (await audit()).filter((a) => a.Action === 'booking.cancel');
    const e3 = log.find((a) => a.EntityId === String(three.id))!;
    assert.equal(e3.Reason, 'Agreed partial refund');
    assert.deepEqual(e3.Before, { state: 'confirmed', paid: d3.PaidAmt, refunded: 0 });
    assert.deepEqual(e3.After, {
      state: 'cancelled',
      onBehalfOf: 'customer',
      refund: 500.25,
      policyRefund: d3.CancelOptions.Customer,
      override: true,
    });
    assert.ok(
      log.some((a) => a.EntityId === String(two.id) && (a.After as { onBehalfOf: string }).onBehalfOf === 'vendor'),
    );
    // The customer sees it in My Bookings like their own cancellation.
    const mine = await t.call(
      'GET',
      `/api/GetOrder?orderId=${(await t.db.query<{ order_id: string }>('SELECT order_id FROM bookings WHERE id = $1', [three.id])).rows[0]!.order_id}`,
      { token: A },
    );
    assert.equal(mine.status, 200);
    assert.ok(JSON.stringify(mine.body.Payload).includes('cancelled'));
  });

  it('package bookings: filters and sorts agree with the rows; the detail has its services, vendors and payments', async () => {
    const all = await t.call('GET', '/api/admin/package-bookings?limit=100', { token: O() });
    assert.equal(all.status, 200, all.raw);
    const rows = all.body.Payload as {
      BookingId: number;
      BookingState: string;
      City: string;
      BookingOnDate: string;
      Total: number;
      Services: number;
    }[];
    assert.ok(rows.length >= 1, 'seeded package bookings');
    assert.equal(all.body.Page.total, rows.length);
    const state = rows[0]!.BookingState;
    const some = (
      await t.call(
        'GET',
        `/api/admin/package-bookings?state=${state}&city=${encodeURIComponent(rows[0]!.City.toUpperCase())}`,
        { token: O() },
      )
    ).body.Payload as typeof rows;
    assert.ok(
      some.length >= 1 &&
        some.every((r) => r.BookingState === state && r.City.toLowerCase() === rows[0]!.City.toLowerCase()),
    );
    const byTotal = (
      (await t.call('GET', '/api/admin/package-bookings?sort=-total&limit=100', { token: O() })).body
        .Payload as typeof rows
    ).map((r) => r.Total);
    assert.deepEqual(
      byTotal,
      [...byTotal].sort((a, b) => b - a),
    );
    assert.equal(
      (await t.call('GET', '/api/admin/package-bookings?from=2027-02-01&to=2027-01-01', { token: O() })).body.Message,
      'From must be on or before To',
    );
    assert.equal((await t.call('GET', '/api/admin/package-bookings?sort=name', { token: O() })).status, 400);
    const d = await t.call('GET', `/api/admin/package-bookings/${rows[0]!.BookingId}`, { token: O() });
    assert.equal(d.status, 200, d.raw);
    assert.equal(d.body.Payload.Services.length, rows[0]!.Services);
    assert.ok(d.body.Payload.Services.every((s: { Vendor: string; Title: string }) => s.Vendor && s.Title));
    assert.ok(Array.isArray(d.body.Payload.Payments) && Array.isArray(d.body.Payload.Refunds));
    const paid = d.body.Payload.Payments.filter((x: { Status: string }) => x.Status === 'captured').reduce(
      (s: number, x: { Amount: number }) => s + Math.round(x.Amount * 100),
      0,
    );
    assert.equal(paid, Math.round(d.body.Payload.PaidAmt * 100), 'captured payments add up to what was paid');
    assert.equal((await t.call('GET', '/api/admin/package-bookings/999999', { token: O() })).status, 404);
  });

  it('dashboard: per-day figures add up to the 30-day totals', async () => {
    const d = (await t.call('GET', '/api/admin/dashboard', { token: O() })).body.Payload;
    assert.equal(
      d.Days.reduce((s: number, x: { Bookings: number }) => s + x.Bookings, 0),
      d.Bookings30d,
    );
    assert.equal(
      Math.round(d.Days.reduce((s: number, x: { Gmv: number }) => s + x.Gmv * 100, 0)),
      Math.round(d.Gmv30d * 100),
    );
    assert.ok(d.CommissionEarned > 0 && d.Collected > 0);
    assert.ok(d.NewVendors30d >= 1, 'the vendor registered in this file');
  });
});

describe('local origins', () => {
  it('every app of the registry (mf-admin included) is an allowed origin by default', async () => {
    // The registry is plain JavaScript at the repository root, outside the API's sources: loaded by URL.
    const registry = new URL('../../apps.registry.mjs', import.meta.url).href;
    const { APPS } = (await import(registry)) as { APPS: { name: string; port: number }[] };
    const { DEFAULT_ORIGIN_LAST_PORT, loadConfig } = await import('../src/config');
    const origins = loadConfig({ jwtSecret: 'x'.repeat(40) }).corsOrigins as string[];
    for (const app of APPS) {
      assert.ok(app.port <= DEFAULT_ORIGIN_LAST_PORT, `${app.name} port ${app.port}`);
      assert.ok(origins.includes(`http://localhost:${app.port}`), app.name);
    }
  });
});
