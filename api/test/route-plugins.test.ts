/**
 * route modules are Fastify plugins per domain (routes/plugins). The plugin tree shows each domain as its
 * own plugin (the back office's parts inside it), and what a domain owns is a decorator of its own context: the
 * account, vendor and admin throttles share one name without clashing, and none of them is visible on the app.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setup, type TestCtx } from './helpers';
import { THROTTLES } from '../src/routes/plugins';

let t: TestCtx;
before(async () => {
  t = await setup();
});
after(async () => t.close());

describe('route modules as Fastify plugins', () => {
  it('each domain is a registered plugin; the admin parts are its children', () => {
    const tree = t.app.printPlugins();
    for (const name of [
      'catalogRoutes',
      'cartRoutes',
      'bookingRoutes',
      'bookingChangeRoutes',
      'accountRoutes',
      'verificationRoutes',
      'packageRoutes',
      'vendorRoutes',
      'miscRoutes',
      'paymentRoutes',
      'adminRoutes',
      'calendarRoutes',
      'rumRoutes',
      'messageRoutes',
      'shortlistRoutes',
      'imageRoutes',
    ])
      assert.ok(tree.includes(name), `${name} in the plugin tree:\n${tree}`);
    // The tree draws a child one level deeper: its name starts further right, on a later line.
    const lines = tree.split('\n');
    const at = (name: string) => {
      const line = lines.findIndex((l) => l.includes(` ${name} `));
      return { line, depth: lines[line]!.indexOf(name) };
    };
    const admin = at('adminRoutes');
    for (const part of [
      'adminVendorRoutes',
      'adminOperationRoutes',
      'adminCatalogRoutes',
      'adminPackageBookingRoutes',
    ]) {
      const child = at(part);
      assert.ok(child.line > admin.line && child.depth > admin.depth, `${part} is a child of adminRoutes:\n${tree}`);
    }
    assert.equal(at('accountRoutes').depth, admin.depth, 'the domains are siblings');
  });

  it("a domain's decorators stay in its context: the app has no throttles of its own", () => {
    assert.equal(t.app.hasDecorator(THROTTLES), false);
  });

  it('the domains still answer under /api (sign-ins of three domains, each with its throttle)', async () => {
    const bad = { password: 'wrong-password' };
    for (const [url, body] of [
      ['/api/UserLogin', { mobile: '9876543210', ...bad }],
      ['/api/vendor/login', { username: 'vendor@utsav.in', ...bad }],
      ['/api/admin/login', { username: 'admin@utsav.in', ...bad }],
    ] as const) {
      const r = await t.call('POST', url, { body });
      assert.ok(r.status === 401 || r.status === 400, `${url}: ${r.status} ${r.raw}`);
    }
  });
});
