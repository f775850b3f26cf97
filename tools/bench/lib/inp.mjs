// Responsiveness: a scripted interaction per public page, measured as INP by the web-vitals attribution build under
// Lighthouse's mobile CPU throttling (4×), on a 390 px phone viewport. The interactions are the ones a visitor
// makes first: open the menu, type in the search box, and on a service page choose a date and add it to the cart.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The package's exported attribution build (its UMD form defines `webVitals` on the page's global object).
const WEB_VITALS = readFileSync(createRequire(import.meta.url).resolve('web-vitals/attribution'), 'utf8');

/** Steps every page shares: the header's menu opened and closed, then a search typed. */
async function menuAndSearch(page) {
  const menu = page.getByRole('button', { name: /Open menu|मेन्यू खोलें/ });
  if (await menu.count()) {
    await menu.first().click();
    await page.keyboard.press('Escape');
  }
  const search = page.getByRole('combobox').first();
  if (await search.count()) {
    await search.click();
    await search.pressSequentially('photo', { delay: 80 });
  }
}

/** The service page: the booking panel's date chosen (an open date, else the date field), then "Add to cart". */
async function chooseDateAndAdd(page) {
  const openDate = page.locator('[data-testid="open-dates"] button[data-tone="open"]:not([disabled])').first();
  if (await openDate.count()) await openDate.click();
  else {
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.locator('#booking-date').fill(date);
  }
  await page.waitForTimeout(800);
  const add = page.locator('main button[type="button"]').filter({ hasText: /Add to cart|कार्ट में डालें/ });
  if (await add.count()) {
    await add.first().click();
    // A visitor is asked to sign in: the dialog is closed again before the next interaction.
    await page.waitForTimeout(800);
    await page.keyboard.press('Escape');
  }
}

export const INTERACTIONS = {
  details: async (page) => {
    await chooseDateAndAdd(page);
    await menuAndSearch(page);
  },
};

/**
 * INP of the scripted interactions on one URL: { inpMs, target, inputDelayMs, processingMs, presentationMs } of
 * the slowest interaction (web-vitals' INP with reportAllChanges), or { inpMs: null } when none was recorded.
 */
export async function measureInp(browser, url, key) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    await page.addInitScript(`${WEB_VITALS}
      window.__inp = null;
      webVitals.onINP((m) => { window.__inp = m; }, { reportAllChanges: true });`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    // Interactions start once the page has settled, as a reader's first tap would.
    await page.waitForTimeout(1500);
    await (INTERACTIONS[key] ?? menuAndSearch)(page);
    await page.waitForTimeout(1000);
    const inp = await page.evaluate(() => {
      const m = window.__inp;
      if (!m) return null;
      const a = m.attribution ?? {};
      return {
        inpMs: Math.round(m.value),
        target: a.interactionTarget ?? null,
        type: a.interactionType ?? null,
        inputDelayMs: Math.round(a.inputDelay ?? 0),
        processingMs: Math.round(a.processingDuration ?? 0),
        presentationMs: Math.round(a.presentationDelay ?? 0),
      };
    });
    return { url, key, ...(inp ?? { inpMs: null }) };
  } finally {
    await context.close();
  }
}
