// Stands in for `@module-federation/webpack-bundler-runtime/dist/bundler.js` in a remote's build (issue 10).
//
// The bundler runtime is the glue between webpack's generated code and the federation runtime: sharing,
// consumes, container init (~5 KB gzip). Its functions are stateless — each takes the container's own
// `__webpack_require__` — so a remote borrows the shell's copy instead of carrying one in its remoteEntry.js,
// as it already borrows the runtime core. The shell's runtime plugin lends it on `globalThis`
// (shell/src/federation/provide-runtime-core-plugin.ts); a remote served alone gets it from runtime-core.js
// (runtime-core-global.js).
//
// What stays the remote's own: `initContainerEntry` (below); `runtime` (@module-federation/runtime keeps one
// module-level instance and reads its build id from the build that bundled it, so a shared copy would hand the
// shell's instance to a remote); and the per-container state (share scope holder `S`, instance, init options).
import * as runtime from '@module-federation/runtime';
// The shell exposes nothing, so its build leaves the container-entry init out of the bundler runtime it lends:
// each remote keeps its own (~0.4 KB gzip; alias set in create-config.js, the package does not export the file).
import { initContainerEntry } from 'utsav-mf-init-container-entry';

const lent = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!lent) {
  throw new Error('Module Federation bundler runtime missing: load this remote from the Utsav shell, or load /runtime-core.js first');
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...lent.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
