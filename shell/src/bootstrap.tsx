import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyLangToDocument, loadNamespaces } from '@utsav/shared/i18n';
import { queryClient } from '@utsav/shared/query-client';
import { loadConfig } from '@utsav/shared/runtime-config';
import { sessionStore } from '@utsav/shared/session';
import { APP_CONFIG_URL, earlyHintsAdded, fetchAppConfigOnce } from './federation/early-start';
import { preconnectApi } from './federation/preconnect-api';
import { preloadFirstScreen, registerConfiguredRemotes } from './federation/remotes';
import { routeOwner } from './app/routes';
import { NS } from './i18n';
import { App } from './app/app';
import { adoptServerState, onRecoverableError, serverState } from './app/server-render';
import '@utsav/ui/theme.css';

async function start() {
  // The shell's catalogue and the shared library's, in the page's language, fetched beside the config.
  applyLangToDocument();
  const texts = loadNamespaces([NS, 'ui']).catch(() => undefined);
  const config = await loadConfig(APP_CONFIG_URL, fetchAppConfigOnce);
  // The runtime's own requests must find the early preloads already in the page.
  await earlyHintsAdded();
  preconnectApi(config.apiBase);
  registerConfiguredRemotes(config);
  // A customer-only page is not the visitor's first screen (they are sent to /): its code is not preloaded.
  const owner = routeOwner(window.location.pathname);
  preloadFirstScreen(owner && (!owner.customerOnly || sessionStore.getState().role === 1) ? owner.remote : undefined);
  const root = document.getElementById('root');
  if (!root) return;
  await texts;
  // A visitor's server-rendered page is hydrated; anything else is rendered here (server-render.ts).
  const state = serverState(document, sessionStore.getState().role !== 0);
  if (state) {
    adoptServerState(queryClient, state);
    hydrateRoot(root, <App />, { onRecoverableError });
    window.__utsavReplayClicks?.();
  } else {
    window.__utsavReplayClicks?.();
    createRoot(root).render(<App />);
  }
  // Real-user speed, sampled. Its code is fetched 10 s after the load event (web-vitals 3 s later), so it adds
  // nothing to the first screen's JavaScript (the home ceiling); errors before then are not reported.
  const rum = () =>
    window.setTimeout(
      () =>
        void import(/* webpackChunkName: "rum" */ './features/rum/rum').then(
          ({ startRum }) => startRum({ ownerOf: (path) => routeOwner(path)?.remote }),
          () => undefined,
        ),
      10_000,
    );
  if (document.readyState === 'complete') rum();
  else window.addEventListener('load', rum, { once: true });
}

void start();
