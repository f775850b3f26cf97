#!/usr/bin/env node
// Builds every app in production mode unless Turborepo has already built the same inputs: a build is
// keyed by the hash of everything it reads (turbo.json: the app's files, apps.registry.mjs, tools/webpack,
// tsconfig.base.json, types/, shared/src, package-lock.json, the resolved dependencies, BUILD_ID/UTSAV_SOURCE_MAPS/NODE_ENV),
// so an unchanged app is never rebuilt (its dist/ is restored from .turbo/cache when it is missing or was
// overwritten) and a changed input always rebuilds what it feeds. Two builds at a time (each webpack build takes
// ~20 s and ~550 MB; BUILD_PARALLEL). FORCE_BUILD=1 rebuilds all. Args: app dirs to build only those.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Offline and quiet: no telemetry, no update check. */
export const TURBO_ENV = {
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  TURBO_PRINT_VERSION_DISABLED: '1',
  DO_NOT_TRACK: '1',
};

const packageName = (dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).name;

/** `turbo run build` for the given app dirs; resolves to { built: [dir], cached: [dir] }. */
export function buildAll(only = []) {
  return runTask(
    'build',
    APPS.map((a) => a.dir).filter((d) => (only.length ? only.includes(d) : true)),
  );
}

/**
 * `turbo run <task>` (turbo.json: `build`, or `build:server`, which depends on the same app's `build`) for the given
 * app dirs; resolves to { built: [dir], cached: [dir] } for that task.
 */
export function runTask(task, dirs) {
  const byName = new Map(dirs.map((d) => [packageName(d), d]));
  const label = task === 'build' ? '' : ` (${task})`;
  const args = [
    'run',
    task,
    ...[...byName.keys()].map((n) => `--filter=${n}`),
    `--concurrency=${Number(process.env.BUILD_PARALLEL ?? 2)}`,
    '--output-logs=new-only',
  ];
  if (process.env.FORCE_BUILD === '1') args.push('--force');
  // One turbo run per checkout at a time: two processes building the same app at once would corrupt its dist/.
  const lock = `/tmp/utsav-build-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.lock`;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('flock', [lock, join(root, 'node_modules', '.bin', 'turbo'), ...args], {
      cwd: root,
      env: { ...process.env, ...TURBO_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      const built = [];
      const cached = [];
      for (const m of output.matchAll(/^(\S+?):(\S+): cache (hit|miss|bypass)/gm)) {
        if (m[2] !== task) continue;
        const dir = byName.get(m[1]);
        if (dir) (m[3] === 'hit' ? cached : built).push(dir);
      }
      if (code !== 0) {
        console.error(output);
        reject(new Error(`turbo run ${task} failed (exit ${code})`));
        return;
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (built.length)
        console.log(
          `built ${built.join(', ')}${label} in ${seconds} s${cached.length ? ` (unchanged, from the cache: ${cached.join(', ')})` : ''}`,
        );
      else console.log(`builds${label} are up to date (${cached.length} app(s) unchanged, ${seconds} s)`);
      resolve({ built, cached });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
