// Standalone entry: this remote served alone, in the thin shared frame (architecture §2 Standalone).
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@utsav/shared/runtime-config';
import { StandaloneFrame } from '@utsav/ui/standalone-frame';
import '@utsav/ui/theme.css';

async function start() {
  // The config first, then the app: app/app.tsx starts the page's data on import (prefetchPage), which must ask the
  // configured API, not the registry's default port (in the composed site the shell has loaded it before any remote).
  await loadConfig();
  const [{ default: App }, { standaloneManifest }, { default: SearchBox }] = await Promise.all([
    import('./app/app'),
    import('./app/standalone'),
    import('./features/search/search-box'),
  ]);
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StandaloneFrame manifest={standaloneManifest}>
        {/* The header search fragment on every page, as the shell's header has it. */}
        <div style={{ maxWidth: 520, margin: '12px auto 0', padding: '0 16px' }}>
          <SearchBox placeholder="Search for decorators, caterers, photographers…" />
        </div>
        <App />
      </StandaloneFrame>,
    );
}

void start();
