// Contract test: every built remote's mf-manifest.json exposes exactly what @utsav/shared/contracts promises,
// shares the singletons, and names itself as the contract says.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, REMOTE_NAMES } from '../../shared/src/contracts';

const root = join(__dirname, '..', '..');
const SINGLETONS = ['react', 'react-dom', 'react-router', 'zustand', '@tanstack/react-query', 'react-hot-toast'];

interface Manifest {
  name: string;
  metaData: { remoteEntry: { name: string } };
  exposes: Array<{ name: string; path: string }>;
  shared: Array<{ name: string; singleton?: boolean }>;
}

function manifestOf(dir: string): Manifest {
  const file = join(root, dir, 'dist', 'mf-manifest.json');
  if (!existsSync(file)) throw new Error(`${file} missing: build the app first (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

describe.each(REMOTE_NAMES)('remote %s', (name) => {
  const manifest = manifestOf(`mf-${name}`);

  it('is named as the contract says and emits remoteEntry.js', () => {
    expect(manifest.name).toBe(name);
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
  });

  it('exposes every module of the contract', () => {
    const exposed = manifest.exposes.map((e) => e.name).sort();
    expect(exposed).toEqual([...REMOTES[name].exposes].sort());
  });

  it('shares the singletons', () => {
    const shared = new Map(manifest.shared.map((s) => [s.name, s]));
    for (const lib of SINGLETONS) {
      expect(shared.get(lib)?.singleton).toBe(true);
    }
    for (const entry of manifest.shared) {
      if (entry.name.startsWith('@utsav/shared') || entry.name.startsWith('react'))
        expect([entry.name, entry.singleton]).toEqual([entry.name, true]);
    }
  });
});

describe('shell', () => {
  it('is a host with no build-time remotes', () => {
    const manifest = manifestOf('shell');
    expect(manifest.name).toBe('shell');
    expect(manifest.exposes).toEqual([]);
    const raw = JSON.parse(readFileSync(join(root, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as {
      remotes?: unknown[];
    };
    expect(raw.remotes ?? []).toEqual([]);
  });
});
