// The server target of an app: the same app built for Node (`target: 'async-node'`) beside its browser
// build, so the shell's renderer can load a remote's code at run time through Module Federation's Node runtime
// (@module-federation/node runtime plugin, `remoteType: 'script'`, `library: commonjs-module`, architecture §7).
// The browser build (create-config.js) is unchanged; this config is each app's webpack.server.config.js.
//   remote → <app>/dist/server/remoteEntry.js (served by the remote's own static server, deployed with dist/)
//   host   → shell/dist-server/render.js (a CommonJS module the renderer, shell/server/serve.mjs, requires)
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules, SharedRelativeImportsPlugin } = require('./shared-modules');
const { appByName } = require('../../apps.registry.mjs');

/**
 * @param {string} name  the app's name in the registry
 * @param {string} dir   the app's folder
 * @param {{ entry?: string, serverExposes?: Record<string, string> }} [options]
 *   entry: the host's server entry; serverExposes: modules only the server build exposes (e.g. './Ssr')
 */
module.exports = function createServerConfig(name, dir, options = {}) {
  const entry = appByName(name);
  const host = entry.kind === 'host';
  return (env = {}) => {
    const buildId =
      process.env.BUILD_ID || `${entry.name}-server-${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 12)}`;
    const exposes = host
      ? undefined
      : {
          ...Object.fromEntries(Object.entries(entry.exposes).map(([key, e]) => [key, e.file])),
          ...(options.serverExposes ?? {}),
        };
    return {
      name: `${entry.name}-server`,
      mode: 'production',
      target: 'async-node',
      context: dir,
      // A remote has no entry of its own: the federation container is its only output.
      entry: host ? { render: options.entry ?? './server/entry.ts' } : {},
      devtool: false,
      output: {
        path: env.outDir
          ? path.resolve(env.outDir)
          : host
            ? path.join(dir, 'dist-server')
            : path.join(dir, 'dist', 'server'),
        // No base URL at build time: a remote's chunks are fetched next to the remoteEntry.js the renderer loaded
        // (the runtime plugin falls back to the entry's URL when the public path is not absolute).
        publicPath: '',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: `${entry.name}-server`,
        clean: true,
        ...(host ? { library: { type: 'commonjs2' } } : {}),
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.(ts|tsx)$/,
            exclude: /node_modules[\\/](?!@utsav)/,
            use: {
              loader: 'ts-loader',
              options: {
                transpileOnly: true,
                configFile: path.join(dir, 'tsconfig.json'),
                compilerOptions: { jsx: 'react-jsx', target: 'es2022', noEmit: false, sourceMap: false },
              },
            },
          },
          // Class names only, the same as the browser build's (same localIdentName and context): the HTML's
          // classes match the stylesheets the browser build emitted. `--env dev` (npm run dev's watch builds): the
          // development build's rule, as create-config.js uses in development mode.
          {
            test: /\.module\.css$/,
            use: [
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    localIdentName: env.dev ? `${entry.name}_[local]_[hash:base64:4]` : `${entry.name}_[hash:base64:6]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    exportOnlyLocals: true,
                  },
                },
              },
            ],
          },
          // Global stylesheets reach the page through the browser build's <link>s, not the server's code.
          { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' },
          { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: entry.name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes,
          remotes: host ? {} : undefined,
          library: host ? undefined : { type: 'commonjs-module', name: entry.name },
          remoteType: 'script',
          shared: sharedModules(dir),
          shareStrategy: 'loaded-first',
          manifest: false,
          dts: false,
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        }),
        new SharedRelativeImportsPlugin(),
        new webpack.DefinePlugin({
          __BUILD_ID__: JSON.stringify(buildId),
          __STANDALONE__: JSON.stringify(!host),
          __MONOLITH__: 'false',
        }),
        ...(host
          ? []
          : [
              new webpack.BannerPlugin({
                raw: true,
                include: /^remoteEntry\.js$/,
                banner: `(globalThis.__utsavServerBuilds=globalThis.__utsavServerBuilds||{})[${JSON.stringify(entry.name)}]=${JSON.stringify(buildId)};`,
              }),
            ]),
      ],
      optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
};
