#!/usr/bin/env node
// Browser journeys (architecture §5): starts the API on a fresh seeded database and the built apps, then runs the
// journey files with node:test in Chromium (playwright-core + /usr/bin/chromium).
//   node e2e/run.mjs                 composed site: every journey in e2e/tests/**
//   node e2e/run.mjs --app mf-vendor  that remote served standalone: the journeys in e2e/tests/vendor/
//   node e2e/run.mjs --standalone-all every remote standalone in turn (CI runs this after the composed site)
//   --only <fragment>[,<fragment>…]   only the journey files whose path contains one of the fragments
//   --shard <k>/<n>                  the k-th of n shares of the journey files (round robin over the sorted list):
//                                    each share runs on its own site and its own fresh database, so shares run side
//                                    by side sharing no state (set E2E_PORT_BASE apart: the ports sit at base…base+81
//                                    and base+1000)
//   --workers <n>                    the journey files on n workers, each with its own site and database
//                                    (e2e/lib/pool.mjs); with --standalone-all as well, every remote's standalone
//                                    run joins the same queue (what `npm run test:e2e` runs)
//   --build-only                     build the apps and the server builds, run nothing (E2E_NO_BUILD=1 then skips
//                                    the build, so two runs can serve the same dist/ side by side)
// Ports: E2E_PORT_BASE (default 3100) → shell base, remotes base+1…+5, API base+1000, so a running dev site
// on 3000/4000 is not disturbed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
(await import('../apps.registry.mjs')).APPS.forEach(
  (a, i) => (process.env[`${a.name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_PORT`] = String(base + i)),
);
process.env.API_PORT = String(base + 1000);

const { APPS } = await import('../tools/apps.mjs');
const { startSite, stopAllAndWait } = await import('../tools/site.mjs');
const { buildAll } = await import('../tools/build-all.mjs');
const { buildServers } = await import('../tools/build-server.mjs');
const { claim, runPool } = await import('./lib/pool.mjs');
const { dropJourneyDatabase, journeyDatabase } = await import('./lib/database.mjs');

if (process.argv.includes('--build-only')) {
  await buildAll([]);
  await buildServers();
  process.exit(0);
}
const build = process.env.E2E_NO_BUILD !== '1';

const flag = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const remotes = APPS.filter((a) => a.name !== 'shell');
const workersArg = flag('--workers');
const workers = workersArg === null ? 0 : Number(workersArg);
if (workersArg !== null && !(Number.isInteger(workers) && workers >= 1)) {
  console.error(`--workers takes a whole number ≥ 1, not ${workersArg}`);
  process.exit(2);
}

