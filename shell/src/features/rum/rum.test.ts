import { setConfig } from '@utsav/shared/runtime-config';
import { startRum, sampled } from './rum';

describe('real-user reports', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setConfig({ apiBase: 'http://api.test' });
    window.localStorage.clear();
    window.history.pushState({}, '', '/services/123/rangoli?ref=9876543210');
  });
  afterEach(() => jest.useRealTimers());

  it('samples page loads; a browser can ask to report always', () => {
    expect(sampled(window, () => 0.05)).toBe(true);
    expect(sampled(window, () => 0.5)).toBe(false);
    window.localStorage.setItem('utsav-rum-sample', '1');
    expect(sampled(window, () => 0.99)).toBe(true);
  });

  it('an unsampled load loads nothing and sends nothing', () => {
    const loadVitals = jest.fn();
    expect(startRum({ random: () => 0.99, ownerOf: () => 'catalog', loadVitals, send: jest.fn() })).toBe(false);
    jest.advanceTimersByTime(10_000);
    expect(loadVitals).not.toHaveBeenCalled();
  });

  it('loads web-vitals after the load event and sends vitals and errors with the page pattern and its remote when hidden', async () => {
    const sent: { url: string; body: string }[] = [];
    const handlers: Record<string, (m: { name: string; value: number }) => void> = {};
    const on = (name: string) => (fn: (m: { name: string; value: number }) => void) => void (handlers[name] = fn);
    const loadVitals = jest.fn(async () => ({
      onLCP: on('LCP'),
      onINP: on('INP'),
      onCLS: on('CLS'),
      onTTFB: on('TTFB'),
      onFCP: on('FCP'),
    }));
    startRum({
      random: () => 0,
      ownerOf: (p) => (p.startsWith('/services') ? 'catalog' : undefined),
      loadVitals: loadVitals as never,
      send: (url, body) => sent.push({ url, body }),
    });
    expect(loadVitals).not.toHaveBeenCalled();
    jest.advanceTimersByTime(3000);
    expect(loadVitals).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    handlers.LCP!({ name: 'LCP', value: 1234.5 });
    handlers.CLS!({ name: 'CLS', value: 0.02 });
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://api.test/api/rum');
    expect(JSON.parse(sent[0]!.body)).toEqual({
      reports: [
        { kind: 'vital', name: 'LCP', value: 1234.5, page: '/services/:id/rangoli', remote: 'catalog' },
        { kind: 'vital', name: 'CLS', value: 0.02, page: '/services/:id/rangoli', remote: 'catalog' },
        { kind: 'error', name: 'error', value: 1, page: '/services/:id/rangoli', remote: 'catalog', message: 'boom' },
      ],
    });
  });
});
