/**
 * Lends the shell's Module Federation runtime to the remotes (issue 10): the runtime core and the bundler
 * runtime's functions.
 *
 * Every remoteEntry.js used to carry its own copy of `@module-federation/runtime-core` (~10 KB gzip each) and
 * of the webpack bundler runtime (~5 KB gzip each). The remotes are built with `experiments.externalRuntime`,
 * which reads the core from `globalThis._FEDERATION_RUNTIME_CORE`, and with their bundler runtime replaced by
 * tools/webpack/lent-bundler-runtime.mjs, which reads `globalThis._FEDERATION_BUNDLER_RUNTIME`; this runtime
 * plugin puts the shell's copies there before any remote loads. It does what
 * `@module-federation/inject-external-runtime-core-plugin` does for the core, but imports the ESM build the
 * shell's bundler runtime already uses: the package's plugin is `require`d as CommonJS, which brought a second
 * copy of the core, the SDK and the error codes (+22 KB gzip on every page).
 *
 * A standalone remote has no shell: its index.html loads `runtime-core.js`, a separate build of the same two
 * (tools/webpack/runtime-core-global.js). The remotes and the shell must therefore build with one Module
 * Federation version (the root package.json pins it).
 */
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

export interface LentBundlerRuntime {
  bundlerRuntime: typeof bundlerRuntime;
  attachShareScopeMap: typeof attachShareScopeMap;
}

type RuntimeGlobal = { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_BUNDLER_RUNTIME?: LentBundlerRuntime };

export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'utsav-provide-runtime-core',
    beforeInit(args) {
      const target = runtimeCore.Global as unknown as RuntimeGlobal;
      target._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      target._FEDERATION_BUNDLER_RUNTIME ??= { bundlerRuntime, attachShareScopeMap };
      return args;
    },
  };
}
