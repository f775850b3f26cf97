// the checkout remote served alone opens on its index; the cart asks a visitor to sign in as the demo
// customer; sample links (checkout on the cart's date, the customer's latest order) come from real data.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CUSTOMER, signInThroughDialog } from '../../lib/accounts.mjs';
import { launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { expectSignInPrompt, followFromIndex, openIndex } from '../../lib/standalone.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

test('checkout standalone: index, sign-in prompt on the cart, sample links from the demo customer', async () => {
  const page = await newPage(browser);
  await openIndex(page, { name: 'checkout' });
  await page.getByRole('main').getByText('sign in as the demo customer for a real sample').first().waitFor();
  await screenshot(page, 'standalone-checkout-index-visitor');

  await expectSignInPrompt(page, '/cart', { who: 'customer', id: CUSTOMER.mobile });
  await signInThroughDialog(page, CUSTOMER);
  await page.getByRole('heading', { level: 1, name: 'Cart View' }).waitFor();

  await openIndex(page, { name: 'checkout' });
  await followFromIndex(page, 'Checkout (date of the first cart item)', {
    expect: (p) => p.getByRole('button', { name: 'Place Order' }).waitFor(),
  });
  await followFromIndex(page, 'Order confirmed (latest order of the signed-in customer)', {
    expect: (p) =>
      p
        .getByTestId('order-id')
        .or(p.getByRole('heading', { level: 1 }))
        .first()
        .waitFor(),
  });
  const mini = page.getByRole('figure', { name: 'Fragment checkout/MiniCart' });
  await mini.getByText('{ open: boolean; onClose(): void }').waitFor();
  await mini.getByRole('button', { name: 'Open the mini-cart' }).click();
  await page.getByRole('dialog').first().waitFor();
  await screenshot(page, 'standalone-checkout-index-customer');
  assert.deepEqual(page.errors, []);
});
