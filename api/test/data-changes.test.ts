/**
 * Explicit invalidation (lib/data-changes): every write path says what it changes, the declarations name existing
 * routes, and a declared change clears what depends on it — on this process at once, nothing else.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { WRITE_PATHS } from '../src/lib/data-changes';
import { setup, type TestCtx } from './helpers';

describe('write paths declare their data changes', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it('every non-GET route (and every listed GET that writes) declares what it changes', () => {
    const undeclared = t.app.writeRoutes.filter((r) => r.changes === undefined).map((r) => `${r.method} ${r.url}`);
    assert.deepEqual(
      undeclared,
      [],
      'add these to WRITE_PATHS in api/src/lib/data-changes.ts (or config.changes on the route)',
    );
  });

  it('every declaration names a route that exists', () => {
    const routes = new Set(t.app.writeRoutes.map((r) => `${r.method} ${r.url}`));
    for (const key of Object.keys(WRITE_PATHS))
      assert.ok(routes.has(key), `${key} is declared but no such route exists`);
  });

  it('a declared change bumps only its topics; a rejected write (4xx) bumps nothing', async () => {
    const v = () => ({ catalog: t.db.version('catalog'), accounts: t.db.version('accounts') });
    let before = v();
    const ok = await t.call('POST', '/api/change-password', {
      token: t.tokens.customerB,
      body: { oldPassword: 'Customer@123', newPassword: 'Customer@123', confirmPassword: 'Customer@123' },
    });
    assert.equal(ok.status, 200, ok.raw);
    assert.deepEqual(v(), { catalog: before.catalog, accounts: before.accounts + 1 });
    before = v();
    const bad = await t.call('POST', '/api/add-review', {
      token: t.tokens.customerA,
      body: { pid: 3, serviceId: 1, rating: 9, reviewDes: '' },
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(v(), before);
    const enquiry = await t.call('POST', '/api/AddEnquiry', {
      body: { productId: 2, name: 'Ravi Kumar', mobile: '9876500000', email: 'ravi@example.com', address: 'Mumbai' },
    });
    assert.equal(enquiry.status, 200);
    assert.deepEqual(v(), before);
  });
});
