// The composed site: shell + five remotes at runtime, one copy of each singleton, isolation.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { APPS } from '../../../tools/apps.mjs';
import { serveApp, writeAppConfig } from '../../../tools/site.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { nextFrames } from '../../lib/wait.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** Bodies of every JavaScript file the page fetched. */
function collectScripts(page) {
  const bodies = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script')
      bodies.push(
        r
          .text()
          .then((t) => ({ url: r.url(), text: t }))
          .catch(() => ({ url: r.url(), text: '' })),
      );
  });
  return async () => Promise.all(bodies);
}

test('home loads on the shell with header, menu, footer and the catalogue remote', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/`);
  await page.getByRole('link', { name: 'Utsav home' }).waitFor();
  for (const item of ['Home', 'Our Services', 'contact us', 'Calendars']) {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: item, exact: true }).waitFor();
  }
  await page.getByRole('link', { name: 'Become a Vendor' }).waitFor();
  await page.getByTestId('category-panel').waitFor();
  await page.locator('main h1, main h2').first().waitFor();
  assert.equal(await page.locator('[data-remote-fallback]').count(), 0);
  assert.ok(
    page.responses.some((r) => r.url.endsWith(`:${APPS[1].port}/remoteEntry.js`) && r.status === 200),
    'catalog remoteEntry fetched',
  );
  assert.deepEqual(page.errors, []);
  await screenshot(page, 'shell-home');
});

test('every remote route renders inside the shell', async () => {
  const page = await newPage(browser);
  const routes = [
    ['/services', 'catalog'],
    ['/calendars', 'catalog'],
    ['/booking/status', 'checkout'],
    ['/packages/all', 'packages'],
    ['/vendor', 'vendor'],
    ['/service-provider-reg', 'vendor'],
  ];
  for (const [path, remote] of routes) {
    await page.goto(`${BASE_URL}${path}`);
    await page.locator('main h1').first().waitFor();
    assert.equal(await page.locator('[data-remote-fallback]').count(), 0, `${path} has no fallback`);
    const port = APPS.find((a) => a.name === remote).port;
    assert.ok(
      page.responses.some((r) => r.url.includes(`:${port}/`)),
      `${path} loaded the ${remote} remote`,
    );
    assert.ok(await page.getByRole('link', { name: 'Utsav home' }).isVisible(), `${path} keeps the shell header`);
  }
  assert.deepEqual(page.errors, []);
});

test('shared singletons are downloaded once: react-dom, and one session store', async () => {
  const page = await newPage(browser);
  const scripts = collectScripts(page);
  await page.goto(`${BASE_URL}/`);
  await page.locator('main h1, main h2').first().waitFor();
  // Navigate inside the app (a second page.goto would be a new document that downloads everything again).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Packages' }).click();
  await page.waitForURL(`${BASE_URL}/packages/all`);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const bodies = await scripts();
  const count = (needle) => bodies.filter((b) => b.text.includes(needle)).length;
  assert.equal(count('__reactContainer$'), 1, 'react-dom (client) downloaded once');
  // A string only the session store's module has (main.js also names the token key, to skip a preload).
  assert.equal(count('session: token could not be decoded'), 1, '@utsav/shared/session downloaded once');
});

test('the sign-in dialog opens from the cart icon for a visitor and closes on navigation', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/about-us`);
  await page.getByTestId('cart-button').click();
  const dialog = page.getByRole('dialog', { name: 'Sign In to Continue' });
  await dialog.waitFor();
  await dialog.getByRole('link', { name: /Create an account/ }).waitFor();
  await dialog.getByRole('link', { name: /Forgot Password/ }).waitFor();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/contact-us');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await page.locator('main h1').first().textContent(), 'Contact Us');
});

test('sign-in validation: Remember Me is optional, wrong password shows the server message', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/about-us`);
  await page.getByTestId('user-button').click();
  const dialog = page.getByRole('dialog', { name: 'Sign In to Continue' });
  await dialog.getByLabel('Mobile number').pressSequentially('98765abc43210');
  assert.equal(await dialog.getByLabel('Mobile number').inputValue(), '9876543210', 'numeric filter, max 10');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  // The refusal stays in the dialog until a field changes.
  await dialog
    .getByTestId('sign-in-error')
    .filter({ hasText: /invalid|incorrect|wrong/i })
    .waitFor();
  assert.ok(await dialog.isVisible(), 'dialog stays open after a failed sign-in');
  await dialog.getByLabel('Password').fill('another-guess');
  await dialog.getByTestId('sign-in-error').waitFor({ state: 'detached' });
});

test('unknown paths show the 404 page with a link home', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/no-such-page`);
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await page.waitForURL(`${BASE_URL}/`);
});

test('non-customers opening cart, checkout, package checkout or account go to /', async () => {
  const page = await newPage(browser);
  for (const path of ['/cart', '/checkout/MjAyNi0xMi0wMQ==', '/package/checkout', '/account/profile']) {
    await page.goto(`${BASE_URL}${path}`);
    await page.waitForURL(`${BASE_URL}/`);
  }
});

test("a remote's manifest that fails once is fetched again and the remote renders (retry plugin)", async () => {
  const page = await newPage(browser);
  const origin = `http://localhost:${APPS[1].port}`;
  let requests = 0;
  await page.route(
    (url) => url.href.split('?')[0] === `${origin}/mf-manifest.json`,
    (route) => (++requests === 1 ? route.abort('connectionreset') : route.continue()),
  );
  // The page is drawn by the server; in the browser the remote's own code (a chunk beside remoteEntry.js, which the
  // page preloads) is fetched only after the runtime has read a manifest.
  const remoteCode = page.waitForResponse(
    (r) => r.url().startsWith(`${origin}/`) && r.url().endsWith('.js') && !r.url().endsWith('/remoteEntry.js'),
    { timeout: 20_000 },
  );
  await page.goto(`${BASE_URL}/services/all`);
  assert.equal((await remoteCode).status(), 200);
  await page.getByRole('heading', { name: 'Categories' }).waitFor();
  await nextFrames(page);
  assert.equal(await page.locator('[data-remote-fallback]').count(), 0, 'no fallback');
  assert.ok(requests >= 2, `the manifest was asked for again after the failure (${requests} requests)`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('with one remote down, header, footer and other remotes work and the dead slot offers retry', async () => {
  const shell = APPS[0];
  const deadPort = shell.port + 90;
  const config = writeAppConfig();
  const cfg = JSON.parse((await import('node:fs')).readFileSync(config, 'utf8'));
  cfg.remotes.catalog = `http://localhost:${deadPort}/mf-manifest.json`;
  (await import('node:fs')).writeFileSync(config, JSON.stringify(cfg));
  const altShell = { ...shell, port: shell.port + 80 };
  const server = await serveApp(altShell, { configFile: config });
  try {
    const page = await newPage(browser);
    await page.goto(`http://localhost:${altShell.port}/`);
    const fallback = page.locator('[data-remote-fallback="catalog/App"]');
    await fallback.waitFor({ timeout: 30_000 });
    await fallback.getByRole('button', { name: 'Retry' }).waitFor();
    await page.getByRole('link', { name: 'Utsav home' }).waitFor();
    await page.getByRole('heading', { name: 'Company' }).waitFor();
    await screenshot(page, 'shell-remote-down');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'contact us' }).click();
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    await page.goto(`http://localhost:${altShell.port}/packages/all`);
    await page.locator('main h1').first().waitFor();
    assert.equal(await page.locator('[data-remote-fallback="packages/App"]').count(), 0, 'packages still works');
  } finally {
    server.kill();
  }
});
