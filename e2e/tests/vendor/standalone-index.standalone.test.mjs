// the vendor remote served alone opens on its index; a guarded page asks for the demo vendor and signs
// in inside the frame; the booking and service sample links come from the vendor's real data.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { VENDOR } from '../../lib/accounts.mjs';
import { launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { expectSignInPrompt, followFromIndex, openIndex } from '../../lib/standalone.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

test('vendor standalone: index, demo-vendor sign-in in the frame, sample links', async () => {
  const page = await newPage(browser);
  await openIndex(page, { name: 'vendor' });
  await followFromIndex(page, 'Vendor registration', {
    expect: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  });

  const prompt = await expectSignInPrompt(page, '/vendor/services', { who: 'vendor', id: VENDOR.username });
  const form = prompt.getByRole('form', { name: 'Sign in as the demo vendor' });
  await form.getByLabel('Email or phone').fill(VENDOR.username);
  await form.getByLabel('Password').fill(VENDOR.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await prompt.waitFor({ state: 'detached' });
  assert.equal(await page.getByTestId('not-found').count(), 0);

  await openIndex(page, { name: 'vendor' });
  await followFromIndex(page, 'Edit a service (first service)', {
    expect: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  });
  await followFromIndex(page, 'Booking invoice (latest booking)', {
    expect: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  });
  await screenshot(page, 'standalone-vendor-index');
  assert.deepEqual(page.errors, []);
});
