/** Reply envelopes (product §7) and the HTTP error type every route throws for bad input. */
import * as v from 'valibot';
import { render, type Keyed } from './server-messages';

/** Which envelope a route answers with: 'text' = Status 'Success'|'Failed'; 'numeric' = Status 1|0 (package calls); 'lower' = status/message too. */
export type EnvelopeStyle = 'text' | 'numeric' | 'lower';

/**
 * An error the client reads. Its message is a plain text (a validation message, localized by its own catalogue) or
 * a keyed server message, written in the request's language by the error handler; `message` is its English.
 */
export class HttpError extends Error {
  /** The keyed message, when the error was made from one. */
  readonly keyed: Keyed | null;
  constructor(
    readonly statusCode: number,
    message: string | Keyed,
    readonly extra: Record<string, unknown> = {},
    /** Response headers to send with the error (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(render('en', message));
    this.keyed = typeof message === 'string' ? null : message;
  }
}

export const badRequest = (m: string | Keyed) => new HttpError(400, m);
export const unauthorized = (m: string | Keyed = 'Please sign in to continue') => new HttpError(401, m);
export const forbidden = (m: string | Keyed = 'You are not allowed to do this') => new HttpError(403, m);
export const notFound = (m: string | Keyed = 'Not found') => new HttpError(404, m);
export const conflict = (m: string | Keyed) => new HttpError(409, m);

export function ok<T>(Payload: T, Message = 'Success'): { Status: 'Success'; Message: string; Payload: T } {
  return { Status: 'Success', Message, Payload };
}

type LowerEnvelope = { status: 'Success'; message: string; Status: 'Success'; Message: string };
export function okLower(message: string): LowerEnvelope;
export function okLower<T>(message: string, Payload: T): LowerEnvelope & { Payload: T };
export function okLower<T>(message: string, Payload?: T): LowerEnvelope & { Payload?: T } {
  return {
    status: 'Success',
    message,
    Status: 'Success',
    Message: message,
    ...(Payload === undefined ? {} : { Payload }),
  };
}

export function okNumeric<T>(Payload: T, Message = 'Success') {
  return { Status: 1 as const, Message, Payload };
}

export function failure(style: EnvelopeStyle, message: string, extra: Record<string, unknown> = {}) {
  if (style === 'numeric') return { Status: 0, Message: message, ...extra };
  if (style === 'lower') return { status: 'Failed', message, Status: 'Failed', Message: message, ...extra };
  return { Status: 'Failed', Message: message, ...extra };
}

export const NUL_MESSAGE = 'Text cannot contain NUL characters';

/**
 * True when a NUL character (U+0000) sits in any string of `value` (keys included), which PostgreSQL cannot
 * store in text (it answered 500 before). Deep structures are walked up to a fixed depth and size.
 */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((x) => hasNul(x, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(
    ([k, x]) => k.includes('\u0000') || hasNul(x, depth + 1),
  );
}

/** Validates `input` with a valibot schema; throws a 400 with the first issue's message. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  if (hasNul(input)) throw badRequest(NUL_MESSAGE);
  const r = v.safeParse(schema, input ?? {});
  if (r.success) return r.output;
  throw badRequest(r.issues[0]?.message ?? 'Invalid input');
}

/** A positive integer id from a path/query value, else 400 (or 404 when asked). */
export function intId(value: unknown, label = 'id', status: 400 | 404 = 400): number {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(s) || Number(s) < 1) throw new HttpError(status, `Invalid ${label}`);
  return Number(s);
}
