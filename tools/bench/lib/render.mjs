// Server render budgets: autocannon against a page of the renderer, with no cache in front (every
// request renders) and behind nginx caching the renderer's public HTML as the front does (its Cache-Control:
// max-age, then stale-while-revalidate with a background update). Medians of `runs` runs of the same run.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { nginxBinary } from '../../topology/topology.mjs';
import { waitFor } from '../../site.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `runs` autocannon runs of one URL (after one warm-up request); medians of req/s and latency percentiles. */
export async function cannonMedian(url, { connections = 10, duration = 10, runs = 3 } = {}) {
  await fetch(url).then((r) => r.text());
  const all = [];
  for (let i = 0; i < runs; i++) {
    const r = await autocannon({ url, connections, duration, headers: { 'accept-encoding': 'gzip' } });
    all.push({
      rps: r.requests.average,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      failed: r.non2xx + r.errors + r.timeouts,
      requests: r.requests.total,
    });
  }
  return {
    url,
    connections,
    duration,
    runs: all,
    rps: median(all.map((r) => r.rps)),
    p50Ms: median(all.map((r) => r.p50Ms)),
    p99Ms: median(all.map((r) => r.p99Ms)),
    failed: all.reduce((n, r) => n + r.failed, 0),
  };
}

/** The front's page cache (docker/nginx/front.conf, location /): the same directives, one upstream. */
export function cacheFrontConf({ workDir, port, upstreamPort }) {
  const tmp = (n) => join(workDir, n);
  return `worker_processes 1;
daemon off;
pid ${tmp('nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${tmp('client_body')};
    proxy_temp_path ${tmp('proxy')};
    fastcgi_temp_path ${tmp('fastcgi')};
    uwsgi_temp_path ${tmp('uwsgi')};
    scgi_temp_path ${tmp('scgi')};
    proxy_cache_path ${tmp('pages')} levels=1:2 keys_zone=utsav_pages:10m max_size=256m inactive=10m use_temp_path=off;
    upstream utsav_renderer { server 127.0.0.1:${upstreamPort}; keepalive 32; }
    server {
        listen 127.0.0.1:${port};
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        location / {
            proxy_pass http://utsav_renderer;
            proxy_cache utsav_pages;
            proxy_cache_key $scheme$host$request_uri;
            proxy_cache_lock on;
            proxy_cache_background_update on;
            proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
            add_header X-Cache $upstream_cache_status always;
        }
    }
}
`;
}

/** Starts nginx caching the renderer on `upstreamPort`; resolves to { url, stop }. */
export async function startCacheFront({ port, upstreamPort }) {
  const workDir = mkdtempSync(join(tmpdir(), 'utsav-bench-cache-'));
  chmodSync(workDir, 0o755); // nginx workers (nobody when run as root) reach their temp and cache folders
  for (const n of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'pages'])
    mkdirSync(join(workDir, n), { recursive: true });
  const conf = join(workDir, 'nginx.conf');
  writeFileSync(conf, cacheFrontConf({ workDir, port, upstreamPort }));
  const nginx = nginxBinary();
  execFileSync(nginx, ['-t', '-q', '-p', workDir, '-c', conf, '-e', 'stderr'], { stdio: 'pipe' });
  const child = spawn(nginx, ['-p', workDir, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`http://127.0.0.1:${port}/robots.txt`, 20_000);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(workDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The render budgets: a service page with the cache off (p99) and on (req/s), medians of `runs`. */
export async function benchRender({ rendererUrl, cachePort, upstreamPort, path, duration = 10, runs = 3 }) {
  const off = await cannonMedian(`${rendererUrl}${path}`, { connections: 10, duration, runs });
  const front = await startCacheFront({ port: cachePort, upstreamPort });
  try {
    const first = await fetch(`${front.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    await first.arrayBuffer();
    const on = await cannonMedian(`${front.url}${path}`, { connections: 10, duration, runs });
    const again = await fetch(`${front.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    await again.arrayBuffer();
    return { path, cacheOff: off, cacheOn: { ...on, xCache: again.headers.get('x-cache') } };
  } finally {
    await front.stop();
  }
}
