/** Runtime configuration from the environment (all optional; defaults suit a developer machine). */
import { createHmac } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PAYMENT_HOLD_MINUTES } from '@utsav/domain/refund-policy';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { ConfigError, resolveJwtSecret } from './lib/jwt-secret';
import { loggingEnabled } from './lib/log';

/**
 * The api/ folder (migrations/, assets/): the nearest folder above this module with both a package.json and
 * migrations/ — api/ from src/config.ts (tsx) and from dist/api/src/config.js (compiled) alike.
 */
export const API_ROOT = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));

function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'migrations'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`api folder not found above ${from}`);
  }
}

export interface AppConfig {
  /**
   * Which proxies to believe about the client address (X-Forwarded-For), for rate limits and logs: false (none,
   * the default: a header sent by the client is ignored), a hop count, true, or addresses/CIDRs (TRUST_PROXY).
   */
  trustProxy: boolean | number | string;
  jwtSecret: string;
  jwtExpiry: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests use a fresh one per run). */
  dbSchema?: string;
  calendarKey: string;
  rateLimitMax: number;
  /**
   * One-time codes one client address may ask for before it waits (CODE_SENDS_PER_ADDRESS, default 10).
   * Raised only where every request comes from one address on purpose (the browser journeys).
   */
  codeSendsPerAddress: number;
  /**
   * Code requests and resets (sign-up code, forgot and reset password) answer no sooner than this many ms after they
   * arrive, known account or not: their time says nothing about accounts (lib/fixed-time, docs/security.md).
   */
  codeReplyFloorMs: number;
  corsOrigins: string[];
  /** The API's public origin for the OpenAPI document's `servers` (PUBLIC_API_BASE, else PUBLIC_URL). */
  publicUrl?: string;
  /** JSON logs on stdout (lib/log): on unless API_LOG=0; tests (NODE_ENV=test) only with API_LOG=1. */
  logger: boolean;
  /** Uploads folder (under dataDir unless set). */
  uploadDir: string;
  maxUploadBytes: number;
  maxUploadFiles: number;
  /** Lifetime of cached anonymous catalogue replies in ms (0 = no cache); writes in this process clear it at once. */
  catalogCacheTtlMs: number;
  /** How long a verified session token is trusted before it is checked again, in ms (0 = every request); writes clear it. */
  authCacheTtlMs: number;
  /**
   * Fault injection for the topology tests: every request whose route is `route` (e.g.
   * `POST /api/EventBooking`, or a path without a method) waits `ms` before it is handled. FAULT_DELAY_ROUTE and
   * FAULT_DELAY_MS (default 3000); unset = off. Never set it in production.
   */
  faultDelay?: { method?: string; route: string; ms: number };
  /** Razorpay keys (all three set = Razorpay; otherwise the offline gateway). */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string } | null;
  /**
   * 'test' when no money moves (the offline gateway, or Razorpay test keys rzp_test_…): every page says so. With
   * NODE_ENV=production the API refuses to start without the Razorpay keys unless PAYMENTS_MODE=test is explicit
   * (resolvePayments).
   */
  paymentsMode: 'live' | 'test';
  /**
   * 'test' when SMS or email goes to the offline test outbox (where an operator can read a code). NODE_ENV=production
   * refuses to start so unless MESSAGES_MODE=test is explicit (resolveMessagesMode, docs/security.md).
   */
  messagesMode: 'live' | 'test';
  /** Secrets of the offline gateway's signatures (derived from the JWT secret unless OFFLINE_GATEWAY_SECRET is set). */
  offlineGatewaySecret: string;
  /** How long placed-but-unpaid bookings hold their slots (PAYMENT_HOLD_MINUTES, default 15). */
  paymentHoldMinutes: number;
  /** How often the sweeper expires holds and completes past bookings, in ms (0 = only lazily before reads). */
  sweepIntervalMs: number;
  /**
   * Messages (docs/messages.md): how often the in-process outbox worker delivers due messages and
   * schedules reminders (MESSAGES_INTERVAL_MS, default 3000; 0 = off — tests run passes themselves), the first
   * retry's delay (MESSAGES_RETRY_MS, default 30 s; each later one 4× longer), and the site's public address for the
   * links in messages (SITE_URL, default the local shell http://localhost:3000) and the API's (API_PUBLIC_URL, default
   * http://localhost:4000: the newsletter's unsubscribe link). The operators' failure alert: this many failed
   * deliveries or webhooks (MESSAGES_ALERT_THRESHOLD, default 5; 0 = off) within a window of
   * MESSAGES_ALERT_WINDOW_MINUTES (default 60) send one alert per kind and window (messages/failure-alerts.ts).
   */
  messages: {
    intervalMs: number;
    retryBaseMs: number;
    siteUrl: string;
    apiUrl: string;
    alertThreshold: number;
    alertWindowMs: number;
  };
  /** When set, GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>` (it is never public either way: lib/metrics). */
  metricsToken?: string;
}

