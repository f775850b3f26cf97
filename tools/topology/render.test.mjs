// The topology's files differ from the compose ones only by render.mjs's rules: checked here, line by
// line, plus compose interpolation and (when nginx is installed) `nginx -t` on the rendered configuration.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../../apps.registry.mjs';
import { GATEWAY_VARS, gatewayEnv, interpolate, parseEnvFile, readDeployment, renderTopology } from './render.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const workDir = '/tmp/utsav-topology-render-test';
const plan = renderTopology({ root, portBase: 18080, databaseUrl: 'postgresql://u@127.0.0.1:5432/db', workDir });
const dep = readDeployment(root);

test('compose interpolation: defaults, nesting, required, $$', () => {
  const vars = { A: 'a', EMPTY: '', PUBLIC_URL: 'http://x' };
  assert.equal(interpolate('${A:-z}/${B:-z}/${EMPTY:-z}/${EMPTY-z}/${B-z}', vars), 'a/z/z//z');
  assert.equal(interpolate('${CORS:-${PUBLIC_URL:-http://localhost:8080}}', vars), 'http://x');
  assert.equal(interpolate('${CORS:-${NOPE:-http://localhost:8080}}', vars), 'http://localhost:8080');
  assert.equal(interpolate('$$HOME and $A', vars), '$HOME and a');
  assert.throws(() => interpolate('${B:?set B in .env}', vars), /B is missing: set B in \.env/);
  assert.throws(() => interpolate('${EMPTY:?x}', vars), /EMPTY/);
  assert.equal(interpolate('${EMPTY?x}', vars), '');
  assert.deepEqual(parseEnvFile('# c\nA=1\nB="two words"\nC=\nD=x # note\n'), {
    A: '1',
    B: 'two words',
    C: '',
    D: 'x',
  });
});

/** Lines of a and b, pairing each changed line of `a` with its replacement(s) in `b`. */
function changedLines(a, b, widths = () => 1) {
  const la = a.split('\n');
  const lb = b.split('\n');
  const out = [];
  let j = 0;
  for (let i = 0; i < la.length; i++) {
    const line = la[i];
    if (lb[j] === line) {
      j++;
      continue;
    }
    // one source line may become several (an upstream with N replicas): widths(line) says how many
    const repl = lb.slice(j, j + widths(line));
    j += repl.length;
    out.push([line, repl]);
  }
  assert.equal(j, lb.length, 'nothing added at the end');
  return out;
}

test('front.conf: only listen and upstream server lines differ; every compose upstream maps to its local port(s)', () => {
  const replicas = dep.compose.services.api.deploy.replicas;
  const rendererReplicas = dep.compose.services.renderer.deploy.replicas;
  const changes = changedLines(dep.frontConf, plan.front, (line) =>
    /server api:/.test(line) ? replicas : /server renderer:/.test(line) ? rendererReplicas : 1,
  );
  assert.ok(changes.length >= 8, 'listen + api + six static upstreams');
  for (const [from, to] of changes) {
    if (/^\s*listen 8080;/.test(from)) assert.deepEqual(to, ['    listen 127.0.0.1:18080;']);
    else if (/^\s*access_log \/var\/log\/nginx\/access\.log utsav_json;/.test(from))
      assert.deepEqual(to, [`    access_log ${workDir}/nginx/access.log utsav_json;`]);
    else if (/^proxy_cache_path \/tmp\/nginx-pages /.test(from))
      assert.deepEqual(to, [from.replace('/tmp/nginx-pages', `${workDir}/nginx/nginx-pages`)]);
    else {
      const m = /server ([a-z-]+):(\d+)/.exec(from);
      assert.ok(m, `unexpected change: ${from}`);
      if (m[1] === 'api') {
        assert.equal(to.length, replicas, 'one server per compose replica');
        to.forEach((l, i) => assert.equal(l.trim(), `server 127.0.0.1:${19080 + i} max_fails=3 fail_timeout=10s;`));
      } else if (m[1] === 'renderer') {
        assert.equal(to.length, rendererReplicas, 'one renderer per compose replica');
        to.forEach((l, i) => assert.equal(l, from.replace('renderer:8080', `127.0.0.1:${18100 + i}`)));
      } else {
        const s = plan.statics.find((x) => x.service === m[1]);
        assert.ok(s, `${m[1]} is a compose service`);
        assert.equal(to.length, 1);
        assert.equal(to[0], from.replace(`${m[1]}:8080`, `127.0.0.1:${s.port}`));
      }
    }
  }
  assert.doesNotMatch(
    plan.front,
    /^\s*proxy_next_upstream[^;]*non_idempotent/m,
    'POST is never retried on another replica',
  );
  assert.doesNotMatch(
    plan.front,
    /^\s*proxy_next_upstream[^;]*http_503/m,
    "the API's 503 (database away) does not mark replicas down",
  );
});

