// Helpers for the vendor journeys: sign-in through the vendor page, API calls, tiny PNG files.
import { API_URL, BASE_URL } from '../../lib/browser.mjs';

/** A valid 2×2 PNG (red), generated once; each upload gets its own name. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGO4ZpxzzTiH4et8EAIALHEGE4n6vWkAAAAASUVORK5CYII=';
export function pngFile(name) {
  return { name, mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') };
}

/** JSON call on the API with an optional token; returns the parsed body (throws on a non-success envelope unless loose). */
export async function call(path, { token, method = 'GET', body, loose = false } = {}) {
  const res = await fetch(`${API_URL}/api${path}`, {
    method,
    headers: { ...(token ? { 'X-Auth-Token': token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => ({}));
  const okStatus = json?.Status === 'Success' || json?.Status === 1 || json?.status === 'Success';
  if (!loose && (!res.ok || !okStatus)) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs in on /vendor through the page (username, password, Remember Me) and waits for the dashboard. */
export async function vendorSignIn(page, { username, password }) {
  await open(page, `/vendor`);
  const form = page.getByRole('form', { name: 'Vendor sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByLabel('Remember Me').check();
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/vendor/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** Text of one dashboard figure card's value. */
export async function figure(page, key) {
  const card = page.locator(`[data-figure="${key}"]`);
  await card.waitFor();
  return (await card.locator('p').nth(1).textContent())?.trim();
}

/**
 * Waits until a dashboard figure shows `expected` (the page may first show the figures cached from an earlier
 * visit while it refetches them), then returns it; gives up after `timeout` ms with the last text seen.
 */
export async function figureBecomes(page, key, expected, timeout = 15_000) {
  await page
    .waitForFunction(
      ([k, e]) => document.querySelectorAll(`[data-figure="${k}"] p`)[1]?.textContent?.trim() === e,
      [key, expected],
      { timeout },
    )
    .catch(() => undefined);
  return figure(page, key);
}

/** A date `days` from today as YYYY-MM-DD (local time). */
export function isoInDays(days) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Opens an app path. The first load is /vendor (a one-segment path: the built index.html loads `main.js` by a
 * relative URL, so a cold load of a nested path such as /vendor/booking/5 asks for /vendor/booking/main.js —
 * reported to the lead); then the one router is driven like a user's link click (history.pushState + popstate).
 */
export async function open(page, path) {
  if (!page.url().startsWith(BASE_URL)) {
    await page.goto(`${BASE_URL}/vendor`);
    await page.locator('main h1').first().waitFor();
  }
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await page.waitForURL((u) => new URL(u).pathname + new URL(u).search === path);
}

/** A page that also counts console errors as failures (page.errors, asserted empty by the journey). */
export async function watchedPage(browser, width = 1280) {
  const { newPage } = await import('../../lib/browser.mjs');
  const page = await newPage(browser, { width, height: width < 500 ? 844 : 900 });
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(`console error: ${m.text()}`);
  });
  return page;
}

/** Screenshots (axe included) at 1280 and 390 px, named `<name>-<width>`; leaves the page at 1280 px. */
export async function bothWidths(page, name) {
  const { screenshot } = await import('../../lib/browser.mjs');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Rupees (a number, or a CSV cell such as "-12.50") as integer paise. */
export const paise = (rupeeAmount) => Math.round(Number(rupeeAmount) * 100);

/** The rows of a CSV file the API wrote (BOM, CRLF, RFC 4180 quotes). */
export function csvRows(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) cell += ch;
    else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** Clicks `button` and returns the text of the file the page downloads (Playwright's download event). */
export async function downloadText(page, button) {
  const { readFile } = await import('node:fs/promises');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}
