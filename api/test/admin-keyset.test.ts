/**
 * the back office's tables page by keyset cursor like every other list. Walking a table page by page
 * (?after = the previous Page.next) shows every matching row once, in the order of one big page, for every sort,
 * even when many rows share the sort key (they are split by id); a cursor the API did not write is a 400.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setup, type TestCtx } from './helpers';

let t: TestCtx;
before(async () => {
  t = await setup();
});
after(async () => t.close());

const O = () => t.tokens.operator;
type Row = Record<string, unknown>;

/** Every row of a table walked `limit` rows at a time, with the number of pages and the total each page reported. */
async function walk(url: string, limit: number) {
  const rows: Row[] = [];
  const totals = new Set<number>();
  let cursor = '';
  let pages = 0;
  for (;;) {
    const r = await t.call(
      'GET',
      `${url}${url.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&after=${cursor}` : ''}`,
      {
        token: O(),
      },
    );
    assert.equal(r.status, 200, `${url} after ${cursor}: ${r.raw}`);
    rows.push(...(r.body.Payload as Row[]));
    totals.add(r.body.Page.total as number);
    assert.equal(r.body.Page.limit, limit);
    pages += 1;
    assert.ok(pages < 500, `${url}: the walk ends`);
    if (r.body.Page.next === null) break;
    assert.equal((r.body.Payload as Row[]).length, limit, 'a page before the last is full');
    cursor = r.body.Page.next as string;
  }
  return { rows, totals: [...totals], pages };
}

const tables: { url: string; id: string; sorts: string[] }[] = [
  { url: '/api/admin/vendors', id: 'Id', sorts: ['', 'name', '-name', 'joined', '-joined'] },
  {
    url: '/api/admin/bookings',
    id: 'BookingId',
    sorts: ['', 'placed', '-placed', 'event', '-event', 'billing', '-billing'],
  },
  {
    url: '/api/admin/package-bookings',
    id: 'BookingId',
    sorts: ['', 'placed', '-placed', 'event', '-event', 'total', '-total'],
  },
  { url: '/api/admin/enquiries', id: 'Id', sorts: [''] },
  { url: '/api/admin/audit', id: 'Id', sorts: [''] },
  { url: '/api/admin/messages', id: 'Id', sorts: [''] },
];

describe('admin tables on keyset pages', () => {
  before(async () => {
    // Ties everywhere: half of each table shares one sort key (time, event day, amount, name), so only the id
    // tells the rows apart. Audit entries and messages are made by a few writes first.
    // More rows where the seed has few: copies of its package booking (other order ids) and audit entries.
    const columns = (
      await t.db.query<{ c: string }>(
        `SELECT string_agg(column_name, ', ') AS c FROM information_schema.columns
         WHERE table_name = 'package_bookings' AND table_schema = current_schema() AND column_name NOT IN ('id', 'order_id')`,
      )
    ).rows[0]!.c;
    await t.db.query(
      `INSERT INTO package_bookings (order_id, ${columns})
       SELECT 'KEYSET' || g || '-' || k.id, ${columns
         .split(', ')
         .map((c) => `k.${c}`)
         .join(', ')}
       FROM package_bookings k, generate_series(1, 9) g`,
    );
    await t.db.query(
      `INSERT INTO audit_log (operator_id, action, entity, entity_id, reason, created_at)
       SELECT (SELECT min(id) FROM operators), 'test', 'vendor', g::text, '', now() - g * interval '1 second'
       FROM generate_series(1, 9) g`,
    );
    for (const [table, set] of [
      ['bookings', "created_at = '2026-01-01T10:00:00+05:30', booking_date = '2026-02-01', billing_amt = 500000"],
      [
        'package_bookings',
        "created_at = '2026-01-01T10:00:00+05:30', booking_date = '2026-02-01', package_total = 900000",
      ],
      ['vendors', "created_at = '2026-01-01T10:00:00+05:30', name = upper(name) || ''"],
      ['enquiries', "created_at = '2026-01-01T10:00:00+05:30'"],
      ['audit_log', "created_at = '2026-01-01T10:00:00+05:30'"],
      ['messages', "created_at = '2026-01-01T10:00:00+05:30'"],
    ] as const)
      await t.db.query(`UPDATE ${table} SET ${set} WHERE id % 2 = 0`);
    await t.db.query("UPDATE vendors SET name = 'Same Name' WHERE id % 3 = 0");
    // A few more enquiries at one instant, so the enquiry table has ties beyond one page.
    await t.db.query(
      `INSERT INTO enquiries (product_id, name, mobile, email, address, created_at)
       SELECT (SELECT min(id) FROM products), 'Tie ' || g, '9876543210', 'tie@example.in', 'Main Road', '2026-01-01T10:00:00+05:30'
       FROM generate_series(1, 7) g`,
    );
  });

  for (const { url, id, sorts } of tables)
    for (const sort of sorts)
      it(`${url}${sort ? ` sorted ${sort}` : ''}: page by page = one big page, no row twice, none missing`, async () => {
        const base = sort ? `${url}?sort=${sort}` : url;
        const whole = await walk(base, 100);
        const paged = await walk(base, 2);
        const ids = paged.rows.map((r) => r[id]);
        assert.ok(ids.length >= 2, `${url}: some rows (${ids.length})`);
        assert.equal(new Set(ids).size, ids.length, `${url}: no row twice`);
        assert.deepEqual(paged.totals, [ids.length], `${url}: Page.total is every row, on every page`);
        assert.deepEqual(
          ids,
          whole.rows.map((r) => r[id]),
          `${url}: the same rows in the same order`,
        );
        assert.ok(paged.pages >= Math.ceil(ids.length / 2));
      });

  it('ties are split by id, newest (highest) first', async () => {
    const { rows } = await walk('/api/admin/bookings?sort=billing', 3);
    const tied = rows.filter((r) => r.BillingAmt === 5000).map((r) => r.BookingId as number);
    assert.ok(tied.length >= 2, 'some bookings share the amount');
    assert.deepEqual(
      tied,
      [...tied].sort((a, b) => b - a),
    );
  });

  it('the order holds while rows are added: the next page continues after the last row shown', async () => {
    const first = await t.call('GET', '/api/admin/enquiries?limit=3', { token: O() });
    const shown = (first.body.Payload as Row[]).map((r) => r.Id);
    await t.db.query(
      `INSERT INTO enquiries (product_id, name, mobile, email, address)
       VALUES ((SELECT min(id) FROM products), 'Newest', '9876543210', 'new@example.in', 'Main Road')`,
    );
    const second = await t.call('GET', `/api/admin/enquiries?limit=3&after=${first.body.Page.next}`, { token: O() });
    const next = (second.body.Payload as Row[]).map((r) => r.Id);
    assert.equal(
      next.filter((x) => shown.includes(x)).length,
      0,
      'a new row does not push a shown row onto the next page',
    );
  });

  it('a cursor the API did not write is a 400 envelope', async () => {
    for (const cursor of [
      'abc',
      'W10',
      Buffer.from('["x",1]').toString('base64url'),
      'not a cursor!',
      'x'.repeat(700),
    ]) {
      const r = await t.call('GET', `/api/admin/bookings?after=${encodeURIComponent(cursor)}`, { token: O() });
      assert.equal(r.status, 400, cursor);
      assert.equal(r.body.Status, 'Failed');
      assert.equal(r.body.Message, 'Invalid page cursor');
    }
    // A cursor of one sort read with another (fewer keys) is refused, not misread.
    const vendors = await t.call('GET', '/api/admin/vendors?limit=1', { token: O() });
    const other = await t.call('GET', `/api/admin/vendors?limit=1&sort=name&after=${vendors.body.Page.next}`, {
      token: O(),
    });
    assert.equal(other.status, 400);
  });
});