test("the renderer: compose's replicas and environment, its image's command; only loopback differences", () => {
  const compose = dep.compose.services.renderer;
  assert.ok(compose.deploy.replicas >= 2);
  assert.deepEqual(
    plan.renderer.ports,
    Array.from({ length: compose.deploy.replicas }, (_, i) => 18100 + i),
  );
  const differs = Object.keys(plan.renderer.composeEnv).filter(
    (k) => plan.renderer.composeEnv[k] !== plan.renderer.env[k],
  );
  assert.deepEqual(differs, ['SSR_INTERNAL_ORIGIN'], "only the front's address changes");
  assert.equal(plan.renderer.composeEnv.SSR_INTERNAL_ORIGIN, 'http://front:8080');
  assert.equal(plan.renderer.env.SSR_INTERNAL_ORIGIN, plan.publicUrl);
  assert.equal(plan.renderer.env.SITE_URL, plan.publicUrl);
  const image = JSON.parse(
    /^CMD\s+(\[.*\])\s*$/m.exec(readFileSync(path.join(root, 'shell/server/Dockerfile'), 'utf8'))[1],
  );
  const local = plan.renderer.command(18100, '/w/runtime/renderer-1');
  assert.deepEqual(local.slice(0, 2), image.slice(0, 2));
  assert.equal(
    local[2],
    image[2]
      .replace('--host 0.0.0.0', '--host 127.0.0.1')
      .replace('--port 8080', '--port 18100')
      .replaceAll('/tmp/runtime', '/w/runtime/renderer-1'),
  );
  assert.ok(!plan.statics.some((x) => x.service === 'renderer'), 'the renderer is no static app');
});

test('static.conf per app: only listen, the two roots and the security-headers include differ', () => {
  // Every app of the registry (a new remote joins the topology without editing it).
  assert.deepEqual(
    plan.statics.map((s) => s.dir),
    APPS.map((a) => a.dir),
  );
  for (const s of plan.statics) {
    const changes = changedLines(dep.staticConf, s.conf).map(([a, b]) => [a.trim(), b.map((x) => x.trim())]);
    assert.deepEqual(changes, [
      ['listen 8080;', [`listen 127.0.0.1:${s.port};`]],
      ['root /usr/share/nginx/html;', [`root ${path.join(workDir, 'html', s.service)};`]],
      ['root /tmp/runtime;', [`root ${path.join(workDir, 'runtime', s.service)};`]],
      ...Array.from({ length: 5 }, () => [
        'include /tmp/runtime/security-headers.conf;',
        [`include ${path.join(workDir, 'runtime', s.service, 'security-headers.conf')};`],
      ]),
    ]);
    assert.equal(s.distDir, path.join(root, s.dir, 'dist'));
  }
});

test("API and app environments are compose's, with .env.example values; only the loopback differences change", () => {
  const env = plan.api.env(19081);
  const compose = plan.api.composeEnv;
  assert.equal(compose.NODE_ENV, 'production');
  assert.equal(compose.HOST, '0.0.0.0');
  assert.match(compose.DATABASE_URL, /^postgres:\/\/utsav:change-me-postgres@postgres:5432\/utsav$/);
  assert.equal(compose.JWT_SECRET, dep.envExample.JWT_SECRET);
  assert.equal(compose.CORS_ORIGINS, plan.publicUrl, 'CORS_ORIGINS empty in .env.example → PUBLIC_URL');
  assert.equal(compose.RATE_LIMIT_MAX, dep.envExample.RATE_LIMIT_MAX);
  const differs = Object.keys(compose)
    .filter((k) => compose[k] !== env[k])
    .sort();
  assert.deepEqual(differs, ['DATABASE_URL', 'DATA_DIR', 'HOST', 'PORT']);
  assert.deepEqual([env.HOST, env.PORT, env.DATABASE_URL], ['127.0.0.1', '19081', 'postgresql://u@127.0.0.1:5432/db']);
  for (const s of plan.statics) {
    assert.equal(s.appConfigEnv.PUBLIC_URL, 'http://127.0.0.1:18080');
    assert.equal(s.appConfigEnv.CALL_NOW, dep.envExample.CALL_NOW);
  }
  // .env overrides win, as a filled-in .env does.
  const filled = renderTopology({ root, portBase: 18080, databaseUrl: 'x', workDir, env: { RATE_LIMIT_MAX: '500' } });
  assert.equal(filled.api.env(1).RATE_LIMIT_MAX, '500');
  assert.deepEqual(
    filled.migrate.command,
    dep.compose.services['api-migrate'].command,
    "the api-migrate service's command, as is",
  );
  assert.equal(filled.api.command[0], 'node', "the API image's CMD");
  assert.deepEqual(filled.api.build, [['npm', 'run', 'build', '-w', 'api']], "the API image's build step");
});

