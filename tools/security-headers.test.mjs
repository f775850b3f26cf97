// the security headers come from one place (domain/src/security-headers.ts) and every server sends them:
// each app's Node static server (read over HTTP here), the nginx static servers of compose and the topology (the
// file 40-app-config.sh writes, compared with the policy), and the compose front (HSTS in every location).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../apps.registry.mjs';
import { inlineScriptHashes, pageHeaders, policy } from './security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (f) => readFileSync(path.join(root, f), 'utf8');

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** [where, body] of every `location … {` block of an nginx file (blocks end at the `}` of the same indentation). */
function locationBlocks(conf) {
  const out = [];
  const lines = conf.split('\n');
  lines.forEach((line, i) => {
    const m = /^(\s*)location\s+(.*?)\s*\{\s*(.*?)\s*\}?\s*$/.exec(line);
    if (!m) return;
    if (line.trim().endsWith('}')) return out.push([m[2], m[3]]);
    const end = lines.findIndex((l, j) => j > i && l === `${m[1]}}`);
    out.push([m[2], lines.slice(i + 1, end).join('\n')]);
  });
  return out;
}

/** What every page's policy must say, whatever the origins. */
function assertPagePolicy(headers, label) {
  const csp = headers['content-security-policy'] ?? '';
  assert.match(csp, /(^|; )frame-ancestors 'none'(;|$)/, `${label}: frame-ancestors 'none'`);
  assert.match(csp, /(^|; )default-src 'self'/, label);
  assert.match(csp, /(^|; )object-src 'none'/, label);
  assert.match(csp, /(^|; )base-uri 'self'/, label);
  assert.doesNotMatch(csp, /unsafe-eval/, `${label}: no unsafe-eval`);
  assert.doesNotMatch(
    csp.match(/script-src[^;]*/)?.[0] ?? 'script-src',
    /unsafe-inline|\*(?!\.razorpay)/,
    `${label}: scripts by origin and hash only`,
  );
  assert.equal(headers['x-frame-options'], 'DENY', label);
  assert.equal(headers['referrer-policy'], policy.REFERRER_POLICY, label);
  assert.equal(headers['permissions-policy'], policy.PERMISSIONS_POLICY, label);
  assert.equal(headers['x-content-type-options'], 'nosniff', label);
}

describe('the policy', () => {
  it('allows exactly the inline scripts of the page, by hash, and the configured origins', () => {
    const html =
      '<html><head><script src="/main.js"></script><script>a()</script><script type="application/json">{}</script></head><body><script>\nb()\n</script></body></html>';
    assert.equal(inlineScriptHashes(html).length, 2);
    const csp = pageHeaders({
      config: {
        apiBase: 'https://api.example/x',
        remotes: {
          catalog: 'https://cdn.example/c/mf-manifest.json',
          checkout: 'https://cdn.example/k/mf-manifest.json',
        },
      },
      html,
    })['Content-Security-Policy'];
    const scriptSrc = csp.match(/script-src [^;]*/)[0];
    for (const h of inlineScriptHashes(html)) assert.ok(scriptSrc.includes(h));
    assert.ok(scriptSrc.includes('https://cdn.example'), 'remote scripts');
    assert.equal(scriptSrc.split(' ').filter((s) => s === 'https://cdn.example').length, 1, 'each origin once');
    assert.match(csp, /connect-src 'self' https:\/\/api\.example https:\/\/cdn\.example/);
    assert.match(csp, /img-src 'self' data: blob: https:\/\/api\.example/);
    assertPagePolicy(
      Object.fromEntries(Object.entries(pageHeaders({ html })).map(([k, v]) => [k.toLowerCase(), v])),
      'no config',
    );
  });
});

