#!/usr/bin/env node
// `npm run dev` (architecture §5): the API in watch mode (tsx watch: restarts on a change under api/src) and every app
// on its webpack dev server (development build, rebuilt and reloaded in the browser on save). Same ports as
// `npm start`; the shell's dev server serves shell/public/app-config.json, which names the default ports.
// Ctrl+C stops everything. Builds are in memory: dist/ and `npm start` are not touched.
//
// With the server renderer (docs/ssr.md; SSR=0 leaves it out): the shell's page requests are answered by
// shell/server/serve.mjs on the shell's port, as in production. The shell's dev server moves to the shell's port + 90
// (DEV_SHELL_PORT) and writes its build to shell/dist-dev/ (the renderer serves it; the page's reload socket goes to
// the dev server); the server targets are rebuilt in watch mode into <app>/dist-dev-server/ (each remote's dev server
// serves it at /server/); the renderer is restarted when its own server build changes and loads a remote's new
// server build on the next render (SSR_REVALIDATE_MS=500). A change reloads the page, now rendered afresh.
import { spawn } from 'node:child_process';
import { existsSync, watchFile } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { APPS, API_PORT } from './apps.mjs';
import { serverTargets } from './build-server.mjs';
import { assertPortFree, waitFor } from './site.mjs';

const children = [];
function run(label, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    env: { ...process.env, ...options.env },
  });
  const prefix = (d) =>
    String(d)
      .trimEnd()
      .split('\n')
      .map((l) => `[${label}] ${l}`)
      .join('\n');
  child.stdout.on('data', (d) => console.log(prefix(d)));
  child.stderr.on('data', (d) => console.error(prefix(d)));
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[${label}] stopped (${signal ?? `exit ${code}`})`);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stopAll() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll();
    process.exit(0);
  });
process.on('exit', stopAll);

const defaultPorts = APPS.every((a, i) => a.port === 3000 + i);
if (!defaultPorts)
  console.warn(
    'dev: shell/public/app-config.json names ports 3001–3005; with other ports the shell will not find the remotes.',
  );

try {
  await assertPortFree(API_PORT, 'api', 'API_PORT');
  for (const app of APPS) await assertPortFree(app.port, app.name, `${app.name.toUpperCase()}_PORT`);
} catch (error) {
  console.error(`npm run dev: ${error.message}`);
  process.exit(1);
}

const host = APPS.find((a) => a.kind === 'host');
const targets = process.env.SSR === '0' ? [] : serverTargets();
const ssr = targets.some((t) => t.kind === 'host');
const devShellPort = Number(process.env.DEV_SHELL_PORT ?? host.port + 90);
if (ssr) {
  try {
    await assertPortFree(devShellPort, 'shell (dev server behind the renderer)', 'DEV_SHELL_PORT');
  } catch (error) {
    console.error(`npm run dev: ${error.message}`);
    process.exit(1);
  }
}
const serverRemotes = new Set(targets.filter((t) => t.kind !== 'host').map((t) => t.dir));
const devArgs = (app) => {
  if (!ssr) return ['--port', String(app.port)];
  if (app.kind === 'host')
    return ['--port', String(devShellPort), '--env', `ssrDev=${devShellPort}`, '--env', 'outDir=dist-dev'];
  return ['--port', String(app.port), ...(serverRemotes.has(app.dir) ? ['--env', 'ssrDev=1'] : [])];
};

const started = Date.now();
const origins = APPS.flatMap((a) => [`http://localhost:${a.port}`, `http://127.0.0.1:${a.port}`]).join(',');
run('api', process.execPath, [createRequire(import.meta.url).resolve('tsx/cli'), 'watch', 'src/server.ts'], {
  cwd: 'api',
  env: { PORT: String(API_PORT), CORS_ORIGINS: process.env.CORS_ORIGINS ?? origins },
});
// Two first builds at a time (architecture §7: each takes ~20 s and ~550 MB); every server then watches on its own.
const webpackCli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
const queue = [...APPS];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) {
      const app = queue.shift();
      run(app.name, process.execPath, [webpackCli, 'serve', '--mode', 'development', ...devArgs(app)], {
        cwd: app.dir,
      });
      await waitFor(`http://127.0.0.1:${ssr && app.kind === 'host' ? devShellPort : app.port}/`, 180_000);
    }
  }),
);
if (ssr) await startRenderer();
await waitFor(`http://127.0.0.1:${API_PORT}/api/health`, 120_000);
console.log(
  `\nUtsav (development) is running: http://localhost:${APPS[0].port}  (API http://localhost:${API_PORT}/api)`,
);
console.log(
  `ready in ${((Date.now() - started) / 1000).toFixed(1)} s — edit a file and the page reloads; Ctrl+C to stop`,
);

/** The server targets in watch mode, then the renderer on the shell's port (restarted when its build changes). */
async function startRenderer() {
  for (const t of targets) {
    run(
      `${t.name}:server`,
      process.execPath,
      [
        webpackCli,
        '--watch',
        '--config',
        'webpack.server.config.js',
        '--env',
        `outDir=${resolve(t.dir, 'dist-dev-server')}`,
        '--env',
        'dev',
      ],
      { cwd: t.dir },
    );
  }
  const render = resolve(host.dir, 'dist-dev-server', 'render.js');
  for (
    let i = 0;
    i < 360 &&
    !(
      existsSync(render) &&
      targets.every((t) =>
        existsSync(join(t.dir, 'dist-dev-server', t.kind === 'host' ? 'render.js' : 'remoteEntry.js')),
      )
    );
    i++
  )
    await new Promise((r) => setTimeout(r, 500));
  let renderer = null;
  const startOne = () => {
    renderer = run(
      'renderer',
      process.execPath,
      [
        join(host.dir, 'server', 'serve.mjs'),
        '--dir',
        join(host.dir, 'dist-dev'),
        '--render',
        render,
        '--port',
        String(host.port),
        '--config',
        join(host.dir, 'public', 'app-config.json'),
      ],
      {
        env: { SSR_DEV: '1', SSR_REVALIDATE_MS: '500', SSR_CACHE_SECONDS: '0', SSR_STALE_SECONDS: '0' },
      },
    );
  };
  startOne();
  // A new server build of the shell: a new renderer process (Node keeps a required module for the process's life).
  watchFile(render, { interval: 1000 }, (now, before) => {
    if (stopping || now.mtimeMs === before.mtimeMs || !now.mtimeMs) return;
    const old = renderer;
    old.once('exit', () => !stopping && startOne());
    old.kill('SIGTERM');
  });
  await waitFor(`http://127.0.0.1:${host.port}/healthz`, 120_000);
}
