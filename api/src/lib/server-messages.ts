/**
 * Keyed server messages (docs/i18n.md "Server messages"): every text the API composes for people — a success
 * reply's `Message` (the toast), a business error, a refund's reason, why a date or a cart line is closed — is named
 * by a key of the API's catalogue (api/src/locales/{en,hi}.json) and its variables, and written in the request's
 * language: `t(req, 'booking.moved', { date })`. A key that is not in en.json fails the type check; hi.json has every
 * key of en.json with the same placeholders (test/server-messages.test.ts).
 *
 * Validation messages (the shared valibot schemas) keep their own catalogue (@utsav/domain/schemas/localize).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { langOfHeader } from '@utsav/domain/schemas/localize';
import en from '../locales/en.json' with { type: 'json' };
import hi from '../locales/hi.json' with { type: 'json' };

export type ReplyLang = 'en' | 'hi';

/** The dotted paths of a catalogue's texts: `'cart.added' | 'booking.moved' | …`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the API's catalogue (from en.json: a key that is not there does not compile). */
export type MessageKey = Leaves<typeof en>;
/** A message's `{{placeholders}}`, by name; figures are written as given (the caller formats them). */
export type Vars = Readonly<Record<string, string | number>>;
/** A message not yet written in a language: thrown inside an HttpError, rendered for the request by the error handler. */
export interface Keyed {
  readonly key: MessageKey;
  readonly vars?: Vars;
}

type Tree = { readonly [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : flatten(v, `${prefix}${k}.`)));
const CATALOGUES: Record<ReplyLang, ReadonlyMap<string, string>> = {
  en: new Map(flatten(en as Tree)),
  hi: new Map(flatten(hi as Tree)),
};

/** The language of a request (its Accept-Language; the apps' API client sends the page's language). */
export const langOf = (req: FastifyRequest): ReplyLang => langOfHeader(req.headers['accept-language']);

/**
 * The text of `key` in a language (or the request's), its placeholders filled from `vars`. A placeholder without a
 * value is an error in tests and stays visible elsewhere (never a silently shorter sentence).
 */
export function t(to: ReplyLang | FastifyRequest, key: MessageKey, vars: Vars = {}): string {
  const lang = typeof to === 'string' ? to : langOf(to);
  // Every key of en.json is in hi.json (the catalogue test); English if one ever is not.
  const text = CATALOGUES[lang].get(key) ?? CATALOGUES.en.get(key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value !== undefined) return String(value);
    if (process.env.NODE_ENV === 'test') throw new Error(`${key}: no value for {{${name}}}`);
    return whole;
  });
}

/** A keyed message to write later in the reader's language (e.g. `throw badRequest(msg('cart.empty'))`). */
export const msg = (key: MessageKey, vars?: Vars): Keyed => (vars ? { key, vars } : { key });

/** `message` in `lang`: a keyed message from the catalogue, a plain text as it is. */
export const render = (lang: ReplyLang, message: string | Keyed): string =>
  typeof message === 'string' ? message : t(lang, message.key, message.vars);

/**
 * Replies written in the request's language say `Vary: Accept-Language`; the routes the public cache answers are
 * left alone (one reply per address, written in English).
 */
export function installReplyLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    if (!('Status' in payload) || req.routeOptions?.config?.publicCache) return payload;
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'Accept-Language');
    else if (!/accept-language/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Language`);
    return payload;
  });
}

/**
 * The text of a code recorded in the database (a refund's `reason`: `customer_cancel` …) by the keys given for the
 * codes; a code without a key is shown as stored (an operator's typed reason, content as entered).
 */
export const codeText = (lang: ReplyLang, keys: Readonly<Record<string, MessageKey>>, code: string): string =>
  Object.hasOwn(keys, code) ? t(lang, keys[code]!) : code;
