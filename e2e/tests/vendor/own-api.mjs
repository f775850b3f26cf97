// A journey's own API with a clock it can move (e2e/lib/shifted-clock.mjs), on a fresh seeded database, for the
// journeys that must live through a month's end. Import this module FIRST in the journey file: it points API_URL —
// and so every helper (call, apiLogin, placeOrder, payByApi, lastCodeSentTo) — at that API, and `routeToOwnApi`
// sends a browser context's calls to the site's API there too (same paths, same origins allowed).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const base = Number(process.env.E2E_PORT_BASE ?? 3100);
/** Above the site's ports (base … base+81, the traces journey's +86): nothing else listens here. */
const PORT = base + 90;
export const SITE_API_URL = process.env.API_URL ?? `http://localhost:${base + 1000}`;
export const OWN_API_URL = `http://localhost:${PORT}`;
process.env.API_URL = OWN_API_URL;

const dir = mkdtempSync(join(tmpdir(), 'utsav-e2e-own-api-'));
const clockFile = join(dir, 'clock-offset');
let child = null;

/** Starts the API (real time); resolves when it answers. */
export async function startOwnApi() {
  writeFileSync(clockFile, '0');
  const { APPS } = await import('../../../tools/apps.mjs');
  const { startApi } = await import('../../../tools/site.mjs');
  const origins = APPS.flatMap((a) => [`http://localhost:${a.port}`, `http://127.0.0.1:${a.port}`]).join(',');
  child = await startApi({
    port: PORT,
    quiet: true,
    env: {
      DATA_DIR: join(dir, 'db'),
      UPLOAD_DIR: join(dir, 'uploads'),
      RATE_LIMIT_MAX: '100000',
      CODE_SENDS_PER_ADDRESS: '100000',
      DATABASE_URL: '',
      JWT_SECRET: 'e2e-secret-for-the-journeys-only-0123456789',
      CORS_ORIGINS: origins,
      CLOCK_OFFSET_FILE: clockFile,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${resolve('e2e/lib/shifted-clock.mjs')}`.trim(),
    },
  });
}

/** Moves the API's clock to `when` (a Date): it then reads that time and runs on from it. */
export async function setOwnApiTime(when) {
  writeFileSync(clockFile, String(when.getTime() - Date.now()));
  child.kill('SIGUSR2');
  await new Promise((r) => setTimeout(r, 500));
}

export async function stopOwnApi() {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}

/** The browser context's calls to the site's API go to this journey's API instead. */
export async function routeToOwnApi(page) {
  const port = new URL(SITE_API_URL).port;
  await page.context().route(
    (url) => url.port === port,
    (route) => {
      const url = new URL(route.request().url());
      return route.continue({ url: `${OWN_API_URL}${url.pathname}${url.search}` });
    },
  );
}
