/** Registers the remotes named in /app-config.json with the MF runtime (no URLs at build time). */
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type AppConfig, type RemoteModuleId, type RemoteName } from '@utsav/shared/contracts';
import type { ComponentType } from 'react';

let registered: AppConfig['remotes'] | null = null;

export function registerConfiguredRemotes(config: AppConfig): void {
  registered = config.remotes;
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}

/** Re-registers one remote (force), so a retry fetches its manifest and entry again. */
export function reRegisterRemote(name: RemoteName): void {
  if (!registered) return;
  registerRemotes([{ name, entry: registered[name] }], { force: true });
}

/** Loads an exposed module; throws when it is missing so the slot's error boundary shows its fallback. */
export async function loadRemoteComponent<P>(
  id: RemoteModuleId,
  retry: boolean,
): Promise<{ default: ComponentType<P> }> {
  if (retry) reRegisterRemote(id.split('/')[0] as RemoteName);
  const mod = await loadRemote<{ default?: ComponentType<P> }>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} is unavailable`);
  return { default: mod.default };
}

/**
 * Starts fetching, before React renders, what the first screen will ask for: the route owner's manifest, entry
 * and ./App chunks, and catalog's ./SearchBox (in every header). Only the remotes' own code — `share: false`
 * keeps their copies of shared libraries out (the shell's are used). A failure here is ignored: the slot's own
 * load reports it and offers Retry.
 */
export function preloadFirstScreen(owner: RemoteName | undefined): void {
  const wanted = new Map<RemoteName, string[]>([['catalog', ['./SearchBox']]]);
  if (owner) wanted.set(owner, [...(wanted.get(owner) ?? []), './App']);
  for (const [nameOrAlias, exposes] of wanted) {
    preloadRemote([{ nameOrAlias, exposes, resourceCategory: 'sync', share: false, depsRemote: false }]).catch(
      () => undefined,
    );
  }
}
