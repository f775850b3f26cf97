/** Registers the remotes named in /app-config.json with the MF runtime (no URLs at build time). */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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
export async function loadRemoteComponent<P>(id: RemoteModuleId, retry: boolean): Promise<{ default: ComponentType<P> }> {
  if (retry) reRegisterRemote(id.split('/')[0] as RemoteName);
  const mod = await loadRemote<{ default?: ComponentType<P> }>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} is unavailable`);
  return { default: mod.default };
}
