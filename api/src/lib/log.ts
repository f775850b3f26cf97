/**
 * The API's logs: JSON lines from pino (Fastify's own logger), one per request plus what the code reports,
 * on by default. Nothing secret ever reaches them: every object logged is scrubbed here before it is written —
 * values under secret-sounding keys (passwords, tokens, OTPs, secrets, keys, signatures, cookies, authorization)
 * are replaced, bearer tokens and JWTs inside any text are replaced, and a full Indian mobile number in any text
 * keeps only its first two and last two digits. Level: LOG_LEVEL (default info); API_LOG=0 turns logging off
 * (tests do: NODE_ENV=test is off unless API_LOG=1).
 */
import pino, { type Logger, type LoggerOptions } from 'pino';

/** A key whose value is never logged, whatever it holds. */
const SECRET_KEY = /pass(word)?|secret|token|otp|authorization|cookie|signature|api[-_]?key|^key$|jwt|card|cvv|upi/i;
/** A key that holds a mobile number (masked, not removed: support needs the last digits). */
const MOBILE_KEY = /mobile|phone/i;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
/** A 10-digit Indian mobile number (6–9 first), with or without +91 / 0, not inside a longer run of digits. */
const MOBILE = /(?<![\d])(?:\+?91[\s-]?|0)?([6-9]\d)\d{6}(\d{2})(?![\d])/g;

export const REDACTED = '[redacted]';

/** A text with tokens removed and mobile numbers masked (98xxxxxx10). */
export function scrubText(text: string): string {
  return text
    .replace(JWT, REDACTED)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(MOBILE, (_m, head: string, tail: string) => `${head}xxxxxx${tail}`);
}

/** A copy of value safe to log (depth-limited; Errors keep their type, message and stack, scrubbed). */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[deep]';
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  const source =
    value instanceof Error
      ? { ...value, type: value.name, message: value.message, stack: value.stack }
      : (value as Record<string, unknown>);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(source)) {
    if (SECRET_KEY.test(k) && v !== undefined && v !== null && v !== '') out[k] = REDACTED;
    else if (MOBILE_KEY.test(k) && (typeof v === 'string' || typeof v === 'number'))
      out[k] = String(v).replace(/^(.*?)(\d{2})\d+(\d{2})$/, '$1$2xxxxxx$3');
    else out[k] = scrub(v, depth + 1);
  }
  return out;
}

/** Whether this process logs: on, except API_LOG=0, and tests (NODE_ENV=test) unless API_LOG=1. */
export function loggingEnabled(env: Record<string, string | undefined> = process.env): boolean {
  if (env.API_LOG === '0') return false;
  if (env.API_LOG === '1') return true;
  return env.NODE_ENV !== 'test';
}

/** pino's options: JSON, ISO time, the service name, every object scrubbed, the message text scrubbed too. */
export function logOptions(opts: { enabled?: boolean; level?: string; service?: string } = {}): LoggerOptions {
  const enabled = opts.enabled ?? loggingEnabled();
  return {
    level: enabled ? (opts.level ?? process.env.LOG_LEVEL ?? 'info') : 'silent',
    base: { service: opts.service ?? 'utsav-api', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'msg',
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => scrub(object) as Record<string, unknown>,
    },
    serializers: {
      err: (e: unknown) => scrub(e),
      error: (e: unknown) => scrub(e),
    },
    hooks: {
      // The message itself (e.g. an error's text with a mobile number in it) is scrubbed as well.
      logMethod(args, method) {
        const scrubbed = args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as typeof args;
        method.apply(this, scrubbed);
      },
    },
  };
}

/** The process's logger, for code that runs outside a request (start-up, the sweeper, the database pool). */
export const log: Logger = pino(logOptions());

/** A message and an optional error as one log call's arguments. */
export function errorFields(e: unknown): { err: unknown } | Record<string, never> {
  return e === undefined ? {} : { err: e instanceof Error ? e : { message: String(e) } };
}
