/**
 * "Download my data" as one ZIP file (docs/privacy.md#access): my-data.json is the JSON export, and every stored
 * invoice, credit note and receipt of the person is in it byte for byte as stored — and nothing of anyone else.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import { payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';
import { archiveFileName, documentPath, myDataArchive, MY_DATA_JSON } from '../src/privacy/my-data-archive';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const FOLDER: Record<string, string> = {
  tax_invoice: 'invoices',
  bill_of_supply: 'invoices',
  credit_note: 'credit-notes',
  payment_receipt: 'receipts',
};

type Export = Record<string, unknown> & { ExportedAt: string; DataRequests: unknown[] };
/** The export without what differs from one request to the next: its time, and the register it just wrote to. */
const steady = ({ ExportedAt: _at, DataRequests: _r, ...rest }: Export) => rest;

describe('privacy-archive', () => {
  let t: TestCtx;
  let A: string;
  let B: string;

  async function archive(token?: string, url = '/api/account/my-data/archive') {
    const r = await t.app.inject({ method: 'GET', url, headers: token ? { 'x-auth-token': token } : {} });
    assert.equal(r.headers['x-contract-violation'], undefined);
    return r;
  }
  /** The stored documents of a customer's bookings, as the table holds them. */
  async function storedOf(userId: number) {
    return (
      await t.db.query<{ kind: string; number: string; content: Uint8Array; sha256: string }>(
        `SELECT d.kind, d.number, d.content, d.sha256 FROM stored_documents d JOIN bookings b ON b.id = d.booking_id
         WHERE b.user_id = $1 ORDER BY d.id`,
        [userId],
      )
    ).rows;
  }
  async function order(token: string, addressId: number, date: string, type: 'full' | 'advance') {
    const product = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id LIMIT 1',
      )
    ).rows[0]!.id;
    await t.db.query('DELETE FROM cart_items');
    const add = await t.call('POST', '/api/AddToCart', { token, body: { productId: product, bookingDate: date } });
    assert.equal(add.status, 200, add.raw);
    const r = await t.call('POST', '/api/EventBooking', {
      token,
      body: { bookingAddressId: addressId, Bookingfor: 'Archive test', bookingDate: date, PaymentType: type },
    });
    assert.equal(r.status, 200, r.raw);
    await payThroughGateway(t, token, { OrderId: r.body.Payload.OrderId });
    return r.body.Payload.Bookings[0].BookingId as number;
  }
  const addressOf = async (userId: number) =>
    (
      await t.db.query<{ id: number }>('SELECT id FROM addresses WHERE user_id = $1 AND NOT deleted ORDER BY id', [
        userId,
      ])
    ).rows[0]!.id;

  before(async () => {
    t = await setup();
    A = t.tokens.customerA;
    B = t.tokens.customerB;
    // A: one booking paid in full (an invoice); one paid in two parts (an invoice, a receipt for the balance) and
    // cancelled (a credit note). B: a booking paid in full, whose invoice must never be in A's file.
    const home = await addressOf(1);
    await order(A, home, plusDays(today(), 40), 'full');
    const second = await order(A, home, plusDays(today(), 45), 'advance');
    await payThroughGateway(t, A, { BookingId: second });
    const cancel = await t.call('POST', `/api/bookings/${second}/cancel`, { token: A });
    assert.equal(cancel.status, 200, cancel.raw);
    await order(B, await addressOf(2), plusDays(today(), 50), 'full');
  });
  after(async () => t.close());

  it('one ZIP: my-data.json as the JSON export, every stored document as stored, by number, nothing of B', async () => {
    const before = await t.call('GET', '/api/account/my-data', { token: A });
    assert.equal(before.status, 200, before.raw);
    const requests = async () =>
      (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM data_requests WHERE account_type = 'customer' AND account_id = 1 AND kind = 'export'",
        )
      ).rows[0]!.n;
    const counted = await requests();

    const r = await archive(A);
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.headers['content-type'], 'application/zip');
    assert.equal(r.headers['cache-control'], 'no-store');
    assert.match(
      String(r.headers['content-disposition']),
      /^attachment; filename="utsav-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    assert.equal(await requests(), counted + 1, 'the download is written to the requests register');
    const files = unzipSync(new Uint8Array(r.rawPayload));

    // my-data.json: the JSON export, saved as the account page always saved it (indented by two spaces).
    const text = strFromU8(files[MY_DATA_JSON]!);
    const inZip = JSON.parse(text) as Export;
    assert.equal(text, JSON.stringify(inZip, null, 2));
    const earlier = before.body.Payload as Export;
    assert.deepEqual(steady(inZip), steady(earlier));
    // Its register lists this download first, then what the JSON export listed.
    assert.deepEqual(inZip.DataRequests.slice(1), earlier.DataRequests);
    const later = (await t.call('GET', '/api/account/my-data', { token: A })).body.Payload as Export;
    assert.deepEqual(later.DataRequests.slice(1), inZip.DataRequests);

    // Every stored document of A, its bytes as stored (the stored hash), under its kind's folder and its number.
    const mine = await storedOf(1);
    for (const kind of ['tax_invoice', 'credit_note', 'payment_receipt'])
      assert.ok(
        mine.some((d) => d.kind === kind),
        `A has a stored ${kind}`,
      );
    const expected = new Map(mine.map((d) => [`${FOLDER[d.kind]}/${d.number}.pdf`, d]));
    assert.deepEqual(Object.keys(files).sort(), [MY_DATA_JSON, ...expected.keys()].sort());
    for (const [path, d] of expected) {
      const bytes = files[path]!;
      assert.equal(sha(bytes), d.sha256, `${path}: the stored hash`);
      assert.equal(sha(bytes), sha(new Uint8Array(d.content)), `${path}: the stored bytes`);
      assert.equal(strFromU8(bytes.subarray(0, 5)), '%PDF-');
    }
    for (const i of earlier.Invoices as { bill_no: string }[])
      assert.ok(files[`invoices/${i.bill_no}.pdf`], `the PDF of ${i.bill_no}, listed in the export`);
    assert.ok(
      [...expected.keys()].some((p) => /^invoices\/INV\d+\.pdf$/.test(p)),
      'an invoice named by its number',
    );

    // Nothing of B: none of B's documents, none of B's details.
    const theirs = await storedOf(2);
    assert.ok(theirs.length >= 1, 'B has a stored invoice');
    const hashes = new Set(Object.values(files).map(sha));
    for (const d of theirs) {
      assert.ok(!hashes.has(d.sha256), `B's ${d.number} in A's file`);
      assert.ok(!Object.keys(files).some((p) => p.includes(d.number)), `B's ${d.number} named in A's file`);
    }
    const other = (
      await t.db.query<{ name: string; phone: string; email: string }>(
        'SELECT name, phone, email FROM users WHERE id = 2',
      )
    ).rows[0]!;
    for (const needle of [other.name, other.phone, other.email, 'B-7, Defence Colony'])
      assert.ok(!text.toLowerCase().includes(needle.toLowerCase()), `B's ${needle} in A's export`);

    // B's own file holds B's documents, none of A's.
    const bFiles = unzipSync(new Uint8Array((await archive(B)).rawPayload));
    assert.deepEqual(
      Object.keys(bFiles).sort(),
      [MY_DATA_JSON, ...theirs.map((d) => `${FOLDER[d.kind]}/${d.number}.pdf`)].sort(),
    );
  });

  it('a visitor gets 401, a vendor or a customer on the other one’s route 403', async () => {
    assert.equal((await archive()).statusCode, 401);
    assert.equal((await archive('not-a-token')).statusCode, 401);
    assert.equal((await archive(t.tokens.vendorA)).statusCode, 403);
    assert.equal((await archive(A, '/api/vendor/my-data/archive')).statusCode, 403);
    assert.equal((await archive(undefined, '/api/vendor/my-data/archive')).statusCode, 401);
  });

  it('a vendor’s ZIP holds its JSON export only: vendors have no stored documents of their own', async () => {
    const json = await t.call('GET', '/api/vendor/my-data', { token: t.tokens.vendorA });
    assert.equal(json.status, 200, json.raw);
    const r = await archive(t.tokens.vendorA, '/api/vendor/my-data/archive');
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.headers['content-type'], 'application/zip');
    assert.match(String(r.headers['content-disposition']), /filename="utsav-vendor-data-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(new Uint8Array(r.rawPayload));
    assert.deepEqual(Object.keys(files), [MY_DATA_JSON]);
    const inZip = JSON.parse(strFromU8(files[MY_DATA_JSON]!)) as Export;
    assert.deepEqual(steady(inZip), steady(json.body.Payload as Export));
    // The customers' invoices of the vendor's bookings print the customers: they are not the vendor's to download.
    assert.ok(!JSON.stringify(inZip).includes('Defence Colony'));
  });

  it('the archive names: unsafe characters replaced, a clash numbered, the date in India', () => {
    const pdf = { filename: 'x.pdf', content_type: 'application/pdf' };
    const taken = new Set<string>();
    assert.equal(
      documentPath({ ...pdf, kind: 'credit_note', number: '../../etc/passwd' }, taken),
      'credit-notes/______etc_passwd.pdf',
    );
    assert.equal(documentPath({ ...pdf, kind: 'tax_invoice', number: 'INV000008' }, taken), 'invoices/INV000008.pdf');
    assert.equal(
      documentPath({ ...pdf, kind: 'bill_of_supply', number: 'INV000008' }, taken),
      'invoices/INV000008-2.pdf',
    );
    assert.equal(documentPath({ ...pdf, kind: 'payment_receipt', number: '' }, taken), 'receipts/document.pdf');
    assert.equal(
      documentPath({ kind: 'payment_receipt', number: 'RCP1', filename: 'r.TXT', content_type: 'text/plain' }, taken),
      'receipts/RCP1.txt',
    );
    assert.equal(
      documentPath({ kind: 'payment_receipt', number: 'RCP2', filename: 'noext', content_type: 'text/plain' }, taken),
      'receipts/RCP2',
    );
    // 00:30 in India is still the day before in UTC.
    assert.equal(archiveFileName('utsav-my-data', '2026-01-31T19:00:00Z'), 'utsav-my-data-2026-02-01.zip');
    // A document dated before ZIP time began (1980) is packed with the time of packing; the bytes are intact.
    const bytes = new Uint8Array([37, 80, 68, 70, 45, 1, 2, 3]);
    const zip = myDataArchive('{"a":1}', [
      { ...pdf, kind: 'tax_invoice', number: 'OLD1', content: bytes, issued_at: '1970-01-01T00:00:00Z' },
    ]);
    const out = unzipSync(zip);
    assert.deepEqual([...out['invoices/OLD1.pdf']!], [...bytes]);
    assert.equal(strFromU8(out[MY_DATA_JSON]!), '{\n  "a": 1\n}');
    assert.throws(() => myDataArchive('not json', []), SyntaxError);
  });
});
