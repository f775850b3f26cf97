#!/usr/bin/env node
// `npm run dev` (DESIGN §5): the API in watch mode (tsx watch: restarts on a change under api/src) and every app
// on its webpack dev server (development build, rebuilt and reloaded in the browser on save). Same ports as
// `npm start`; the shell's dev server serves shell/public/app-config.json, which names the default ports.
// Ctrl+C stops everything. Builds are in memory: dist/ and `npm start` are not touched.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { APPS, API_PORT } from './apps.mjs';
import { assertPortFree, waitFor } from './site.mjs';

const children = [];
function run(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, env: { ...process.env, ...options.env } });
  const prefix = (d) => String(d).trimEnd().split('\n').map((l) => `[${label}] ${l}`).join('\n');
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { stopAll(); process.exit(0); });
process.on('exit', stopAll);

const defaultPorts = APPS.every((a, i) => a.port === 3000 + i);
if (!defaultPorts) console.warn('dev: shell/public/app-config.json names ports 3001–3005; with other ports the shell will not find the remotes.');

try {
  await assertPortFree(API_PORT, 'api', 'API_PORT');
  for (const app of APPS) await assertPortFree(app.port, app.name, `${app.name.toUpperCase()}_PORT`);
} catch (error) {
  console.error(`npm run dev: ${error.message}`);
  process.exit(1);
}

const started = Date.now();
const origins = APPS.flatMap((a) => [`http://localhost:${a.port}`, `http://127.0.0.1:${a.port}`]).join(',');
run('api', process.execPath, [createRequire(import.meta.url).resolve('tsx/cli'), 'watch', 'src/server.ts'], { cwd: 'api', env: { PORT: String(API_PORT), CORS_ORIGINS: process.env.CORS_ORIGINS ?? origins } });
// Two first builds at a time (DESIGN §7: each takes ~20 s and ~550 MB); every server then watches on its own.
const webpackCli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
const queue = [...APPS];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) {
      const app = queue.shift();
      run(app.name, process.execPath, [webpackCli, 'serve', '--mode', 'development', '--port', String(app.port)], { cwd: app.dir });
      await waitFor(`http://127.0.0.1:${app.port}/`, 180_000);
    }
  }),
);
await waitFor(`http://127.0.0.1:${API_PORT}/api/health`, 120_000);
console.log(`\nUtsav (development) is running: http://localhost:${APPS[0].port}  (API http://localhost:${API_PORT}/api)`);
console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s — edit a file and the page reloads; Ctrl+C to stop`);
