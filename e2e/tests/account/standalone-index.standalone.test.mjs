// the account remote served alone opens on its index; a visitor is asked to sign in as the demo
// customer on a guarded page; invoice links come from the customer's real bookings.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CUSTOMER_B, signInThroughDialog } from '../../lib/accounts.mjs';
import { launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { expectSignInPrompt, followFromIndex, openIndex } from '../../lib/standalone.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

test('account standalone: index, sign-in prompt, invoice sample links', async () => {
  const page = await newPage(browser);
  await openIndex(page, { name: 'account' });
  await expectSignInPrompt(page, '/account/address', { who: 'customer', id: '9876543210' });
  // Another customer signs in from the prompt (the account test changes the demo customer's password).
  await signInThroughDialog(page, CUSTOMER_B);
  await page.getByRole('heading', { level: 1, name: 'Address', exact: true }).waitFor();

  await openIndex(page, { name: 'account' });
  await followFromIndex(page, 'My Booking', {
    expect: (p) => p.getByRole('heading', { level: 1, name: 'My Booking' }).waitFor(),
  });
  const invoice = page.getByRole('main').getByRole('link', { name: 'Booking invoice (latest booking)' });
  if (await invoice.count()) {
    await followFromIndex(page, 'Booking invoice (latest booking)', {
      expect: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
    });
  } else {
    await page.getByRole('main').getByText('this customer has no booking yet').waitFor();
  }
  await screenshot(page, 'standalone-account-index');
  assert.deepEqual(page.errors, []);
});
