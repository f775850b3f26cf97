// Standalone entry: this remote served alone, in the thin shared frame (DESIGN §2 Standalone, issue 23).
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@utsav/shared/runtime-config';
import { StandaloneFrame } from '@utsav/shared/ui/standalone-frame';
import '@utsav/shared/theme.css';
import App from './app/app';
import { standaloneManifest } from './app/standalone';
import SearchBox from './features/search/search-box';

async function start() {
  await loadConfig();
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
