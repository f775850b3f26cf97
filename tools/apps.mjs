// The apps of the composed site, from the app registry (apps.registry.mjs), with their ports. Ports are
// overridable by env: <NAME>_PORT (SHELL_PORT, CATALOG_PORT, …) and API_PORT.
import { API_DEFAULT_PORT, APPS as REGISTRY } from '../apps.registry.mjs';

const envName = (name) => `${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_PORT`;

/** Host first, then the remotes in registry order: { dir, name, port, kind, entry }. */
export const APPS = REGISTRY.map((entry) => ({
  dir: entry.dir,
  name: entry.name,
  kind: entry.kind,
  port: Number(process.env[envName(entry.name)] ?? entry.port),
  portEnv: envName(entry.name),
  entry,
}));
export const REMOTE_APPS = APPS.filter((a) => a.kind === 'remote');
export const API_PORT = Number(process.env.API_PORT ?? API_DEFAULT_PORT);

/** The runtime config the shell (and standalone remotes) read from /app-config.json. */
export function appConfig(host = 'localhost') {
  const remotes = Object.fromEntries(REMOTE_APPS.map((a) => [a.name, `http://${host}:${a.port}/mf-manifest.json`]));
  return {
    apiBase: process.env.PUBLIC_API_BASE ?? `http://${host}:${API_PORT}`,
    remotes,
    calendarKey: process.env.CALENDAR_KEY ?? 'utsav-calendar-key',
    callNow: '+91 98765 43210',
    paymentsMode: paymentsModeOf(process.env),
  };
}

/**
 * What the pages say about payments, by the API's rule (api/src/config.ts resolvePayments; docker/nginx/40-app-config.sh):
 * 'live' only with a live Razorpay key id and all three keys, unless PAYMENTS_MODE=test.
 */
export function paymentsModeOf(env) {
  if ((env.PAYMENTS_MODE ?? '').trim().toLowerCase() === 'test') return 'test';
  const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
  return keys.every(Boolean) && String(env.RAZORPAY_KEY_ID).startsWith('rzp_live_') ? 'live' : 'test';
}
