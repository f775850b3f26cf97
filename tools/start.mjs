#!/usr/bin/env node
// `npm start`: the API (embedded database, migrated and seeded) starts while the apps build (production builds if
// needed, by content), then every app is served on its port. The API's start (database, migrations, seed) and the
// builds share nothing, so neither waits for the other (docs/builds.md, "A fresh clone up").
import { buildAll } from './build-all.mjs';
import { buildServers } from './build-server.mjs';
import { APPS, API_PORT } from './apps.mjs';
import { startApi, startSite, stopAll, stopAllAndWait } from './site.mjs';

const started = Date.now();
try {
  const api = startApi();
  // Handled here so a failed API start is reported once the builds end (by the await below), not as an unhandled rejection.
  api.catch(() => {});
  await buildAll();
  await buildServers();
  await api;
  await startSite({ api: false });
} catch (error) {
  // e.g. a port already in use: one clear line, and nothing left running.
  console.error(`\nnpm start: ${error.message}`);
  stopAll();
  process.exit(1);
}
console.log(
  `\nUtsav is running: http://localhost:${APPS[0].port}  (API http://localhost:${API_PORT}/api, docs /api/docs)`,
);
for (const app of APPS.slice(1)) console.log(`  ${app.name.padEnd(9)} http://localhost:${app.port}`);
console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s — Ctrl+C to stop`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    // The servers drain and exit before npm start does (their output stays attached until they have).
    void stopAllAndWait().then(() => process.exit(0));
  });
