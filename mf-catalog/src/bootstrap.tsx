// Standalone entry: this remote served alone, in the thin shared frame (DESIGN §2 Standalone).
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@utsav/shared/runtime-config';
import { StandaloneFrame } from '@utsav/shared/ui/standalone-frame';
import '@utsav/shared/theme.css';
import App from './app/app';
import SearchBox from './features/search/search-box';

async function start() {
  await loadConfig();
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StandaloneFrame name="catalog" links={[['/', 'Home'], ['/services', 'Services'], ['/services/all', 'All'], ['/calendars', 'Calendars']]}>
        {/* The header search fragment, mounted here so it can be used and tested with the remote alone. */}
        <div style={{ maxWidth: 520, margin: '12px auto 0', padding: '0 16px' }}>
          <SearchBox placeholder="Search for decorators, caterers, photographers…" />
        </div>
        <App />
      </StandaloneFrame>,
    );
}

void start();
