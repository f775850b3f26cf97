#!/usr/bin/env node
// `npm run topology`: the production topology of docker-compose.yml on this machine, without a container engine
//: nginx front, the six static apps served by nginx with docker/nginx/static.conf, two API replicas,
// PostgreSQL at DATABASE_URL. Prints the URL; Ctrl+C stops everything.
//   DATABASE_URL         PostgreSQL database for the topology (created if missing; default …/utsav_topology on 127.0.0.1)
//   TOPOLOGY_PORT_BASE   front port (default 8080, .env.example's SITE_PORT); apps base+1…+6, API replicas base+1000, +1001
//   TOPOLOGY_FRESH=1     drop and recreate the database first
import { buildAll } from '../build-all.mjs';
import { gatewayEnv } from './render.mjs';
import { startTopology } from './topology.mjs';

const started = Date.now();
await buildAll();
const portBase = Number(process.env.TOPOLOGY_PORT_BASE ?? 8080);
const databaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/utsav_topology';
let topo;
try {
  // RAZORPAY_* and PAYMENTS_MODE pass through from the environment, as a filled-in .env does.
  topo = await startTopology({
    portBase,
    databaseUrl,
    fresh: process.env.TOPOLOGY_FRESH === '1',
    env: gatewayEnv(process.env),
  });
} catch (e) {
  console.error(`\nnpm run topology: ${e.message}`);
  process.exit(1);
}
console.log(`\nUtsav (production topology) is running: ${topo.url}`);
console.log(`  nginx front ${topo.url}  (config rendered from docker/nginx in ${topo.workDir})`);
for (const s of topo.plan.statics) console.log(`  ${s.service.padEnd(12)} http://127.0.0.1:${s.port}  (${s.dir}/dist)`);
for (const a of topo.apis)
  console.log(`  api replica ${a.index + 1} http://127.0.0.1:${a.port}/api  (pid ${a.child.pid})`);
console.log(`  PostgreSQL   ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s — Ctrl+C to stop`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    console.log('\nstopping…');
    await topo.stop();
    process.exit(0);
  });