/**
 * The local apps' origins allowed by default: ports 3000 up to DEFAULT_ORIGIN_LAST_PORT, room for the registry's
 * apps (apps.registry.mjs gives each new remote the next port; a test fails when one falls outside). Deployments
 * set CORS_ORIGINS.
 */
export const DEFAULT_ORIGIN_LAST_PORT = 3019;
function defaultOrigins(): string[] {
  const out: string[] = [];
  for (let p = 3000; p <= DEFAULT_ORIGIN_LAST_PORT; p++) out.push(`http://localhost:${p}`, `http://127.0.0.1:${p}`);
  return out;
}

export function loadConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const env = process.env;
  const dataDir = overrides.dataDir ?? env.DATA_DIR ?? path.join(API_ROOT, '.data');
  // No secret is ever defaulted in code: JWT_SECRET, or one generated into the data folder.
  const jwtSecret =
    overrides.jwtSecret ??
    resolveJwtSecret({ configured: env.JWT_SECRET, production: env.NODE_ENV === 'production', dataDir });
  return {
    jwtSecret,
    jwtExpiry: env.JWT_EXPIRY ?? '7d',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    dbSchema: env.DB_SCHEMA || undefined,
    calendarKey: env.CALENDAR_KEY ?? 'utsav-calendar-key',
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 20),
    codeSendsPerAddress: Math.max(1, Number(env.CODE_SENDS_PER_ADDRESS ?? 10) || 10),
    codeReplyFloorMs: Math.max(0, Number(env.CODE_REPLY_FLOOR_MS ?? 150) || 0),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: env.PUBLIC_API_BASE || env.PUBLIC_URL || undefined,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : defaultOrigins(),
    logger: loggingEnabled(env),
    // A data folder of ':memory:' (no disk: contract generation, some tests) keeps its uploads in the system's temp folder.
    uploadDir:
      dataDir === ':memory:'
        ? path.join(tmpdir(), `utsav-memory-uploads-${process.pid}`)
        : path.join(dataDir, 'uploads'),
    maxUploadBytes: 5 * 1024 * 1024,
    maxUploadFiles: 10,
    catalogCacheTtlMs: Math.max(0, Number(env.CATALOG_CACHE_TTL_MS ?? 5000) || 0),
    authCacheTtlMs: Math.max(0, Number(env.AUTH_CACHE_TTL_MS ?? 5000) || 0),
    faultDelay: parseFaultDelay(env.FAULT_DELAY_ROUTE, env.FAULT_DELAY_MS),
    ...resolvePayments(env),
    messagesMode: resolveMessagesMode(env),
    offlineGatewaySecret:
      env.OFFLINE_GATEWAY_SECRET ||
      createHmac('sha256', overrides.jwtSecret ?? jwtSecret)
        .update('utsav-offline-gateway')
        .digest('hex'),
    paymentHoldMinutes: Math.max(1, Number(env.PAYMENT_HOLD_MINUTES ?? PAYMENT_HOLD_MINUTES) || PAYMENT_HOLD_MINUTES),
    sweepIntervalMs: Math.max(0, Number(env.PAYMENT_SWEEP_MS ?? 30_000) || 0),
    messages: {
      intervalMs: Math.max(0, Number(env.MESSAGES_INTERVAL_MS ?? (env.NODE_ENV === 'test' ? 0 : 3000)) || 0),
      retryBaseMs: Math.max(0, Number(env.MESSAGES_RETRY_MS ?? 30_000) || 0),
      siteUrl: (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
      apiUrl: (env.API_PUBLIC_URL || `http://localhost:${env.PORT || 4000}`).replace(/\/+$/, ''),
      alertThreshold: Math.max(0, Math.floor(Number(env.MESSAGES_ALERT_THRESHOLD ?? 5)) || 0),
      alertWindowMs: Math.max(1, Number(env.MESSAGES_ALERT_WINDOW_MINUTES ?? 60) || 60) * 60_000,
    },
    metricsToken: env.METRICS_TOKEN || undefined,
    ...overrides,
  };
}

export const PAYMENTS_MODE_TEST_WARNING =
  'PAYMENTS_MODE=test: the offline test gateway takes the payments (no money moves; every page says test mode)';

