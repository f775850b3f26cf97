// Builds (when stale), snapshots and serves the composed site and the monolith for a bench or budget run.
// Call setPorts() before anything imports tools/apps.mjs (ports are read from the environment at import).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS as REGISTRY } from '../../../apps.registry.mjs';

export function setPorts(base, apiPort) {
  REGISTRY.forEach(
    (a, i) => (process.env[`${a.name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_PORT`] = String(base + i)),
  );
  process.env.API_PORT = String(apiPort);
}

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    const full = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const REMOTE_DIRS = REGISTRY.filter((a) => a.kind === 'remote').map((a) => a.dir);

export function monolithStale() {
  const marker = join('shell', 'dist-monolith', 'index.html');
  if (process.env.FORCE_BUILD === '1' || !existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return ['shell', ...REMOTE_DIRS, 'shared/src', 'tools/webpack'].some((d) => newest(d) > built);
}

/** `webpack --env monolith` in shell/ → shell/dist-monolith. A remote's broken import is reported, not fatal. */
export function buildMonolith() {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      'flock',
      ['/tmp/utsav-build-shell-monolith.lock', 'npx', 'webpack', '--mode', 'production', '--env', 'monolith'],
      { cwd: 'shell', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      const errors = output.match(/^ERROR in .*$/gm) ?? [];
      if (existsSync(join('shell', 'dist-monolith', 'index.html'))) {
        console.log(
          `built shell (monolith) in ${((Date.now() - started) / 1000).toFixed(1)} s${errors.length ? ` with ${errors.length} error(s): ${errors.join('; ')}` : ''}`,
        );
        resolve({ errors });
      } else reject(new Error(`monolith build failed (exit ${code})\n${output}`));
    });
  });
}

/** Builds every app (when stale) and the monolith (when stale), one webpack at a time. */
export async function ensureBuilds({ monolith = true } = {}) {
  const { buildAll } = await import('../../build-all.mjs');
  process.env.BUILD_PARALLEL ??= '1';
  await buildAll();
  // The server targets: the shell's renderer and each remote's server build, measured with the pages.
  const { buildServers } = await import('../../build-server.mjs');
  await buildServers();
  if (monolith && monolithStale()) await buildMonolith();
}

/**
 * Copies every dist (and dist-monolith) to a temp folder, so a teammate rebuilding an app mid-run cannot
 * change what is measured. Returns { dirs: {appDir: snapshotDir}, cleanup }.
 */
export function snapshotBuilds({ monolith = true, shellDist, stripGzip = false } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'utsav-bench-dist-'));
  const dirs = {};
  for (const dir of ['shell', ...REMOTE_DIRS]) {
    dirs[dir] = join(root, dir);
    // A teammate's rebuild empties dist/ for a while (output.clean): wait for it, up to 10 minutes.
    for (
      let i = 0;
      i < 600 && !(dir === 'shell' && shellDist) && !existsSync(join(dir, 'dist', 'mf-manifest.json'));
      i++
    )
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
    cpSync(dir === 'shell' && shellDist ? shellDist : join(dir, 'dist'), dirs[dir], {
      recursive: true,
      filter: (src) => !(stripGzip && src.endsWith('.gz')),
    });
  }
  // The shell's server build (remotes' server builds are inside their dist/): the renderer serves the shell.
  if (existsSync(join('shell', 'dist-server', 'render.js'))) {
    dirs.shellServer = join(root, 'shell-server');
    cpSync(join('shell', 'dist-server'), dirs.shellServer, { recursive: true });
  }
  if (monolith) {
    dirs.monolith = join(root, 'monolith');
    cpSync(join('shell', 'dist-monolith'), dirs.monolith, {
      recursive: true,
      filter: (src) => !(stripGzip && src.endsWith('.gz')),
    });
  }
  return { dirs, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** Starts the API on a fresh seeded PGlite (or DATABASE_URL when given in env) and returns {child, dataDir}. */
export async function startFreshApi(port, env = {}) {
  const { startApi } = await import('../../site.mjs');
  const dataDir = mkdtempSync(join(tmpdir(), 'utsav-bench-db-'));
  const uploadDir = mkdtempSync(join(tmpdir(), 'utsav-bench-uploads-'));
  const child = await startApi({
    port,
    quiet: true,
    env: {
      DATA_DIR: dataDir,
      UPLOAD_DIR: uploadDir,
      RATE_LIMIT_MAX: '1000000',
      DATABASE_URL: '',
      JWT_SECRET: 'bench-secret-not-for-production-0123456789',
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'test',
      MESSAGES_MODE: 'test',
      ...env,
    },
  });
  return {
    child,
    cleanup: () => {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * Serves the snapshot of every app (+ the monolith shell on monolithPort) with an app-config for these ports. The
 * shell is served by its renderer (server-rendered pages) when the snapshot has its server build and
 * `ssr` is not false; the monolith stays the client-rendered single bundle it is compared with.
 */
export async function serveSnapshot(dirs, { monolithPort, ssr = true, rendererEnv = {} } = {}) {
  const { APPS } = await import('../../apps.mjs');
  const { serveApp, writeAppConfig } = await import('../../site.mjs');
  const configFile = writeAppConfig();
  const servers = [];
  await Promise.all(
    APPS.map(async (app) => {
      const render = ssr && app.kind === 'host' && dirs.shellServer ? join(dirs.shellServer, 'render.js') : undefined;
      await serveApp(app, { configFile, dir: dirs[app.dir], render, env: render ? rendererEnv : {} });
      servers.push({ app: app.name, port: app.port, dir: dirs[app.dir], rendered: Boolean(render) });
    }),
  );
  if (monolithPort && dirs.monolith) {
    await serveApp({ name: 'monolith', dir: 'shell', port: monolithPort }, { configFile, dir: dirs.monolith });
    servers.push({ app: 'monolith', port: monolithPort, dir: dirs.monolith });
  }
  return servers;
}

/** A product id for /services/details/{id}: the first of /api/AllProduct/. */
export async function firstProductId(apiPort) {
  const res = await fetch(`http://127.0.0.1:${apiPort}/api/AllProduct/`);
  const body = await res.json();
  const list = body.Payload ?? body.payload ?? body;
  const first = Array.isArray(list) ? list[0] : null;
  const id = first?.productid ?? first?.id;
  if (id == null) throw new Error(`no product id in /api/AllProduct/: ${JSON.stringify(body).slice(0, 300)}`);
  return id;
}
