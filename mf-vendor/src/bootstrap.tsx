// Standalone entry: this remote served alone, in the thin shared frame (DESIGN §2 Standalone).
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@utsav/shared/runtime-config';
import { StandaloneFrame } from '@utsav/shared/ui/standalone-frame';
import '@utsav/shared/theme.css';
import App from './app/app';

async function start() {
  await loadConfig();
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StandaloneFrame name="vendor" links={[['/vendor', 'Sign in'], ['/service-provider-reg', 'Register'], ['/vendor/dashboard', 'Dashboard']]}>
        <App />
      </StandaloneFrame>,
    );
}

void start();
