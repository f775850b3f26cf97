// Standalone entry: this remote served alone, in the thin shared frame (DESIGN §2 Standalone).
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@utsav/shared/runtime-config';
import { StandaloneFrame } from '@utsav/shared/ui/standalone-frame';
import '@utsav/shared/theme.css';
import App from './app/app';
import PackageModal from './features/package-modal/package-modal';

async function start() {
  await loadConfig();
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StandaloneFrame name="packages" links={[['/packages/all', 'Packages'], ['/package/checkout', 'Package checkout']]}>
        <App />
        {/* The shell mounts the modal for every page; standalone, the frame does it here. */}
        <PackageModal />
      </StandaloneFrame>,
    );
}

void start();
