import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DECLINE_NOTE_REQUIRED,
  DECLINE_NOTE_TOO_LONG,
  DECLINE_REASON_REQUIRED,
} from '@utsav/domain/schemas/decline-reason';
import { payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';
import { offeredByService } from './package-offer';

// A vendor declines with a reason (docs/decline-reasons.md): refused reasons are a 400 with the form's message, the
// reason is kept with the booking (or the package order's part), the customer's message and My Booking say it in the
// customer's language.
describe('decline reasons', () => {
  let t: TestCtx;
  let A: string;
  let V: string;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    A = t.tokens.customerA;
    V = t.tokens.vendorA;
  });
  after(async () => t.close());

  let day = 60;
  async function paidBooking(): Promise<number> {
    const p = await t.db.query<{ id: number }>(
      'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id LIMIT 1',
    );
    const date = plusDays(today(), day++);
    await t.db.query('DELETE FROM cart_items');
    const add = await t.call('POST', '/api/AddToCart', {
      token: A,
      body: { productId: p.rows[0]!.id, bookingDate: date },
    });
    assert.equal(add.status, 200, JSON.stringify(add.body));
    const r = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: { bookingAddressId: 1, Bookingfor: 'Test event', bookingDate: date, PaymentType: 'full' },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    await payThroughGateway(t, A, { OrderId: r.body.Payload.OrderId });
    return r.body.Payload.Bookings[0].BookingId as number;
  }
  const decline = (id: number, body: unknown) =>
    t.call('POST', `/api/vendor/bookings/${id}/decline`, { token: V, body });
  const stored = async (id: number) =>
    (
      await t.db.query<{ booking_state: string; decline_reason: string | null; decline_note: string | null }>(
        'SELECT booking_state, decline_reason, decline_note FROM bookings WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const myBooking = async (id: number) =>
    (
      (await t.call('GET', '/api/GetMyBookings', { token: A })).body.Payload as {
        BookingId: number;
        DeclineReason: string | null;
        DeclineNote: string | null;
      }[]
    ).find((b) => b.BookingId === id)!;
  const customerMessages = async (id: number) =>
    (
      await t.db.query<{ channel: string; body_text: string; subject: string | null }>(
        "SELECT channel, body_text, subject FROM messages WHERE event_key = $1 AND audience = 'customer' ORDER BY channel",
        [`booking.declined:${id}`],
      )
    ).rows;

  it('refuses a missing, unknown or over-long reason with a 400 and the form message; the booking stays', async () => {
    const id = await paidBooking();
    const cases: [unknown, string][] = [
      [{}, DECLINE_REASON_REQUIRED],
      [{ reason: 'bored' }, DECLINE_REASON_REQUIRED],
      [{ reason: ['other'] }, DECLINE_REASON_REQUIRED],
      [{ reason: 'other' }, DECLINE_NOTE_REQUIRED],
      [{ reason: 'other', note: '   ' }, DECLINE_NOTE_REQUIRED],
      [{ reason: 'other', note: 'x'.repeat(301) }, DECLINE_NOTE_TOO_LONG],
      [{ reason: 'other', note: { a: 1 } }, 'The reason must be text'],
    ];
    for (const [body, message] of cases) {
      const r = await decline(id, body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(r.body.Message, message, JSON.stringify(body));
    }
    const noBody = await t.call('POST', `/api/vendor/bookings/${id}/decline`, { token: V });
    assert.ok(noBody.status >= 400 && noBody.status < 500, `no body: ${noBody.status}`);
    assert.equal((await stored(id)).booking_state, 'confirmed');
  });

  it('keeps a fixed reason, tells the customer in English and shows it on My Booking', async () => {
    const id = await paidBooking();
    const r = await decline(id, { reason: 'outside_area', note: 'not kept with a fixed reason' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(await stored(id), {
      booking_state: 'declined',
      decline_reason: 'outside_area',
      decline_note: null,
    });
    const mine = await myBooking(id);
    assert.equal(mine.DeclineReason, 'outside_area');
    assert.equal(mine.DeclineNote, null);
    const sent = await customerMessages(id);
    assert.deepEqual(
      sent.map((m) => m.channel),
      ['email', 'sms'],
    );
    for (const m of sent) assert.match(m.body_text, /the venue is outside their service area/);
  });

  it('"other": the vendor\'s words as typed, in a Hindi customer\'s message', async () => {
    await t.db.query("UPDATE users SET language = 'hi' WHERE id = 1");
    const id = await paidBooking();
    const words = 'हमारा हॉल मरम्मत में है <b>&</b>';
    const r = await decline(id, { reason: 'other', note: `  ${words}  ` });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(await stored(id), { booking_state: 'declined', decline_reason: 'other', decline_note: words });
    assert.equal((await myBooking(id)).DeclineNote, words);
    const sent = await customerMessages(id);
    assert.ok(sent.length >= 2);
    for (const m of sent) {
      assert.ok(m.body_text.includes(words), m.body_text);
      assert.match(m.body_text, /अस्वीकार/);
    }
  });

  it('a fixed reason in Hindi for a Hindi customer', async () => {
    await t.db.query("UPDATE users SET language = 'hi' WHERE id = 1");
    const id = await paidBooking();
    assert.equal((await decline(id, { reason: 'date_unavailable' })).status, 200);
    for (const m of await customerMessages(id)) assert.match(m.body_text, /यह तारीख़ उपलब्ध नहीं है/);
  });

  it('two racing declines: one is taken, its reason kept; the other finds it closed', async () => {
    const id = await paidBooking();
    const [a, b] = await Promise.all([
      decline(id, { reason: 'event_type' }),
      decline(id, { reason: 'other', note: 'Second thoughts' }),
    ]);
    assert.deepEqual([a.status, b.status].sort(), [200, 409]);
    const s = await stored(id);
    assert.equal(s.decline_reason, a.status === 200 ? 'event_type' : 'other');
    assert.equal((await customerMessages(id)).filter((m) => m.channel === 'email').length, 1);
  });

  it('the operator sees decline rates per vendor over a period, by reason; bad periods are a 400', async () => {
    const ids = [await paidBooking(), await paidBooking(), await paidBooking(), await paidBooking()];
    assert.equal((await decline(ids[0]!, { reason: 'date_unavailable' })).status, 200);
    assert.equal((await decline(ids[1]!, { reason: 'other', note: 'Hall under repair' })).status, 200);
    const O = t.tokens.operator;
    const day0 = today();
    const rates = async (from: string, to: string) =>
      t.call('GET', `/api/admin/vendors/decline-rates?from=${from}&to=${to}`, { token: O });
    const r = await rates(day0, day0);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    type Rate = {
      VendorId: number;
      Taken: number;
      Declined: number;
      RatePercent: number;
      ByReason: Record<string, number>;
    };
    const a = (r.body.Payload as Rate[]).find((x) => x.VendorId === 1)!;
    const taken = (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings WHERE vendor_id = 1
           AND (coalesce(confirmed_at, CASE WHEN booking_state = 'declined' THEN closed_at END)
                AT TIME ZONE 'Asia/Kolkata')::date = $1::date`,
        [day0],
      )
    ).rows[0]!.n;
    const parts = (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM package_booking_items i JOIN package_bookings k ON k.id = i.package_booking_id
         WHERE i.vendor_id = 1 AND k.confirmed_at IS NOT NULL
           AND (coalesce(i.added_at, k.confirmed_at) AT TIME ZONE 'Asia/Kolkata')::date = $1::date`,
        [day0],
      )
    ).rows[0]!.n;
    assert.ok(taken >= 4);
    assert.equal(a.Taken, taken + parts);
    assert.equal(a.Declined, 2 + a.ByReason.unstated!);
    assert.equal(a.ByReason.date_unavailable, 1);
    assert.equal(a.ByReason.other, 1);
    assert.equal(a.ByReason.outside_area, 0);
    assert.equal(a.RatePercent, Math.round((a.Declined * 1000) / a.Taken) / 10);
    // A period before any booking: no rows of ours.
    assert.deepEqual((await rates('2001-01-01', '2001-01-31')).body.Payload, []);

    for (const [from, to, message] of [
      ['yesterday', day0, 'From date must be a date (YYYY-MM-DD)'],
      ['2026-02-30', day0, 'From date must be a real date'],
      ['2026-13-01', day0, 'From date must be a real date'],
      [day0, '', 'To date is required'],
      [plusDays(day0, 1), day0, 'From date must be on or before To date'],
    ] as const) {
      const bad = await rates(from, to);
      assert.equal(bad.status, 400, `${from}..${to}`);
      assert.equal(bad.body.Message, message);
    }
    assert.equal(
      (await t.call('GET', `/api/admin/vendors/decline-rates?from=${day0}&to=${day0}`, { token: V })).status,
      403,
    );
  });

  it("an operator declining on the vendor's behalf may give the reason: stored, audited, told to the customer", async () => {
    const id = await paidBooking();
    const O = t.tokens.operator;
    const cancel = (body: unknown) => t.call('POST', `/api/admin/bookings/${id}/cancel`, { token: O, body });
    const base = { onBehalfOf: 'vendor', refund: 'policy', reason: 'Vendor phoned: hall flooded' };
    const bad = await cancel({ ...base, declineReason: 'other' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.Message, DECLINE_NOTE_REQUIRED);
    assert.equal((await cancel({ ...base, declineReason: 'flood' })).status, 400);
    const r = await cancel({ ...base, declineReason: 'other', declineNote: 'The hall is flooded' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(await stored(id), {
      booking_state: 'declined',
      decline_reason: 'other',
      decline_note: 'The hall is flooded',
    });
    const audit = await t.db.query<{ after: unknown }>(
      "SELECT after FROM audit_log WHERE entity = 'booking' AND entity_id = $1 AND action = 'booking.cancel'",
      [String(id)],
    );
    assert.equal(audit.rows.length, 1);
    const after = (
      typeof audit.rows[0]!.after === 'string' ? JSON.parse(audit.rows[0]!.after) : audit.rows[0]!.after
    ) as Record<string, unknown>;
    assert.equal(after.declineReason, 'other');
    assert.equal(after.declineNote, 'The hall is flooded');
    for (const m of await customerMessages(id)) assert.ok(m.body_text.includes('The hall is flooded'), m.body_text);
  });
  // ---------------------------------------------------------------- a vendor's part of a package order

  /** A paid package order (package 1, one offered service per group, vendor A's first); vendor A's item in it. */
  async function paidPackagePart(): Promise<{ orderId: number; itemId: number }> {
    const offered = await offeredByService(t);
    const owners = new Map(
      (
        await t.db.query<{ id: number; vendor_id: number }>('SELECT id, vendor_id FROM products WHERE id = ANY($1)', [
          [...offered.values()].flat(),
        ])
      ).rows.map((p) => [p.id, p.vendor_id]),
    );
    const picks = [...offered].map(([serviceId, ids]) => ({
      serviceId,
      productId: ids.find((id) => owners.get(id) === 1) ?? ids[0]!,
    }));
    assert.ok(
      picks.some((p) => owners.get(p.productId) === 1),
      'vendor A has a service in the package',
    );
    let date = '';
    for (let d = day++; !date; d++) {
      const taken = await t.db.query('SELECT 1 FROM booking_slots WHERE product_id = ANY($1) AND booking_date = $2', [
        picks.map((p) => p.productId),
        plusDays(today(), d),
      ]);
      if (!taken.rows.length) date = plusDays(today(), d);
    }
    const o = await t.call('POST', '/api/packageBooking', {
      token: A,
      body: {
        Bookingfor: 'Wedding',
        bookingAddressId: 1,
        gst_no: '',
        PaymentType: 'full',
        package: {
          packageID: 1,
          packageName: 'Royal Wedding Package',
          packageDesc: '',
          packageTotal: 1,
          packageImage: '',
          inPackage: '',
          BookingDate: date,
          packageItems: picks.map((p) => ({
            serviceID: p.serviceId,
            serviceName: '',
            amount: 0,
            book_On: date,
            productDetails: [{ Product_ID: p.productId, ServiceID: p.serviceId, Title: '', BookingDate: date, vid: 0 }],
          })),
        },
      },
    });
    assert.equal(o.status, 200, o.raw);
    await payThroughGateway(t, A, { OrderId: o.body.Payload.OrderId });
    const item = await t.db.query<{ id: number }>(
      'SELECT id FROM package_booking_items WHERE package_booking_id = $1 AND vendor_id = 1 ORDER BY id LIMIT 1',
      [o.body.Payload.BookingId],
    );
    return { orderId: o.body.Payload.BookingId as number, itemId: item.rows[0]!.id };
  }
  const declinePart = (itemId: number, body?: unknown) =>
    t.call('POST', `/api/vendor/package-items/${itemId}/decline`, {
      token: V,
      ...(body === undefined ? {} : { body }),
    });
  const storedPart = async (itemId: number) =>
    (
      await t.db.query<{ item_state: string; decline_reason: string | null; decline_note: string | null }>(
        'SELECT item_state, decline_reason, decline_note FROM package_booking_items WHERE id = $1',
        [itemId],
      )
    ).rows[0]!;
  const partMessages = async (itemId: number) =>
    (
      await t.db.query<{ channel: string; body_text: string }>(
        "SELECT channel, body_text FROM messages WHERE event_key = $1 AND audience = 'customer' ORDER BY channel",
        [`package.item-declined:${itemId}`],
      )
    ).rows;
  const declinedOnOrder = async (orderId: number) =>
    (await t.call('GET', `/api/GetPackageBookingDetails/${orderId}`, { token: A })).body.Payload.Declined as {
      ItemId: number;
      DeclineReason: string | null;
      DeclineNote: string | null;
    }[];

  it("a package part's decline: a missing, unknown or over-long reason is a 400 with the form message; the part stays", async () => {
    const { itemId } = await paidPackagePart();
    const cases: [unknown, string][] = [
      [{}, DECLINE_REASON_REQUIRED],
      [{ reason: 'bored' }, DECLINE_REASON_REQUIRED],
      [{ reason: 'other' }, DECLINE_NOTE_REQUIRED],
      [{ reason: 'other', note: ' \u200b ' }, 'Reason cannot contain invisible characters'],
      [{ reason: 'other', note: 'x'.repeat(301) }, DECLINE_NOTE_TOO_LONG],
      [{ reason: 'other', note: 42 }, 'The reason must be text'],
    ];
    for (const [body, message] of cases) {
      const r = await declinePart(itemId, body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(r.body.Message, message, JSON.stringify(body));
    }
    const noBody = await declinePart(itemId);
    assert.ok(noBody.status >= 400 && noBody.status < 500, `no body: ${noBody.status}`);
    assert.deepEqual(await storedPart(itemId), { item_state: 'active', decline_reason: null, decline_note: null });
    assert.deepEqual(await partMessages(itemId), [], 'nobody told');
  });

  it("a package part's fixed reason: kept with the part, in the customer's message and on the package order", async () => {
    const { orderId, itemId } = await paidPackagePart();
    const r = await declinePart(itemId, { reason: 'event_type', note: 'not kept with a fixed reason' });
    assert.equal(r.status, 200, r.raw);
    assert.deepEqual(await storedPart(itemId), {
      item_state: 'declined',
      decline_reason: 'event_type',
      decline_note: null,
    });
    const sent = await partMessages(itemId);
    assert.deepEqual(
      sent.map((m) => m.channel),
      ['email', 'sms'],
    );
    for (const m of sent) assert.match(m.body_text, /they do not serve this type of event/);
    assert.match(sent[0]!.body_text, /The vendor's reason: they do not serve this type of event/);
    const mine = (await declinedOnOrder(orderId)).find((d) => d.ItemId === itemId)!;
    assert.deepEqual([mine.DeclineReason, mine.DeclineNote], ['event_type', null]);
    // Declined once: a second decline finds it closed, the reason stays.
    assert.equal((await declinePart(itemId, { reason: 'other', note: 'Again' })).status, 409);
    assert.equal((await storedPart(itemId)).decline_reason, 'event_type');
  });

  it("a package part's \"other\": the vendor's words as typed, in a Hindi customer's message and on the order", async () => {
    await t.db.query("UPDATE users SET language = 'hi' WHERE id = 1");
    const { orderId, itemId } = await paidPackagePart();
    const words = 'उस दिन हमारी टीम दूसरे शहर में है';
    assert.equal((await declinePart(itemId, { reason: 'other', note: `  ${words} ` })).status, 200);
    assert.deepEqual(await storedPart(itemId), {
      item_state: 'declined',
      decline_reason: 'other',
      decline_note: words,
    });
    const sent = await partMessages(itemId);
    assert.ok(sent.length >= 2);
    for (const m of sent) {
      assert.ok(m.body_text.includes(words), m.body_text);
      assert.match(m.body_text, /अस्वीकार/);
    }
    assert.match(sent.find((m) => m.channel === 'email')!.body_text, /वेंडर का कारण/);
    assert.equal((await declinedOnOrder(orderId)).find((d) => d.ItemId === itemId)!.DeclineNote, words);
  });

  it('decline rates count the package parts a vendor declines, beside its bookings', async () => {
    const O = t.tokens.operator;
    const day0 = today();
    type Rate = {
      VendorId: number;
      Taken: number;
      Declined: number;
      RatePercent: number;
      PackageParts: { Taken: number; Declined: number };
      ByReason: Record<string, number>;
    };
    const rateOfA = async (): Promise<Rate> => {
      const r = await t.call('GET', `/api/admin/vendors/decline-rates?from=${day0}&to=${day0}`, { token: O });
      assert.equal(r.status, 200, r.raw);
      const none = { Taken: 0, Declined: 0, RatePercent: 0, PackageParts: { Taken: 0, Declined: 0 }, ByReason: {} };
      return (r.body.Payload as Rate[]).find((x) => x.VendorId === 1) ?? { VendorId: 1, ...none };
    };
    const reason = (r: Rate, k: string) => r.ByReason[k] ?? 0;
    const before = await rateOfA();
    const booking = await paidBooking();
    const { orderId, itemId } = await paidPackagePart();
    const partsOfA = (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM package_booking_items WHERE package_booking_id = $1 AND vendor_id = 1',
        [orderId],
      )
    ).rows[0]!.n;
    assert.ok(partsOfA >= 1);
    const taken = await rateOfA();
    assert.equal(taken.Taken, before.Taken + 1 + partsOfA, 'the booking and each part of the order are taken on');
    assert.equal(taken.PackageParts.Taken, before.PackageParts.Taken + partsOfA);
    assert.equal(taken.Declined, before.Declined);

    assert.equal((await declinePart(itemId, { reason: 'outside_area' })).status, 200);
    assert.equal((await decline(booking, { reason: 'date_unavailable' })).status, 200);
    const after = await rateOfA();
    assert.equal(after.Taken, taken.Taken, 'a decline does not change what was taken on');
    assert.equal(after.Declined, before.Declined + 2, 'the declined part counts beside the declined booking');
    assert.deepEqual(after.PackageParts, {
      Taken: before.PackageParts.Taken + partsOfA,
      Declined: before.PackageParts.Declined + 1,
    });
    assert.equal(reason(after, 'outside_area'), reason(before, 'outside_area') + 1, "the part's reason");
    assert.equal(reason(after, 'date_unavailable'), reason(before, 'date_unavailable') + 1, "the booking's reason");
    assert.equal(after.RatePercent, Math.round((after.Declined * 1000) / after.Taken) / 10);
  });

  it('a package part declined by a fixed reason reads in Hindi for a Hindi customer', async () => {
    await t.db.query("UPDATE users SET language = 'hi' WHERE id = 1");
    const { itemId } = await paidPackagePart();
    assert.equal((await declinePart(itemId, { reason: 'outside_area' })).status, 200);
    for (const m of await partMessages(itemId)) assert.match(m.body_text, /आयोजन स्थल उनके सेवा क्षेत्र से बाहर है/);
  });
});
