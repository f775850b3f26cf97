/**
 * The site's security headers, in ONE place. Read by every server that sends a page or the API:
 * - the apps' static servers: tools/serve-static.mjs (npm start, the journeys, the bench) computes them at start;
 * - nginx (docker-compose and tools/topology): docker/nginx/40-app-config.sh writes them at container start into the
 *   file static.conf includes — its code is generated from this module (`npm run registry`, drift-checked);
 * - the compose front (docker/nginx/front.conf): HSTS, generated the same way;
 * - the API (api/src/lib/security-headers.ts): framing, referrer and permissions policies;
 * - a future server renderer: `documentHeaders()` for every HTML reply.
 *
 * The page policy: scripts only from the site's own origins (the shell, the remotes' origins from app-config) and
 * Razorpay Checkout; inline scripts only by their SHA-256 hash (the shell's index.html has one, the boot class);
 * no 'unsafe-eval' (webpack production builds and the Module Federation runtime need none); framing refused.
 * Styles allow 'unsafe-inline': react-hot-toast (goober) writes its CSS into a <style> element at run time — a
 * style cannot run script, and a CSS-only injection is already closed by React's escaping of every text.
 */

/** Razorpay Checkout (checkout.js, its iframe and calls) — the live gateway's page runs inside ours. */
export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
export const RAZORPAY_ANY = 'https://*.razorpay.com';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** The API's own pages (the offline gateway's, whose URL holds a one-time token) send no referrer at all. */
export const REFERRER_POLICY_API = 'no-referrer';
/** Nothing on the site uses these; Razorpay Checkout may ask for the Payment Request API in its frame. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), payment=(self "https://api.razorpay.com")';
/** HSTS at the front (it answers on https in production; browsers ignore it over plain http). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
export const X_FRAME_OPTIONS = 'DENY';
export const FRAME_ANCESTORS = "'none'";

export interface PagePolicyInput {
  /** Origins of the API (images, calls), e.g. http://localhost:4000; the page's own origin is 'self'. */
  apiOrigins: readonly string[];
  /** Origins the remotes are served from (their manifests, scripts, styles). */
  remoteOrigins: readonly string[];
  /** CSP sources that allow the page's inline scripts: 'sha256-…' hashes (inlineScriptHashes) or a 'nonce-…'. */
  inlineScripts: readonly string[];
}

const uniq = (xs: readonly string[]) => [...new Set(xs.filter(Boolean))];

/** The Content-Security-Policy of every page. */
export function contentSecurityPolicy({ apiOrigins, remoteOrigins, inlineScripts }: PagePolicyInput): string {
  const api = uniq(apiOrigins);
  const remotes = uniq(remoteOrigins);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...uniq(inlineScripts), RAZORPAY_SCRIPT]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', ...api, ...remotes, RAZORPAY_ANY]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['connect-src', ["'self'", ...uniq([...api, ...remotes]), RAZORPAY_ANY]],
    ['frame-src', [RAZORPAY_ANY]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [FRAME_ANCESTORS]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${uniq(sources).join(' ')}`).join('; ');
}

/** Every header of a page (and of the static files beside it: harmless there, and one rule is easier to check). */
export function documentHeaders(input: PagePolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Frame-Options': X_FRAME_OPTIONS,
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    // Razorpay Checkout may open a bank's or UPI app's window and needs its opener.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** What the front adds to every reply (the apps and the API send their own policies; it passes them through). */
export const FRONT_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  'X-Content-Type-Options': 'nosniff',
};

/** The API's headers beyond helmet's (helmet sends no Permissions-Policy). */
export const API_EXTRA_HEADERS: Readonly<Record<string, string>> = {
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** The origin of a URL, or '' when it is not an absolute http(s) URL. */
export function originOf(url: string): string {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : '';
  } catch {
    return '';
  }
}

/** The page policy's origins from the runtime config (app-config.json): the API base and every remote's manifest. */
export function policyOrigins(config: {
  apiBase?: string;
  remotes?: Record<string, string>;
}): Pick<PagePolicyInput, 'apiOrigins' | 'remoteOrigins'> {
  return {
    apiOrigins: uniq([originOf(config.apiBase ?? '')]),
    remoteOrigins: uniq(Object.values(config.remotes ?? {}).map(originOf)),
  };
}

/** The bodies of the inline <script> elements of an HTML page (those without src). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    if (/\stype\s*=\s*["']?(application\/(ld\+)?json|importmap)/i.test(attrs)) continue;
    out.push(m[2] ?? '');
  }
  return out;
}
