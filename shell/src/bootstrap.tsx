import { createRoot } from 'react-dom/client';
import { loadConfig } from '@utsav/shared/runtime-config';
import { APP_CONFIG_URL, fetchAppConfigOnce } from './federation/early-start';
import { preconnectApi } from './federation/preconnect-api';
import { preloadFirstScreen, registerConfiguredRemotes } from './federation/remotes';
import { routeOwner } from './app/routes';
import { App } from './app/app';
import '@utsav/shared/theme.css';

async function start() {
  const config = await loadConfig(APP_CONFIG_URL, fetchAppConfigOnce);
  preconnectApi(config.apiBase);
  registerConfiguredRemotes(config);
  preloadFirstScreen(routeOwner(window.location.pathname)?.remote);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}

void start();
