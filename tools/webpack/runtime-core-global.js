// `runtime-core.js` of a remote's standalone page (issue 10). Remotes are built with Module Federation's
// `experiments.externalRuntime`: their remoteEntry.js and main.js read `@module-federation/runtime-core` from
// `globalThis._FEDERATION_RUNTIME_CORE` instead of carrying their own copy (~10 KB gzip per remote on every
// page), and the bundler runtime's functions from `globalThis._FEDERATION_BUNDLER_RUNTIME`
// (lent-bundler-runtime.mjs, ~5 KB gzip more). In the composed site the shell lends both
// (shell/src/federation/provide-runtime-core-plugin.ts); a remote served on its own loads this file first
// (tools/webpack/index.html).
import * as runtimeCore from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

if (!globalThis._FEDERATION_RUNTIME_CORE) globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
if (!globalThis._FEDERATION_BUNDLER_RUNTIME) globalThis._FEDERATION_BUNDLER_RUNTIME = { bundlerRuntime, attachShareScopeMap };
