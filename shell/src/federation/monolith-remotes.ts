/**
 * Monolith build only (`webpack --env monolith` — the federation tax baseline): stands in for
 * ./remotes.ts (swapped by tools/webpack/monolith.js) and imports every remote's exposed module directly from
 * its sources, so the whole site is one webpack bundle with no federation runtime, no remoteEntry.js and no
 * manifests. The `@utsav-monolith/<remote>/<Expose>` specifiers are webpack aliases generated from each remote's
 * `exposes` map. The normal (federated) build never includes this file.
 */
import type { AppConfig, RemoteModuleId, RemoteName } from '@utsav/shared/contracts';
import type { ComponentType } from 'react';

import { LOADERS } from './monolith-loaders.generated';

export function registerConfiguredRemotes(config: AppConfig): void {
  void config;
}

export function reRegisterRemote(name: RemoteName): void {
  void name;
}

export async function loadRemoteComponent<P>(
  id: RemoteModuleId,
  retry: boolean,
): Promise<{ default: ComponentType<P> }> {
  void retry;
  const mod = await LOADERS[id]();
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} is unavailable`);
  return { default: mod.default as ComponentType<P> };
}

/** Same early start as the federated build: the first screen's modules begin loading before React renders. */
export function preloadFirstScreen(owner: RemoteName | undefined): void {
  const ids: RemoteModuleId[] = ['catalog/SearchBox', ...(owner ? [`${owner}/App` as RemoteModuleId] : [])];
  for (const id of ids) LOADERS[id]().catch(() => undefined);
}
