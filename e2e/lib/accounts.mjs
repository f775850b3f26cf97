// Demo accounts seeded by the API (README) and helpers to sign in through the UI or the API.
import { API_URL } from './browser.mjs';

export const CUSTOMER = { mobile: '9876543210', password: 'Customer@123', name: 'Aarav Sharma' };
export const CUSTOMER_B = { mobile: '9876543211', password: 'Customer@123' };
export const VENDOR = { username: 'vendor@utsav.in', password: 'Vendor@123' };
export const VENDOR_B = { username: 'vendor2@utsav.in', password: 'Vendor@123' };
export const OPERATOR = { username: 'admin@utsav.in', password: 'Admin@123', operator: true };

/** Signs in through the shared 'Sign In to Continue' dialog (opens it from the user icon if needed). */
export async function signInThroughDialog(page, account = CUSTOMER) {
  const dialog = page.getByRole('dialog', { name: 'Sign In to Continue' });
  if (!(await dialog.isVisible().catch(() => false))) {
    const opener = page
      .getByTestId('user-button')
      .or(page.getByRole('button', { name: 'Sign In' }))
      .first();
    await opener.click();
  }
  await dialog.getByLabel('Mobile number').fill(account.mobile);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByLabel('Remember Me').check();
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  // The first sign-in of a run can queue behind the page's own catalogue calls on a cold embedded database.
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
}

/** Token for API calls from a journey (e.g. to set up data). */
export async function apiLogin(account = CUSTOMER) {
  const vendor = 'username' in account;
  const path = account.operator ? 'admin/login' : vendor ? 'vendor/login' : 'UserLogin';
  const res = await fetch(`${API_URL}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      vendor
        ? { username: account.username, password: account.password }
        : { mobile: account.mobile, password: account.password },
    ),
  });
  const body = await res.json();
  const token = body?.Payload?.uidtoken ?? body?.Payload?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return token;
}

/** Puts a token in the page's sessionStorage (same key as @utsav/shared/session) and reloads. */
export async function useToken(page, token) {
  await page.evaluate((t) => sessionStorage.setItem('utsav.token', t), token);
  await page.reload();
}
