// Messages on the composed site: a new customer whose email address cannot be delivered (a domain under the
// reserved `.invalid`: the test outbox refuses it as a mail server would) ticks "Also send my booking messages on
// WhatsApp" at checkout and pays. The consent is saved (Personal Info shows it) and the receipt goes by SMS and
// WhatsApp, but the email is dead-lettered at once. The customer corrects the address in Personal Info (with the code
// sent to the new address); the operator finds the dead letter at /admin/messages, resends it, and it is delivered to
// the corrected address.
// Shots at 1280 and 390 px (e2e/artifacts/messages-dead-letter-*.png).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, OPERATOR, useToken } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { until } from '../../lib/wait.mjs';
import { freshMobile, lastCodeSentTo, registerCustomer } from '../../lib/one-time-codes.mjs';
import {
  addToCart,
  base64,
  bookableServices,
  call,
  daysFromNow,
  emptyCart,
  payOnGateway,
  spaGoto,
} from '../checkout/checkout-api.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const CONSENT = 'Also send my booking messages on WhatsApp';

/** The operator's outbox rows for a search (the API the page reads). */
async function outbox(operator, params) {
  const res = await fetch(`${API_URL}/api/admin/messages?${new URLSearchParams(params)}`, {
    headers: { 'x-auth-token': operator },
  });
  return (await res.json()).Payload ?? [];
}