test('the gateway keys pass through to the API; the apps get only the mode and the public key id', () => {
  for (const k of GATEWAY_VARS) {
    assert.ok(k in dep.envExample, `${k} is in .env.example`);
    assert.equal(plan.api.composeEnv[k], '', `${k} reaches the API (empty in .env.example)`);
  }
  const keys = { RAZORPAY_KEY_ID: 'rzp_live_K1', RAZORPAY_KEY_SECRET: 'sec-1', RAZORPAY_WEBHOOK_SECRET: 'whsec-1' };
  const live = renderTopology({ root, portBase: 18080, databaseUrl: 'x', workDir, env: gatewayEnv(keys) });
  for (const [k, v] of Object.entries(keys))
    assert.equal(live.api.env(1)[k], v, `${k} passes through to every replica`);
  assert.equal(live.api.env(1).PAYMENTS_MODE, '');
  const dir = mkdtempSync(path.join(tmpdir(), 'utsav-topology-payments-'));
  try {
    const mode = (p) => {
      const s = p.statics[0];
      assert.equal(s.appConfigEnv.RAZORPAY_KEY_SECRET, undefined, 'no secret in a static app');
      assert.equal(s.appConfigEnv.RAZORPAY_WEBHOOK_SECRET, undefined);
      execFileSync('sh', [p.appConfigScript], {
        env: { PATH: process.env.PATH, ...s.appConfigEnv, APP_CONFIG_DIR: dir },
        stdio: 'pipe',
      });
      return JSON.parse(readFileSync(path.join(dir, 'app-config.json'), 'utf8')).paymentsMode;
    };
    assert.equal(mode(live), 'live');
    // Without keys the bench asks for the test gateway explicitly, and the pages say so.
    assert.deepEqual(gatewayEnv({}), { PAYMENTS_MODE: 'test', MESSAGES_MODE: 'test' });
    const test = renderTopology({ root, portBase: 18080, databaseUrl: 'x', workDir, env: gatewayEnv({}) });
    assert.equal(test.api.env(1).PAYMENTS_MODE, 'test');
    assert.equal(mode(test), 'test');
    assert.equal(
      mode(
        renderTopology({
          root,
          portBase: 18080,
          databaseUrl: 'x',
          workDir,
          env: { ...keys, RAZORPAY_KEY_ID: 'rzp_test_K1' },
        }),
      ),
      'test',
      "Razorpay's test keys",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('40-app-config.sh renders app-config.json for the front origin', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'utsav-topology-appconfig-'));
  try {
    const s = plan.statics[0];
    execFileSync('sh', [plan.appConfigScript], {
      env: { PATH: process.env.PATH, ...s.appConfigEnv, APP_CONFIG_DIR: dir },
      stdio: 'pipe',
    });
    const cfg = JSON.parse(readFileSync(path.join(dir, 'app-config.json'), 'utf8'));
    assert.equal(cfg.apiBase, 'http://127.0.0.1:18080');
    assert.equal(cfg.remotes.catalog, 'http://127.0.0.1:18080/remotes/catalog/mf-manifest.json');
    assert.deepEqual(
      Object.keys(cfg.remotes).sort(),
      plan.statics
        .filter((x) => x.service !== 'shell')
        .map((x) => x.service.replace(/^mf-/, ''))
        .sort(),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test(
  'nginx -t accepts the rendered configuration',
  { skip: !existsSync('/usr/sbin/nginx') && 'nginx not installed' },
  () => {
    rmSync(workDir, { recursive: true, force: true });
    mkdirSync(path.join(workDir, 'conf.d'), { recursive: true });
    for (const n of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      mkdirSync(path.join(workDir, 'nginx', n), { recursive: true });
    writeFileSync(path.join(workDir, 'conf.d', 'front.conf'), plan.front);
    for (const s of plan.statics) {
      writeFileSync(path.join(workDir, 'conf.d', `${s.service}.conf`), s.conf);
      // As the entrypoint does: the runtime folder's app-config.json and security-headers.conf (nginx includes it).
      execFileSync('sh', [plan.appConfigScript], {
        env: { PATH: process.env.PATH, ...s.appConfigEnv, HTML_DIR: s.distDir },
        stdio: 'pipe',
      });
    }
    writeFileSync(path.join(workDir, 'nginx.conf'), plan.mainConf);
    try {
      execFileSync(
        '/usr/sbin/nginx',
        ['-t', '-q', '-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-e', 'stderr'],
        { stdio: 'pipe' },
      );
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  },
);
