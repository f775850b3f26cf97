/**
 * The outbox's write side: `enqueueMessages(tx, messages)` renders each message from its template and
 * writes it to the `messages` table on the caller's transaction — a change that rolls back sends nothing, one that
 * commits is delivered by the worker (worker.ts). One event sends at most once per channel and recipient: the row's
 * unique key (event_key, channel, recipient), ON CONFLICT DO NOTHING.
 *
 * `messagesTo(party, …)` fans one event out to the channels a party can be reached on: email and SMS always (the
 * transactional rule), WhatsApp only with consent. `customerParty` / `vendorParty` / `operatorParties` read them.
 */
import type { Queryable } from '../db/client';
import * as data from '../data/outbox';
import type { AttachmentSpec, Channel, Lang, MessageTemplate, OutgoingMessage, Party } from './types';

const DEFAULT_MAX_ATTEMPTS = 5;

/** A mobile number as the providers want it: 91 and the 10 digits (stored numbers are 10 digits, maybe +91 / 0…). */
export function indianMobile(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const ten =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return /^[6-9]\d{9}$/.test(ten) ? `91${ten}` : null;
}

/**
 * The DLT template id of a template: env SMS_DLT_<KEY> (e.g. SMS_DLT_BOOKING_PAID) or the template's own. A Hindi SMS
 * is its own (Unicode) registration: env SMS_DLT_<KEY>_HI, else the English id.
 */
function dltTemplateId(t: MessageTemplate<unknown>, lang: Lang): string {
  const name = `SMS_DLT_${t.key.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}`;
  return (lang === 'hi' ? process.env[`${name}_HI`] : undefined) || process.env[name] || t.smsDltTemplateId;
}

/**
 * Writes `messages` to the outbox on `tx` (a transaction's handle, or the database for a message that reports no
 * change). Returns how many were new (a repeated event adds none). Rendering happens here, so the stored text
 * carries the figures of the records as this transaction sees them.
 */
/** A lone UTF-16 surrogate (input such as "\ud800"): PostgreSQL's jsonb refuses its escape, so it becomes U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const jsonOf = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? v.replace(LONE_SURROGATE, '\ufffd') : v));

export async function enqueueMessages(
  tx: Queryable,
  messages: readonly OutgoingMessage<never>[] | readonly OutgoingMessage[],
): Promise<number> {
  let added = 0;
  for (const m of messages as readonly OutgoingMessage[]) {
    const lang: Lang = m.lang ?? 'en';
    const r = m.template.render(m.data, lang);
    const to = m.channel === 'email' ? m.to.trim().toLowerCase() : (indianMobile(m.to) ?? m.to.trim());
    const body = m.channel === 'email' ? r.text : m.channel === 'sms' ? r.sms : r.sms;
    const isNew = await data.insertMessage(tx, {
      event: m.event,
      channel: m.channel,
      recipient: to,
      audience: m.audience,
      userId: m.userId ?? null,
      vendorId: m.vendorId ?? null,
      template: m.template.key,
      lang,
      subject: r.subject,
      bodyText: body,
      bodyHtml: m.channel === 'email' ? r.html : null,
      smsTemplateId: m.channel === 'sms' ? dltTemplateId(m.template as MessageTemplate<unknown>, lang) : null,
      whatsappTemplate: m.channel === 'whatsapp' ? m.template.whatsappTemplate : null,
      whatsappParams: jsonOf(m.channel === 'whatsapp' ? r.whatsappParams : []),
      attachments: jsonOf(m.channel === 'email' ? (m.attachments ?? []) : []),
      maxAttempts: m.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      sendAfter: m.sendAfter ? m.sendAfter.toISOString() : null,
    });
    if (isNew) added += 1;
  }
  return added;
}

/** What `messagesTo` needs beside the party: the event, the template and its data. */
export interface PartyMessage<D> {
  event: string;
  template: MessageTemplate<D>;
  data: D;
  /** Only these channels (default: every channel the party can be reached on). */
  channels?: readonly Channel[];
  attachments?: AttachmentSpec[];
  sendAfter?: Date;
}

/** One event's messages to one party: email and SMS always, WhatsApp with consent. */
export function messagesTo<D>(party: Party, m: PartyMessage<D>): OutgoingMessage<D>[] {
  const want = (c: Channel) => !m.channels || m.channels.includes(c);
  const base = {
    event: m.event,
    audience: party.audience,
    userId: party.userId ?? null,
    vendorId: party.vendorId ?? null,
    template: m.template,
    data: m.data,
    lang: party.lang,
    sendAfter: m.sendAfter,
  };
  const out: OutgoingMessage<D>[] = [];
  if (party.email && want('email'))
    out.push({ ...base, channel: 'email', to: party.email, attachments: m.attachments });
  const mobile = party.phone ? indianMobile(party.phone) : null;
  if (mobile && want('sms')) out.push({ ...base, channel: 'sms', to: mobile });
  if (mobile && party.whatsapp && want('whatsapp')) out.push({ ...base, channel: 'whatsapp', to: mobile });
  return out;
}

/** A customer as a message party (their WhatsApp consent from the profile). */
export async function customerParty(q: Queryable, userId: number): Promise<Party | null> {
  const u = await data.customerContact(q, userId);
  // In the customer's language; texts not yet in its catalogue fall back to English (messages/texts).
  return u
    ? {
        audience: 'customer',
        userId,
        name: u.name,
        email: u.email || null,
        phone: u.phone || null,
        whatsapp: !!u.whatsapp_opt_in,
        lang: u.language === 'hi' ? 'hi' : 'en',
      }
    : null;
}

/** A vendor as a message party: email, SMS and WhatsApp (vendors run their business from it). */
export async function vendorParty(q: Queryable, vendorId: number): Promise<Party | null> {
  const v = await data.vendorContact(q, vendorId);
  return v
    ? { audience: 'vendor', vendorId, name: v.name, email: v.email || null, phone: v.phone || null, whatsapp: true }
    : null;
}

/** The operators (email only: they read the back office). */
export async function operatorParties(q: Queryable): Promise<Party[]> {
  return (await data.operatorContacts(q)).map((o) => ({
    audience: 'operator' as const,
    name: o.name,
    email: o.email,
    phone: null,
    whatsapp: false,
  }));
}

/** Enqueues one event for several parties at once (skipping missing ones). */
export async function notify<D>(
  tx: Queryable,
  parties: readonly (Party | null)[],
  m: PartyMessage<D> | ((p: Party) => PartyMessage<D>),
): Promise<number> {
  const all: OutgoingMessage<D>[] = [];
  for (const p of parties) if (p) all.push(...messagesTo(p, typeof m === 'function' ? m(p) : m));
  return enqueueMessages(tx, all as OutgoingMessage[]);
}
