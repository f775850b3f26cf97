// One webpack + Module Federation configuration for the shell and every remote (architecture §2, §7).
const path = require('node:path');
const webpack = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules, SharedRelativeImportsPlugin } = require('./shared-modules');
const { CopyPublicPlugin } = require('./copy-public-plugin');
const { ChunkModulesPlugin, GzipPlugin } = require('./bench-plugins');
const { monolithAliases, monolithPlugins } = require('./monolith');
const { StartupHintsPlugin } = require('./startup-hints-plugin');
// The registry is an ES module; Node ≥ 20.19 loads it with require().
const { appByName } = require('../../apps.registry.mjs');

/**
 * Version-skew builds (e2e/tests/delivery): `--env dropExpose=./SearchBox[,./X]` leaves exposes out,
 * `--env extraExpose=./Extra:./src/app/app.tsx[,…]` adds some. Normal builds pass neither.
 */
function skewExposes(exposes = {}, env = {}) {
  const out = { ...exposes };
  for (const key of String(env.dropExpose ?? '')
    .split(',')
    .filter(Boolean))
    delete out[key];
  for (const pair of String(env.extraExpose ?? '')
    .split(',')
    .filter(Boolean)) {
    const [key, file] = pair.split(':');
    if (key && file) out[key] = file;
  }
  return out;
}

// Module Federation gives every shared module its own async chunk: the home page fetched ~50 files, and on a
// slow connection each costs a round trip and a task (TBT 508 → 345 ms, 50 → 15 files on /).
// These groups merge them by when they are needed. Only share keys go into a remote's `shared-libs` (its
// fallback copies, fetched only when it runs standalone); the shell's also takes the libraries its start-up
// shared modules use. Forms (schemas, form controls, dialogs, valibot) load on first use, apart from start-up.
const SHARED_LIBS =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|zustand|react-hot-toast|goober)[\\/]/;
const SHELL_STARTUP_LIBS = /[\\/]node_modules[\\/](axios|dayjs|jwt-decode|i18next|react-i18next)[\\/]/;
// @utsav/shared (runtime), @utsav/ui and @utsav/domain (rules, schemas) sources.
const SHARED_SRC = /[\\/](shared|ui|domain)[\\/]src[\\/]/;
const FORM_MODULES =
  /[\\/]domain[\\/]src[\\/](schemas[\\/]|input-filters\.)|[\\/]ui[\\/]src[\\/](form|modal|sign-in-modal|address-form)\.|[\\/]node_modules[\\/]valibot[\\/]/;

// The shell loads react-hot-toast with the first toast (@utsav/shared/toast), so it stays out of its start-up group.
const LATER_IN_SHELL = /[\\/]node_modules[\\/](react-hot-toast|goober)[\\/]/;

function startupChunkGroups(host) {
  const resource = (m) => m.resource || '';
  const group = (name, priority, test) => ({ test, name, chunks: 'async', minSize: 0, priority, enforce: true });
  const inSharedLibs = (r) =>
    host ? (SHARED_LIBS.test(r) && !LATER_IN_SHELL.test(r)) || SHELL_STARTUP_LIBS.test(r) : SHARED_LIBS.test(r);
  return {
    sharedLibs: group('shared-libs', 40, (m) => inSharedLibs(resource(m))),
    // In a remote, @utsav/shared modules stay one chunk each: the shell provides most of them, and a merged
    // chunk would bring the remote's unused copies along with the one or two it must provide itself.
    ...(host
      ? {
          sharedForms: group('shared-forms', 35, (m) => FORM_MODULES.test(resource(m))),
          // Catalogues (one language's is fetched) and the pseudo-locale (asked for) stay chunks of their own.
          utsavShared: group(
            'utsav-shared',
            30,
            (m) => SHARED_SRC.test(resource(m)) && !/node_modules|[\\/]locales[\\/]|i18n-pseudo/.test(resource(m)),
          ),
        }
      : {}),
  };
}

/**
 * The webpack configuration of one app of the registry (apps.registry.mjs): its name, port, exposes and title
 * come from there. Each app's webpack.config.js is `createConfig('<name>', __dirname)`.
 * @param {string} name  the app's name in the registry
 * @param {string} dir   the app's folder (__dirname of its webpack.config.js)
 */
