import { act, render, screen } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { forgetLoadedRemote, RemoteSlot } from './remote-slot';
import { loadRemoteComponent } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteComponent: jest.fn() }));
const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;

function Home() {
  return <h1>Home page</h1>;
}

function Packages() {
  return <h1>Packages page</h1>;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => load.mockReset());

describe('RemoteSlot', () => {
  it('swaps to another remote on a navigation (a transition) once it loads, loading it once', async () => {
    const gate = deferred();
    load.mockImplementation(async (id) => {
      if (id === 'catalog/App') return { default: Home as never };
      await gate.promise;
      return { default: Packages as never };
    });
    let go!: () => void;
    // Like the shell's routes: the same slot element, its id changing with the path.
    function Page() {
      const [id, setId] = useState<'catalog/App' | 'packages/App'>('catalog/App');
      go = () => startTransition(() => setId('packages/App'));
      return <RemoteSlot id={id} />;
    }
    render(<Page />);
    await screen.findByRole('heading', { name: 'Home page' });
    act(() => go());
    // The transition keeps the old page while the next remote loads.
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await act(async () => gate.resolve());
    expect(await screen.findByRole('heading', { name: 'Packages page' })).toBeInTheDocument();
    expect(load.mock.calls.filter(([id]) => id === 'packages/App')).toHaveLength(1);
  });

  it("leaves a failed remote's fallback behind when the slot moves on to another remote (a navigation)", async () => {
    load.mockImplementation(async (id) => {
      if (id === 'vendor/App') throw new Error('404 on mf-manifest.json');
      return { default: Home as never };
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let go!: () => void;
    function Page() {
      const [id, setId] = useState<'catalog/App' | 'vendor/App'>('vendor/App');
      go = () => startTransition(() => setId('catalog/App'));
      return <RemoteSlot id={id} />;
    }
    render(<Page />);
    await screen.findByRole('button', { name: 'Retry' });
    await act(async () => go());
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the slot fallback when the remote fails, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: Packages as never });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RemoteSlot id="account/App" />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('This part of Utsav is temporarily unavailable.')).toBeInTheDocument();
    await act(async () => retry.click());
    expect(await screen.findByRole('heading', { name: 'Packages page' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('account/App', true);
  });

  it('a slot mounted again after a failure loads the remote afresh', async () => {
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: Packages as never });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(<RemoteSlot id="vendor/App" />);
    await screen.findByRole('button', { name: 'Retry' });
    first.unmount();
    render(<RemoteSlot id="vendor/App" />);
    expect(await screen.findByRole('heading', { name: 'Packages page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a server-rendered slot whose browser code fails to load (docs/ssr.md)', () => {
  beforeEach(() => ['account', 'vendor'].forEach(forgetLoadedRemote)); // loads of the tests above are not reused
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('keeps the server HTML, readable, under a quiet "some features are unavailable" bar with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // What the shell server sent for /services/1: the slot's wrapper and the remote's HTML inside its Suspense marks.
    const root = document.createElement('div');
    root.innerHTML =
      '<div class="slot" data-slot="account/App"><!--$--><h1>Birthday Balloon Decor</h1><a href="/services/all">All services</a><!--/$--></div>';
    document.body.appendChild(root);
    load.mockRejectedValue(new Error('ChunkLoadError: remoteEntry.js failed'));
    const { hydrateRoot } = await import('react-dom/client');
    await act(async () => {
      hydrateRoot(root, <RemoteSlot id="account/App" />, { onRecoverableError: () => undefined });
    });
    await screen.findByRole('status');
    expect(screen.getByRole('heading', { level: 1, name: 'Birthday Balloon Decor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services/all');
    expect(screen.getByRole('status')).toHaveTextContent('Some features are unavailable right now.');
    expect(screen.queryByRole('alert')).toBeNull(); // not the "temporarily unavailable" replacement
    load.mockResolvedValue({ default: Home as never });
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Birthday Balloon Decor')).toBeNull();
  });

  it('a slot the browser rendered (no server HTML) still shows the notice in its place', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('down'));
    render(<RemoteSlot id="vendor/App" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of Utsav is temporarily unavailable.');
  });
});
