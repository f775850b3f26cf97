#!/usr/bin/env node
// Measurement for a design decision (docs/bench.md "Measured for the lead"): builds the shell and the
// catalog remote from the same sources and configuration, once more with webpack's built-in
// `container.ModuleFederationPlugin` in place of @module-federation/enhanced's, and prints the gzip size of the
// files the federation runtime lives in (shell main.js, catalog remoteEntry.js) for both runtimes.
// The built-in builds are for measuring only: the shell's calls into the enhanced runtime (registerRemotes,
// loadRemote, its runtime plugins) are stubbed, so they load no remote. Output goes to a temp folder.
//   node tools/bench/builtin-container.cjs
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');

const root = path.join(__dirname, '..', '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-builtin-'));
const stub = path.join(out, 'enhanced-runtime-stub.mjs');
fs.writeFileSync(
  stub,
  [
    'export function registerRemotes() {}',
    'export function loadRemote() { return Promise.resolve(null); }',
    'export function preloadRemote() { return Promise.resolve(); }',
    "export default function plugin() { return { name: 'stub' }; }",
    'export const Global = globalThis;',
    'export const bundlerRuntime = {};',
    'export function attachShareScopeMap() {}',
    '',
  ].join('\n'),
);

function build(app, builtin) {
  let config = require(path.join(root, app, 'webpack.config.js'))(
    { outDir: path.join(out, `${app}-${builtin ? 'builtin' : 'enhanced'}`) },
    { mode: 'production' },
  );
  if (Array.isArray(config)) config = config[0]; // the app, not a remote's runtime-core.js compiler
  if (builtin) {
    const i = config.plugins.findIndex((p) => p?.constructor?.name === 'ModuleFederationPlugin');
    const o = config.plugins[i]._options;
    config.plugins[i] = new webpack.container.ModuleFederationPlugin({
      name: o.name,
      filename: o.filename,
      exposes: o.exposes,
      remotes: {},
      shared: o.shared,
    });
    config.plugins = config.plugins.filter(
      (p) => !(p instanceof webpack.NormalModuleReplacementPlugin && /bundler/.test(String(p.resourceRegExp))),
    );
    for (const pkg of [
      '@module-federation/enhanced/runtime',
      '@module-federation/runtime-core',
      '@module-federation/retry-plugin',
      '@module-federation/webpack-bundler-runtime',
    ])
      config.resolve.alias[`${pkg}$`] = stub;
  }
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err || stats.hasErrors()) return reject(err ?? new Error(stats.toString('errors-only')));
      resolve(config.output.path);
    });
  });
}

const gzipKB = (file) => (zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length / 1024).toFixed(1);

(async () => {
  const rows = [];
  for (const builtin of [false, true]) {
    const shell = await build('shell', builtin);
    const catalog = await build('mf-catalog', builtin);
    rows.push([
      builtin ? 'webpack container (built-in)' : '@module-federation/enhanced',
      gzipKB(path.join(shell, 'main.js')),
      gzipKB(path.join(catalog, 'remoteEntry.js')),
    ]);
  }
  console.log('runtime                        shell main.js  catalog remoteEntry.js   (KB gzip, level 6)');
  for (const [name, main, entry] of rows) console.log(`${name.padEnd(30)} ${main.padStart(13)}  ${entry.padStart(22)}`);
  fs.rmSync(out, { recursive: true, force: true });
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