describe("each app's Node static server (tools/serve-static.mjs)", () => {
  const children = [];
  after(() => children.forEach((c) => c.kill('SIGTERM')));
  for (const app of APPS) {
    const dist = path.join(root, app.dir, 'dist');
    it(
      `${app.dir} sends the policy with its origins and inline-script hashes`,
      { skip: !existsSync(path.join(dist, 'index.html')) && `${app.dir}/dist not built` },
      async () => {
        const port = await freePort();
        const configFile = path.join(root, app.dir, 'public', 'app-config.json');
        const child = spawn(
          process.execPath,
          ['tools/serve-static.mjs', '--dir', dist, '--port', String(port), '--config', configFile],
          { cwd: root, stdio: 'pipe' },
        );
        children.push(child);
        await new Promise((resolve, reject) => {
          child.stdout.on('data', (d) => String(d).includes('serving') && resolve());
          child.once('exit', (code) => reject(new Error(`serve-static exited ${code}`)));
        });
        const expected = pageHeaders({
          config: JSON.parse(readFileSync(configFile, 'utf8')),
          html: readFileSync(path.join(dist, 'index.html'), 'utf8'),
        });
        for (const p of ['/', '/index.html', '/vendor/dashboard', '/remoteEntry.js', '/app-config.json', '/nope.js']) {
          const res = await fetch(`http://127.0.0.1:${port}${p}`);
          const headers = Object.fromEntries(res.headers);
          assertPagePolicy(headers, `${app.dir}${p}`);
          for (const [name, value] of Object.entries(expected))
            assert.equal(headers[name.toLowerCase()], value, `${app.dir}${p} ${name}`);
        }
        child.kill('SIGTERM');
      },
    );
  }
});

describe('nginx (docker-compose, tools/topology)', () => {
  it('40-app-config.sh writes the same headers as the policy for the same origins and index.html', () => {
    const shell = APPS.find((a) => a.kind === 'host');
    const html = path.join(root, shell.dir, 'dist');
    const dir = mkdtempSync(path.join(tmpdir(), 'utsav-sechead-'));
    try {
      const env = {
        PATH: process.env.PATH,
        APP_CONFIG_DIR: dir,
        HTML_DIR: html,
        PUBLIC_URL: 'https://utsav.example',
        REMOTE_CATALOG_URL: 'https://cdn.example/catalog/v3/mf-manifest.json',
      };
      execFileSync('sh', [path.join(root, 'docker/nginx/40-app-config.sh')], { env, stdio: 'pipe' });
      const config = JSON.parse(readFileSync(path.join(dir, 'app-config.json'), 'utf8'));
      const written = Object.fromEntries(
        [
          ...readFileSync(path.join(dir, 'security-headers.conf'), 'utf8').matchAll(
            /^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/gm,
          ),
        ].map((m) => [m[1].toLowerCase(), m[2].replace(/\\"/g, '"')]),
      );
      const indexHtml = existsSync(path.join(html, 'index.html'))
        ? readFileSync(path.join(html, 'index.html'), 'utf8')
        : '';
      const expected = pageHeaders({ config, html: indexHtml });
      assert.deepEqual(
        Object.keys(written).sort(),
        Object.keys(expected)
          .map((k) => k.toLowerCase())
          .sort(),
      );
      const norm = (v) => v.replace(/\s+/g, ' ');
      for (const [name, value] of Object.entries(expected))
        assert.equal(norm(written[name.toLowerCase()]), norm(value), name);
      assertPagePolicy(written, 'nginx');
      if (indexHtml)
        assert.ok(
          inlineScriptHashes(indexHtml).every((h) => written['content-security-policy'].includes(h)),
          'the shell inline script, hashed in sh as in node',
        );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('static.conf includes the headers in every location that serves files', () => {
    const locations = locationBlocks(read('docker/nginx/static.conf')).filter(([where]) => !where.includes('/healthz'));
    assert.ok(locations.length >= 5);
    for (const [where, body] of locations)
      assert.match(body, /include \/tmp\/runtime\/security-headers\.conf;/, `location ${where}`);
  });

  it('the front adds HSTS and nosniff to every reply, in every location with headers of its own too', () => {
    const conf = read('docker/nginx/front.conf');
    const server = conf.slice(conf.indexOf('server {'));
    assert.match(server, /^ {4}add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;$/m);
    for (const [where, body] of locationBlocks(server)) {
      if (!/add_header/.test(body)) continue;
      for (const [name, value] of Object.entries(policy.FRONT_HEADERS))
        assert.ok(body.includes(`add_header ${name} "${value}" always;`), `${where.trim()}: ${name}`);
    }
  });
});
