// Shared singletons (architecture §2): each downloaded once per page. Subpath imports are separate share keys, so
// react-dom/client, react/jsx-runtime and zustand subpaths are listed explicitly as singletons (the
// trailing-slash keys stay as a catch-all; MF drops `singleton` from their manifest entries).
//
// @utsav/shared is split: only its RUNTIME modules — what must be one instance per page — are share
// keys; the rest (UI primitives, formatting, schemas, pricing, typed fetchers) is a versioned library that each
// app bundles, so a remote's UI fix ships with that remote alone and the shell keeps its own copy.
const fs = require('node:fs');
const path = require('node:path');
const sharedPkg = require('../../shared/package.json');

function version(name) {
  // Read from node_modules directly: some packages (valibot) do not export their package.json.
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'node_modules', name, 'package.json'), 'utf8'))
    .version;
}

/**
 * The runtime singletons of @utsav/shared (one instance per page): the session store, the event bus, the axios
 * client, the query client, the runtime config, the toast hand-off to the shell's <Toaster>, the contracts, and the
 * i18n runtime (one translator per page; its lookup helpers, dlv and templite, are imported by it alone, so
 * they are bundled into its chunk rather than shared).
 */
const RUNTIME_MODULES = [
  'session',
  'bus',
  'api-client',
  'query-client',
  'runtime-config',
  'toast',
  'contracts',
  'registry.generated',
  'i18n',
  // The page's shortlist and the services chosen to compare (docs/shortlist.md): one list for every app.
  'shortlist',
  'compare-selection',
].map((m) => `@utsav/shared/${m}`);

/** Every module of @utsav/shared as its import specifier (e.g. '@utsav/ui/modal'). */
function sharedPackageModules() {
  const src = path.join(__dirname, '..', '..', 'shared', 'src');
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        out.push(
          `@utsav/shared/${path
            .relative(src, full)
            .replace(/\\/g, '/')
            .replace(/\.(ts|tsx)$/, '')}`,
        );
      } else if (entry.name === 'theme.css') out.push('@utsav/ui/theme.css');
    }
  };
  walk(src);
  return out;
}

/**
 * Inside shared/src, modules import each other by relative path ('../api-client'). Share keys match request
 * strings, so each shared module's chunk got its own private copy of every relative dependency — a second
 * session store, bus or axios instance, and the same code downloaded up to 7 times on the home page.
 * This rewrites such a relative request to its `@utsav/shared/...` specifier before federation resolves it,
 * so it is consumed from the share scope like any other import.
 */
class SharedRelativeImportsPlugin {
  apply(compiler) {
    const src = path.join(__dirname, '..', '..', 'shared', 'src') + path.sep;
    const keys = new Set(RUNTIME_MODULES);
    compiler.hooks.normalModuleFactory.tap('SharedRelativeImportsPlugin', (nmf) => {
      nmf.hooks.beforeResolve.tap('SharedRelativeImportsPlugin', (data) => {
        if (!data?.request?.startsWith('.') || !data.context || !(data.context + path.sep).startsWith(src)) return;
        const target = path.resolve(data.context, data.request);
        if (!target.startsWith(src)) return;
        const specifier = `@utsav/shared/${path
          .relative(src, target)
          .split(path.sep)
          .join('/')
          .replace(/\.(ts|tsx)$/, '')}`;
        if (keys.has(specifier)) data.request = specifier;
      });
    });
  }
}

/**
 * The range of @utsav/shared that the app in `appDir` declares (its package.json dependencies): what its build
 * requires of the page's runtime singletons. A build must know it; an app without the dependency is an error.
 */
function declaredSharedRange(appDir) {
  const file = path.join(appDir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  const range = pkg.dependencies?.['@utsav/shared'] ?? pkg.peerDependencies?.['@utsav/shared'];
  if (!range) throw new Error(`${file} declares no dependency on @utsav/shared (its runtime modules need a range)`);
  return range;
}

/**
 * The share keys of one app's build. `appDir`: the app's folder (default: the working directory, which is the
 * app's own when npm, turbo or a journey runs its webpack build).
 *
 * The runtime modules of @utsav/shared are singletons whose version is the shared package's (bumped by changesets,
 * docs/builds.md) and whose requirement is the app's declared range with `strictVersion`: a remote built against
 * ^1 on a page whose singleton is 4.0.0 is refused by Module Federation's version check (its load rejects, the slot
 * falls back, the log names both versions) instead of running against a singleton of another shape.
 */
function sharedModules(appDir = process.cwd()) {
  const single = (name) => ({ singleton: true, requiredVersion: `^${version(name)}`, version: version(name) });
  const own = {
    singleton: true,
    version: sharedPkg.version,
    requiredVersion: declaredSharedRange(appDir),
    strictVersion: true,
  };
  const result = {
    react: single('react'),
    'react/jsx-runtime': single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom'),
    'react-dom/': single('react-dom'),
    // Shared whole (architecture §2: never a subset entry): a remote may use any export of the router it was built with.
    // Apps import from 'react-router' (v7 declarative mode); 'react-router-dom' is only its re-export.
    'react-router': single('react-router'),
    zustand: single('zustand'),
    'zustand/vanilla': single('zustand'),
    'zustand/react': single('zustand'),
    '@tanstack/react-query': single('@tanstack/react-query'),
    'react-hot-toast': single('react-hot-toast'),
    // valibot is not shared: it holds no state, and a shared module is never tree-shaken (the whole library,
    // ~15 KB gzip, on every page); bundled, each schema carries only the few functions it uses.
  };
  for (const specifier of RUNTIME_MODULES) result[specifier] = { ...own };
  return result;
}

module.exports = {
  sharedModules,
  declaredSharedRange,
  sharedPackageModules,
  SharedRelativeImportsPlugin,
  RUNTIME_MODULES,
};
