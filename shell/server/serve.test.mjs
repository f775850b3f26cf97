// The renderer on its own: shell/server/serve.mjs with its server build, catalog's server build served
// over HTTP and a stand-in API (recorded replies in fixtures/), so no database is needed. Needs the builds:
// `node tools/build-all.mjs shell mf-catalog && node tools/build-server.mjs`. Run: npm run test:ssr (builds, then
// node --test shell/server/; part of npm test).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixture = (name) => readFileSync(join(root, 'shell', 'server', 'fixtures', name), 'utf8');
const built =
  existsSync(join(root, 'shell', 'dist-server', 'render.js')) &&
  existsSync(join(root, 'mf-catalog', 'dist', 'server', 'remoteEntry.js'));
// `npm run test:ssr` builds first and sets SSR_TESTS_REQUIRED: there a missing build is a failure, not a skip.
if (!built && process.env.SSR_TESTS_REQUIRED === '1')
  throw new Error('shell/dist-server/render.js or mf-catalog/dist/server/remoteEntry.js is missing after the build');

const listen = (handler) =>
  new Promise((res) => {
    const server = createServer(handler);
    server.listen(0, '127.0.0.1', () => res(server));
  });
const portOf = (server) => server.address().port;

describe(
  'server renderer',
  { skip: built ? false : 'build the shell and catalog (browser and server targets) first' },
  () => {
    let api;
    let catalog;
    let catalogDir;
    const apiRequests = [];
    const renderers = [];

    before(async () => {
      api = await listen((req, res) => {
        apiRequests.push({ url: req.url, token: req.headers['x-auth-token'] ?? null });
        const send = (status, body) => {
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(body);
        };
        const path = new URL(req.url, 'http://x').pathname;
        if (path === '/api/ProductDetails/2') return send(200, fixture('product-details-2.json'));
        // A slow read: the renderer's deadline (300 ms here) passes first.
        if (path === '/api/ProductDetails/3')
          return setTimeout(() => send(200, fixture('product-details-2.json')), 2000);
        if (path.startsWith('/api/ProductDetails/'))
          return send(404, JSON.stringify({ Status: 'Error', Message: 'Service not found' }));
        if (path === '/api/allServices') return send(200, fixture('all-services.json'));
        if (path.startsWith('/api/AllProduct')) return send(200, fixture('all-product.json'));
        return send(200, JSON.stringify({ Status: 'Success', Payload: {} }));
      });
      // A copy of catalog's build, served as files change (dev: true), so a test can redeploy it.
      catalogDir = join(mkdtempSync(join(tmpdir(), 'utsav-ssr-catalog-')), 'dist');
      cpSync(join(root, 'mf-catalog', 'dist'), catalogDir, { recursive: true });
      const files = sirv(catalogDir, { dev: true, etag: true });
      catalog = await listen((req, res) => files(req, res, () => (res.writeHead(404), res.end())));
    });

    after(() => {
      for (const child of renderers) child.kill('SIGTERM');
      api?.close();
      catalog?.close();
    });

    /** Starts serve.mjs; `entry` overrides catalog's server entry. Resolves with its base URL and log. */
    async function startRenderer(entry, extraEnv = {}) {
      const config = {
        apiBase: `http://127.0.0.1:${portOf(api)}`,
        remotes: { catalog: `http://127.0.0.1:${portOf(catalog)}/mf-manifest.json` },
        paymentsMode: 'test',
      };
      const file = join(mkdtempSync(join(tmpdir(), 'utsav-ssr-test-')), 'app-config.json');
      writeFileSync(file, JSON.stringify(config));
      const port = 20000 + Math.floor(Math.random() * 20000);
      const child = spawn(
        process.execPath,
        [
          join(root, 'shell', 'server', 'serve.mjs'),
          '--dir',
          join(root, 'shell', 'dist'),
          '--port',
          String(port),
          '--config',
          file,
        ],
        {
          env: {
            ...process.env,
            SSR_API_DEADLINE_MS: '300',
            SSR_REVALIDATE_MS: '200',
            SSR_REMOTES: 'catalog',
            SITE_URL: 'https://utsav.example',
            ...(entry ? { SSR_SERVER_ENTRIES: JSON.stringify({ catalog: entry }) } : {}),
            ...extraEnv,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      renderers.push(child);
      const state = { base: `http://127.0.0.1:${port}`, log: '' };
      child.stdout.on('data', (d) => (state.log += d));
      child.stderr.on('data', (d) => (state.log += d));
      for (let i = 0; i < 120 && !state.log.includes('ssr.listening'); i++)
        await new Promise((r) => setTimeout(r, 250));
      assert.match(state.log, /ssr\.listening/);
      return state;
    }

    let site;
    before(async () => (site = await startRenderer()));

    test('a service page: name, price and rating in the HTML, its SEO head, a short public cache', async () => {
      const res = await fetch(`${site.base}/services/details/2`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=60, stale-while-revalidate=300');
      const html = await res.text();
      const s = JSON.parse(fixture('product-details-2.json')).Payload.Products[0];
      assert.ok(html.includes(`>${s.title}</h1>`));
      // The price as charged, GST included (docs/gst.md "The price as charged").
      const payable = s.payableAmt.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      assert.ok(html.includes(`₹${payable}`), `price ₹${payable}`);
      assert.ok(html.includes(`aria-label="${s.rating} out of 5 stars"`), 'rating');
      assert.ok(html.includes('<link rel="canonical" href="https://utsav.example/services/details/2" />'));
      assert.match(html, /<meta property="og:title" content="[^"]+"/);
      const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1])['@type'],
      );
      assert.deepEqual(types, ['Service', 'BreadcrumbList']);
      assert.match(html, /id="utsav-ssr-state">\{/);
    });

    test('the Devanagari font: linked once, the shell’s, on a Hindi page only', async () => {
      const fontLinks = (html) =>
        [...html.matchAll(/<link rel="stylesheet" href="([^"]*font-devanagari\.[0-9a-f]{8}\.css)"/g)].map((m) => m[1]);
      const english = await (await fetch(`${site.base}/services/details/2`)).text();
      assert.deepEqual(fontLinks(english), [], 'an English page links no Devanagari font');
      assert.doesNotMatch(english, /noto-sans-devanagari/, 'nor inlines its @font-face');
      const hindi = await (await fetch(`${site.base}/services/details/2?lang=hi`)).text();
      const links = fontLinks(hindi);
      assert.equal(links.length, 1, `one font stylesheet: ${links.join(', ')}`);
      assert.ok(links[0].startsWith('/'), "the shell's own");
      const origins = new Set([...hindi.matchAll(/url\(([^)]*)noto-sans-devanagari-devanagari-400/g)].map((m) => m[1]));
      assert.ok(origins.size <= 1, `each weight's file from one place: ${[...origins].join(', ')}`);
    });

    test('the head: the CSS the page needs inline, every stylesheet after the content, the main image preloaded (LCP)', async () => {
      const html = await (await fetch(`${site.base}/services/details/2`)).text();
      const headEnd = html.indexOf('</head>');
      const head = html.slice(0, headEnd);
      // Nothing in the head makes the first paint wait for a stylesheet.
      assert.doesNotMatch(head, /<link rel="stylesheet"/);
      const critical = /<style data-critical="">([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
      // The service's title (the page's heading) is styled by the inline CSS: its classes' rules are there.
      const h1Classes = /<h1[^>]*class="([^"]+)"/.exec(html)?.[1].split(/\s+/) ?? [];
      assert.ok(h1Classes.length > 0, 'the heading has classes');
      for (const c of h1Classes) assert.ok(critical.includes(`.${c}`), `critical CSS has .${c}`);
      // The whole stylesheets (the shell's and catalog's) are linked after the page's content.
      const links = [
        ...html.slice(headEnd).matchAll(/<link rel="stylesheet" href="([^"]+)"( data-href="([^"]+)")? \/>/g),
      ].map((m) => {
        // webpack's CSS loader finds the shell's own (root-relative) stylesheets by their file name (data-href).
        if (m[1].startsWith('/')) assert.equal(m[3], m[1].slice(1));
        return m[1];
      });
      assert.ok(
        links.some((href) => href.startsWith('/')),
        "the shell's own stylesheets",
      );
      assert.ok(
        links.some((href) => href.startsWith(`http://127.0.0.1:${portOf(catalog)}/`)),
        "catalog's stylesheets",
      );
      assert.ok(html.indexOf('<link rel="stylesheet"') > html.indexOf('</h1>'), 'after the content');
      let whole = 0;
      for (const href of links) whole += (await (await fetch(new URL(href, site.base))).text()).length;
      assert.ok(critical.length < whole, `inline ${critical.length} of ${whole} characters`);
      // The main image (the service's first photo: og:image) is preloaded with a high priority, and the page shows it.
      const image = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1];
      assert.ok(image, 'the service has an image');
      assert.ok(head.includes(`<link rel="preload" as="image" href="${image}"`), 'preload of the same URL');
      assert.match(head, /<link rel="preload" as="image" [^>]*fetchpriority="high" \/>/);
      assert.ok(head.indexOf('rel="preload" as="image"') < head.indexOf('main.js'), 'requested before the scripts');
      assert.doesNotMatch(head, /<link rel="?preload"? [^>]*as="?style/, 'no stylesheet fetched ahead of the image');
      assert.ok(html.slice(headEnd).includes(`src="${image}"`), 'the page shows that image');
    });

    test('SSR_CRITICAL_CSS=0 (comparisons): every stylesheet in the head, no preload', async () => {
      const old = await startRenderer(undefined, { SSR_CRITICAL_CSS: '0' });
      const html = await (await fetch(`${old.base}/services/details/2`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      assert.match(head, /<link rel="stylesheet"/);
      assert.ok(!head.includes('data-critical') && !head.includes('rel="preload" as="image"'));
    });

    test('unknown service and unknown route: HTTP 404 with the not-found page', async () => {
      for (const path of ['/services/details/77', '/services/details/x1', '/nowhere']) {
        const res = await fetch(`${site.base}${path}`);
        assert.equal(res.status, 404, path);
        assert.ok((await res.text()).includes('Page Not Found'));
      }
    });

    test('a slow API read: the page is served at the deadline with its loading state', async () => {
      const started = Date.now();
      const res = await fetch(`${site.base}/services/details/3`);
      assert.equal(res.status, 200);
      const html = await res.text();
      assert.ok(Date.now() - started < 1900, `served before the read finished (${Date.now() - started} ms)`);
      assert.ok(!html.includes('Haldi Ceremony Floral Setup</h1>'));
    });

    test('the server never reads with a session, whatever the request carries', async () => {
      apiRequests.length = 0;
      await fetch(`${site.base}/services/details/2`, {
        headers: { 'X-Auth-Token': 'secret-token', Cookie: 'token=secret-token' },
      });
      assert.ok(apiRequests.length > 0);
      assert.deepEqual(
        apiRequests.filter((r) => r.token),
        [],
      );
    });

    test('/healthz answers for the container and the front; it is no page', async () => {
      const res = await fetch(`${site.base}/healthz`);
      assert.equal(res.status, 200);
      assert.equal(await res.text(), 'ok\n');
      assert.equal(res.headers.get('cache-control'), 'no-store');
    });

    test('SSR_INTERNAL_ORIGIN (compose: the front): the API and each server build are read through it', async () => {
      // A stand-in front: /api/… to the stand-in API, /remotes/catalog/… to catalog's files, every request recorded.
      const seen = [];
      const front = await listen((req, res) => {
        seen.push(req.url);
        const target = req.url.startsWith('/remotes/catalog/')
          ? `http://127.0.0.1:${portOf(catalog)}${req.url.slice('/remotes/catalog'.length)}`
          : `http://127.0.0.1:${portOf(api)}${req.url}`;
        fetch(target, { method: req.method }).then(async (r) => {
          res.writeHead(r.status, {
            'Content-Type': r.headers.get('content-type') ?? 'text/plain',
            ...(r.headers.get('etag') ? { ETag: r.headers.get('etag') } : {}),
          });
          res.end(Buffer.from(await r.arrayBuffer()));
        });
      });
      try {
        const inside = await startRenderer(undefined, { SSR_INTERNAL_ORIGIN: `http://127.0.0.1:${portOf(front)}` });
        const html = await (await fetch(`${inside.base}/services/details/2`)).text();
        assert.ok(
          html.includes('Haldi Ceremony Floral Setup</h1>'),
          'rendered with the server build and data read through the front',
        );
        assert.ok(seen.includes('/remotes/catalog/server/remoteEntry.js'));
        assert.ok(seen.some((u) => u.startsWith('/api/ProductDetails/2')));
      } finally {
        front.close();
      }
    });

    test('signed-in areas are not rendered on the server', async () => {
      const res = await fetch(`${site.base}/account/profile`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'no-cache');
      assert.ok(!(await res.text()).includes('utsav-ssr-state'));
    });

    test("catalog's server build unavailable: 200, the shell's frame rendered, the failure logged", async () => {
      const down = await startRenderer('http://127.0.0.1:9/server/remoteEntry.js');
      const res = await fetch(`${down.base}/services/details/2`);
      assert.equal(res.status, 200);
      const html = await res.text();
      assert.ok(html.includes('<span>Sign In</span>'));
      assert.ok(!html.includes('Haldi Ceremony Floral Setup</h1>'));
      assert.match(down.log, /"event":"ssr\.remote-failed"/);
    });

    test("a redeployed remote's server build changes the HTML without a restart", async () => {
      const before = await (await fetch(`${site.base}/services/details/2`)).text();
      assert.ok(before.includes('>Service Details<'));
      // "Redeploy": the page's text changes in catalog's server chunks and its remoteEntry.js is replaced.
      const serverDir = join(catalogDir, 'server');
      for (const file of readdirSync(serverDir).filter((f) => f.endsWith('.js'))) {
        const text = readFileSync(join(serverDir, file), 'utf8');
        if (text.includes('"Service Details"'))
          writeFileSync(join(serverDir, file), text.replaceAll('"Service Details"', '"Service Details (new build)"'));
      }
      appendFileSync(join(serverDir, 'remoteEntry.js'), '\n// redeployed\n');
      await new Promise((r) => setTimeout(r, 400));
      let after = '';
      for (let i = 0; i < 10 && !after.includes('Service Details (new build)'); i++) {
        after = await (await fetch(`${site.base}/services/details/2`)).text();
        await new Promise((r) => setTimeout(r, 250));
      }
      assert.ok(after.includes('>Service Details (new build)<'), 'the new build rendered the page');
      assert.match(site.log, /"event":"ssr\.remote-updated"/);
    });
  },
);
