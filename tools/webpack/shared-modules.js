// Shared singletons (DESIGN §2): each downloaded once per page. Subpath imports are separate share keys, so
// react-dom/client, react/jsx-runtime, zustand subpaths and every @utsav/shared module are listed explicitly
// as singletons (the trailing-slash keys stay as a catch-all; MF drops `singleton` from their manifest entries).
const fs = require('node:fs');
const path = require('node:path');
const sharedPkg = require('../../shared/package.json');

function version(name) {
  // Read from node_modules directly: some packages (valibot) do not export their package.json.
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** Every module of @utsav/shared as its import specifier (e.g. '@utsav/shared/ui/modal'). */
function sharedPackageModules() {
  const src = path.join(__dirname, '..', '..', 'shared', 'src');
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        out.push(`@utsav/shared/${path.relative(src, full).replace(/\\/g, '/').replace(/\.(ts|tsx)$/, '')}`);
      } else if (entry.name === 'theme.css') out.push('@utsav/shared/theme.css');
    }
  };
  walk(src);
  return out;
}

// Packages shared as a fixed subset of their exports (see each file for the rule): react-router-dom and
// @tanstack/react-query. Each subset file imports the real package through an alias, so its own import is
// not itself consumed from the share scope.
const ROUTER_SUBSET = path.join(__dirname, 'shared-entries', 'react-router-dom.mjs');
const QUERY_SUBSET = path.join(__dirname, 'shared-entries', 'react-query.mjs');
const SUBSETS = { 'react-router-dom': ROUTER_SUBSET, '@tanstack/react-query': QUERY_SUBSET };
const subsetAliases = {
  // React Router 6's ESM build (it reads NODE_ENV, which webpack's mode sets).
  'utsav-react-router-production$': path.join(path.dirname(require.resolve('react-router-dom/package.json')), 'dist', 'index.js'),
  'utsav-react-query-modern$': path.join(__dirname, '..', '..', 'node_modules', '@tanstack', 'react-query', 'build', 'modern', 'index.js'),
};

function subsetNames(file) {
  const list = fs.readFileSync(file, 'utf8').match(/export \{([^}]*)\}/)[1];
  return list.split(',').map((n) => n.trim()).filter(Boolean);
}
const routerSubsetNames = () => subsetNames(ROUTER_SUBSET);

/** Fails the build when an app imports from a subset-shared package a name its subset does not export. */
class SharedSubsetGuardPlugin {
  apply(compiler) {
    const allowed = Object.fromEntries(Object.entries(SUBSETS).map(([pkg, file]) => [pkg, new Set(subsetNames(file))]));
    compiler.hooks.compilation.tap('SharedSubsetGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedSubsetGuardPlugin', (modules) => {
        for (const m of modules) {
          for (const dep of m.dependencies ?? []) {
            const names = allowed[dep.request];
            if (!names || !Array.isArray(dep.ids) || !dep.ids.length || names.has(dep.ids[0])) continue;
            const file = path.relative(path.join(__dirname, '..', '..'), SUBSETS[dep.request]);
            compilation.errors.push(new compiler.webpack.WebpackError(`${m.resource}: '${dep.ids[0]}' is not in the shared ${dep.request} subset; add it to ${file} and rebuild the shell`));
          }
        }
      });
    });
  }
}

/**
 * Inside shared/src, modules import each other by relative path ('../api-client'). Share keys match request
 * strings, so each shared module's chunk got its own private copy of every relative dependency — a second
 * session store, bus or axios instance, and the same code downloaded up to 7 times on the home page (issue 10).
 * This rewrites such a relative request to its `@utsav/shared/...` specifier before federation resolves it,
 * so it is consumed from the share scope like any other import.
 */
class SharedRelativeImportsPlugin {
  apply(compiler) {
    const src = path.join(__dirname, '..', '..', 'shared', 'src') + path.sep;
    const keys = new Set(sharedPackageModules());
    compiler.hooks.normalModuleFactory.tap('SharedRelativeImportsPlugin', (nmf) => {
      nmf.hooks.beforeResolve.tap('SharedRelativeImportsPlugin', (data) => {
        if (!data?.request?.startsWith('.') || !data.context || !(data.context + path.sep).startsWith(src)) return;
        const target = path.resolve(data.context, data.request);
        if (!target.startsWith(src)) return;
        const specifier = `@utsav/shared/${path.relative(src, target).split(path.sep).join('/').replace(/\.(ts|tsx)$/, '')}`;
        if (keys.has(specifier)) data.request = specifier;
      });
    });
  }
}

function sharedModules() {
  const single = (name) => ({ singleton: true, requiredVersion: `^${version(name)}`, version: version(name) });
  const own = { singleton: true, version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` };
  const result = {
    react: single('react'),
    'react/jsx-runtime': single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom'),
    'react-dom/': single('react-dom'),
    // The declarative client API only (issue 10: 61 KB gzip for react-router 7 whole → ~10 KB); apps import routing from react-router-dom.
    'react-router-dom': { ...single('react-router-dom'), import: ROUTER_SUBSET },
    zustand: single('zustand'),
    'zustand/vanilla': single('zustand'),
    'zustand/react': single('zustand'),
    // The client, provider and hooks the apps use (issue 10); apps import them from @tanstack/react-query.
    '@tanstack/react-query': { ...single('@tanstack/react-query'), import: QUERY_SUBSET },
    'react-hot-toast': single('react-hot-toast'),
    // valibot is not shared: it holds no state, and a shared module is never tree-shaken (the whole library,
    // ~15 KB gzip, on every page); bundled, each schema carries only the few functions it uses.
  };
  for (const specifier of sharedPackageModules()) result[specifier] = { ...own };
  result['@utsav/shared/'] = { ...own };
  return result;
}

module.exports = { sharedModules, sharedPackageModules, SharedRelativeImportsPlugin, subsetAliases, SharedSubsetGuardPlugin, routerSubsetNames, subsetNames };
