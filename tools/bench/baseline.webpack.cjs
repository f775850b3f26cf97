// "Before" builds for docs/bench.md (issue 10): an app's normal webpack config with this issue's byte fixes
// taken out again — relative @utsav/shared imports bundled per chunk, react-router-dom shared whole (plus the separate 'react-router' key, as before), no shared
// style-loader runtime chunk, no precompressed .gz files. Run from an app folder:
//   npx webpack --mode production --config ../tools/bench/baseline.webpack.cjs --env outDir=/tmp/before/shell
const path = require('node:path');

const appConfig = require(path.resolve(process.cwd(), 'webpack.config.js'));

module.exports = (env = {}, argv = {}) => {
  const config = appConfig(env, argv);
  delete config.optimization.splitChunks;
  config.resolve.alias = {};
  config.plugins = config.plugins.filter((p) => !['GzipPlugin', 'RouterSubsetGuardPlugin', 'SharedRelativeImportsPlugin'].includes(p.constructor.name));
  const federation = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  const shared = federation._options.shared;
  const single = (name) => ({ singleton: true, requiredVersion: `^${require(`${name}/package.json`).version}`, version: require(`${name}/package.json`).version });
  shared['react-router-dom'] = single('react-router-dom');
  shared['react-router'] = single('react-router');
  return config;
};
