// signing out through the page ends the session on the server. For the customer (shell user menu),
// the vendor (vendor header) and the operator (back office): sign in through the UI, read the token the page
// holds, sign out through the UI, then call the role's own profile endpoint with the old token → 401.
// (The apps' POST /api/logout had been answered 415 on every sign-out, so the token kept working.)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CUSTOMER, OPERATOR, VENDOR, signInThroughDialog } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { vendorSignIn } from '../vendor/vendor-helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const tokenOf = (page) => page.evaluate(() => sessionStorage.getItem('utsav.token'));
const statusWith = async (path, token) =>
  (await fetch(`${API_URL}/api${path}`, { headers: { 'X-Auth-Token': token } })).status;

/** Runs `signOut` and waits for the page's POST /api/logout to be answered; returns its status. */
async function signOutThroughPage(page, signOut) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/logout') && r.request().method() === 'POST');
  await signOut();
  return (await answered).status();
}

test('customer: logout from the user menu revokes the token', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/`);
  await signInThroughDialog(page, CUSTOMER);
  const token = await tokenOf(page);
  assert.ok(token, 'signed in: the page holds a token');
  assert.equal(await statusWith('/userDetails', token), 200, 'the token works before sign-out');

  const status = await signOutThroughPage(page, async () => {
    await page.getByTestId('user-button').click();
    await page.getByRole('menuitem', { name: 'logout' }).click();
  });
  assert.equal(status, 200, 'POST /api/logout is accepted');
  await page.getByTestId('user-button').filter({ hasText: 'Sign In' }).waitFor();
  assert.equal(await tokenOf(page), null);
  assert.equal(await statusWith('/userDetails', token), 401, 'the old customer token is refused');
  assert.equal(await statusWith('/GetMyBookings', token), 401);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('vendor: Logout in the vendor header revokes the token', async () => {
  const page = await newPage(browser);
  await vendorSignIn(page, VENDOR);
  const token = await tokenOf(page);
  assert.ok(token);
  assert.equal(await statusWith('/vendor/profile', token), 200);

  const status = await signOutThroughPage(page, async () => {
    await page.getByTestId('vendor-user-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  });
  assert.equal(status, 200);
  await page.waitForFunction(() => sessionStorage.getItem('utsav.token') === null);
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'sign-out-vendor-signed-out');
  assert.equal(await statusWith('/vendor/profile', token), 401, 'the old vendor token is refused');
  assert.equal(await statusWith('/vendor/dashboard', token), 401);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('operator: Sign out in the back office revokes the token', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/admin`);
  const form = page.getByRole('form', { name: 'Operator sign in' });
  await form.getByLabel('Email').fill(OPERATOR.username);
  await form.getByLabel('Password').fill(OPERATOR.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 30_000 });
  const token = await tokenOf(page);
  assert.ok(token);
  assert.equal(await statusWith('/admin/profile', token), 200);

  const status = await signOutThroughPage(page, () => page.getByRole('button', { name: 'Sign out' }).click());
  assert.equal(status, 200);
  await page.getByRole('form', { name: 'Operator sign in' }).waitFor();
  await screenshot(page, 'sign-out-operator-signed-out');
  assert.equal(await tokenOf(page), null);
  assert.equal(await statusWith('/admin/profile', token), 401, 'the old operator token is refused');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
