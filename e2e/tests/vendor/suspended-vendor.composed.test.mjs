// a suspended vendor signs in to read bookings and ledger only; the vendor area says so on every page,
// with the operator's reason, and a refused page shows the API's refusal. A vendor of its own (registered here), so
// no other journey's vendor is suspended under it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { OPERATOR, apiLogin } from '../../lib/accounts.mjs';
import { launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { call, open, vendorSignIn } from './vendor-helpers.mjs';
import { registerVendor } from '../../lib/one-time-codes.mjs';

const REASON = 'Documents under review';
const stamp = String(Date.now()).slice(-8);
const vendor = { username: `suspended${stamp}@example.in`, password: 'Vendor@123' };

let browser;
before(async () => {
  browser = await launchBrowser();
  // Registered with the code sent to the number.
  const registered = await registerVendor({
    name: 'Suspended Decorators',
    email: vendor.username,
    phone: `97${stamp}`,
    password: vendor.password,
  });
  const operator = await apiLogin(OPERATOR);
  await call(`/admin/vendors/${registered.Payload.Id}/status`, {
    token: operator,
    method: 'POST',
    body: { status: 'suspended', reason: REASON },
  });
});
after(async () => browser?.close());

for (const width of [1280, 390]) {
  test(`a suspended vendor is told why on every page, and a refused page says so (${width} px)`, async () => {
    const page = await newPage(browser, { width, height: 900 });
    await vendorSignIn(page, vendor);
    const notice = page.getByRole('status', { name: 'Account suspended' });
    await notice.waitFor();
    assert.match(
      await notice.innerText(),
      new RegExp(`Your vendor account is suspended: ${REASON}\\. You can still read your bookings and your ledger`),
    );
    await screenshot(page, `vendor-suspended-dashboard-${width}`);

    await open(page, '/vendor/booking');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await notice.waitFor();

    await open(page, '/vendor/services');
    await notice.waitFor();
    await page.getByText(`Your vendor account is suspended: ${REASON}.`, { exact: false }).nth(1).waitFor();
    await screenshot(page, `vendor-suspended-services-${width}`);
    assert.deepEqual(page.errors, []);
  });
}
