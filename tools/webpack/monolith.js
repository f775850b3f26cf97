// Monolith build mode (`webpack --env monolith`): the shell with every remote's exposed modules
// imported directly — one bundle, no Module Federation — to measure the federation tax (composed ÷ monolith).
// shell/src/federation/remotes.ts is swapped for monolith-remotes.ts, whose `@utsav-monolith/<remote>/<Expose>`
// imports resolve to the files named in each remote's `exposes`.
const path = require('node:path');
const webpack = require('webpack');

const ROOT = path.resolve(__dirname, '..', '..');
const { REMOTE_APPS } = require('../../apps.registry.mjs');

const REMOTE_DIRS = REMOTE_APPS.map((a) => a.dir);

function monolithAliases() {
  const alias = {};
  for (const app of REMOTE_APPS) {
    for (const [key, { file }] of Object.entries(app.exposes)) {
      alias[`@utsav-monolith/${app.name}/${key.replace(/^\.\//, '')}$`] = path.resolve(ROOT, app.dir, file);
    }
  }
  return alias;
}

function monolithPlugins() {
  const federationDir = path.join(ROOT, 'shell', 'src', 'federation');
  const replacement = path.join(federationDir, 'monolith-remotes.ts');
  return [
    new webpack.NormalModuleReplacementPlugin(/(^|\/)remotes$/, (resource) => {
      const target = path.resolve(resource.context, resource.request);
      if (target === path.join(federationDir, 'remotes')) resource.request = replacement;
    }),
  ];
}

module.exports = { monolithAliases, monolithPlugins, REMOTE_DIRS };
