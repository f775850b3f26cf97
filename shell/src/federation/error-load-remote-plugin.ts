/**
 * MF runtime plugin: records every failed remote load (manifest, entry or expose) so the slot can show its
 * fallback and e2e/diagnostics can read what failed. It returns nothing, so the error reaches the slot's
 * error boundary, which offers a retry in that slot only.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteLoadFailure {
  id: string;
  lifecycle: string;
  message: string;
  at: number;
}

declare global {
  interface Window {
    __utsavRemoteFailures?: RemoteLoadFailure[];
  }
}

export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'utsav-error-load-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`[federation] ${id} failed at ${lifecycle}: ${message}`);
      if (typeof window !== 'undefined') {
        (window.__utsavRemoteFailures ??= []).push({ id, lifecycle, message, at: Date.now() });
      }
      return undefined;
    },
  };
}
