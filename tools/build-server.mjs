#!/usr/bin/env node
// Builds the server targets (issue 35) after the browser builds (tools/build-all.mjs), when their sources changed:
// the shell's renderer (shell/dist-server/render.js) and each remote with a webpack.server.config.js
// (<remote>/dist/server/remoteEntry.js — inside dist/, so a rebuilt browser build, which cleans dist/, is followed
// by a rebuilt server build, and a deploy of dist/ ships both). FORCE_BUILD=1 rebuilds all.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { APPS } from './apps.mjs';

function newest(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    const full = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** The apps with a server target and where it lands. */
export function serverTargets() {
  return APPS.filter((a) => existsSync(join(a.dir, 'webpack.server.config.js'))).map((a) => ({
    ...a,
    marker:
      a.kind === 'host' ? join(a.dir, 'dist-server', 'render.js') : join(a.dir, 'dist', 'server', 'remoteEntry.js'),
  }));
}

export function needsServerBuild(target) {
  if (process.env.FORCE_BUILD === '1' || !existsSync(target.marker)) return true;
  const built = statSync(target.marker).mtimeMs;
  const inputs = [
    join(target.dir, 'src'),
    join(target.dir, 'server'),
    join(target.dir, 'webpack.server.config.js'),
    'shared/src',
    'domain/src',
    'ui/src',
    'tools/webpack',
  ];
  return inputs.some((d) => newest(d) > built);
}

export async function buildServers() {
  for (const target of serverTargets().filter(needsServerBuild)) {
    const started = Date.now();
    const r = spawnSync(
      'flock',
      [`/tmp/utsav-server-build-${target.dir}.lock`, 'npx', 'webpack', '--config', 'webpack.server.config.js'],
      { cwd: target.dir, encoding: 'utf8' },
    );
    if (r.status !== 0) {
      console.error(r.stdout, r.stderr);
      throw new Error(`server build of ${target.dir} failed (exit ${r.status})`);
    }
    const now = new Date();
    if (existsSync(target.marker)) utimesSync(target.marker, now, now);
    console.log(`built ${target.dir} (server) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServers();
