/**
 * The vendor's earnings and payouts (docs/payments.md): two bookings, one cancelled with a partial refund; the
 * earnings page, the statement CSV and the operator's TCS/TDS reports equal the ledger's lines to the paisa; KYC
 * gates payouts (the month's run and a payout recorded by hand) and refuses bad input with a clear 400; 20 parallel
 * payout runs for one vendor and month pay once, never more than the ledger owes.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';

describe(`vendor earnings, KYC and payout runs (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  let A: string;
  let V: string;
  let VB: string;
  let OP: string;
  let vendorId: number;
  const bookings: number[] = [];
  before(async () => {
    t = await setup();
    await t.reset();
    A = t.tokens.customerA;
    V = t.tokens.vendorA;
    VB = t.tokens.vendorB;
    OP = t.tokens.operator;
    vendorId = (await t.db.query<{ id: number }>("SELECT id FROM vendors WHERE email = 'vendor@utsav.in'")).rows[0]!.id;
    // A GST-registered vendor: its supplies carry TCS.
    await t.db.query("UPDATE vendors SET gstin = '27AAAPL1234C1ZV' WHERE id = $1", [vendorId]);
  });
  after(async () => t.close());

  const paise = (rupees: number) => Math.round(rupees * 100);

  async function place(date: string): Promise<number> {
    const product = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = $1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id LIMIT 1',
        [vendorId],
      )
    ).rows[0]!.id;
    const address = (
      await t.db.query<{ id: number }>(
        "SELECT a.id FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.phone = '9876543210' AND NOT a.deleted ORDER BY a.id LIMIT 1",
      )
    ).rows[0]!.id;
    await t.db.query('DELETE FROM cart_items');
    const add = await t.call('POST', '/api/AddToCart', { token: A, body: { productId: product, bookingDate: date } });
    assert.equal(add.status, 200, add.raw);
    const r = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: { bookingAddressId: address, Bookingfor: 'Test event', bookingDate: date, PaymentType: 'full' },
    });
    assert.equal(r.status, 200, r.raw);
    await payThroughGateway(t, A, { OrderId: r.body.Payload.OrderId });
    return r.body.Payload.Bookings[0]!.BookingId as number;
  }

  /** Sums straight from the ledger and its withheld lines, per booking (paise). */
  async function ledgerOf(bookingId: number) {
    const r = await t.db.query<Record<string, string>>(
      `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'collected'), 0) AS gross,
              coalesce(-sum(amount) FILTER (WHERE kind = 'refund'), 0) AS refunded,
              coalesce(-sum(amount) FILTER (WHERE kind = 'commission'), 0) AS commission,
              coalesce(sum(amount), 0) AS lines
       FROM vendor_ledger WHERE booking_id = $1`,
      [bookingId],
    );
    const w = await t.db.query<Record<string, string>>(
      `SELECT coalesce(-sum(w.amount) FILTER (WHERE w.kind = 'commission_gst'), 0) AS commission_gst,
              coalesce(-sum(w.amount) FILTER (WHERE w.kind LIKE 'tcs_%'), 0) AS tcs,
              coalesce(-sum(w.amount) FILTER (WHERE w.kind = 'tds'), 0) AS tds,
              coalesce(sum(w.amount), 0) AS lines
       FROM vendor_withheld w JOIN vendor_ledger l ON l.id = w.line_id WHERE l.booking_id = $1`,
      [bookingId],
    );
    const n = (x: Record<string, string>): Record<string, number> =>
      Object.fromEntries(Object.entries(x).map(([k, v]) => [k, Number(v)]));
    const a = n(r.rows[0]!);
    const b = n(w.rows[0]!);
    return { ...a, ...b, net: a.lines! + b.lines! } as Record<string, number>;
  }

  it('page = ledger: two bookings, one cancelled with a partial refund; every figure is a sum of ledger lines', async () => {
    bookings.push(await place(plusDays(today(), 60)));
    bookings.push(await place(plusDays(today(), 20)));
    const cancel = await t.call('POST', `/api/bookings/${bookings[1]}/cancel`, { token: A });
    assert.equal(cancel.status, 200, cancel.raw);
    assert.ok(cancel.body.Payload.RefundAmount > 0, 'a partial refund (50 % tier)');

    const page = await t.call('GET', '/api/vendor/earnings', { token: V });
    assert.equal(page.status, 200, page.raw);
    const p = page.body.Payload;
    assert.equal(p.Kyc, 'missing');
    assert.equal(p.GstRegistered, true);
    for (const id of bookings) {
      const row = p.Bookings.find(
        (x: { Kind: string; BookingId: number }) => x.Kind === 'booking' && x.BookingId === id,
      );
      assert.ok(row, `booking ${id} on the page`);
      const l = await ledgerOf(id);
      assert.equal(paise(row.Gross), l.gross);
      assert.equal(paise(row.Refunded), l.refunded);
      assert.equal(paise(row.Commission), l.commission);
      assert.equal(paise(row.CommissionGst), l.commission_gst);
      assert.equal(paise(row.TcsCgst) + paise(row.TcsSgst) + paise(row.TcsIgst), l.tcs);
      assert.equal(paise(row.Tds), l.tds);
      assert.equal(paise(row.Net), l.net, 'net is the sum of every line');
      assert.equal(
        paise(row.Gross) -
          paise(row.Refunded) -
          paise(row.Commission) -
          paise(row.CommissionGst) -
          paise(row.TcsCgst) -
          paise(row.TcsSgst) -
          paise(row.TcsIgst) -
          paise(row.Tds),
        paise(row.Net),
        'the columns add up to the net',
      );
      // Without a PAN on record, TDS is 5 % of the gross net of returns (s.194-O with s.206AA(1A)).
      assert.equal(l.tds, Math.round((l.gross * 5) / 100) - Math.round((l.refunded * 5) / 100));
      assert.ok(l.tcs > 0, 'TCS on a registered supplier');
    }
    // Totals = the sum of the rows = the sum of the vendor's lines.
    const all = await t.db.query<{ s: string }>(
      `SELECT ((SELECT coalesce(sum(amount), 0) FROM vendor_ledger WHERE vendor_id = $1 AND kind IN ('collected', 'refund', 'commission'))
             + (SELECT coalesce(sum(amount), 0) FROM vendor_withheld WHERE vendor_id = $1))::bigint AS s`,
      [vendorId],
    );
    const rowsNet = p.Bookings.reduce((s: number, r: { Net: number }) => s + paise(r.Net), 0);
    assert.equal(paise(p.Totals.Net), Number(all.rows[0]!.s));
    assert.equal(rowsNet, Number(all.rows[0]!.s));
    // The dashboard's receivable and the ledger page's agree with the withheld lines counted.
    const dash = (await t.call('GET', '/api/vendor/dashboard', { token: V })).body.Payload;
    const ledger = (await t.call('GET', '/api/vendor/ledger', { token: V })).body.Payload;
    assert.equal(dash.TotalReceivableAmount, ledger.Totals.Receivable);
    assert.equal(
      paise(ledger.Totals.Withheld),
      paise(p.Totals.CommissionGst + p.Totals.TcsCgst + p.Totals.TcsSgst + p.Totals.TcsIgst + p.Totals.Tds),
    );
  });

  it('the monthly statement CSV (English and Hindi) and PDF carry the page’s figures', async () => {
    const month = today().slice(0, 7);
    const page = (await t.call('GET', `/api/vendor/earnings?month=${month}`, { token: V })).body.Payload;
    for (const lang of ['en', 'hi']) {
      const csv = await t.call('GET', `/api/vendor/earnings/statement?month=${month}&format=csv&lang=${lang}`, {
        token: V,
      });
      assert.equal(csv.status, 200, csv.raw);
      assert.match(String(csv.headers['content-type']), /text\/csv/);
      const lines = csv.raw.replace(/^\uFEFF/, '').split('\r\n');
      const total = lines.find((l) => l.startsWith(lang === 'en' ? 'Total,' : 'कुल,'))!;
      assert.ok(total, `${lang}: a totals row`);
      assert.equal(total.split(',').at(-1), page.Totals.Net.toFixed(2), `${lang}: net`);
      for (const id of bookings) {
        const no = page.Bookings.find((b: { BookingId: number }) => b.BookingId === id).BookingNo;
        assert.ok(
          lines.some((l) => l.startsWith(`${no},`)),
          `${lang}: booking ${no}`,
        );
      }
    }
    assert.match(
      (await t.call('GET', `/api/vendor/earnings/statement?month=${month}&format=csv&lang=hi`, { token: V })).raw,
      /कमाई का विवरण/,
    );
    const pdf = await t.call('GET', `/api/vendor/earnings/statement?month=${month}&format=pdf&lang=hi`, { token: V });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.ok(pdf.raw.startsWith('%PDF'));
    for (const bad of ['month=2026-13', 'month=', 'month=2026-01&format=xls', 'month=2026-01&lang=fr']) {
      const r = await t.call('GET', `/api/vendor/earnings/statement?${bad}`, { token: V });
      assert.equal(r.status, 400, `${bad}: ${r.raw}`);
      assert.ok(r.body.Message, 'a clear message');
    }
    assert.equal((await t.call('GET', '/api/vendor/earnings', { token: A })).status, 403, 'not for a customer');
  });

  it('KYC: bad PAN, IFSC and account numbers get a clear 400; payouts wait for the operator’s verification', async () => {
    const good = {
      pan: 'ABCPK1234F',
      panName: 'Ravi Kumar',
      accountHolder: 'Ravi Kumar',
      accountNumber: '123456789012',
      confirmAccountNumber: '123456789012',
      ifsc: 'SBIN0001234',
    };
    const cases: [Partial<typeof good>, RegExp][] = [
      [{ pan: 'ABC1234' }, /PAN must be 5 letters/],
      [{ pan: 'ABCXK1234F' }, /4th letter/],
      [{ pan: 'ABCPZ1234F' }, /5th letter/],
      [{ ifsc: 'SBIN1234567' }, /IFSC must be/],
      [{ accountNumber: '12345', confirmAccountNumber: '12345' }, /9 to 18 digits/],
      [{ confirmAccountNumber: '123456789013' }, /do not match/],
    ];
    for (const [patch, message] of cases) {
      const r = await t.call('POST', '/api/vendor/kyc', { token: V, body: { ...good, ...patch } });
      assert.equal(r.status, 400, JSON.stringify(patch));
      assert.match(r.body.Message, message);
    }
    const saved = await t.call('POST', '/api/vendor/kyc', { token: V, body: good });
    assert.equal(saved.status, 200, saved.raw);
    assert.equal(saved.body.Payload.AccountNumber, 'XXXX9012');
    assert.equal(saved.body.Payload.State, 'submitted');
    assert.ok(!saved.raw.includes('123456789012'), 'the full number never leaves in a reply');
    // Another vendor sees only their own (none); a customer none at all.
    assert.equal((await t.call('GET', '/api/vendor/kyc', { token: VB })).body.Payload.State, 'missing');
    assert.equal((await t.call('GET', '/api/vendor/kyc', { token: A })).status, 403);
    const list = await t.call('GET', '/api/admin/kyc', { token: OP });
    assert.equal(list.status, 200);
    assert.ok(!list.raw.includes('123456789012'), 'masked in the back office list');
    // The operator's payouts list says where each vendor's KYC stands, account masked.
    const payoutKyc = async (id: number) => {
      const r = await t.call('GET', '/api/admin/payouts', { token: OP });
      assert.equal(r.status, 200, r.raw);
      assert.ok(!r.raw.includes('123456789012'), 'masked in the payouts list');
      const row = (
        r.body.Payload as { VendorId: number; Kyc: string; KycAccount: string; KycRejectReason: string }[]
      ).find((x) => x.VendorId === id);
      return row && { Kyc: row.Kyc, KycAccount: row.KycAccount, KycRejectReason: row.KycRejectReason };
    };
    assert.deepEqual(await payoutKyc(vendorId), { Kyc: 'submitted', KycAccount: 'XXXX9012', KycRejectReason: '' });

    // Lines of an ended month; the run skips a vendor whose KYC is not verified.
    await t.db.query(
      "UPDATE vendor_ledger SET created_at = date_trunc('month', now()) - interval '2 days' WHERE vendor_id = $1",
      [vendorId],
    );
    await t.db.query(
      "UPDATE vendor_withheld SET created_at = date_trunc('month', now()) - interval '2 days' WHERE vendor_id = $1",
      [vendorId],
    );
    const period = plusDays(`${today().slice(0, 7)}-01`, -1).slice(0, 7);
    const run = await t.call('POST', '/api/admin/payout-runs', { token: OP, body: { period } });
    assert.equal(run.status, 200, run.raw);
    assert.equal(run.body.Payload.find((x: { VendorId: number }) => x.VendorId === vendorId).Outcome, 'kyc');
    assert.equal(
      (await t.call('POST', '/api/admin/payout-runs', { token: OP, body: { period: today().slice(0, 7) } })).status,
      400,
      'an open month',
    );
    assert.equal(
      (await t.call('POST', '/api/admin/payout-runs', { token: OP, body: { period: '2026-1' } })).status,
      400,
    );

    // A payout recorded by hand is refused the same way (409), in the operator's language, and writes nothing.
    const vendorB = (await t.db.query<{ id: number }>("SELECT id FROM vendors WHERE email = 'vendor2@utsav.in'"))
      .rows[0]!.id;
    const payoutsBefore = (await t.db.query('SELECT id FROM vendor_payouts')).rows.length;
    for (const [who, lang, message] of [
      [vendorId, 'en', /^A payout needs the vendor's KYC verified/],
      [vendorB, 'en', /^A payout needs the vendor's KYC verified/],
      [vendorId, 'hi', /^भुगतान के लिए विक्रेता का KYC सत्यापित होना ज़रूरी है/],
    ] as const) {
      const r = await t.call('POST', '/api/admin/payouts', {
        token: OP,
        headers: { 'accept-language': lang },
        body: { vendorId: who, amount: '1', reference: 'UTR-BY-HAND-1', paidOn: today() },
      });
      assert.equal(r.status, 409, `${who} ${lang}: ${r.raw}`);
      assert.match(r.body.Message, message);
    }
    assert.equal((await t.db.query('SELECT id FROM vendor_payouts')).rows.length, payoutsBefore, 'nothing paid');
    assert.equal(
      (await t.db.query("SELECT 1 FROM audit_log WHERE action = 'payout.record'")).rows.length,
      0,
      'nothing audited',
    );

    const reject = await t.call('POST', `/api/admin/vendors/${vendorId}/kyc`, {
      token: OP,
      body: { decision: 'reject' },
    });
    assert.equal(reject.status, 400, 'a rejection needs a reason');
    const rejected = await t.call('POST', `/api/admin/vendors/${vendorId}/kyc`, {
      token: OP,
      body: { decision: 'reject', reason: 'The name on the PAN differs from the account holder' },
    });
    assert.equal(rejected.status, 200, rejected.raw);
    assert.deepEqual(await payoutKyc(vendorId), {
      Kyc: 'rejected',
      KycAccount: 'XXXX9012',
      KycRejectReason: 'The name on the PAN differs from the account holder',
    });
    const verify = await t.call('POST', `/api/admin/vendors/${vendorId}/kyc`, {
      token: OP,
      body: { decision: 'verify' },
    });
    assert.equal(verify.status, 200, verify.raw);
    const audit = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'kyc.verify' AND entity_id = $1", [
      String(vendorId),
    ]);
    assert.equal(audit.rows.length, 1, 'audited');
    assert.deepEqual(await payoutKyc(vendorId), { Kyc: 'verified', KycAccount: 'XXXX9012', KycRejectReason: '' });
    // Verified: the hand-recorded payout goes through (the month's run below pays the rest, capped by the receivable).
    const byHand = await t.call('POST', '/api/admin/payouts', {
      token: OP,
      body: { vendorId, amount: '1', reference: 'UTR-BY-HAND-1', paidOn: today() },
    });
    assert.equal(byHand.status, 200, byHand.raw);
    assert.equal(
      (
        await t.db.query("SELECT 1 FROM vendor_payouts WHERE vendor_id = $1 AND reference = 'UTR-BY-HAND-1'", [
          vendorId,
        ])
      ).rows.length,
      1,
    );
    // Still refused for the vendor whose KYC is missing; an unknown vendor is a 404.
    const missing = await t.call('POST', '/api/admin/payouts', {
      token: OP,
      body: { vendorId: vendorB, amount: '1', reference: 'UTR-BY-HAND-2', paidOn: today() },
    });
    assert.equal(missing.status, 409, missing.raw);
    const unknown = await t.call('POST', '/api/admin/payouts', {
      token: OP,
      body: { vendorId: 999999, amount: '1', reference: 'UTR-BY-HAND-3', paidOn: today() },
    });
    assert.equal(unknown.status, 404, unknown.raw);
    assert.equal(
      (await t.call('POST', `/api/admin/vendors/${vendorId}/kyc`, { token: V, body: { decision: 'verify' } })).status,
      403,
    );
  });

  it('20 parallel payout runs for one vendor and month pay once, never more than the ledger owes; UTRs mark it paid', async () => {
    const period = plusDays(`${today().slice(0, 7)}-01`, -1).slice(0, 7);
    const owedBefore = (await t.call('GET', '/api/vendor/ledger', { token: V })).body.Payload.Totals.Receivable;
    const lines = await t.db.query<{ s: string }>(
      `SELECT ((SELECT coalesce(sum(amount), 0) FROM vendor_ledger WHERE vendor_id = $1 AND kind IN ('collected', 'refund', 'commission'))
             + (SELECT coalesce(sum(amount), 0) FROM vendor_withheld WHERE vendor_id = $1))::bigint AS s`,
      [vendorId],
    );
    const runs = await Promise.all(
      Array.from({ length: 20 }, () => t.call('POST', '/api/admin/payout-runs', { token: OP, body: { period } })),
    );
    for (const r of runs) assert.equal(r.status, 200, r.raw);
    const mine = runs.map((r) => r.body.Payload.find((x: { VendorId: number }) => x.VendorId === vendorId)?.Outcome);
    assert.equal(mine.filter((x) => x === 'paid').length, 1, `one run pays: ${mine.join(',')}`);
    const payouts = await t.db.query<{ id: number; amount: string }>(
      'SELECT id, amount FROM vendor_payouts WHERE vendor_id = $1 AND period = $2',
      [vendorId, period],
    );
    assert.equal(payouts.rows.length, 1);
    const amount = Number(payouts.rows[0]!.amount);
    assert.equal(
      amount,
      Math.min(Number(lines.rows[0]!.s), paise(owedBefore)),
      'the unsettled lines, capped by the receivable',
    );
    assert.ok(amount <= paise(owedBefore), 'never more than the ledger owes');
    const owedAfter = (await t.call('GET', '/api/vendor/ledger', { token: V })).body.Payload.Totals.Receivable;
    assert.equal(paise(owedAfter), paise(owedBefore) - amount);

    // The bank file has the full account for the bank; the run's list masks it.
    const file = await t.call('GET', `/api/admin/payout-runs/${period}/bank-file`, { token: OP });
    assert.equal(file.status, 200);
    assert.match(file.raw, /NEFT,Ravi Kumar,123456789012,SBIN0001234,/);
    const list = await t.call('GET', `/api/admin/payout-runs/${period}`, { token: OP });
    assert.ok(!list.raw.includes('123456789012'));

    const id = payouts.rows[0]!.id;
    const bad = await t.call('POST', '/api/admin/payout-runs/references', {
      token: OP,
      body: { items: [{ payoutId: id, utr: 'x' }] },
    });
    assert.equal(bad.status, 400);
    const unknown = await t.call('POST', '/api/admin/payout-runs/references', {
      token: OP,
      body: { items: [{ payoutId: 999999, utr: 'SBIN26330123456' }] },
    });
    assert.equal(unknown.status, 404);
    const paid = await t.call('POST', '/api/admin/payout-runs/references', {
      token: OP,
      body: { items: [{ payoutId: id, utr: 'sbin26330123456' }] },
    });
    assert.equal(paid.status, 200, paid.raw);
    const again = await t.call('POST', '/api/admin/payout-runs/references', {
      token: OP,
      body: { items: [{ payoutId: id, utr: 'SBIN26330123456' }] },
    });
    assert.equal(again.status, 409);

    const vp = (await t.call('GET', '/api/vendor/payouts', { token: V })).body.Payload;
    const p = vp.find((x: { Id: number }) => x.Id === id);
    assert.equal(p.Reference, 'SBIN26330123456');
    assert.equal(p.State, 'paid');
    const page = (await t.call('GET', '/api/vendor/earnings', { token: V })).body.Payload;
    for (const b of bookings) {
      const row = page.Bookings.find(
        (x: { BookingId: number; Kind: string }) => x.Kind === 'booking' && x.BookingId === b,
      );
      assert.ok(p.Bookings.includes(row.BookingNo), 'the payout lists the bookings it settles');
      assert.deepEqual(row.PayoutIds, [id]);
    }
    // A second run of the month pays nothing more.
    const rerun = await t.call('POST', '/api/admin/payout-runs', { token: OP, body: { period } });
    assert.equal(rerun.status, 200);
    assert.notEqual(rerun.body.Payload.find((x: { VendorId: number }) => x.VendorId === vendorId)?.Outcome, 'paid');
    const count = await t.db.query('SELECT id FROM vendor_payouts WHERE vendor_id = $1 AND period = $2', [
      vendorId,
      period,
    ]);
    assert.equal(count.rows.length, 1);
  });

  it('the TCS (GSTR-8 style) and 194-O TDS reports equal the withheld lines of the month', async () => {
    const month = plusDays(`${today().slice(0, 7)}-01`, -1).slice(0, 7);
    const sums = (
      await t.db.query<{ tcs: string; tds: string }>(
        `SELECT coalesce(-sum(amount) FILTER (WHERE kind LIKE 'tcs_%'), 0) AS tcs, coalesce(-sum(amount) FILTER (WHERE kind = 'tds'), 0) AS tds
         FROM vendor_withheld WHERE vendor_id = $1`,
        [vendorId],
      )
    ).rows[0]!;
    const tcs = await t.call('GET', `/api/admin/reports/tcs?month=${month}`, { token: OP });
    assert.equal(tcs.status, 200);
    const row = tcs.raw.split('\r\n').find((l) => l.startsWith('27AAAPL1234C1ZV,'))!;
    assert.ok(row, tcs.raw);
    assert.equal(Math.round(Number(row.split(',').at(-1)) * 100), Number(sums.tcs));
    const tds = await t.call('GET', `/api/admin/reports/tds?month=${month}`, { token: OP });
    const trow = tds.raw.split('\r\n').find((l) => l.startsWith('ABCPK1234F,'))!;
    assert.ok(trow, tds.raw);
    assert.equal(Math.round(Number(trow.split(',').at(-1)) * 100), Number(sums.tds));
    assert.equal((await t.call('GET', '/api/admin/reports/tcs?month=13', { token: OP })).status, 400);
    assert.equal((await t.call('GET', `/api/admin/reports/tcs?month=${month}`, { token: V })).status, 403);
  });
});
