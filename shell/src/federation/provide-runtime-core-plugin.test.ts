import * as runtimeCore from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import provideRuntimeCorePlugin, { type LentBundlerRuntime } from './provide-runtime-core-plugin';

type RuntimeGlobal = { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_BUNDLER_RUNTIME?: LentBundlerRuntime };
const holder = runtimeCore.Global as unknown as RuntimeGlobal;

describe('provideRuntimeCorePlugin', () => {
  afterEach(() => {
    delete holder._FEDERATION_RUNTIME_CORE;
    delete holder._FEDERATION_BUNDLER_RUNTIME;
  });

  it("puts the shell's runtime core where externalRuntime remotes read it, before init, and passes init on", () => {
    const plugin = provideRuntimeCorePlugin();
    const args = { options: { name: 'shell' } } as never;
    expect(plugin.beforeInit?.(args)).toBe(args);
    // The same core (under jest's CommonJS interop the namespace object itself is a per-importer copy).
    const lent = holder._FEDERATION_RUNTIME_CORE as typeof runtimeCore;
    expect(lent.ModuleFederation).toBe(runtimeCore.ModuleFederation);
    expect(lent.getRemoteEntry).toBe(runtimeCore.getRemoteEntry);
    expect(typeof lent.getRemoteEntry).toBe('function');
  });

  it("lends the shell's bundler runtime functions that a remote's lent-bundler-runtime reads", () => {
    provideRuntimeCorePlugin().beforeInit?.({ options: { name: 'shell' } } as never);
    const lent = holder._FEDERATION_BUNDLER_RUNTIME;
    expect(lent?.attachShareScopeMap).toBe(attachShareScopeMap);
    for (const fn of ['consumes', 'I', 'installInitialConsumes', 'init'] as const) {
      expect(lent?.bundlerRuntime[fn]).toBe(bundlerRuntime[fn]);
      expect(typeof lent?.bundlerRuntime[fn]).toBe('function');
    }
  });

  it('keeps a core and a bundler runtime the page already has', () => {
    const earlier = { from: 'runtime-core.js' };
    const earlierBundler = { from: 'runtime-core.js' } as unknown as LentBundlerRuntime;
    holder._FEDERATION_RUNTIME_CORE = earlier;
    holder._FEDERATION_BUNDLER_RUNTIME = earlierBundler;
    provideRuntimeCorePlugin().beforeInit?.({ options: { name: 'shell' } } as never);
    expect(holder._FEDERATION_RUNTIME_CORE).toBe(earlier);
    expect(holder._FEDERATION_BUNDLER_RUNTIME).toBe(earlierBundler);
  });
});
