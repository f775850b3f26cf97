// Starts the production topology on this machine, rendered from the compose files by render.mjs:
//   nginx front (one origin) ─┬─ /                → renderer × 2 (shell/server/serve.mjs; page cache)
//                             │                     └ none answers → shell (nginx with docker/nginx/static.conf)
//                             ├─ /remotes/<name>/ → mf-<name>  (idem, one server block per app)
//                             └─ /api, /images    → API × 2    (node src/server.ts, NODE_ENV=production)
//                                                    └─ PostgreSQL at DATABASE_URL (migrations + seed first)
// Used by `npm run topology` (tools/topology/run.mjs), the topology journeys and faults, and the soak.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync, symlinkSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { renderTopology } from './render.mjs';
import { assertPortFree, waitFor } from '../site.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The nginx binary: NGINX env, else the Debian one. */
export function nginxBinary() {
  for (const p of [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean)) if (existsSync(p)) return p;
  throw new Error('nginx is not installed: apt-get install -y nginx-light');
}

/** Creates the database of `url` when it does not exist yet (connects to the server's `postgres` database). */
export async function ensureDatabase(url, { fresh = false } = {}) {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`database name ${name}: letters, digits and _ only`);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const r = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!r.rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

function launch(label, command, args, { env, cwd, quiet, log }) {
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH, TZ: process.env.TZ ?? 'Asia/Kolkata', ...env },
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (d) =>
    String(d)
      .trimEnd()
      .split('\n')
      .map((l) => `[${label}] ${l}`)
      .join('\n');
  child.stdout.on('data', (d) => {
    log.push(prefix(d));
    if (!quiet) console.log(prefix(d));
  });
  child.stderr.on('data', (d) => {
    log.push(prefix(d));
    if (!quiet) console.error(prefix(d));
  });
  return child;
}

/**
 * Starts everything; resolves when the front answers /healthz and /api/health through nginx.
 * @returns the running topology: url, api replicas (restartable), stop().
 */
