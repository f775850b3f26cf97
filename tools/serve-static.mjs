#!/usr/bin/env node
// Serves one app's production build (dist/) the way production does (architecture §7):
// remoteEntry.js, mf-manifest.json, app-config.json and index.html are never cached (no-cache + ETag → 304),
// hashed chunks are cached for a year (immutable); CORS open so the shell can load remotes; SPA fallback.
// JS/CSS/SVG/HTML go out gzip-compressed from the .gz files the build emits.
// Every reply carries the site's security headers (CSP, framing, referrer, permissions — one policy,
// domain/src/security-headers.ts, with this app's origins from its app-config and the hashes of its inline scripts).
// Usage: node tools/serve-static.mjs --dir mf-catalog/dist --port 3001 [--config path/to/app-config.json]
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import sirv from 'sirv';
import { staticAppHeaders } from './security-headers.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const dir = resolve(arg('dir', 'dist'));
const port = Number(arg('port', process.env.PORT ?? 3000));
const host = arg('host', process.env.HOST ?? '127.0.0.1');
const configFile = arg('config');

const NEVER_CACHE = /(^|\/)(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|app-config\.json|index\.html|main\.js)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|woff2?)$/;

export function cacheControlFor(pathname) {
  if (NEVER_CACHE.test(pathname) || pathname === '/') return 'no-cache';
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

const serve = sirv(dir, {
  etag: true,
  // Precompressed `<file>.gz` written at build time (tools/webpack/bench-plugins.js GzipPlugin) is sent to
  // clients that accept gzip (Content-Encoding: gzip, Vary: Accept-Encoding); others get the plain file.
  gzip: true,
  single: true,
  dev: false,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    res.setHeader('Access-Control-Allow-Origin', '*');
  },
});

const securityHeaders = staticAppHeaders({ dir, configFile });

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
  if (configFile && req.url?.split('?')[0] === '/app-config.json') {
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(readFileSync(configFile));
    return;
  }
  res.setHeader('Access-Control-Allow-Origin', '*');
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  });
});

if (!existsSync(dir)) {
  console.error(`serve-static: ${dir} does not exist; build the app first`);
  process.exit(1);
}
server.listen(port, host, () =>
  console.log(`serving ${dir} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`),
);
