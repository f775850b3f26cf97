// Starts the composed site from production builds: the API and one static server per app (architecture §5).
// Used by `npm start`, the browser journeys and the benchmark.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PORT, APPS, appConfig } from './apps.mjs';

const children = new Set();

function launch(label, command, args, env = {}, quiet = false) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const prefix = (d) =>
    String(d)
      .trimEnd()
      .split('\n')
      .map((l) => `[${label}] ${l}`)
      .join('\n');
  child.stdout.on('data', (d) => quiet || console.log(prefix(d)));
  child.stderr.on('data', (d) => console.error(prefix(d)));
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (code && !signal && !quiet) console.error(`[${label}] exited with ${code}`);
  });
  return child;
}

export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      lastError = new Error(`${url} answered ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}: ${lastError?.message}`);
}

/**
 * Rejects when something already listens on `port` (127.0.0.1, where the servers listen). Without this check a
 * server that fails with EADDRINUSE goes unnoticed: the readiness check is answered by whatever holds the port
 * (a forgotten dev server, a second `npm start`), and the site, the journeys or the bench then run against it.
 */
export function assertPortFree(port, label, envName) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => {
      if (error.code !== 'EADDRINUSE') return reject(error);
      reject(
        new Error(
          `${label}: port ${port} is already in use. Stop what listens there${envName ? `, or choose another port with ${envName}` : ''}.`,
        ),
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Starts the API (embedded PGlite unless DATABASE_URL is set). */
export async function startApi({ port = API_PORT, env = {}, quiet = false } = {}) {
  // The browser calls the API from every app's origin: allow exactly the ports in use (they are overridable).
  await assertPortFree(port, 'api', port === API_PORT ? 'API_PORT' : undefined);
  const origins = APPS.flatMap((a) => [`http://localhost:${a.port}`, `http://127.0.0.1:${a.port}`]).join(',');
  const child = launch(
    'api',
    'node',
    ['--import', 'tsx', 'api/src/server.ts'],
    { PORT: String(port), CORS_ORIGINS: process.env.CORS_ORIGINS ?? origins, ...env },
    quiet,
  );
  await waitFor(`http://127.0.0.1:${port}/api/health`, 120_000);
  return child;
}

/**
 * Serves one app's dist/ on its port; the shell gets an app-config.json matching the ports in use. The shell is
 * served by its renderer (shell/server/serve.mjs) once its server build exists, unless SSR=0.
 */
export async function serveApp(app, { configFile, quiet = true, dir, render, env = {}, waitMs = 20_000 } = {}) {
  await assertPortFree(app.port, app.name, `${app.name.toUpperCase()}_PORT`);
  // `render`: a server build to render with (a bench snapshot's copy); otherwise the app's own, when it exists.
  const renderer =
    app.kind === 'host' &&
    process.env.SSR !== '0' &&
    (render ? existsSync(render) : !dir && existsSync(join(app.dir, 'dist-server', 'render.js')));
  const args = [
    renderer ? join(app.dir, 'server', 'serve.mjs') : 'tools/serve-static.mjs',
    '--dir',
    dir ?? join(app.dir, 'dist'),
    '--port',
    String(app.port),
  ];
  if (renderer && render) args.push('--render', render);
  if (configFile) args.push('--config', configFile);
  // The renderer's structured log lines (failures) stay visible even when the static servers are quiet.
  const child = launch(app.name, 'node', args, env, quiet && !renderer);
  await waitFor(`http://127.0.0.1:${app.port}/index.html`, waitMs);
  return child;
}

export function writeAppConfig(overrides = {}) {
  const file = join(mkdtempSync(join(tmpdir(), 'utsav-config-')), 'app-config.json');
  writeFileSync(file, JSON.stringify({ ...appConfig(), ...overrides }, null, 2));
  return file;
}

/** Starts the whole site; `apps` limits which static servers start (all by default); `appEnv` is theirs. */
export async function startSite({ apps = APPS, api = true, apiEnv = {}, appEnv = {}, quiet = false, waitMs } = {}) {
  const configFile = writeAppConfig();
  if (api) await startApi({ env: apiEnv, quiet });
  await Promise.all(apps.map((app) => serveApp(app, { configFile, waitMs, env: appEnv })));
  return { configFile, stop: stopAll };
}

export function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}

/**
 * Stops every server this process started and waits until each has exited: SIGTERM (they drain), then SIGKILL after
 * `graceMs`. A caller that exits right after `stopAll()` closes the servers' stdout pipes while they drain; a server
 * that then logs (pino, EPIPE) never reached its exit and outlived the run, still holding its port (seen:
 * the journeys' API and renderer an hour after the run).
 */
export async function stopAllAndWait(graceMs = 12_000) {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve(undefined);
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

process.on('exit', stopAll);