// --standalone-all without workers: every remote served alone in turn, each on a fresh database, as `--app` does.
if (process.argv.includes('--standalone-all') && !workers) {
  let failed = 0;
  for (const remote of remotes) {
    const started = Date.now();
    const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--app', remote.dir], {
      stdio: 'inherit',
      env: process.env,
    });
    console.log(
      `standalone ${remote.dir}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    if (run.status !== 0) failed++;
  }
  process.exit(failed ? 1 : 0);
}

const appArg = flag('--app');
const filter = flag('--only');
const shardArg = flag('--shard');
const shardMatch = shardArg ? /^(\d+)\/(\d+)$/.exec(shardArg) : null;
const shard = shardMatch ? { index: Number(shardMatch[1]), of: Number(shardMatch[2]) } : null;
if (shardArg && (!shard || shard.index < 1 || shard.index > shard.of)) {
  console.error(`--shard takes k/n with 1 ≤ k ≤ n, not ${shardArg}`);
  process.exit(2);
}
const app = appArg ? APPS.find((a) => a.dir === appArg || a.name === appArg) : null;
if (appArg && !app) {
  console.error(`unknown app ${appArg}`);
  process.exit(2);
}

function testFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.mjs') ? [join(dir, e.name)] : [],
  );
}

// The API answers the apps' origins and the extra shells some journeys start beside the site (delivery: +71, +73,
// +75, +77, +81; composition: +80), so a journey sees no CORS error in the console (the journeys fail on console
// errors). Those ports sit far above the apps' own (base … base + APPS.length − 1): a new remote never takes one.
const corsOrigins = [...APPS.map((a) => a.port), base + 71, base + 73, base + 75, base + 77, base + 80, base + 81]
  .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
  .join(',');

let dataDir = null;
let uploadDir = null;
let databaseUrl = '';
async function startJourneySite() {
  databaseUrl = await journeyDatabase(Number(process.env.API_PORT));
  dataDir = mkdtempSync(join(tmpdir(), 'utsav-e2e-db-'));
  uploadDir = mkdtempSync(join(tmpdir(), 'utsav-e2e-uploads-'));
  await startSite({
    apps: app ? [app] : APPS,
    apiEnv: {
      DATA_DIR: dataDir,
      UPLOAD_DIR: uploadDir,
      RATE_LIMIT_MAX: '100000',
      CODE_SENDS_PER_ADDRESS: '100000',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'e2e-secret-for-the-journeys-only-0123456789',
      CORS_ORIGINS: corsOrigins,
    },
    // The renderer's request lines would bury the journeys' reports; its warnings and errors stay.
    appEnv: { LOG_LEVEL: 'warn' },
    quiet: true,
  });
}
async function stopJourneySite() {
  await stopAllAndWait();
  if (databaseUrl) await dropJourneyDatabase(databaseUrl);
  for (const dir of [dataDir, uploadDir]) if (dir) rmSync(dir, { recursive: true, force: true });
}
const baseUrl = `http://localhost:${(app ?? APPS[0]).port}`;
const journeyEnv = {
  ...process.env,
  BASE_URL: baseUrl,
  API_URL: `http://localhost:${process.env.API_PORT}`,
  STANDALONE: app ? '1' : '',
};
// A journey that hangs (a wait without a deadline) fails after 6 min instead of holding CI to its limit; the
// longest journeys (those that build extra remote variants) take about 2 min on a loaded 2-core machine.
const runner = ['--test', '--test-concurrency=1', '--test-timeout=360000', '--test-reporter=spec'];

/** Runs a command to its end, its output kept (stdout and stderr in order) for the pool to print whole. */
function runCaptured(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

// --worker k --queue dir (started by the pool): take items until none is left. The composed site starts with the
// first journey file this worker takes; a standalone item runs `--app` on this worker's own standalone ports.
if (process.argv.includes('--worker')) {
  const queueDir = flag('--queue');
  // The queue can grow (a failed item is queued again): read it afresh before each claim.
  const items = () => JSON.parse(readFileSync(join(queueDir, 'items.json'), 'utf8'));
  const acks = [];
  process.on('message', (m) => m.type === 'ack' && acks.shift()?.());
  try {
    for (let index = 0; index < items().length; index++) {
      const item = items()[index];
      if (!claim(queueDir, index)) continue;
      process.send({ type: 'start', index });
      const started = Date.now();
      let result;
      if (item.kind === 'app') {
        result = await runCaptured([fileURLToPath(import.meta.url), '--app', item.app], {
          ...process.env,
          E2E_PORT_BASE: process.env.E2E_STANDALONE_BASE,
        });
      } else {
        if (!dataDir) await startJourneySite();
        result = await runCaptured([...runner, item.file], journeyEnv);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const acked = new Promise((resolve) => acks.push(resolve));
      process.send({ type: 'done', index, seconds, ...result });
      await acked; // the pool has queued a retry, if any, before this worker looks for more
    }
  } finally {
    await stopJourneySite();
  }
  process.exit(0);
}

// *.composed.test.mjs run only on the composed site, *.standalone.test.mjs only standalone, the rest in both.
const files = testFiles(join('e2e', 'tests', app ? app.name : ''))
  .filter((f) => (app ? !f.includes('.composed.') : !f.includes('.standalone.')))
  .filter((f) => (filter ? filter.split(',').some((part) => f.includes(part)) : true))
  .sort()
  .filter((_, i) => !shard || i % shard.of === shard.index - 1);
if (!files.length) {
  console.error('no journey files found');
  process.exit(1);
}

if (build) {
  await buildAll(app ? [app.dir] : []);
  if (!app) await buildServers();
}

if (workers && !app) {
  const items = [
    ...files.map((file) => ({ kind: 'file', file })),
    ...(process.argv.includes('--standalone-all') ? remotes.map((r) => ({ kind: 'app', app: r.dir })) : []),
  ];
  process.exit(await runPool({ items, workers, script: fileURLToPath(import.meta.url), base }));
}

let status = 1;
try {
  await startJourneySite();
  console.log(`journeys against ${baseUrl}${app ? ' (standalone)' : ''}: ${files.length} file(s)`);
  const result = spawnSync(process.execPath, [...runner, ...files], { stdio: 'inherit', env: journeyEnv });
  status = result.status ?? 1;
} finally {
  await stopJourneySite();
}
process.exit(status);
