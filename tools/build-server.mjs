#!/usr/bin/env node
// Builds the server targets: the shell's renderer (shell/dist-server/render.js) and each remote with a
// webpack.server.config.js (<remote>/dist/server/remoteEntry.js — inside dist/, so a deploy of dist/ ships both).
// By content, like the browser builds: `turbo run build:server` (turbo.json) hashes the same inputs as
// the app's browser build and depends on it, so an unchanged app is never rebuilt (its server output is restored from
// .turbo/cache when the browser build cleaned it) and any changed input rebuilds it. FORCE_BUILD=1 rebuilds all.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APPS } from './apps.mjs';
import { runTask } from './build-all.mjs';

/** The apps with a server target and where it lands. */
export function serverTargets() {
  return APPS.filter((a) => existsSync(join(a.dir, 'webpack.server.config.js'))).map((a) => ({
    ...a,
    marker:
      a.kind === 'host' ? join(a.dir, 'dist-server', 'render.js') : join(a.dir, 'dist', 'server', 'remoteEntry.js'),
  }));
}

/** Builds (or restores from the cache) every server target, after its app's browser build. */
export async function buildServers() {
  const targets = serverTargets();
  await runTask(
    'build:server',
    targets.map((t) => t.dir),
  );
  for (const t of targets)
    if (!existsSync(t.marker)) throw new Error(`server build of ${t.dir}: ${t.marker} is missing`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServers().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