test('an undeliverable receipt is dead-lettered; the customer corrects the address; the operator resends it; WhatsApp consent from checkout', async () => {
  const phone = freshMobile('9');
  const bad = `neha${phone}@mail.invalid`;
  const good = `neha${phone}@example.in`;
  const password = 'Letter@123';
  await registerCustomer({ name: 'Neha Kapoor', phone, email: bad, password });
  const login = await fetch(`${API_URL}/api/UserLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: phone, password }),
  }).then((r) => r.json());
  const token = login.Payload.uidtoken;
  const address = await call(token, '/AddBookingAddress', {
    method: 'POST',
    body: {
      name: 'Neha Kapoor',
      mobile: phone,
      email: good,
      address: '21 FC Road, Deccan Gymkhana',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411004',
      regno: 123456,
    },
  });
  assert.equal(address.Status, 'Success', JSON.stringify(address));
  const [service] = await bookableServices(1, [1], '411004'); // the event is in Pune
  const date = daysFromNow(163);
  await emptyCart(token);
  await addToCart(token, service.id, date);

  // Checkout: tick WhatsApp, place the order, pay at the offline gateway.
  const page = await newPage(browser, { width: 1280, height: 900 });
  await page.goto(`${BASE_URL}/`);
  await useToken(page, token);
  await spaGoto(page, `/checkout/${base64(date)}`);
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByLabel('Booking For', { exact: true }).fill('Griha pravesh');
  await page.getByRole('radio', { name: /Neha Kapoor/ }).check();
  await page.getByRole('radio', { name: /Full payment/ }).check();
  const consent = page.getByRole('checkbox', { name: CONSENT });
  assert.equal(await consent.isChecked(), false, 'no consent yet');
  await consent.check();
  await screenshot(page, 'messages-dead-letter-checkout-1280');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await payOnGateway(page, {});
  await page.getByRole('heading', { level: 1, name: 'Your Order is Confirmed' }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();

  // The consent is the account's: the receipt came on WhatsApp too, and the email died at once (no retries).
  const prefs = await call(token, '/account/message-preferences');
  assert.equal(prefs.Payload.WhatsappOptIn, true);
  const operator = await apiLogin(OPERATOR);
  const dead = await until(
    async () =>
      (await outbox(operator, { q: bad, state: 'dead', channel: 'email' })).find((m) => m.Template === 'booking.paid'),
    'the dead-lettered receipt',
    { timeout: 20_000, interval: 500 },
  );
  assert.equal(dead.Attempts, 1, 'a refusal is not retried');
  assert.match(dead.LastError, /^550 No such domain: mail\.invalid/);
  const mine = await call(token, '/account/messages');
  const channels = mine.Payload.filter((m) => m.Subject === dead.Subject)
    .map((m) => m.Channel)
    .sort();
  assert.deepEqual(
    channels,
    ['email', 'sms', 'whatsapp'],
    JSON.stringify(mine.Payload.map((m) => [m.Channel, m.Subject])),
  );

  // Personal Info: the consent ticked at checkout is shown; the customer corrects the email there.
  const profile = await newPage(browser, { width: 390, height: 900 });
  await profile.goto(`${BASE_URL}/`);
  await useToken(profile, token);
  await spaGoto(profile, '/account/profile');
  await profile.getByTestId('profile-email').filter({ hasText: bad }).waitFor();
  const ticked = profile.getByRole('checkbox', { name: CONSENT });
  await until(async () => (await ticked.isEnabled()) && (await ticked.isChecked()), 'the consent shown', {
    timeout: 20_000,
    interval: 500,
  });
  await profile.getByRole('button', { name: 'Edit Profile' }).click();
  const form = profile.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Email').fill(good);
  await form.getByRole('button', { name: /^(Save|Update)/ }).click();
  // A new email is saved only with the code sent to it (docs/security.md "Contacts proven before they are used").
  const { code } = await lastCodeSentTo(good);
  await form.getByLabel('6-digit code').fill(code);
  await form.getByRole('button', { name: 'Confirm and update' }).click();
  await profile.getByTestId('profile-email').filter({ hasText: good }).waitFor();
  await screenshot(profile, 'messages-dead-letter-profile-390');
  assert.deepEqual(profile.errors, []);
  await profile.context().close();

  // The operator: the dead letter at 390 and 1280 px; resend at 1280 → delivered to the corrected address.
  for (const width of [390, 1280]) {
    const admin = await newPage(browser, { width, height: 900 });
    await admin.goto(`${BASE_URL}/`);
    await useToken(admin, operator);
    await spaGoto(admin, `/admin/messages?q=${encodeURIComponent(bad)}&state=dead&channel=email`);
    await admin.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const row = admin.locator('[data-testid="message-row"][data-template="booking.paid"]');
    await row.waitFor();
    assert.equal(await row.getAttribute('data-state'), 'dead');
    await row.getByText('Dead-lettered · 1/5 attempts').waitFor();
    await row.getByText(/550 No such domain: mail\.invalid/).waitFor();
    await screenshot(admin, `messages-dead-letter-${width}`);
    if (width === 1280) {
      await row.getByRole('button', { name: 'Resend' }).click();
      await admin
        .getByText(`The message will be sent again within a few seconds, to ${good} (the address on the account now)`)
        .waitFor();
      // Found again by its subject (the address it goes to has changed).
      await spaGoto(admin, `/admin/messages?q=${encodeURIComponent(dead.Subject)}&channel=email`);
      const again = admin
        .locator(`[data-testid="message-row"][data-template="booking.paid"]`)
        .filter({ hasText: good });
      // The worker (every 3 s) sends it again: wait for the outbox to say so, then the page shows it.
      await until(
        async () =>
          (await outbox(operator, { q: good, channel: 'email' })).some((m) => m.Id === dead.Id && m.State === 'sent'),
        'the resent receipt delivered',
        { timeout: 20_000, interval: 500 },
      );
      await admin.reload();
      await again.waitFor();
      assert.equal(await again.getAttribute('data-state'), 'sent');
      await again.getByText('Test delivery — nothing was sent').waitFor();
      await again.getByText('1/5 attempts').waitFor();
      await screenshot(admin, 'messages-dead-letter-resent-1280');
      const [after] = (await outbox(operator, { q: good, channel: 'email' })).filter((m) => m.Id === dead.Id);
      assert.deepEqual([after?.State, after?.Recipient], ['sent', good]);
    }
    assert.deepEqual(admin.errors, []);
    await admin.context().close();
  }
});
