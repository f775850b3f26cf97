// Chromium for the journeys: Debian's /usr/bin/chromium driven by playwright-core (no browser download).
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

// Evaluated through the DevTools protocol (not a <script> tag), so the site's Content-Security-Policy stays in force.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3100';
export const API_URL = process.env.API_URL ?? 'http://localhost:4100';
export const STANDALONE = process.env.STANDALONE === '1';
export const ARTIFACTS = join(process.cwd(), 'e2e', 'artifacts');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * A fresh context + page. `page.errors` collects uncaught page errors; `page.requests` every response URL.
 * Contexts isolate sessionStorage, so each journey starts signed out.
 */
export async function newPage(browser, { width = 1280, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.errors = [];
  await reportCspViolations(context, page);
  page.responses = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('response', (r) => page.responses.push({ url: r.url(), status: r.status() }));
  // Requests in flight, for settled() in lib/wait.mjs.
  page.pending = new Set();
  page.lastNetwork = Date.now();
  const started = (r) => {
    page.pending.add(r);
    page.lastNetwork = Date.now();
  };
  const ended = (r) => {
    page.pending.delete(r);
    page.lastNetwork = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * the servers send an enforced Content-Security-Policy, and any violation — on a page of the site, a
 * remote's page or the gateway's — is added to `page.errors` (which every journey asserts empty). The listener is
 * installed through the DevTools protocol, so the policy itself stays untouched.
 */
export async function reportCspViolations(context, page) {
  await context.exposeBinding('__utsavCspViolation', ({ frame }, v) => {
    page.errors.push(
      `CSP violation on ${frame.url()}: ${v.directive} blocked ${v.blocked || '(inline)'}${v.sample ? ` "${v.sample}"` : ''} at ${v.source}:${v.line}`,
    );
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = window.__utsavCspViolation;
      if (typeof report === 'function')
        report({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          sample: e.sample,
          source: e.sourceFile,
          line: e.lineNumber,
        });
    });
  });
}

/**
 * axe-core on the page as it is now (WCAG 2 A/AA rules). Its violations, whatever their impact, are added to
 * `page.errors`, which every journey asserts empty, so a journey fails on any one (docs/rough-edges.md).
 * Run by screenshot() below: every page state a journey records is also checked.
 */
export async function checkAccessibility(page, name) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  // Colours are judged as they settle: a toast fading in (or out, when its time ends while axe runs) is pale for a
  // few hundred ms. Every finite animation and transition is waited for (a spinner's endless one is not; 3 s at
  // most) before axe runs, and once more before a second run when axe found a contrast failure in a live region
  // (the toasts): what is judged is the toast's final style, or no toast.
  const settle = () =>
    page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((r) => setTimeout(r, 3000)),
      ]),
    );
  const run = () =>
    page.evaluate(() =>
      window.axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      }),
    );
  // Every impact counts (minor and moderate too): the pages are held to no axe violation at all.
  const failing = (result) => result.violations;
  await settle();
  let bad = failing(await run());
  const inLiveRegion = (v) => v.id === 'color-contrast' && v.nodes.every((n) => /role="(status|alert)"/.test(n.html));
  if (bad.some(inLiveRegion)) {
    await settle();
    bad = failing(await run());
  }
  const where = (n) => {
    const c = n.any?.find((x) => x.data?.contrastRatio)?.data;
    return `${n.html.replace(/\s+/g, ' ').slice(0, 120)}${c ? ` (${c.fgColor} on ${c.bgColor}: ${c.contrastRatio}, needs ${c.expectedContrastRatio})` : ''}`;
  };
  for (const v of bad)
    page.errors.push(`axe ${v.impact} ${v.id} on ${name}: ${v.help} — ${v.nodes.slice(0, 4).map(where).join(' | ')}`);
  return bad;
}

export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await checkAccessibility(page, name);
  return path;
}
