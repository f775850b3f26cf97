// Standalone entry: this remote served alone, in the thin shared frame (architecture §2 Standalone).
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@utsav/shared/runtime-config';
import { StandaloneFrame } from '@utsav/ui/standalone-frame';
import '@utsav/ui/theme.css';
import App from './app/app';
import { standaloneManifest } from './app/standalone';

async function start() {
  await loadConfig();
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StandaloneFrame manifest={standaloneManifest}>
        <App />
      </StandaloneFrame>,
    );
}

void start();
