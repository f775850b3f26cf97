/**
 * Notices of conversations through the messages outbox (docs/conversations.md#notifications). A new message tells
 * the other side, batched: the first message of a NOTICE_WINDOW_MS window enqueues one notice, sent when the window
 * ends; the rest of the burst hits the outbox's unique key (event, channel, recipient) and adds nothing. A notice
 * names who wrote and about what, never the text (it could carry what masking hides). A quote is told at once.
 */
import type { Queryable } from '../db/client';
import { customerParty, notify, vendorParty } from '../messages/outbox';
import { rendered } from '../messages/layout';
import { texts } from '../messages/texts';
import { link } from '../messages/links';
import { day, moment, rupees } from '../messages/format';
import type { Lang, MessageTemplate, Rendered } from '../messages/types';
import type { Side } from '../data/conversations';

/** One notice per recipient and conversation per this window (ms). */
export const NOTICE_WINDOW_MS = 10 * 60_000;

function template<D>(key: string, dlt: string, whatsapp: string, render: (d: D, lang: Lang) => Rendered) {
  return { key, smsDltTemplateId: dlt, whatsappTemplate: whatsapp, render } satisfies MessageTemplate<D>;
}

export interface NewMessagesData {
  name: string;
  from: string;
  service: string;
  path: string;
}
export const newMessages = template<NewMessagesData>(
  'conversation.new-messages',
  '1107170000000000501',
  'utsav_conversation_messages',
  (d, lang) => {
    const t = texts(lang)['conversation.new-messages'];
    const l = texts(lang).layout;
    return rendered(
      t.subject(d.from, d.service),
      {
        heading: t.heading,
        paragraphs: [l.greeting(d.name), t.intro(d.from, d.service)],
        rows: [],
        action: { label: t.action, url: link(d.path) },
      },
      t.sms(d.from, d.service),
      [d.from, d.service],
      lang,
    );
  },
);

export interface QuoteData {
  name: string;
  vendor: string;
  service: string;
  date: string;
  validUntil: string;
  total: number;
  path: string;
}
export const quoteSent = template<QuoteData>('conversation.quote', '1107170000000000502', 'utsav_quote', (d, lang) => {
  const t = texts(lang)['conversation.quote'];
  const l = texts(lang).layout;
  return rendered(
    t.subject(d.service),
    {
      heading: t.heading,
      paragraphs: [l.greeting(d.name), t.intro(d.vendor, d.service, day(d.date), moment(d.validUntil))],
      rows: [],
      total: [t.total, rupees(d.total)],
      action: { label: t.action, url: link(d.path) },
    },
    t.sms(d.vendor, d.service, rupees(d.total)),
    [d.vendor, d.service, rupees(d.total)],
    lang,
  );
});

interface Parties {
  conversationId: number;
  userId: number;
  vendorId: number;
  customerName: string;
  vendorName: string;
  service: string;
}

const pathFor = (to: Side, id: number) => (to === 'customer' ? `/account/conversations/${id}` : `/vendor/inbox/${id}`);

/** The other side hears of a message: one notice per window, sent at the window's end. */
export async function enqueueMessageNotice(tx: Queryable, c: Parties, sender: Side, now = new Date()): Promise<number> {
  const to: Side = sender === 'customer' ? 'vendor' : 'customer';
  const party = to === 'customer' ? await customerParty(tx, c.userId) : await vendorParty(tx, c.vendorId);
  const windowStart = Math.floor(now.getTime() / NOTICE_WINDOW_MS) * NOTICE_WINDOW_MS;
  return notify(tx, [party], (p) => ({
    event: `conversation.messages:${c.conversationId}:${to}:${windowStart}`,
    template: newMessages,
    data: {
      name: p.name,
      from: sender === 'customer' ? c.customerName : c.vendorName,
      service: c.service,
      path: pathFor(to, c.conversationId),
    },
    sendAfter: new Date(windowStart + NOTICE_WINDOW_MS),
  }));
}

/** The customer hears of a quote at once (one notice per quote). */
export async function enqueueQuoteNotice(
  tx: Queryable,
  c: Parties,
  q: { id: number; eventDate: string; validUntil: string; total: number },
): Promise<number> {
  const party = await customerParty(tx, c.userId);
  return notify(tx, [party], (p) => ({
    event: `conversation.quote:${q.id}`,
    template: quoteSent,
    data: {
      name: p.name,
      vendor: c.vendorName,
      service: c.service,
      date: q.eventDate,
      validUntil: q.validUntil,
      total: q.total,
      path: pathFor('customer', c.conversationId),
    },
  }));
}
