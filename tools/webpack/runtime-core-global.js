// A remote's standalone page (issue 10): remotes are built with `experiments.externalRuntime`, so their
// remoteEntry.js uses the federation runtime core of the page's host (the shell provides it) instead of carrying
// a copy of its own (~10 KB gzip less per remote on every composed page). Served alone, a remote is its own
// host: this script, loaded before its main.js, provides that runtime core under the global name the build reads.
import * as runtimeCore from '@module-federation/runtime-core';

const global = globalThis;
if (!global._FEDERATION_RUNTIME_CORE) {
  global._FEDERATION_RUNTIME_CORE = runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: runtimeCore.Global?.__FEDERATION__?.__DEBUG_CONSTRUCTOR_VERSION__ ?? '' };
}
