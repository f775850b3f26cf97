/** Runtime configuration from the environment (all optional; defaults suit a developer machine). */
import { createHmac } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PAYMENT_HOLD_MINUTES } from '@utsav/shared/refund-policy';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { resolveJwtSecret } from './lib/jwt-secret';

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
  corsOrigins: string[];
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
   * Fault injection for the topology tests (issue 22): every request whose route is `route` (e.g.
   * `POST /api/EventBooking`, or a path without a method) waits `ms` before it is handled. FAULT_DELAY_ROUTE and
   * FAULT_DELAY_MS (default 3000); unset = off. Never set it in production.
   */
  faultDelay?: { method?: string; route: string; ms: number };
  /** Razorpay keys (all three set = Razorpay; otherwise the offline gateway). */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string } | null;
  /** Secrets of the offline gateway's signatures (derived from the JWT secret unless OFFLINE_GATEWAY_SECRET is set). */
  offlineGatewaySecret: string;
  /** How long placed-but-unpaid bookings hold their slots (PAYMENT_HOLD_MINUTES, default 15). */
  paymentHoldMinutes: number;
  /** How often the sweeper expires holds and completes past bookings, in ms (0 = only lazily before reads). */
  sweepIntervalMs: number;
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
  // No secret is ever defaulted in code (issue 16.1): JWT_SECRET, or one generated into the data folder.
  const jwtSecret = overrides.jwtSecret ?? resolveJwtSecret({ configured: env.JWT_SECRET, production: env.NODE_ENV === 'production', dataDir });
  return {
    jwtSecret,
    jwtExpiry: env.JWT_EXPIRY ?? '7d',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    dbSchema: env.DB_SCHEMA || undefined,
    calendarKey: env.CALENDAR_KEY ?? 'utsav-calendar-key',
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 20),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean) : defaultOrigins(),
    logger: env.API_LOG === '1',
    uploadDir: path.join(dataDir, 'uploads'),
    maxUploadBytes: 5 * 1024 * 1024,
    maxUploadFiles: 10,
    catalogCacheTtlMs: Math.max(0, Number(env.CATALOG_CACHE_TTL_MS ?? 5000) || 0),
    authCacheTtlMs: Math.max(0, Number(env.AUTH_CACHE_TTL_MS ?? 5000) || 0),
    faultDelay: parseFaultDelay(env.FAULT_DELAY_ROUTE, env.FAULT_DELAY_MS),
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
        ? { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET }
        : null,
    offlineGatewaySecret: env.OFFLINE_GATEWAY_SECRET || createHmac('sha256', overrides.jwtSecret ?? jwtSecret).update('utsav-offline-gateway').digest('hex'),
    paymentHoldMinutes: Math.max(1, Number(env.PAYMENT_HOLD_MINUTES ?? PAYMENT_HOLD_MINUTES) || PAYMENT_HOLD_MINUTES),
    sweepIntervalMs: Math.max(0, Number(env.PAYMENT_SWEEP_MS ?? 30_000) || 0),
    ...overrides,
  };
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
  if (!Number.isFinite(delay) || delay < 0) throw new Error(`FAULT_DELAY_MS must be a number of milliseconds, got ${ms}`);
  return { method: m[1]?.toUpperCase(), route: m[2]!, ms: delay };
}
