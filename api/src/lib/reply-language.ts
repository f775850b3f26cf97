/**
 * The texts the API composes, in the request's language (docs/i18n.md "Server messages"): the `Message` of a
 * success reply (the toast the page shows), and the composed texts inside a reply (a refund's reason, why a date or a
 * cart line is closed). The code keeps writing English; this turns such a text into Hindi with the API's catalogue
 * (api/src/locales), matched by its English text like the validation catalogue (@utsav/domain/schemas/localize), whose
 * messages are tried first. A text neither catalogue knows stays English rather than half-translated.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { langOfHeader, localizeMessage } from '@utsav/domain/schemas/localize';
import en from '../locales/en.json' with { type: 'json' };
import hi from '../locales/hi.json' with { type: 'json' };

export type ReplyLang = 'en' | 'hi';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : flatten(v, `${prefix}${k}.`)));

const HI = new Map(flatten(hi as Tree));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What a placeholder may hold, by its name (so "Booking moved to {{date}}." cannot swallow a longer text). */
const VALUE: Record<string, string> = {
  amount: '\\d[\\d,]*(?:\\.\\d+)?',
  date: '\\d{4}-\\d{2}-\\d{2}',
  count: '\\d+',
  days: '\\d+',
  minutes: '\\d+',
  percent: '\\d+(?:\\.\\d+)?',
  radius: '\\d+(?:\\.\\d+)?',
  km: '\\d[\\d,]*(?:\\.\\d+)?',
};

interface Pattern {
  key: string;
  re: RegExp;
  vars: string[];
  literal: number;
}
let compiled: Pattern[] | null = null;

function patterns(): Pattern[] {
  compiled ??= flatten(en as Tree)
    .map(([key, text]) => {
      const vars: string[] = [];
      let literal = 0;
      const source = text
        .split(/(\{\{\w+\}\})/)
        .map((part) => {
          const v = /^\{\{(\w+)\}\}$/.exec(part);
          if (!v) {
            literal += part.length;
            return escape(part);
          }
          vars.push(v[1]!);
          return `(${VALUE[v[1]!] ?? '.+?'})`;
        })
        .join('');
      return { key, re: new RegExp(`^${source}$`), vars, literal };
    })
    // The most specific text first: "Booking cancelled. Nothing is refunded." before "Booking cancelled.".
    .sort((a, b) => b.literal - a.literal);
  return compiled;
}

/** `text` in `lang`: Hindi where a catalogue knows it, else unchanged (English, or content as entered). */
export function sayIn(lang: ReplyLang, text: string): string {
  if (lang !== 'hi' || !text) return text;
  const validation = localizeMessage(text, lang);
  if (validation !== text) return validation;
  for (const { key, re, vars } of patterns()) {
    const m = re.exec(text);
    if (!m) continue;
    const values = Object.fromEntries(vars.map((name, i) => [name, m[i + 1]!]));
    const to = HI.get(key);
    return to ? to.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '') : text;
  }
  return text;
}

/** The language of a request (its Accept-Language; the apps' API client sends the page's language). */
export const langOf = (req: FastifyRequest): ReplyLang => langOfHeader(req.headers['accept-language']);

/** Reply fields whose text the API composed (never content as entered): localized wherever they sit in a payload. */
const COMPOSED = new Set(['Reason', 'Text', 'UnavailableReason']);
const MAX_DEPTH = 6;

function localizeTree(value: unknown, lang: ReplyLang, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((x) => localizeTree(x, lang, depth + 1));
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = typeof v === 'string' && COMPOSED.has(k) ? sayIn(lang, v) : localizeTree(v, lang, depth + 1);
  return out;
}

/**
 * A success reply in the request's language: its `Message` / `message` and the composed fields of its payload. The
 * routes the public cache answers are left as they are (one cached reply per address, whatever the language).
 */
export function installReplyLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const body = payload as Record<string, unknown>;
    if (!('Status' in body) || req.routeOptions?.config?.publicCache) return payload;
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'Accept-Language');
    else if (!/accept-language/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Language`);
    const lang = langOf(req);
    if (lang !== 'hi') return payload;
    const out: Record<string, unknown> = { ...body };
    for (const k of ['Message', 'message']) if (typeof body[k] === 'string') out[k] = sayIn(lang, body[k] as string);
    if ('Payload' in body) out.Payload = localizeTree(body.Payload, lang, 0);
    return out;
  });
}
