// 3. nginx and the runtime config: the front's routes, the static servers' cache rules, the entrypoint's
// app-config.json (tools/delivery/check.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { cacheControl, directives, parseNginx, servers, upstreams } from './nginx.mjs';
import { API_PORT, APPS, STATIC_PORT, check, read, rel, section } from './checks-common.mjs';

function listen(server) {
  return directives(server.children, 'listen').map((d) => Number(d.args[0]));
}

export function checkNginx(compose) {
  section('nginx: front routes and static cache rules');
  const front = parseNginx(read('docker/nginx/front.conf'));
  const [frontServer] = servers(front);
  check(listen(frontServer).includes(STATIC_PORT), `front listens on ${STATIC_PORT}`);
  const ups = upstreams(front);
  for (const [name, list] of Object.entries(ups)) {
    for (const target of list) {
      const [host, port] = target.split(':');
      const svc = compose.services[host];
      check(svc, `front upstream ${name} → ${target}: ${host} is a compose service`);
      const expected = host === 'api' ? API_PORT : STATIC_PORT;
      check(Number(port) === expected, `front upstream ${name} → ${target}: port ${expected}`);
    }
  }
  const route = (path) => {
    const loc = frontServer.children.filter((n) => n.name === 'location');
    const best = loc
      .filter((l) => l.args.length === 1 && path.startsWith(l.args[0]))
      .sort((a, b) => b.args[0].length - a.args[0].length)[0];
    const pass = best && directives(best.children, 'proxy_pass')[0]?.args[0];
    if (!pass) return null;
    const m = pass.match(/^http:\/\/([^/]+)(\/.*)?$/);
    const target = ups[m[1]]?.[0] ?? m[1];
    const forwarded = m[2] ? m[2] + path.slice(best.args[0].length) : path; // proxy_pass with a URI replaces the prefix
    return { host: target.split(':')[0], path: forwarded };
  };
  const expect = (path, host, forwarded) => {
    const r = route(path);
    check(
      r && r.host === host && r.path === forwarded,
      `front: ${path} → ${host}${forwarded} (got ${r ? r.host + r.path : 'nothing'})`,
    );
  };
  // pages (and the shell's files) from the renderer, cached; the static shell when no renderer answers.
  expect('/', 'renderer', '/');
  expect('/services/details/12', 'renderer', '/services/details/12');
  expect('/app-config.json', 'renderer', '/app-config.json');
  const root = frontServer.children.find((n) => n.name === 'location' && n.args.length === 1 && n.args[0] === '/');
  check(directives(root?.children ?? [], 'proxy_cache').length === 1, 'front: / is cached (proxy_cache)');
  check(
    directives(root?.children ?? [], 'error_page').some((d) => d.args.includes('502') && d.args.at(-1) === '@shell'),
    'front: no renderer answering (502) → @shell',
  );
  const shellFallback = frontServer.children.find((n) => n.name === 'location' && n.args[0] === '@shell');
  const fallbackPass = directives(shellFallback?.children ?? [], 'proxy_pass')[0]?.args[0]?.replace(/^http:\/\//, '');
  check(
    ups[fallbackPass]?.[0] === `shell:${STATIC_PORT}`,
    `front: @shell → shell:${STATIC_PORT} (got ${fallbackPass})`,
  );
  // The renderer's /metrics (and probes) are never routed to the public (docs/security.md "Renderer metrics").
  for (const p of ['/metrics', '/livez', '/readyz']) {
    const exact = frontServer.children.find(
      (n) => n.name === 'location' && n.args.length === 2 && n.args[0] === '=' && n.args[1] === p,
    );
    check(
      exact &&
        directives(exact.children, 'return')[0]?.args[0] === '404' &&
        !directives(exact.children, 'proxy_pass').length,
      `front: ${p} is not routed (an exact location returning 404)`,
    );
  }
  expect('/api/Category/getCategory', 'api', '/api/Category/getCategory');
  expect('/images/product/x.jpg', 'api', '/images/product/x.jpg');
  for (const app of APPS.slice(1)) {
    expect(`/remotes/${app.name}/mf-manifest.json`, app.dir, '/mf-manifest.json');
    expect(`/remotes/${app.name}/remoteEntry.js`, app.dir, '/remoteEntry.js');
  }
  check(
    !frontServer.children.some((n) => n.name === 'proxy_cache' || n.name === 'expires'),
    'front caches nothing itself (headers come from the apps)',
  );

  const [stat] = servers(parseNginx(read('docker/nginx/static.conf')));
  check(listen(stat).includes(STATIC_PORT), `static servers listen on ${STATIC_PORT}`);
  check(!directives(stat.children, 'etag').some((d) => d.args[0] === 'off'), 'static servers send ETags');
  const noCache = [
    '/remoteEntry.js',
    '/mf-manifest.json',
    '/mf-stats.json',
    '/app-config.json',
    '/index.html',
    '/main.js',
    '/',
    '/services/details/3',
  ];
  for (const p of noCache) {
    const r = cacheControl(stat, p, (x) => x !== '/services/details/3' && x !== '/');
    check(r?.status === 200 && r.cacheControl === 'no-cache', `static: ${p} → no-cache (got ${JSON.stringify(r)})`);
  }
  for (const p of [
    '/87.392cf147.js',
    '/__federation_expose_App.1a2b3c4d.js',
    '/assets/logo.0a1b2c3d.svg',
    '/main.0a1b2c3d.css',
  ]) {
    const r = cacheControl(stat, p);
    check(
      r?.cacheControl === 'public, max-age=31536000, immutable',
      `static: ${p} → 1 year immutable (got ${r?.cacheControl})`,
    );
  }
  check(
    cacheControl(stat, '/87.deadbeef.js', () => false)?.status === 404,
    'static: a missing hashed chunk is a 404, not index.html',
  );
  check(
    cacheControl(stat, '/checkout/main.js', () => false)?.status === 404,
    'static: a missing file with an extension is a 404 (like serve-static)',
  );

  // Same rules as the Node static server used by npm start and the journeys.
  const serveStatic = read('tools/serve-static.mjs');
  const never = new RegExp(serveStatic.match(/const NEVER_CACHE = \/(.*)\/;/)[1]);
  const hashed = new RegExp(serveStatic.match(/const HASHED = \/(.*)\/;/)[1]);
  const nodeRule = (p) =>
    never.test(p) || p === '/'
      ? 'no-cache'
      : hashed.test(p)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300';
  let files = 0;
  for (const app of APPS) {
    const dist = rel(`${app.dir}/dist`);
    if (!existsSync(dist)) continue;
    const walk = (d) =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)],
      );
    for (const f of walk(dist)) {
      const p = '/' + relative(dist, f);
      const r = cacheControl(stat, p);
      files++;
      check(
        r?.cacheControl === nodeRule(p),
        `static: ${app.dir}${p} → ${r?.cacheControl}, serve-static.mjs says ${nodeRule(p)}`,
      );
    }
  }
  console.log(`  cache rules agree with tools/serve-static.mjs on ${files} built file(s)`);

  section('app-config.json from the environment (docker/nginx/40-app-config.sh)');
  const dir = mkdtempSync(join(tmpdir(), 'utsav-appcfg-'));
  try {
    const shellDefaults = JSON.parse(read('shell/public/app-config.json'));
    const run = (env) => {
      execFileSync('sh', [rel('docker/nginx/40-app-config.sh')], {
        env: { PATH: process.env.PATH, APP_CONFIG_DIR: dir, ...env },
        stdio: 'pipe',
      });
      return JSON.parse(readFileSync(join(dir, 'app-config.json'), 'utf8'));
    };
    const cfg = run({ PUBLIC_URL: 'https://utsav.example/', CALL_NOW: 'a "quoted" \\ value' });
    check(
      JSON.stringify(Object.keys(cfg).sort()) === JSON.stringify(Object.keys(shellDefaults).sort()),
      `app-config keys ${Object.keys(cfg)} = shell/public/app-config.json keys`,
    );
    check(
      JSON.stringify(Object.keys(cfg.remotes).sort()) === JSON.stringify(Object.keys(shellDefaults.remotes).sort()),
      'app-config names every remote',
    );
    check(cfg.apiBase === 'https://utsav.example', 'apiBase defaults to PUBLIC_URL');
    check(cfg.callNow === 'a "quoted" \\ value', 'values are JSON-escaped');
    for (const app of APPS.slice(1)) {
      const url = cfg.remotes[app.name];
      check(
        url === `https://utsav.example/remotes/${app.name}/mf-manifest.json`,
        `remote ${app.name} defaults to the front's /remotes/${app.name}/`,
      );
      const r = route(new URL(url).pathname);
      check(
        r?.host === app.dir && r.path === '/mf-manifest.json',
        `the front routes ${new URL(url).pathname} to ${app.dir}`,
      );
    }
    const custom = run({
      PUBLIC_URL: 'http://x',
      REMOTE_CATALOG_URL: 'https://cdn.example/catalog/v42/mf-manifest.json',
      PUBLIC_API_BASE: 'https://api.example',
    });
    check(
      custom.remotes.catalog === 'https://cdn.example/catalog/v42/mf-manifest.json' &&
        custom.apiBase === 'https://api.example',
      'REMOTE_<NAME>_URL and PUBLIC_API_BASE override',
    );
    const verbatim = run({ APP_CONFIG_JSON: JSON.stringify(shellDefaults) });
    check(JSON.stringify(verbatim) === JSON.stringify(shellDefaults), 'APP_CONFIG_JSON is written verbatim');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const stat2 = cacheControl(stat, '/app-config.json');
  const loc = stat.children.find((n) => n.name === 'location' && n.args[0] === '=' && n.args[1] === '/app-config.json');
  check(
    stat2?.cacheControl === 'no-cache' && directives(loc?.children ?? [], 'root')[0]?.args[0] === '/tmp/runtime',
    'static: /app-config.json is served from /tmp/runtime (written at start), no-cache',
  );
}