export async function startTopology({
  portBase = 8080,
  databaseUrl,
  fresh = false,
  quiet = false,
  env = {},
  apiEnv = {},
} = {}) {
  if (!databaseUrl)
    throw new Error(
      'set DATABASE_URL to a PostgreSQL server (e.g. postgresql://postgres@127.0.0.1:5432/utsav_topology)',
    );
  const nginx = nginxBinary();
  const workDir = mkdtempSync(path.join(tmpdir(), 'utsav-topology-'));
  chmodSync(workDir, 0o755); // nginx workers (nobody when run as root) read the rendered files
  const plan = renderTopology({ root: ROOT, portBase, databaseUrl, workDir, env });
  const log = [];
  const children = new Set();
  let stopping = false;

  for (const p of [plan.frontPort, ...plan.statics.map((s) => s.port), ...plan.api.ports, ...plan.renderer.ports])
    await assertPortFree(p, `topology port ${p}`, 'TOPOLOGY_PORT_BASE');
  for (const s of plan.statics)
    if (!existsSync(path.join(ROOT, s.dir, 'dist', 'index.html')))
      throw new Error(`${s.dir}/dist is missing: npm run build`);
  if (!existsSync(path.join(ROOT, 'shell', 'dist-server', 'render.js')))
    throw new Error('shell/dist-server/render.js is missing: node tools/build-server.mjs');

  // Files: conf.d/<service>.conf, runtime/<service>/app-config.json (from 40-app-config.sh), nginx temp folders.
  mkdirSync(path.join(workDir, 'conf.d'), { recursive: true });
  for (const n of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(workDir, 'nginx', n), { recursive: true });
  mkdirSync(path.join(plan.api.dataDir, 'uploads'), { recursive: true });
  writeFileSync(path.join(workDir, 'conf.d', 'front.conf'), plan.front);
  mkdirSync(path.join(workDir, 'html'), { recursive: true });
  for (const s of plan.statics) {
    symlinkSync(s.distDir, s.htmlDir);
    writeFileSync(path.join(workDir, 'conf.d', `${s.service}.conf`), s.conf);
    // As the container entrypoint does: /docker-entrypoint.d/40-app-config.sh with the service's environment.
    execFileSync('sh', [plan.appConfigScript], { env: { PATH: process.env.PATH, ...s.appConfigEnv }, stdio: 'pipe' });
  }
  const nginxConf = path.join(workDir, 'nginx.conf');
  writeFileSync(nginxConf, plan.mainConf);
  execFileSync(nginx, ['-t', '-q', '-p', workDir, '-c', nginxConf, '-e', 'stderr'], { stdio: 'pipe' });

  // PostgreSQL: the database, then the one-shot migrate job (compose service api-migrate), then the replicas.
  await ensureDatabase(databaseUrl, { fresh });
  // The API image's build step (compiled JS, as the Dockerfile does), in the repository.
  for (const b of plan.api.build) execFileSync(b[0], b.slice(1), { cwd: ROOT, stdio: quiet ? 'pipe' : 'inherit' });
  const nodeArgs = (command) =>
    command[0] === 'node'
      ? command.slice(1)
      : (() => {
          throw new Error(`topology: expected a node command, got ${command.join(' ')}`);
        })();
  const migrateArgs = nodeArgs(plan.migrate.command);
  execFileSync(process.execPath, migrateArgs, {
    cwd: path.join(ROOT, 'api'),
    env: { PATH: process.env.PATH, ...plan.api.env(plan.api.ports[0]), ...apiEnv },
    stdio: quiet ? 'pipe' : 'inherit',
  });

  const apis = plan.api.ports.map((port, i) => ({ index: i, port, child: null, exits: [] }));
  /** Starts (or restarts) replica `a`, with extra environment if given (a fault flag). */
  const startApi = async (a, extraEnv = {}) => {
    const child = launch(`api-${a.index + 1}`, process.execPath, nodeArgs(plan.api.command), {
      env: { ...plan.api.env(a.port), ...apiEnv, ...extraEnv },
      cwd: path.join(ROOT, 'api'),
      quiet,
      log,
    });
    a.child = child;
    child.on('exit', (code, signal) => {
      a.exits.push({ code, signal, at: Date.now() });
      children.delete(child);
      if (!stopping) console.error(`[api-${a.index + 1}] exited (${signal ?? code})`);
    });
    children.add(child);
    await waitFor(`http://127.0.0.1:${a.port}/api/health`, 120_000);
    return a;
  };
  // The renderer's replicas: its image's command, run from the repository (restartable, like the APIs).
  const renderers = plan.renderer.ports.map((port, i) => ({ index: i, port, child: null, exits: [] }));
  const startRenderer = async (r, extraEnv = {}) => {
    const runtimeDir = plan.renderer.runtimeDir(r.index);
    mkdirSync(runtimeDir, { recursive: true });
    const [command, ...args] = plan.renderer.command(r.port, runtimeDir);
    const child = launch(`renderer-${r.index + 1}`, command, args, {
      env: { ...plan.renderer.env, ...extraEnv },
      cwd: ROOT,
      quiet,
      log,
    });
    r.child = child;
    child.on('exit', (code, signal) => {
      r.exits.push({ code, signal, at: Date.now() });
      children.delete(child);
      if (!stopping) console.error(`[renderer-${r.index + 1}] exited (${signal ?? code})`);
    });
    children.add(child);
    await waitFor(`http://127.0.0.1:${r.port}/healthz`, 60_000);
    return r;
  };
  const front = launch('nginx', nginx, ['-p', workDir, '-c', nginxConf, '-e', 'stderr'], {
    env: {},
    cwd: workDir,
    quiet,
    log,
  });
  children.add(front);
  front.on('exit', (code, signal) => {
    children.delete(front);
    if (!stopping) console.error(`[nginx] exited (${signal ?? code})`);
  });

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const gone = [...children].map(
      (c) => new Promise((r) => (c.exitCode !== null || c.signalCode ? r() : c.once('exit', r))),
    );
    for (const c of children) c.kill('SIGTERM');
    const timer = setTimeout(() => [...children].forEach((c) => c.kill('SIGKILL')), 15_000);
    await Promise.all(gone);
    clearTimeout(timer);
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([...apis.map((a) => startApi(a)), ...renderers.map((r) => startRenderer(r))]);
    await waitFor(`${plan.publicUrl}/healthz`, 20_000);
    await waitFor(`${plan.publicUrl}/api/health`, 20_000);
    await waitFor(`${plan.publicUrl}/remotes/catalog/mf-manifest.json`, 20_000);
  } catch (e) {
    await stop();
    throw new Error(`${e.message}\n${log.slice(-30).join('\n')}`);
  }
  /** "Deploys" another build of a static app: its html link now points at `dir` (atomic rename, like a new container). */
  const deploy = (service, dir) => {
    const s = plan.statics.find((x) => x.service === service);
    if (!s) throw new Error(`no static service ${service}`);
    const next = `${s.htmlDir}.next`;
    rmSync(next, { force: true });
    symlinkSync(dir, next);
    renameSync(next, s.htmlDir);
  };
  return {
    url: plan.publicUrl,
    plan,
    workDir,
    apis,
    startApi,
    renderers,
    startRenderer,
    deploy,
    nginx: front,
    log,
    stop,
    databaseUrl,
  };
}
