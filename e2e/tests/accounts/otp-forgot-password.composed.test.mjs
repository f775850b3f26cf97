// forgot password end to end. A customer (/forgot-password, by mobile number) and a vendor
// (/vendor/forgot-password, by email) ask for a code, read it (the test outbox, as the operator reads it), set a
// new password; the session they had before is ended, and the new password signs them in. Each uses an account
// of its own, so the demo accounts other journeys sign in with keep their passwords.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { signInThroughDialog } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import {
  accountMessages,
  freshMobile,
  lastCodeSentTo,
  registerCustomer,
  registerVendor,
} from '../../lib/one-time-codes.mjs';
import { vendorSignIn } from '../vendor/vendor-helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const post = (path, body) =>
  fetch(`${API_URL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json());
const statusWith = async (path, token) =>
  (await fetch(`${API_URL}/api${path}`, { headers: { 'X-Auth-Token': token } })).status;

/** Fills the shared reset form: login → Send code → the code from the outbox and the new password. */
async function resetThroughForm(page, { login, to, password, name }) {
  const form = page.getByRole('form', { name: 'Forgot Password' });
  await form.getByLabel('Registered mobile number or email').fill(login);
  await form.getByRole('button', { name: 'Send code' }).click();
  await form.getByText(/If an account matches, we have sent a 6-digit code/).waitFor();
  const { code } = await lastCodeSentTo(to);
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('New password', { exact: true }).fill(password);
  await form.getByLabel('Confirm new password').fill(password);
  await screenshot(page, `${name}-code`);
  await form.getByRole('button', { name: 'Set new password' }).click();
  await form.getByTestId('reset-done').waitFor({ timeout: 30_000 });
  await screenshot(page, `${name}-done`);
  return code;
}

for (const width of [390, 1280]) {
  test(`customer: forgot password by mobile number ends the old session (${width} px)`, async () => {
    const phone = freshMobile('8');
    await registerCustomer({ name: 'Tara Joshi', phone, email: `tara${phone}@example.in`, password: 'Before@123' });
    const before = await post('/UserLogin', { mobile: phone, password: 'Before@123' });
    const oldToken = before.Payload.uidtoken;
    assert.equal(await statusWith('/userDetails', oldToken), 200);

    const page = await newPage(browser, { width, height: 900 });
    await page.goto(`${BASE_URL}/`);
    // From the sign-in dialog's link to the page.
    await page.getByTestId('user-button').click();
    await page
      .getByRole('dialog', { name: 'Sign In to Continue' })
      .getByRole('link', { name: 'Forgot Password?' })
      .click();
    await page.waitForURL(`${BASE_URL}/forgot-password`);
    await resetThroughForm(page, {
      login: phone,
      to: phone,
      password: 'After@12345',
      name: `otp-forgot-customer-${width}`,
    });
    assert.equal(await statusWith('/userDetails', oldToken), 401, 'the session from before the reset is over');
    const sent = await accountMessages(`tara${phone}@example.in`);
    assert.equal(sent[0]?.Template, 'account.password-changed', 'password changed, by email');

    // The page's Sign In opens the dialog; the new password works.
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await signInThroughDialog(page, { mobile: phone, password: 'After@12345' });
    assert.ok(await page.evaluate(() => sessionStorage.getItem('utsav.token')));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('vendor: forgot password from the sign-in form, by email', async () => {
  const phone = freshMobile('7');
  const email = `mela${phone}@example.in`;
  await registerVendor({ name: 'Mela Tents', phone, email, password: 'Before@123' });
  const before = await post('/vendor/login', { username: email, password: 'Before@123' });
  const oldToken = before.Payload.token;
  assert.equal(await statusWith('/vendor/profile', oldToken), 200);

  const page = await newPage(browser, { width: 1280, height: 900 });
  await page.goto(`${BASE_URL}/vendor`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(`${BASE_URL}/vendor/forgot-password`);
  await resetThroughForm(page, { login: email, to: email, password: 'After@12345', name: 'otp-forgot-vendor-1280' });
  assert.equal(await statusWith('/vendor/profile', oldToken), 401, 'the session from before the reset is over');
  const sms = await accountMessages(phone);
  assert.equal(sms[0]?.Template, 'account.password-changed', 'password changed, by SMS');

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await vendorSignIn(page, { username: email, password: 'After@12345' });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
