/**
 * Real-user speed reports: what the shell sends (Core Web Vitals and JavaScript errors, sampled) and the
 * limits the API holds it to. No valibot here: the shell imports this and must stay small (the schema the API
 * validates with is schemas/rum.ts, built on these limits).
 */
export const RUM_VITALS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type RumVital = (typeof RUM_VITALS)[number];

/** At most this many reports in one request, and this many bytes of body (the API answers 413 past it). */
export const RUM_MAX_REPORTS = 20;
export const RUM_MAX_BODY_BYTES = 8 * 1024;
export const RUM_MAX_PAGE = 120;
export const RUM_MAX_MESSAGE = 300;
/** The share of page loads that report (overridable in a browser with localStorage['utsav-rum-sample'] = '1'). */
export const RUM_SAMPLE_RATE = 0.1;

export interface RumReport {
  kind: 'vital' | 'error';
  /** LCP, INP, CLS, TTFB, FCP; 'error' for a JavaScript error. */
  name: string;
  /** Milliseconds (CLS: the unitless score; an error: 1). */
  value: number;
  /** The page as a pattern (rumPage): no ids, no query, nothing personal. */
  page: string;
  /** The app that owns the page (the registry's remote name, or 'shell'). */
  remote: string;
  /** An error's message (scrubbed again by the API). */
  message?: string;
}

/**
 * A path as a page pattern: the query and hash dropped, every segment holding a digit becomes ':id' (booking
 * numbers, product ids, dates), other segments past 40 characters ':slug'.
 */
export function rumPage(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  const page = path
    .split('/')
    .map((s) => (/\d/.test(s) ? ':id' : s.length > 40 ? ':slug' : s))
    .join('/');
  return page.slice(0, RUM_MAX_PAGE) || '/';
}
