#!/usr/bin/env node
// A team's own check of its remote (docs/team-guide.md, "Your remote's check"): `npm run check -w mf-<name>`.
// In order, stopping at the first failure:
//   1. the type check and lint of the remote's folder;
//   2. its unit and component tests (its jest project);
//   3. its production build (by content: unchanged apps come from the build cache) and the manifest contract tests;
//   4. side by side: its standalone journeys (the remote served alone) and the composed journeys that mount it — the
//      journeys in e2e/tests/<name>/ and every journey whose header names it on a `// @remotes` line.
// It prints what it ran, what it left to the full CI (the other remotes' journeys, the API suite) and the time taken.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../apps.registry.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const dir = process.argv[2];
const app = APPS.find((a) => a.dir === dir || a.name === dir);
if (!app) {
  console.error(`usage: node tools/team-check.mjs <app dir>; known: ${APPS.map((a) => a.dir).join(', ')}`);
  process.exit(2);
}
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

function step(label, command, args, env = {}) {
  const t = Date.now();
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`${label}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${seconds(t)}`);
  if (r.status !== 0) {
    console.log(`\n${app.dir} check FAILED at "${label}" after ${seconds(started)}`);
    process.exit(1);
  }
}

function journeyFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? journeyFiles(join(folder, e.name)) : e.name.endsWith('.test.mjs') ? [join(folder, e.name)] : [],
  );
}

/** The remotes a journey names on its `// @remotes a, b` header line (besides the app whose folder holds it). */
function namedRemotes(file) {
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('// @remotes '));
  return line
    ? line
        .slice('// @remotes '.length)
        .split(',')
        .map((s) => s.trim())
    : [];
}

const all = journeyFiles(join('e2e', 'tests'));
const own = join('e2e', 'tests', app.name) + '/';
const composed = all
  .filter((f) => !f.includes('.standalone.'))
  .filter((f) => f.startsWith(own) || namedRemotes(f).includes(app.name))
  .sort();

step(`typecheck ${app.dir}`, 'npx', ['tsc', '-p', `${app.dir}/tsconfig.json`, '--noEmit']);
step(`lint ${app.dir}`, 'npx', ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', app.dir]);
step(`unit tests (${app.dir})`, 'npx', ['jest', '--selectProjects', app.dir]);
step('builds (every app, unchanged ones from the cache)', process.execPath, ['tools/build-all.mjs']);
step('server builds', process.execPath, ['tools/build-server.mjs']);
step('manifest contract tests', 'npx', ['jest', '--selectProjects', 'contracts']);

console.log(`\n=== journeys: ${app.kind === 'host' ? '' : 'standalone ‖ '}composed (${composed.length} files) ===`);
for (const f of composed) console.log(`  ${relative(root, f)}`);
const runs = [
  ...(app.kind === 'host' ? [] : [['standalone', ['e2e/run.mjs', '--app', app.dir], { E2E_PORT_BASE: '3400' }]]),
  ...(composed.length ? [['composed', ['e2e/run.mjs', '--only', composed.join(',')], { E2E_PORT_BASE: '3100' }]] : []),
];
const results = await Promise.all(
  runs.map(
    ([label, args, env]) =>
      new Promise((resolve) => {
        const t = Date.now();
        const out = [];
        const child = spawn(process.execPath, args, {
          env: { ...process.env, E2E_NO_BUILD: '1', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.on('data', (d) => out.push(d));
        child.stderr.on('data', (d) => out.push(d));
        child.on('close', (code) => {
          process.stdout.write(`\n--- ${label} journeys (${seconds(t)}, exit ${code}) ---\n${Buffer.concat(out)}`);
          resolve(code === 0);
        });
      }),
  ),
);
const others = all.filter((f) => !f.includes('.standalone.') && !composed.includes(f)).length;
console.log(
  `\nLeft to the full CI: ${others} composed journey files of other remotes, the API suite, the other remotes' unit tests.`,
);
const ok = results.every(Boolean);
console.log(`${app.dir} check ${ok ? 'passed' : 'FAILED'} in ${seconds(started)}`);
process.exit(ok ? 0 : 1);
