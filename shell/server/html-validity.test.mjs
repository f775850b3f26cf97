// The server-rendered HTML is valid (docs/ssr.md "Valid HTML"): every public page type, in English and Hindi, as
// the renderer answers it over the seeded demo database, checked by the W3C Nu HTML checker (vnu-jar, needs Java)
// with --errors-only, all pages in one JVM run. Needs the builds of the shell, catalog and packages (browser and
// server targets): `npm run test:ssr` makes them. Java missing: skipped, unless SSR_TESTS_REQUIRED=1.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const required = process.env.SSR_TESTS_REQUIRED === '1';
const built = [
  'shell/dist-server/render.js',
  'mf-catalog/dist/server/remoteEntry.js',
  'mf-packages/dist/server/remoteEntry.js',
]
  .map((p) => join(root, p))
  .every((p) => existsSync(p));
const java = spawnSync('java', ['-version']).status === 0;
if (required && !built) throw new Error('the shell, catalog or packages server build is missing after the build');
if (required && !java)
  throw new Error('java is missing: the W3C Nu HTML checker (vnu-jar) needs it (.ci/run installs it)');

// Ports: HTML_CHECK_PORT_BASE (shell, remotes +1…, API +1000), else a random base so parallel runs do not clash.
// tools/apps.mjs reads them from the environment when first imported.
const base = Number(process.env.HTML_CHECK_PORT_BASE ?? 20000 + 100 * Math.floor(Math.random() * 190));
const { APPS: REGISTRY } = await import('../../apps.registry.mjs');
REGISTRY.forEach((a, i) => (process.env[`${a.name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_PORT`] = String(base + i)));
process.env.API_PORT = String(base + 1000);

/** The page types a visitor or a crawler reaches without signing in. */
const FIXED_PAGES = ['/', '/services', '/services/all', '/packages/all', '/calendars', '/about-us', '/blogs'];

describe('valid HTML', { skip: built && java ? false : 'needs the server builds and java' }, () => {
  let site;
  let shellUrl;
  before(async () => {
    const { APPS } = await import('../../tools/apps.mjs');
    const { startSite } = await import('../../tools/site.mjs');
    const serve = ['shell', 'catalog', 'packages'];
    site = await startSite({
      apps: APPS.filter((a) => serve.includes(a.name)),
      apiEnv: {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'utsav-html-db-')),
        UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'utsav-html-uploads-')),
        DATABASE_URL: '',
        JWT_SECRET: 'html-check-secret-for-this-test-only-0123456789',
        LOG_LEVEL: 'warn',
      },
      quiet: true,
      // A loaded machine (CI, two cores) can take longer than the default to start the renderer.
      waitMs: 90_000,
    });
    shellUrl = `http://127.0.0.1:${APPS.find((a) => a.name === 'shell').port}`;
  });
  after(async () => {
    const { stopAllAndWait } = await import('../../tools/site.mjs');
    site?.stop();
    await stopAllAndWait(5000);
  });

  /** The first URL path of a sitemap file that matches `pattern`. */
  async function firstFromSitemap(file, pattern) {
    const xml = await (await fetch(`${shellUrl}/sitemaps/${file}`)).text();
    const path = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1].replaceAll('&amp;', '&')).pathname)
      .find((p) => pattern.test(p));
    assert.ok(path, `${file} lists no page matching ${pattern}`);
    return path;
  }

  test('every public page type, English and Hindi: the W3C Nu checker reports 0 errors', async () => {
    const pages = [
      ...FIXED_PAGES,
      await firstFromSitemap('services-1.xml', /^\/services\/details\/\d+$/),
      await firstFromSitemap('pages.xml', /^\/services\/\d+$/),
      await firstFromSitemap('pages.xml', /^\/packages\/(?!all$)/),
    ];
    const dir = mkdtempSync(join(tmpdir(), 'utsav-html-'));
    const files = [];
    for (const lang of ['en', 'hi'])
      for (const path of pages) {
        const res = await fetch(`${shellUrl}${path}`, { headers: { cookie: `utsav_lang=${lang}` } });
        assert.equal(res.status, 200, `${path} (${lang}) answered ${res.status}`);
        const html = await res.text();
        assert.match(html, /<div id="root"[^>]*>\s*<(?!\/div>)/, `${path} (${lang}) has no server-rendered content`);
        const file = join(dir, `${lang}${path.replace(/[^a-z0-9]+/gi, '_')}.html`);
        writeFileSync(file, html);
        files.push(file);
      }
    const { default: vnu } = await import('vnu-jar');
    const run = spawnSync('java', ['-Xss4m', '-jar', String(vnu), '--errors-only', '--format', 'text', ...files], {
      encoding: 'utf8',
    });
    assert.equal(run.error, undefined, String(run.error));
    const report = `${run.stdout}${run.stderr}`.trim();
    assert.equal(run.status, 0, `the W3C Nu checker found errors:\n${report}`);
  });
});
