#!/usr/bin/env node
// Builds every app in production mode when its sources changed since the last build (two at a time: each
// webpack build takes ~20 s and ~550 MB). FORCE_BUILD=1 rebuilds all. Args: app dirs to build only those.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { APPS } from './apps.mjs';

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

export function needsBuild(appDir) {
  if (process.env.FORCE_BUILD === '1') return true;
  const marker = join(appDir, 'dist', 'mf-manifest.json');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const inputs = [join(appDir, 'src'), join(appDir, 'public'), 'shared/src', 'tools/webpack'];
  return inputs.some((d) => newest(d) > built) || statSync(join(appDir, 'webpack.config.js')).mtimeMs > built;
}

function build(appDir) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    // flock: two processes building the same app at once would corrupt its dist/; the staleness check runs again
    // once the lock is held, so a build another process just finished is not repeated.
    const child = spawn('flock', [`/tmp/utsav-build-${appDir}.lock`, process.execPath, 'tools/build-all.mjs', '--one', appDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${appDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`build of ${appDir} failed (exit ${code})`));
      }
    });
  });
}

export async function buildAll(only = []) {
  const queue = APPS.map((a) => a.dir).filter((d) => (only.length ? only.includes(d) : true)).filter(needsBuild);
  if (!queue.length) {
    console.log('builds are up to date');
    return;
  }
  const parallel = Number(process.env.BUILD_PARALLEL ?? 2);
  const workers = Array.from({ length: parallel }, async () => {
    while (queue.length) await build(queue.shift());
  });
  await Promise.all(workers);
}

/** Builds one app if it is still stale (called under the app's build lock). */
function buildOneIfStale(appDir) {
  if (!needsBuild(appDir)) {
    console.log(`${appDir} was just built by another process`);
    return;
  }
  const r = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: appDir, stdio: 'inherit' });
  // webpack does not rewrite an output file whose content is unchanged (compareBeforeEmit), so the marker could
  // keep an old time and the app would look stale forever: stamp it with the time of this build.
  const marker = join(appDir, 'dist', 'mf-manifest.json');
  if (r.status === 0 && existsSync(marker)) {
    const now = new Date();
    utimesSync(marker, now, now);
  }
  process.exit(r.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === '--one') {
  buildOneIfStale(process.argv[3]);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
