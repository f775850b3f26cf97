/**
 * Real-user speed: on a sampled share of page loads, the shell reports Core Web Vitals (LCP, INP, CLS,
 * TTFB, FCP) and JavaScript errors, each with the page pattern and the remote that owns it, to POST /api/rum.
 * Kept out of the page's first bytes: only the error listeners run at start; the web-vitals library is downloaded
 * a few seconds after the load event (its observers read the buffered entries, so nothing is missed). Reports go
 * in small batches: when the page is hidden, and when the batch is full.
 */
import { RUM_MAX_MESSAGE, RUM_MAX_REPORTS, RUM_SAMPLE_RATE, rumPage, type RumReport } from '@utsav/domain/rum';
import { getConfig } from '@utsav/shared/runtime-config';

/** How long after the load event the web-vitals code is fetched (after the page's own downloads are done). */
export const VITALS_DELAY_MS = 3000;

export interface RumOptions {
  win?: Window;
  random?: () => number;
  send?: (url: string, body: string) => void;
  /** The remote owning a path (the shell's route table). */
  ownerOf: (pathname: string) => string | undefined;
  loadVitals?: () => Promise<Pick<typeof import('web-vitals'), 'onLCP' | 'onINP' | 'onCLS' | 'onTTFB' | 'onFCP'>>;
}

/** Whether this page load reports: RUM_SAMPLE_RATE, or localStorage['utsav-rum-sample'] (0–1) when set. */
export function sampled(win: Window, random: () => number): boolean {
  let rate = RUM_SAMPLE_RATE;
  try {
    const own = win.localStorage.getItem('utsav-rum-sample');
    if (own !== null && own.trim() !== '' && Number.isFinite(Number(own))) rate = Number(own);
  } catch {
    /* storage blocked: the default rate */
  }
  return random() < rate;
}

const keepaliveSend = (url: string, body: string) => {
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
    () => undefined,
  );
};

export function startRum({
  win = window,
  random = Math.random,
  send = keepaliveSend,
  ownerOf,
  loadVitals = () => import(/* webpackChunkName: "web-vitals" */ 'web-vitals'),
}: RumOptions): boolean {
  if (!sampled(win, random)) return false;
  const here = () => ({ page: rumPage(win.location.pathname), remote: ownerOf(win.location.pathname) ?? 'shell' });
  // Web vitals belong to the page that was loaded (LCP, TTFB) or the whole visit of that load: its first page.
  const landing = here();
  let queue: RumReport[] = [];
  const flush = () => {
    if (!queue.length) return;
    const body = JSON.stringify({ reports: queue.slice(0, RUM_MAX_REPORTS) });
    queue = [];
    send(`${getConfig().apiBase}/api/rum`, body);
  };
  const push = (r: RumReport) => {
    queue.push(r);
    if (queue.length >= RUM_MAX_REPORTS) flush();
  };
  let errors = 0;
  const error = (message: string) => {
    if (++errors > 5) return; // one broken page does not send a storm
    push({ kind: 'error', name: 'error', value: 1, ...here(), message: message.slice(0, RUM_MAX_MESSAGE) });
  };
  win.addEventListener('error', (e) => error(String((e as ErrorEvent).message || 'error')));
  win.addEventListener('unhandledrejection', (e) => {
    const reason = (e as PromiseRejectionEvent).reason as { message?: unknown } | undefined;
    error(`unhandled rejection: ${String(reason?.message ?? reason ?? '')}`);
  });
  win.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && flush());
  win.addEventListener('pagehide', flush);

  const vitals = () =>
    void loadVitals().then(
      ({ onLCP, onINP, onCLS, onTTFB, onFCP }) => {
        const report = (m: { name: string; value: number }) =>
          push({ kind: 'vital', name: m.name, value: Math.max(0, m.value), ...landing });
        onLCP(report);
        onINP(report);
        onCLS(report);
        onTTFB(report);
        onFCP(report);
      },
      () => undefined,
    );
  const later = () => win.setTimeout(vitals, VITALS_DELAY_MS);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
  return true;
}
