// Chromium for the journeys: Debian's /usr/bin/chromium driven by playwright-core (no browser download).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3100';
export const API_URL = process.env.API_URL ?? 'http://localhost:4100';
export const STANDALONE = process.env.STANDALONE === '1';
export const ARTIFACTS = join(process.cwd(), 'e2e', 'artifacts');

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
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
  page.responses = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('response', (r) => page.responses.push({ url: r.url(), status: r.status() }));
  page.setDefaultTimeout(15_000);
  return page;
}

export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
