#!/usr/bin/env node
// Serves the production builds as the bench does (composed on BUDGET_PORT_BASE, default 3700; the monolith on +10;
// a fresh seeded API on +1000) until stopped: for tools/bench/lh-repeat.mjs and profiling by hand.
// `node tools/bench/serve-built.mjs` then e.g. `node tools/bench/lh-repeat.mjs --runs 5 http://localhost:3700/`.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setPorts, ensureBuilds, snapshotBuilds, startFreshApi, serveSnapshot } from './lib/site.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);
const BASE = Number(process.env.BUDGET_PORT_BASE ?? 3700);
setPorts(BASE, BASE + 1000);
const { stopAll } = await import('../site.mjs');
await ensureBuilds();
const snapshot = snapshotBuilds();
const stop = () => {
  stopAll();
  snapshot.cleanup();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await startFreshApi(BASE + 1000);
await serveSnapshot(snapshot.dirs, { monolithPort: BASE + 10 });
console.log(
  `serving: composed http://localhost:${BASE}/ · monolith http://localhost:${BASE + 10}/ · API http://localhost:${BASE + 1000}/ (Ctrl-C stops)`,
);
