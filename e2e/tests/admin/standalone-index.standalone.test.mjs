// the admin remote served alone opens on its index; a guarded page asks for the demo operator and signs
// in inside the frame; then every back-office page of the index opens.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { OPERATOR } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { followFromIndex, openIndex } from '../../lib/standalone.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

test('admin standalone: index, demo-operator sign-in in the frame, every page', async () => {
  const page = await newPage(browser);
  await openIndex(page, { name: 'admin' });
  await page.goto(`${BASE_URL}/admin/audit`);
  const prompt = page.getByTestId('standalone-sign-in').filter({ hasText: 'Sign in as an operator to open this page' });
  await prompt.waitFor();
  assert.ok((await prompt.textContent()).includes(OPERATOR.username), 'the prompt names the demo operator');
  const form = prompt.getByRole('form', { name: 'Sign in as the demo operator' });
  await form.getByLabel('Email').fill(OPERATOR.username);
  await form.getByLabel('Password').fill(OPERATOR.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();

  await openIndex(page, { name: 'admin' });
  for (const [label, heading] of [
    ['Operator sign-in / dashboard', 'Dashboard'],
    ['Vendors awaiting approval', 'Vendors'],
    ['Bookings', 'Bookings'],
    ['Payouts', 'Payouts'],
    ['Open enquiries', 'Enquiries'],
    ['Audit log', 'Audit log'],
  ]) {
    await followFromIndex(page, label, {
      expect: (p) => p.getByRole('heading', { level: 1, name: heading }).waitFor(),
    });
  }
  await screenshot(page, 'standalone-admin-index');
  assert.deepEqual(page.errors, []);
});
