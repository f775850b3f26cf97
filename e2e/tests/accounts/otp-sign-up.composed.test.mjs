// a new customer (/signup) and a new vendor (/service-provider-reg) prove their mobile number with the
// 6-digit code sent by SMS — read here from the test outbox as the operator reads it — before the account exists.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { accountMessages, freshMobile, lastCodeSentTo } from '../../lib/one-time-codes.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

for (const width of [390, 1280]) {
  test(`customer sign-up with the SMS code (${width} px)`, async () => {
    const page = await newPage(browser, { width, height: 900 });
    const phone = freshMobile('8');
    // The page arrives as server HTML: type once it has hydrated, or hydration resets the fields.
    await page.goto(`${BASE_URL}/signup`, { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full Name').fill('Ishaan Mehta');
    await form.getByLabel('Email').fill(`ishaan${phone}@example.in`);
    await form.getByLabel('Phone').fill(phone);
    // Submitting without the code is refused by the shared rule.
    await form.getByLabel('Password', { exact: true }).fill('Secret@123');
    await form.getByLabel('Confirm Password').fill('Secret@123');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await form.getByText('Enter the 6-digit code we sent you').waitFor();

    await form.getByRole('button', { name: 'Send code' }).click();
    await form.getByTestId('code-note').filter({ hasText: 'We have sent a 6-digit code' }).waitFor();
    await form.getByRole('button', { name: /^Resend in \d+s$/ }).waitFor();
    const { code } = await lastCodeSentTo(phone);
    await form.getByLabel('Verification code').fill(code);
    await screenshot(page, `otp-sign-up-code-${width}`);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    // Signed in and sent home.
    await page.waitForURL(`${BASE_URL}/`, { timeout: 30_000 });
    const token = await page.evaluate(() => sessionStorage.getItem('utsav.token'));
    assert.ok(token, 'signed in after sign-up');
    const me = await fetch(`${API_URL}/api/userDetails`, { headers: { 'X-Auth-Token': token } }).then((r) => r.json());
    assert.equal(me.Payload.Phone, phone);
    // The used code is blanked out of the outbox.
    const [sms] = await accountMessages(phone);
    assert.equal(sms.Channel, 'sms');
    assert.ok(
      !sms.Text.includes(code) && sms.Text.startsWith('••••••'),
      `the used code is blanked out of the outbox: ${sms.Text}`,
    );
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('vendor registration with the SMS code', async () => {
  const page = await newPage(browser, { width: 1280, height: 900 });
  const phone = freshMobile('7');
  await page.goto(`${BASE_URL}/service-provider-reg`);
  const form = page.getByRole('form', { name: 'Vendor registration' });
  await form.getByLabel('Full Name').fill('Roshni Lights');
  await form.getByLabel('Email').fill(`roshni${phone}@example.in`);
  await form.getByLabel('Phone').fill(phone);
  await form.getByRole('button', { name: 'Send code' }).click();
  await form.getByTestId('code-note').filter({ hasText: 'We have sent a 6-digit code' }).waitFor();
  const { code } = await lastCodeSentTo(phone);
  await form.getByLabel('Verification code').fill(code);
  await form.getByLabel('Service Type').selectOption({ index: 1 });
  await form.getByLabel('Password', { exact: true }).fill('Vendor@1234');
  await form.getByLabel('Confirm Password').fill('Vendor@1234');
  await form.getByRole('checkbox', { name: /vendor policy and terms/ }).check();
  await screenshot(page, 'otp-vendor-registration-code-1280');
  await form.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('heading', { name: 'Registration received' }).waitFor({ timeout: 30_000 });
  await screenshot(page, 'otp-vendor-registration-done-1280');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
