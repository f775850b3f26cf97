// one-time codes in the journeys. A code is read from the test outbox the way the operator reads a
// number's account messages (GET /api/admin/account-messages, operator token) — no route a visitor could use.
import { API_URL } from './browser.mjs';
import { OPERATOR, apiLogin } from './accounts.mjs';

let operatorToken = null;

/** The latest live code sent to a mobile number or an email (waits up to 10 s for it to appear). */
export async function lastCodeSentTo(to, { after = 0 } = {}) {
  operatorToken ??= await apiLogin(OPERATOR);
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${API_URL}/api/admin/account-messages?to=${encodeURIComponent(to)}`, {
      headers: { 'X-Auth-Token': operatorToken },
    });
    const body = await res.json();
    const latest = (body.Payload ?? []).find((m) => /code$/.test(m.Template) && m.Id > after);
    const code = latest && /(?:^|\D)(\d{6})(?!\d)/.exec(latest.Text)?.[1];
    if (code) return { code, id: latest.Id, message: latest };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code was sent to ${to}`);
}

/** The account messages sent to `to`, newest first, as the operator sees them. */
export async function accountMessages(to) {
  operatorToken ??= await apiLogin(OPERATOR);
  const res = await fetch(`${API_URL}/api/admin/account-messages?to=${encodeURIComponent(to)}`, {
    headers: { 'X-Auth-Token': operatorToken },
  });
  return (await res.json()).Payload ?? [];
}

const post = (path, body) =>
  fetch(`${API_URL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json());

/** A new customer registered through the API with a real sign-up code (the number verified). */
export async function registerCustomer({ name = 'Kavya Iyer', phone, email, password }) {
  await post('/signup-code', { phone });
  const { code } = await lastCodeSentTo(phone);
  const reg = await post('/UserRegister', {
    name,
    email,
    phone,
    password,
    cpassword: password,
    user_type: '1',
    otp: code,
  });
  if (reg.status !== 'Success') throw new Error(`registration failed: ${JSON.stringify(reg)}`);
  return reg;
}

/** A new vendor registered through the API with a real sign-up code. */
export async function registerVendor({ name, phone, email, password, serviceId = 1 }) {
  await post('/vendor/signup-code', { phone });
  const { code } = await lastCodeSentTo(phone);
  const reg = await post('/vendorRegister', {
    name,
    email,
    phone,
    password,
    cpassword: password,
    serviceId,
    userType: '2',
    terms: true,
    otp: code,
  });
  if (reg.Status !== 'Success') throw new Error(`vendor registration failed: ${JSON.stringify(reg)}`);
  return reg;
}

/** A fresh 10-digit mobile number for this run. */
export const freshMobile = (lead = '9') => `${lead}${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;
