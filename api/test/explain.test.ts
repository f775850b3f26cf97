/**
 * Query plans of the hot list reads: every query the data layer sends for them is EXPLAINed with
 * sequential scans priced out (enable_seqscan = off, so the planner takes any usable index however small the test
 * tables are) and the test fails when a large table is still read by a Seq Scan — i.e. when no index serves it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Param, Queryable } from '../src/db/client';
import { sqlText } from '../src/db/statement';
import { customerBookings, vendorBookings } from '../src/data/bookings';
import { vendorPackageItems } from '../src/data/package-items';
import {
  countServices,
  listServices,
  productOnDate,
  serviceReviews,
  SORTS,
  type ServiceSort,
} from '../src/data/catalog';
import { customerEnquiries } from '../src/data/accounts';
import { encodeCursor } from '../src/data/keyset';
import { vendorDashboard } from '../src/data/vendor-dashboard';
import { cartRows } from '../src/data/cart';
import { understand } from '../src/data/search';
import { searchHits } from '../src/data/search-results';
import { searchPackages } from '../src/data/package-search';
import { setup, type TestCtx } from './helpers';

const LARGE = new Set([
  'products',
  'bookings',
  'reviews',
  'enquiries',
  'package_booking_items',
  'booking_slots',
  'product_images',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const seqScans = (n: PlanNode): string[] => [
  ...(n['Node Type'] === 'Seq Scan' && n['Relation Name'] && LARGE.has(n['Relation Name']) ? [n['Relation Name']] : []),
  ...(n.Plans ?? []).flatMap(seqScans),
];

describe('hot list queries use indexes (EXPLAIN)', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  /** Runs fn against a recorder, then EXPLAINs every statement it sent. */
  async function plans(label: string, fn: (q: Queryable) => Promise<unknown>) {
    const sent: { sql: string; params: readonly Param[] }[] = [];
    const recorder: Queryable = {
      query: async (sql, params = []) => {
        sent.push({ sql: sqlText(sql), params });
        return t.db.query(sql, params);
      },
    };
    await fn(recorder);
    assert.ok(sent.length > 0);
    for (const { sql, params } of sent) {
      const scans = await t.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const r = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
          `EXPLAIN (FORMAT JSON) ${sql}`,
          params,
        );
        const raw = r.rows[0]!['QUERY PLAN'];
        const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
        return seqScans(plan[0].Plan);
      });
      assert.deepEqual(scans, [], `${label}: sequential scan of ${scans.join(', ')} in\n${sql}`);
    }
  }

  it("a customer's and a vendor's bookings, first and later pages", async () => {
    const cursor = ['2026-01-01 10:00:00+05:30', 5] as const;
    await plans('my bookings', (q) => customerBookings(q, 1, { limit: 50, after: null }, '2026-11-24'));
    await plans('my bookings, page 2', (q) => customerBookings(q, 1, { limit: 50, after: [...cursor] }, '2026-11-24'));
    await plans('vendor bookings', (q) => vendorBookings(q, 1, { limit: 50, after: null }, { today: '2026-11-24' }));
    await plans('vendor bookings, page 2', (q) =>
      vendorBookings(q, 1, { limit: 50, after: [...cursor] }, { today: '2026-11-24' }),
    );
    await plans('vendor upcoming bookings', (q) =>
      vendorBookings(q, 1, { limit: 50, after: null }, { when: 'upcoming', today: '2026-11-24' }),
    );
    await plans('vendor package items', (q) => vendorPackageItems(q, 1, null, { limit: 50, after: null }));
    await plans('vendor package items of a service, page 2', (q) =>
      vendorPackageItems(q, 1, 1, { limit: 50, after: [40, 90] }),
    );
    assert.ok(encodeCursor(cursor));
  });

  it("a service's availability on a date and a customer's cart", async () => {
    await plans('availability', (q) => productOnDate(q, 1, '2026-12-01'));
    await plans('cart', (q) => cartRows(q, 1));
  });

  it('the vendor dashboard (one statement: services, roll-up, package shares, ledger)', async () => {
    await plans('vendor dashboard', (q) => vendorDashboard(q, 1, '2026-11-24', '2026-08-01', '2027-02-01'));
  });

  it('services: every sort, with and without a category, page 2, and the counts', async () => {
    // Nearest first needs the customer's place (a computed distance, no index to use): the other sorts read indexes.
    for (const sort of (Object.keys(SORTS) as ServiceSort[]).filter((x) => x !== 'distance')) {
      for (const serviceId of [undefined, 1]) {
        const f = { sort, serviceId };
        await plans(`services ${sort} ${serviceId ?? 'all'}`, (q) => listServices(q, f, { limit: 50, after: null }));
        await plans(`services ${sort} ${serviceId ?? 'all'} page 2`, (q) =>
          listServices(q, f, { limit: 50, after: [sort === 'newest' ? '2026-01-01 10:00:00+05:30' : 1000, 10] }),
        );
        await plans(`services count ${serviceId ?? 'all'}`, (q) => countServices(q, f));
      }
    }
  });

  it("a service's reviews and a customer's enquiries", async () => {
    await plans('reviews', (q) => serviceReviews(q, 1, { limit: 50, after: null }));
    await plans('reviews, page 2', (q) => serviceReviews(q, 1, { limit: 50, after: ['2026-01-01 10:00:00+05:30', 5] }));
    await plans('enquiries', (q) => customerEnquiries(q, 1, { limit: 50, after: null }));
    await plans('enquiries, page 2', (q) =>
      customerEnquiries(q, 1, { limit: 50, after: ['2026-01-01 10:00:00+05:30', 5] }),
    );
  });

  it('search (docs/search.md): the understood query, the list by relevance and by price, its count, the header box', async () => {
    for (const text of ['mandap', 'shaadi photographer', 'decoration in mumbai', 'pune', 'fotografer', 'मेहंदी']) {
      const search = await understand(t.db, text);
      await plans(`understand ${text}`, (q) => understand(q, text));
      for (const sort of ['relevance', 'price_asc'] as const)
        await plans(`services ?q=${text} ${sort}`, (q) =>
          listServices(q, { sort, text, search }, { limit: 50, after: null }),
        );
      await plans(`count ?q=${text}`, (q) => countServices(q, { sort: 'relevance', text, search }));
      await plans(`/Search ${text}`, (q) => searchHits(q, search));
      await plans(`/Packages ?q=${text}`, (q) => searchPackages(q, search));
    }
  });
});
