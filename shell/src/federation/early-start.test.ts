import { TOKEN_KEY } from '@utsav/shared/session';
import {
  addEarlyHints,
  addFirstDataHint,
  earlyHintsAdded,
  fetchAppConfigOnce,
  firstDataPath,
  inOwnFrame,
  inVendorArea,
  SESSION_TOKEN_KEY,
  startEarly,
} from './early-start';

const links = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)];

describe('early start (main.js, before the shared libraries)', () => {
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    jest.restoreAllMocks();
  });

  it("preloads catalog's manifest (CORS, as the runtime fetches it) and its remoteEntry.js, and warms the API", () => {
    addEarlyHints({
      apiBase: 'http://api.example.in',
      remotes: { catalog: 'http://cdn.example.in/catalog/mf-manifest.json' } as never,
    });
    expect(links('preload').map((l) => [l.getAttribute('as'), l.href, l.crossOrigin])).toEqual([
      ['fetch', 'http://cdn.example.in/catalog/mf-manifest.json', 'anonymous'],
      ['script', 'http://cdn.example.in/catalog/remoteEntry.js', null],
    ]);
    expect(links('preconnect')).toHaveLength(2);
  });

  it('resolves a relative manifest URL against the page and adds nothing without a config or catalog URL', () => {
    addEarlyHints(null);
    addEarlyHints({ remotes: {} as never });
    expect(links('preload')).toHaveLength(0);
    addEarlyHints({ remotes: { catalog: '/remotes/catalog/mf-manifest.json' } as never });
    expect(links('preload').map((l) => l.href)).toEqual([
      `${window.location.origin}/remotes/catalog/mf-manifest.json`,
      `${window.location.origin}/remotes/catalog/remoteEntry.js`,
    ]);
  });

  it('requests /app-config.json once and gives every reader its own readable copy', async () => {
    const body = JSON.stringify({ remotes: { catalog: 'http://localhost:3001/mf-manifest.json' } });
    const fetchMock = jest.fn(
      async () =>
        ({ ok: true, clone: () => ({ ok: true, json: async () => JSON.parse(body) }) }) as unknown as Response,
    );
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      await startEarly();
      const again = await fetchAppConfigOnce('/app-config.json');
      expect(await again.json()).toEqual(JSON.parse(body));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(links('preload')).toHaveLength(2);
    } finally {
      global.fetch = original;
    }
  });

  it('earlyHintsAdded resolves only once the preload links are in the page (bootstrap waits for it)', async () => {
    let answer: (r: Response) => void = () => undefined;
    const body = { remotes: { catalog: 'http://localhost:3001/mf-manifest.json' } };
    const original = global.fetch;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    try {
      jest.resetModules();
      const fresh = await import('./early-start');
      void fresh.startEarly();
      let done = false;
      const waited = fresh.earlyHintsAdded().then(() => {
        done = true;
        return links('preload').length;
      });
      await Promise.resolve();
      expect(done).toBe(false);
      answer({
        ok: true,
        clone: () => ({ ok: true, json: async () => body }),
        json: async () => body,
      } as unknown as Response);
      expect(await waited).toBe(2);
    } finally {
      global.fetch = original;
    }
  });

  it("a signed-in vendor's own area (its header has no search box) is not given the catalog preloads", () => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    const token = (type: string) =>
      `${b64({ alg: 'HS256' })}.${b64({ UserType: type, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
    const at = (path: string) => window.history.pushState({}, '', path);
    try {
      at('/vendor/dashboard');
      expect(inVendorArea()).toBe(false); // a visitor there sees the shop's header
      sessionStorage.setItem(SESSION_TOKEN_KEY, token('vendor'));
      expect(inVendorArea()).toBe(true);
      at('/services/all');
      expect(inVendorArea()).toBe(false);
      at('/vendor');
      sessionStorage.setItem(SESSION_TOKEN_KEY, token('customer'));
      expect(inVendorArea()).toBe(false);
      sessionStorage.setItem(SESSION_TOKEN_KEY, 'garbage');
      expect(inVendorArea()).toBe(false);
    } finally {
      sessionStorage.clear();
      at('/');
    }
  });

  it('the back office (its own frame, no storefront header) is not given the search box preloads', () => {
    const at = (path: string) => window.history.pushState({}, '', path);
    try {
      for (const path of ['/admin', '/admin/vendors', '/admin/bookings/7']) {
        at(path);
        expect(inOwnFrame()).toBe(true);
      }
      for (const path of ['/', '/administrator', '/services/all', '/vendor']) {
        at(path);
        expect(inOwnFrame()).toBe(false);
      }
    } finally {
      at('/');
    }
  });

  it('startEarly on /admin adds no catalog preloads ("SearchBox preloaded but not used")', async () => {
    jest.resetModules();
    const body = { remotes: { catalog: 'http://localhost:3001/mf-manifest.json' } };
    const original = global.fetch;
    global.fetch = jest.fn(
      async () => ({ ok: true, clone: () => ({ ok: true, json: async () => body }) }) as unknown as Response,
    ) as unknown as typeof fetch;
    window.history.pushState({}, '', '/admin/vendors');
    try {
      const fresh = await import('./early-start');
      await fresh.startEarly();
      expect(links('preload').filter((l) => /mf-manifest|remoteEntry/.test(l.href))).toHaveLength(0);
    } finally {
      global.fetch = original;
      window.history.pushState({}, '', '/');
    }
  });

  it('earlyHintsAdded resolves at once when startEarly never ran (the monolith, tests)', async () => {
    await expect(earlyHintsAdded()).resolves.toBeUndefined();
  });

  it('ignores a failed config request (bootstrap reports it)', async () => {
    jest.resetModules();
    const original = global.fetch;
    global.fetch = jest.fn(async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    try {
      const fresh = await import('./early-start');
      await expect(fresh.startEarly()).resolves.toBeUndefined();
      expect(links('preload')).toHaveLength(0);
    } finally {
      global.fetch = original;
    }
  });

  describe("the landing page's first API read", () => {
    afterEach(() => window.sessionStorage.clear());

    it.each([
      ['/', '/Commondashboard'],
      ['/services/details/67', '/ProductDetails/67'],
      ['/services/details/67/', '/ProductDetails/67'],
      ['/services/details/a%20b', '/ProductDetails/a%20b'],
      ['/services/all', null],
      ['/cart', null],
      ['/services/details', null],
    ])('%s → %s', (path, expected) => expect(firstDataPath(path)).toBe(expected));

    it('is preloaded with CORS from the API base, for a visitor only', () => {
      addFirstDataHint({ apiBase: 'http://api.example.in' }, document, '/services/details/12');
      expect(links('preload').map((l) => [l.getAttribute('as'), l.href, l.crossOrigin])).toEqual([
        ['fetch', 'http://api.example.in/api/ProductDetails/12', 'anonymous'],
      ]);
      document.head.querySelectorAll('link').forEach((l) => l.remove());
      window.sessionStorage.setItem(SESSION_TOKEN_KEY, 'a.b.c');
      addFirstDataHint({ apiBase: 'http://api.example.in' }, document, '/');
      expect(links('preload')).toHaveLength(0);
    });

    it('adds nothing for other pages, a bad address or a config without an API base', () => {
      addFirstDataHint({ apiBase: 'http://api.example.in' }, document, '/account');
      addFirstDataHint({ apiBase: 'http://api.example.in' }, document, '/services/details/%E0%A4');
      addFirstDataHint({}, document, '/');
      addFirstDataHint(null, document, '/');
      expect(links('preload')).toHaveLength(0);
    });

    it('reads the same sessionStorage key as the session store', () => expect(SESSION_TOKEN_KEY).toBe(TOKEN_KEY));
  });
});