module.exports = function createConfig(name, dir) {
  const entry = appByName(name);
  const o = {
    name: entry.name,
    dir,
    host: entry.kind === 'host',
    title: entry.title,
    port: Number(process.env[`${entry.name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_PORT`] ?? entry.port),
    exposes: Object.fromEntries(Object.entries(entry.exposes).map(([key, e]) => [key, e.file])),
  };
  const configure = (env = {}, argv = {}) => {
    const mode = argv.mode || 'production';
    const prod = mode === 'production';
    const monolith = Boolean(env.monolith);
    const buildId = process.env.BUILD_ID || `${o.name}-${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 12)}`;
    const outDir = env.outDir ? path.resolve(env.outDir) : path.join(o.dir, monolith ? 'dist-monolith' : 'dist');
    const exposes = o.host ? undefined : skewExposes(o.exposes, env);
    const federation = new ModuleFederationPlugin({
      name: o.name,
      filename: o.host ? undefined : 'remoteEntry.js',
      exposes,
      remotes: o.host ? {} : undefined,
      shared: sharedModules(o.dir),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      runtimePlugins: o.host
        ? [
            require.resolve('../../shell/src/federation/error-load-remote-plugin.ts'),
            require.resolve('../../shell/src/federation/retry-plugin.ts'),
          ]
        : [],
      // Documented trims only (architecture §7): `target: 'web'` everywhere, `disableRemote` on a remote that loads
      // no remotes. Every remoteEntry.js carries its own runtime, so a remote built with another MF minor works.
      experiments: { optimization: { target: 'web', disableRemote: !o.host } },
    });
    // Production CSS goes out as .css files: parsed by the CSS parser, not carried as strings in the
    // JS that every page parses and runs; development keeps style-loader.
    const styleLoader = prod ? MiniCssExtractPlugin.loader : 'style-loader';
    const app = {
      name: o.name,
      mode,
      context: o.dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? (process.env.UTSAV_SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: 'auto',
        filename: '[name].js',
        // Hashed in development too: with MF, two async chunks can share a name (e.g. 812.js) and collide.
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: o.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: monolith ? monolithAliases() : {} },
      module: {
        rules: [
          {
            test: /\.(ts|tsx)$/,
            exclude: /node_modules[\\/](?!@utsav)/,
            use: {
              // ts-loader as architecture §2 names it: transpile only; `npm run typecheck` (tsc --noEmit) checks types.
              loader: 'ts-loader',
              options: {
                transpileOnly: true,
                configFile: path.join(o.dir, 'tsconfig.json'),
                compilerOptions: {
                  jsx: prod ? 'react-jsx' : 'react-jsxdev',
                  target: 'es2020',
                  noEmit: false,
                  sourceMap: !prod,
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    localIdentName: prod ? `${o.name}_[hash:base64:6]` : `${o.name}_[local]_[hash:base64:4]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: [styleLoader, 'css-loader'] },
          { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // Monolith mode: the shell imports the remotes' exposed modules directly, no federation.
        ...(monolith ? monolithPlugins() : [federation, new SharedRelativeImportsPlugin()]),
        ...(prod
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
                ignoreOrder: true,
              }),
            ]
          : []),
        new ChunkModulesPlugin(),
        ...(prod ? [new GzipPlugin()] : []),
        new webpack.DefinePlugin({
          __BUILD_ID__: JSON.stringify(buildId),
          __STANDALONE__: JSON.stringify(!o.host),
          __MONOLITH__: JSON.stringify(monolith),
        }),
        new CopyPublicPlugin(path.join(o.dir, 'public')),
        // Which build of a remote the page runs: its remoteEntry.js records `window.__utsavBuilds[name]`
        // (no-cache file, so chunk hashes stay stable across builds of unchanged code). The live-swap journey checks it.
        ...(o.host
          ? []
          : [
              new webpack.BannerPlugin({
                raw: true,
                include: /^remoteEntry\.js$/,
                banner: `(self.__utsavBuilds=self.__utsavBuilds||{})[${JSON.stringify(o.name)}]=${JSON.stringify(buildId)};`,
              }),
            ]),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: o.title || 'Utsav — Book event services',
          chunks: ['main'],
          // Absolute script URL: a full load of a nested route (/checkout/…) must fetch /main.js, not /checkout/main.js.
          publicPath: '/',
          templateParameters: { buildId, appName: o.name },
        }),
        // The host page fetches its runtime config alongside main.js, and main.js first (LCP).
        ...(o.host
          ? [
              new StartupHintsPlugin({
                preload: [{ href: '/app-config.json', as: 'fetch' }],
                preloadChunks: ['bootstrap', 'shared-libs', 'utsav-shared'],
              }),
            ]
          : []),
      ],
      optimization: {
        // swc's minifier (the documented `minify` option of webpack's own minimizer plugin) instead of terser: a
        // third of the CPU per build for output as small or smaller (docs/builds.md, "Minifier").
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(monolith ? { emitOnErrors: true } : {}),
        // Development (style-loader): its runtime (~1.5 KB gzip) is below splitChunks' minSize, so every lazily
        // loaded chunk with CSS carried a copy: one async chunk for all. Production extracts CSS and has none.
        splitChunks: {
          cacheGroups: {
            ...(monolith ? {} : startupChunkGroups(Boolean(o.host))),
            cssRuntime: {
              test: /[\\/]node_modules[\\/](style-loader|css-loader)[\\/]dist[\\/]runtime[\\/]/,
              name: 'css-runtime',
              chunks: 'async',
              minSize: 0,
              priority: 20,
              enforce: true,
            },
          },
        },
      },
      performance: { hints: false },
      stats: prod ? 'errors-warnings' : 'minimal',
      devServer: {
        port: o.port,
        host: '127.0.0.1',
        // The composed page (shell on :3000) loads each remote from its own dev server, whose live-reload socket
        // then sees another origin: name the local host names so it accepts them (and nothing else).
        allowedHosts: ['localhost', '127.0.0.1'],
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        static: [
          { directory: path.join(o.dir, 'public') },
          // `npm run dev` with the server renderer (tools/dev.mjs): a remote's server build, rebuilt in
          // watch mode into dist-dev-server/, is served at /server/ beside its browser build, as in production.
          ...(env.ssrDev && !o.host ? [{ directory: path.join(o.dir, 'dist-dev-server'), publicPath: '/server' }] : []),
        ],
        // The host's pages are served by the renderer on the shell's port: its build is written to disk for the
        // renderer to serve, and the page's reload socket connects to this dev server on its own port.
        ...(env.ssrDev && o.host
          ? { devMiddleware: { writeToDisk: true }, client: { webSocketURL: `ws://localhost:${env.ssrDev}/ws` } }
          : {}),
      },
    };
    return app;
  };
  return configure;
};
