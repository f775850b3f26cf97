import * as runtimeCore from '@module-federation/runtime-core';
import provideRuntimeCorePlugin from './provide-runtime-core-plugin';

type CoreGlobal = { _FEDERATION_RUNTIME_CORE?: unknown };
const holder = runtimeCore.Global as unknown as CoreGlobal;

describe('provideRuntimeCorePlugin', () => {
  afterEach(() => delete holder._FEDERATION_RUNTIME_CORE);

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

  it('keeps a core the page already has', () => {
    const earlier = { from: 'runtime-core.js' };
    holder._FEDERATION_RUNTIME_CORE = earlier;
    provideRuntimeCorePlugin().beforeInit?.({ options: { name: 'shell' } } as never);
    expect(holder._FEDERATION_RUNTIME_CORE).toBe(earlier);
  });
});
