/**
 * The browser's side of server rendering. A page the renderer drew carries its query cache in
 * `<script type="application/json" id="utsav-ssr-state">`; a visitor's page is hydrated on it (the same data, so
 * the same HTML, and no second fetch). A signed-in person's page is drawn afresh in the browser: the server never
 * renders with a session, so its header (name, cart) would not match.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { CLIENT_SLOT_DIGEST, FAILED_SLOT_DIGEST } from '../federation/server-slots';

export const SSR_STATE_ID = 'utsav-ssr-state';

/** The server's query cache when the page may be hydrated; null when it must be rendered afresh. */
export function serverState(doc: Document, signedIn: boolean): DehydratedState | null {
  const block = doc.getElementById(SSR_STATE_ID);
  if (!block || signedIn) return null;
  try {
    return JSON.parse(block.textContent ?? '') as DehydratedState;
  } catch {
    return null;
  }
}

/** Puts the server's data into the page's query client before the first render. */
export function adoptServerState(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, state);
}

/**
 * Hydration's recoverable errors. A slot the server left to the browser on purpose (no server build) is not an
 * error; one whose remote failed on the server was logged there, and the browser rendering it is the designed
 * outcome: both are told quietly. Anything else (a mismatch) stays an error.
 */
export function onRecoverableError(error: unknown, info?: { componentStack?: string }): void {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (digest === CLIENT_SLOT_DIGEST) return;
  if (digest === FAILED_SLOT_DIGEST) {
    console.warn('[ssr] a part the server could not render was rendered in the browser');
    return;
  }
  // Where: the components above the mismatch (React's own report in production names no element).
  console.error(error, info?.componentStack ?? '');
}