/**
 * Which gateway takes the money. A production API never falls back to the offline test gateway by
 * accident — that gateway confirms orders without collecting anything:
 * - RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET all set → Razorpay ('test' mode only with
 *   Razorpay's own test keys rzp_test_…);
 * - PAYMENTS_MODE=test → the offline gateway, keys or not ('test': the shell's banner, the gateway page);
 * - none of that: the offline gateway in development, but NODE_ENV=production refuses to start (ConfigError), as it
 *   does when only some of the keys are set or PAYMENTS_MODE is neither 'test' nor 'live' (live = keys required).
 */
export function resolvePayments(env: Record<string, string | undefined>): Pick<AppConfig, 'razorpay' | 'paymentsMode'> {
  const production = env.NODE_ENV === 'production';
  const mode = (env.PAYMENTS_MODE ?? '').trim().toLowerCase();
  if (mode !== '' && mode !== 'test' && mode !== 'live')
    throw new ConfigError(`PAYMENTS_MODE must be 'live' or 'test', got '${env.PAYMENTS_MODE}'`);
  const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET].map((k) => (k ?? '').trim());
  const set = keys.filter(Boolean).length;
  if (mode === 'test') return { razorpay: null, paymentsMode: 'test' };
  if (set === 3) {
    const [keyId, keySecret, webhookSecret] = keys as [string, string, string];
    return {
      razorpay: { keyId, keySecret, webhookSecret },
      paymentsMode: keyId.startsWith('rzp_live_') ? 'live' : 'test',
    };
  }
  if (set > 0 && (production || mode === 'live'))
    throw new ConfigError(
      'Only some of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are set: set all three',
    );
  if (production || mode === 'live') {
    throw new ConfigError(
      `the Razorpay keys are not set: ${production ? 'NODE_ENV=production' : 'PAYMENTS_MODE=live'} takes real payments. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or PAYMENTS_MODE=test for a deployment that takes no money (every page then says test mode)`,
    );
  }
  return { razorpay: null, paymentsMode: 'test' };
}

/**
 * Whether one-time codes leave the machine (docs/security.md "Codes nobody else can read"). Without SMTP or MSG91
 * keys the SMS or email channel is the offline test outbox, whose stored texts (codes included) the operator reads:
 * fine for development and test benches, never by accident in production. NODE_ENV=production without both keys
 * refuses to start unless MESSAGES_MODE=test is explicit, like PAYMENTS_MODE=test for the gateway.
 */
export function resolveMessagesMode(env: Record<string, string | undefined>): 'live' | 'test' {
  const mode = (env.MESSAGES_MODE ?? '').trim().toLowerCase();
  if (mode !== '' && mode !== 'test' && mode !== 'live')
    throw new ConfigError(`MESSAGES_MODE must be 'live' or 'test', got '${env.MESSAGES_MODE}'`);
  const email = Boolean(env.SMTP_URL || env.SMTP_HOST);
  const sms = Boolean(env.MSG91_AUTH_KEY);
  if (email && sms && mode !== 'test') return 'live';
  if (mode === 'test') return 'test';
  if (env.NODE_ENV === 'production' || mode === 'live')
    throw new ConfigError(
      `the ${[email ? '' : 'SMTP (SMTP_URL or SMTP_HOST)', sms ? '' : 'MSG91_AUTH_KEY'].filter(Boolean).join(' and ')} settings are not set: ${env.NODE_ENV === 'production' ? 'NODE_ENV=production' : 'MESSAGES_MODE=live'} sends real codes. Set them, or MESSAGES_MODE=test for a deployment whose messages stay in the test outbox`,
    );
  return 'test';
}

/** TRUST_PROXY: '' = false, 'true'/'false', a hop count ('1' behind one proxy), or comma-separated addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** FAULT_DELAY_ROUTE ('[METHOD ]/api/path') + FAULT_DELAY_MS → the delay rule, or undefined when unset. */
export function parseFaultDelay(route: string | undefined, ms: string | undefined): AppConfig['faultDelay'] {
  const m = /^\s*(?:([A-Za-z]+)\s+)?(\/\S*)\s*$/.exec(route ?? '');
  if (!m) return undefined;
  const delay = ms === undefined || ms === '' ? 3000 : Number(ms);
  if (!Number.isFinite(delay) || delay < 0)
    throw new Error(`FAULT_DELAY_MS must be a number of milliseconds, got ${ms}`);
  return { method: m[1]?.toUpperCase(), route: m[2]!, ms: delay };
}
