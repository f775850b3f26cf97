/**
 * Personal data under the DPDP Act 2023 (docs/privacy.md): "download my data" returns everything about the customer
 * and nothing of anyone else; "delete my account" leaves none of the person's names, numbers, emails or addresses in
 * any text or JSON column of any table, while the invoices still print with what the tax law needs; consents are
 * recorded with the notice version and withdrawn; a vendor is erased only after its last payout; the operator sees
 * the requests (and the look is audited).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PDFParse } from 'pdf-parse';
import { PRIVACY_NOTICE_VERSION } from '@utsav/domain/schemas/privacy';
import { payThroughGateway, plusDays, setup, signUpCode, today, type TestCtx } from './helpers';
import { bookingInvoicePdf } from '../src/bookings/invoice-pdf';
import type { Db } from '../src/db/client';

/** Every text and JSON column of every table whose value contains one of `needles` (any case): "table.column: value". */
export async function findAnywhere(db: Db, needles: string[]): Promise<string[]> {
  const cols = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  const hits: string[] = [];
  for (const { table_name: tb, column_name: col } of cols.rows)
    for (const n of needles) {
      const r = await db.query<{ v: string }>(
        `SELECT "${col}"::text AS v FROM "${tb}" WHERE position(lower($1) IN lower("${col}"::text)) > 0 LIMIT 1`,
        [n],
      );
      if (r.rows.length) hits.push(`${tb}.${col} has "${n}": ${r.rows[0]!.v.slice(0, 160)}`);
    }
  return hits;
}

async function pdfText(content: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(content) });
  const text = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
  return text;
}

/** The stored documents (invoices, credit notes, receipts) of a customer's bookings, each with its PDF's text. */
async function storedDocumentTexts(db: Db, userId: number) {
  const r = await db.query<{ id: number; kind: string; number: string; content: Uint8Array; hash_ok: boolean }>(
    `SELECT d.id, d.kind, d.number, d.content, d.sha256 = encode(sha256(d.content), 'hex') AS hash_ok
     FROM stored_documents d JOIN bookings b ON b.id = d.booking_id WHERE b.user_id = $1 ORDER BY d.id`,
    [userId],
  );
  return Promise.all(r.rows.map(async (d) => ({ ...d, text: await pdfText(Buffer.from(d.content)) })));
}
/** Every sum of money printed on a document, in order ('₹1,180.00', …). */
const amountsOn = (text: string) => text.match(/₹[\d,]+(?:\.\d+)?/g) ?? [];

describe('personal data (DPDP Act)', () => {
  let t: TestCtx;
  let A: string;
  let B: string;
  const ADDRESS = {
    name: 'Zorawar Kulkarni',
    mobile: '9812345670',
    email: 'zorawar.k@example.in',
    address: '221 Lotus Residency, Linking Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    zipcode: '400050',
    regno: 123456,
  };
  const person = async (id: number) =>
    (
      await t.db.query<{ name: string; phone: string; email: string }>(
        'SELECT name, phone, email FROM users WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  before(async () => {
    t = await setup();
    A = t.tokens.customerA;
    B = t.tokens.customerB;
    // A's own booking address, an order paid (messages, payments, an invoice), an enquiry and a newsletter signup.
    const add = await t.call('POST', '/api/AddBookingAddress', { token: A, body: ADDRESS });
    assert.equal(add.status, 200, JSON.stringify(add.body));
    const product = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id LIMIT 1',
      )
    ).rows[0]!.id;
    const date = plusDays(today(), 40);
    await t.db.query('DELETE FROM cart_items WHERE user_id = 1');
    assert.equal(
      (await t.call('POST', '/api/AddToCart', { token: A, body: { productId: product, bookingDate: date } })).status,
      200,
    );
    const order = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: {
        bookingAddressId: add.body.Payload.Id,
        Bookingfor: 'Zorawar wedding',
        bookingDate: date,
        PaymentType: 'full',
      },
    });
    assert.equal(order.status, 200, JSON.stringify(order.body));
    await payThroughGateway(t, A, { OrderId: order.body.Payload.OrderId });
    // A second booking to the same address, paid in two parts (an invoice, then a receipt for the balance) and
    // cancelled (a refund and its credit note): every kind of stored document prints the person.
    const date2 = plusDays(today(), 45);
    assert.equal(
      (await t.call('POST', '/api/AddToCart', { token: A, body: { productId: product, bookingDate: date2 } })).status,
      200,
    );
    const order2 = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: {
        bookingAddressId: add.body.Payload.Id,
        Bookingfor: 'Zorawar sangeet',
        bookingDate: date2,
        PaymentType: 'advance',
      },
    });
    assert.equal(order2.status, 200, JSON.stringify(order2.body));
    await payThroughGateway(t, A, { OrderId: order2.body.Payload.OrderId });
    const second = order2.body.Payload.Bookings[0].BookingId as number;
    await payThroughGateway(t, A, { BookingId: second });
    const cancel = await t.call('POST', `/api/bookings/${second}/cancel`, { token: A });
    assert.equal(cancel.status, 200, cancel.raw);
    const me = await person(1);
    await t.call('POST', '/api/NewsletterSubscribe', { body: { email: me.email } });
  });
  after(async () => t.close());

  it('download my data: all of it (profile, addresses, bookings, payments, invoices, messages, enquiries) and nothing of another customer', async () => {
    const r = await t.call('GET', '/api/account/my-data', { token: A });
    assert.equal(r.status, 200, r.raw);
    assert.equal(r.headers['cache-control'], 'no-store');
    const d = r.body.Payload;
    const me = await person(1);
    assert.equal(d.Profile.phone, me.phone);
    assert.equal(d.Profile.email, me.email);
    assert.ok(!('password_hash' in d.Profile));
    assert.ok(d.Addresses.some((a: { address: string }) => a.address === ADDRESS.address));
    const mine = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE user_id = 1');
    assert.equal(d.Bookings.length, mine.rows[0]!.n);
    assert.ok(d.PackageBookings.length >= 1, 'the seeded package booking');
    assert.ok(d.Payments.some((p: { status: string }) => p.status === 'captured'));
    assert.ok(d.Invoices.length >= 1);
    assert.ok(d.Messages.length >= 2, 'order messages (email and SMS)');
    assert.ok(
      d.Messages.every((m: { recipient: string }) => [me.email.toLowerCase(), `91${me.phone}`].includes(m.recipient)),
    );
    assert.ok(d.Enquiries.length >= 1);
    assert.equal(d.Newsletter.length, 1);
    // Nothing of customer B (the only other customer with addresses, bookings and messages of its own).
    const other = await person(2);
    for (const needle of [other.name, other.phone, other.email, 'B-7, Defence Colony'])
      assert.ok(!r.raw.toLowerCase().includes(needle.toLowerCase()), `B's ${needle} in A's export`);
    // The invoices are there as PDFs, to their owner only.
    const pdf = await t.call('GET', d.Invoices[0].pdf, { token: A });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal((await t.call('GET', d.Invoices[0].pdf, { token: B })).status, 404);
    assert.equal((await t.call('GET', '/api/account/my-data/invoices/abc', { token: A })).status, 404);
    assert.equal((await t.call('GET', '/api/account/my-data', {})).status, 401);
    assert.equal((await t.call('GET', '/api/account/my-data', { token: t.tokens.vendorA })).status, 403);
  });

  it('consents: recorded with the notice version, withdrawn (WhatsApp and newsletter stop), an old notice refused', async () => {
    const given = await t.call('POST', '/api/account/consents', {
      token: A,
      body: { purpose: 'whatsapp', noticeVersion: PRIVACY_NOTICE_VERSION },
      headers: { 'accept-language': 'hi' },
    });
    assert.equal(given.status, 200, given.raw);
    assert.equal(given.body.Payload.Whatsapp, true);
    assert.equal(given.body.Payload.Newsletter, true);
    const rec = given.body.Payload.Records[0];
    assert.equal(rec.purpose, 'whatsapp');
    assert.equal(rec.notice_version, PRIVACY_NOTICE_VERSION);
    assert.equal(rec.lang, 'hi');
    assert.equal(rec.withdrawn_at, null);
    const old = await t.call('POST', '/api/account/consents', {
      token: A,
      body: { purpose: 'checkout', noticeVersion: '2020-01-01' },
    });
    assert.equal(old.status, 400);
    assert.equal(old.body.Message, 'The privacy notice has changed. Please read it again');
    const bad = await t.call('POST', '/api/account/consents/withdraw', { token: A, body: { purpose: 'account' } });
    assert.equal(bad.status, 400);
    for (const purpose of ['whatsapp', 'newsletter']) {
      const w = await t.call('POST', '/api/account/consents/withdraw', { token: A, body: { purpose } });
      assert.equal(w.status, 200, w.raw);
    }
    const now = (await t.call('GET', '/api/account/consents', { token: A })).body.Payload;
    assert.equal(now.Whatsapp, false);
    assert.equal(now.Newsletter, false);
    assert.ok(now.Records.find((x: { purpose: string }) => x.purpose === 'whatsapp').withdrawn_at);
    const prefs = await t.call('GET', '/api/account/message-preferences', { token: A });
    assert.equal(prefs.body.Payload.WhatsappOptIn, false);
  });

  it('sign-up with the notice: the consent is recorded with its version, time and language (customer and vendor)', async () => {
    const consents = (kind: string, phone: string) =>
      t.db.query<{ purpose: string; notice_version: string; lang: string; source: string; fresh: boolean }>(
        `SELECT c.purpose, c.notice_version, c.lang, c.source, c.given_at > now() - interval '1 minute' AS fresh
         FROM consents c JOIN ${kind === 'customer' ? 'users' : 'vendors'} a ON a.id = c.account_id
         WHERE c.account_type = $1 AND a.phone = $2`,
        [kind, phone],
      );
    const customer = {
      name: 'Notice Reader',
      email: 'notice.reader@example.in',
      phone: '9123409901',
      password: 'Reader@123',
      cpassword: 'Reader@123',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    };
    const stale = await t.call('POST', '/api/UserRegister', {
      body: { ...customer, noticeVersion: '2001-01-01', otp: '123456' },
    });
    assert.equal(stale.status, 400);
    assert.equal(stale.body.message ?? stale.body.Message, 'The privacy notice has changed. Please read it again');
    const reg = await t.call('POST', '/api/UserRegister', {
      body: { ...customer, otp: await signUpCode(t, customer.phone) },
      headers: { 'accept-language': 'hi' },
    });
    assert.equal(reg.status, 200, reg.raw);
    assert.deepEqual((await consents('customer', customer.phone)).rows, [
      { purpose: 'account', notice_version: PRIVACY_NOTICE_VERSION, lang: 'hi', source: 'signup', fresh: true },
    ]);
    const vendor = {
      name: 'Notice Lights',
      email: 'notice.lights@example.in',
      phone: '9123409902',
      password: 'Vendor@123',
      cpassword: 'Vendor@123',
      serviceId: 1,
      terms: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    };
    const vreg = await t.call('POST', '/api/vendorRegister', {
      body: { ...vendor, otp: await signUpCode(t, vendor.phone, 'vendor') },
    });
    assert.equal(vreg.status, 200, vreg.raw);
    assert.deepEqual((await consents('vendor', vendor.phone)).rows, [
      { purpose: 'account', notice_version: PRIVACY_NOTICE_VERSION, lang: 'en', source: 'vendor-signup', fresh: true },
    ]);
  });

  it('WhatsApp switched on in the message preferences is a consent; switched off, its withdrawal', async () => {
    const on = await t.call('PUT', '/api/account/message-preferences', { token: B, body: { whatsappOptIn: true } });
    assert.equal(on.status, 200, on.raw);
    const off = await t.call('PUT', '/api/account/message-preferences', { token: B, body: { whatsappOptIn: false } });
    assert.equal(off.status, 200, off.raw);
    const rows = await t.db.query<{ purpose: string; withdrawn: boolean }>(
      "SELECT purpose, withdrawn_at IS NOT NULL AS withdrawn FROM consents WHERE account_type = 'customer' AND account_id = 2",
    );
    assert.deepEqual(rows.rows, [{ purpose: 'whatsapp', withdrawn: true }]);
  });

  it('delete my account: refused on a wrong password, a missing DELETE, or bookings still to come', async () => {
    const wrong = await t.call('POST', '/api/account/delete', {
      token: A,
      body: { password: 'nope', confirm: 'DELETE' },
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.Message, 'Your password is not correct');
    const hindi = await t.call('POST', '/api/account/delete', {
      token: A,
      body: { password: 'nope', confirm: 'DELETE' },
      headers: { 'accept-language': 'hi' },
    });
    assert.equal(hindi.body.Message, 'आपका पासवर्ड सही नहीं है');
    const unconfirmed = await t.call('POST', '/api/account/delete', { token: A, body: { password: 'Customer@123' } });
    assert.equal(unconfirmed.status, 400);
    assert.equal(unconfirmed.body.Message, 'Type DELETE to confirm');
    const open = await t.call('POST', '/api/account/delete', {
      token: A,
      body: { password: 'Customer@123', confirm: 'DELETE' },
    });
    assert.equal(open.status, 409);
    assert.match(open.body.Message, /bookings still to come/);
    assert.equal((await person(1)).name, 'Aarav Sharma', 'nothing erased');
  });

  it('delete my account: no name, number, email or address of the person left in any table; invoices still print', async () => {
    const me = await person(1);
    const addresses = await t.db.query<{ name: string; mobile: string; email: string; address: string }>(
      'SELECT name, mobile, email, address FROM addresses WHERE user_id = 1',
    );
    const needles = [
      me.name,
      me.phone,
      me.email,
      ...addresses.rows.flatMap((a) => [a.name, a.mobile, a.email, a.address]),
    ];
    assert.ok(needles.includes(ADDRESS.address) && needles.includes('Meera Sharma'));
    // Before: the person is all over the database (the scan works).
    const beforeHits = await findAnywhere(t.db, [me.name, me.phone]);
    assert.ok(
      beforeHits.some((h) => h.startsWith('messages.')),
      beforeHits.join('\n'),
    );
    // The events have happened: nothing left to come.
    await t.db.query(
      "UPDATE bookings SET booking_date = CURRENT_DATE - 3, booking_state = 'completed' WHERE user_id = 1 AND booking_state IN ('confirmed', 'pending_payment')",
    );
    await t.db.query(
      "UPDATE package_bookings SET booking_date = CURRENT_DATE - 3, booking_state = 'completed' WHERE user_id = 1 AND booking_state IN ('confirmed', 'pending_payment')",
    );
    // A message still waiting to go to the person, and one that names them to a vendor.
    await t.db.query(
      `INSERT INTO messages (event_key, channel, recipient, audience, user_id, template, body_text, send_after)
       VALUES ('test:reminder', 'email', $1, 'customer', 1, 'booking.reminder', $2, now() + interval '1 day'),
              ('test:vendor-note', 'email', 'vendor@utsav.in', 'vendor', NULL, 'booking.new', $3, now())`,
      [me.email.toLowerCase(), `Dear ${me.name}, your event is soon`, `New booking by ${me.name} (${me.phone})`],
    );
    const issued = await t.db.query<{ id: number; bill_no: string; state: string; gst_no: string }>(
      'SELECT id, bill_no, state, gst_no FROM bookings WHERE user_id = 1 AND invoice_issued_at IS NOT NULL ORDER BY id',
    );
    assert.ok(issued.rows.length >= 1);
    const sellerGstins = new Map<number, string>();
    for (const b of issued.rows) {
      const s = await t.db.query<{ gstin: string }>(
        'SELECT v.gstin FROM bookings b JOIN vendors v ON v.id = b.vendor_id WHERE b.id = $1',
        [b.id],
      );
      sellerGstins.set(b.id, s.rows[0]!.gstin);
    }

    // The documents as sent (stored PDFs): an invoice, a receipt and a credit note print the person today.
    const docsBefore = await storedDocumentTexts(t.db, 1);
    assert.deepEqual(
      [...new Set(docsBefore.map((d) => d.kind))].sort(),
      ['credit_note', 'payment_receipt', 'tax_invoice'],
      'every kind of stored document',
    );
    // One as stored before render inputs were kept (migration 420): re-rendered from the records (the first order,
    // paid in full and unchanged since, so its amounts are still those it was issued with).
    const legacy = await t.db.query<{ id: number }>(
      `SELECT d.id FROM stored_documents d JOIN bookings b ON b.id = d.booking_id
       WHERE b.user_id = 1 AND b.booking_for = 'Zorawar wedding' AND d.kind = 'tax_invoice'`,
    );
    assert.equal(legacy.rows.length, 1);
    await t.db.query('ALTER TABLE stored_documents DISABLE TRIGGER stored_documents_frozen');
    await t.db.query('UPDATE stored_documents SET render_input = NULL WHERE id = $1', [legacy.rows[0]!.id]);
    await t.db.query('ALTER TABLE stored_documents ENABLE TRIGGER stored_documents_frozen');
    const printed = docsBefore.map((d) => d.text).join(' ');
    for (const v of [ADDRESS.name, ADDRESS.mobile, ADDRESS.email, ADDRESS.address])
      assert.ok(printed.includes(v), `the scan of stored PDFs reads ${v}`);

    const r = await t.call('POST', '/api/account/delete', {
      token: A,
      body: { password: 'Customer@123', confirm: ' delete ' },
    });
    assert.equal(r.status, 200, r.raw);
    assert.equal(r.body.Payload.Erased, true);

    const hits = await findAnywhere(t.db, needles);
    assert.deepEqual(hits, [], hits.join('\n'));

    // Nor in any stored document: each is the same document (kind, number, every amount) with the person removed.
    const docsAfter = await storedDocumentTexts(t.db, 1);
    assert.deepEqual(
      docsAfter.map((d) => [d.id, d.kind, d.number]),
      docsBefore.map((d) => [d.id, d.kind, d.number]),
    );
    for (const [i, d] of docsAfter.entries()) {
      const was = docsBefore[i]!;
      const lower = d.text.toLowerCase();
      for (const n of needles) assert.ok(!lower.includes(n.toLowerCase()), `${d.number} still prints "${n}"`);
      assert.ok(d.text.includes('Erased customer'), `${d.number} names the recipient as erased: ${d.text}`);
      assert.ok(d.text.includes(d.number));
      assert.ok(amountsOn(was.text).length > 0);
      assert.deepEqual(amountsOn(d.text), amountsOn(was.text), `${d.number}: the same amounts`);
      assert.ok(d.hash_ok, `${d.number}: the stored hash is the new bytes'`);
    }
    // The one change the table allows was made once: an erased document is frozen again, and no other row can change.
    await assert.rejects(
      t.db.query("UPDATE stored_documents SET content = 'x'::bytea, erased_at = now() WHERE id = $1", [
        docsAfter[0]!.id,
      ]),
      /never changed/,
    );
    const others = await t.db.query<{ id: number }>(
      'SELECT d.id FROM stored_documents d JOIN bookings b ON b.id = d.booking_id WHERE b.user_id <> 1 LIMIT 1',
    );
    if (others.rows[0])
      await assert.rejects(
        t.db.query(
          "UPDATE stored_documents SET content = 'x'::bytea, sha256 = encode(sha256('x'::bytea), 'hex'), erased_at = now() WHERE id = $1",
          [others.rows[0].id],
        ),
        /never changed/,
        'a document of a customer who was not erased',
      );

    // Sessions ended; the old number no longer signs in.
    assert.equal((await t.call('GET', '/api/userDetails', { token: A })).status, 401);
    const login = await t.call('POST', '/api/UserLogin', { body: { mobile: me.phone, password: 'Customer@123' } });
    assert.equal(login.status, 401);
    // The queued message was stopped, not sent.
    const queued = await t.db.query<{ state: string }>("SELECT state FROM messages WHERE event_key = 'test:reminder'");
    assert.equal(queued.rows[0]!.state, 'skipped');
    // Customer B is untouched.
    assert.equal((await person(2)).name, 'Diya Verma');
    assert.equal((await t.call('GET', '/api/userDetails', { token: B })).status, 200);

    // The invoices print for the tax record: number, supplier and its GSTIN, place of supply, SAC, the money.
    for (const b of issued.rows) {
      const pdf = await bookingInvoicePdf(t.db, b.id);
      assert.ok(pdf, `invoice of booking ${b.id}`);
      const text = await pdfText(pdf.content);
      for (const field of [b.bill_no, `Place of supply: ${b.state}`, 'SAC', 'Total', sellerGstins.get(b.id)!])
        assert.ok(text.includes(field), `${field} on the invoice: ${text.slice(0, 400)}`);
      if (b.gst_no) assert.ok(text.includes(b.gst_no), 'the recipient GSTIN stays');
      assert.ok(!text.includes(me.name) && !text.includes(me.phone));
    }
    const kept = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_allocations a JOIN bookings b ON b.id = a.booking_id WHERE b.user_id = 1',
    );
    assert.ok(kept.rows[0]!.n >= 1, 'the ledger rows stay');
  });

  it('a vendor: refused while money is owed to it, erased once paid out; the operator sees every request', async () => {
    const owed = await t.call('POST', '/api/vendor/delete', {
      token: t.tokens.vendorA,
      body: { password: 'Vendor@123', confirm: 'DELETE' },
    });
    assert.equal(owed.status, 409);
    assert.match(owed.body.Message, /last payout|bookings still to serve/);
    // A vendor with nothing owed and nothing to serve.
    const idle = await t.db.query<{ id: number; email: string; phone: string }>(
      `SELECT v.id, v.email, v.phone FROM vendors v WHERE NOT EXISTS (SELECT 1 FROM vendor_ledger l WHERE l.vendor_id = v.id)
         AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.vendor_id = v.id)
         AND NOT EXISTS (SELECT 1 FROM package_booking_items i WHERE i.vendor_id = v.id) ORDER BY v.id DESC LIMIT 1`,
    );
    const v = idle.rows[0]!;
    const login = await t.call('POST', '/api/vendor/login', { body: { username: v.email, password: 'Vendor@123' } });
    assert.equal(login.status, 200, login.raw);
    const token = login.body.Payload.token as string;
    const mine = await t.call('GET', '/api/vendor/my-data', { token });
    assert.equal(mine.status, 200, mine.raw);
    assert.equal(mine.body.Payload.Profile.email, v.email);
    const gone = await t.call('POST', '/api/vendor/delete', {
      token,
      body: { password: 'Vendor@123', confirm: 'DELETE' },
    });
    assert.equal(gone.status, 200, gone.raw);
    assert.deepEqual(await findAnywhere(t.db, [v.email, v.phone]), []);
    assert.equal((await t.call('GET', '/api/vendor/my-data', { token })).status, 401);

    const list = await t.call('GET', '/api/admin/data-requests', { token: t.tokens.operator });
    assert.equal(list.status, 200, list.raw);
    const kinds = list.body.Payload.map((x: { AccountType: string; Kind: string; State: string }) =>
      [x.AccountType, x.Kind, x.State].join(':'),
    );
    for (const k of [
      'customer:export:completed',
      'customer:erasure:completed',
      'vendor:erasure:refused',
      'vendor:erasure:completed',
    ])
      assert.ok(kinds.includes(k), `${k} in ${kinds.join(', ')}`);
    const erasures = await t.call('GET', '/api/admin/data-requests?kind=erasure&state=refused', {
      token: t.tokens.operator,
    });
    assert.ok(
      erasures.body.Payload.every(
        (x: { Kind: string; State: string }) => x.Kind === 'erasure' && x.State === 'refused',
      ),
    );
    const audit = await t.db.query("SELECT 1 FROM audit_log WHERE entity = 'data_requests' AND action = 'view'");
    assert.equal(audit.rows.length, 2);
    assert.equal((await t.call('GET', '/api/admin/data-requests', { token: A })).status, 401);
    assert.equal((await t.call('GET', '/api/admin/data-requests', { token: B })).status, 403);
  });
});
