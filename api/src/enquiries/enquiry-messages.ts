/**
 * Enquiry messages: received (to the person who wrote, by email and SMS) and answered (the operator's
 * answer). Enqueued in the enquiry's own transaction.
 */
import type { Queryable } from '../db/client';
import { enquiryContact } from '../data/message-records';
import { customerParty, notify } from '../messages/outbox';
import { rendered } from '../messages/layout';
import { texts } from '../messages/texts';
import type { Lang, MessageTemplate, Party, Rendered } from '../messages/types';

function template<D>(
  key: string,
  dlt: string,
  whatsapp: string,
  render: (d: D, lang: Lang) => Rendered,
): MessageTemplate<D> {
  return { key, smsDltTemplateId: dlt, whatsappTemplate: whatsapp, render };
}

interface EnquiryData {
  name: string;
  about: string;
  ref: string;
  answer?: string;
}

export const enquiryReceived = template<EnquiryData>(
  'enquiry.received',
  '1107170000000000401',
  'utsav_enquiry_received',
  (d, lang) => {
    const t = texts(lang)['enquiry.received'];
    return rendered(
      t.subject(d.about),
      { heading: t.heading, paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.about)] },
      t.sms(d.ref),
      [d.ref],
      lang,
    );
  },
);

export const enquiryAnswered = template<EnquiryData>(
  'enquiry.answered',
  '1107170000000000402',
  'utsav_enquiry_answered',
  (d, lang) => {
    const t = texts(lang)['enquiry.answered'];
    return rendered(
      t.subject(d.about),
      { heading: t.heading, paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.about), d.answer ?? ''] },
      t.sms(d.ref),
      [d.ref],
      lang,
    );
  },
);

async function enquiryParty(tx: Queryable, id: number): Promise<{ party: Party; data: EnquiryData } | null> {
  const e = await enquiryContact(tx, id);
  if (!e) return null;
  const account = e.user_id ? await customerParty(tx, e.user_id) : null;
  // The contact details written on the enquiry; WhatsApp only with the account's consent.
  const party: Party = {
    audience: 'customer',
    userId: e.user_id,
    name: e.name,
    email: e.email || null,
    phone: e.mobile || null,
    whatsapp: !!account?.whatsapp,
    // In the account's language; an enquiry without an account gets English.
    lang: account?.lang,
  };
  return {
    party,
    data: { name: e.name, about: e.about ?? 'Utsav', ref: `EQ${String(id).padStart(5, '0')}`, answer: e.answer_note },
  };
}

export async function enqueueEnquiryReceived(tx: Queryable, id: number): Promise<void> {
  const e = await enquiryParty(tx, id);
  if (e) await notify(tx, [e.party], { event: `enquiry.received:${id}`, template: enquiryReceived, data: e.data });
}

export async function enqueueEnquiryAnswered(tx: Queryable, id: number): Promise<void> {
  const e = await enquiryParty(tx, id);
  if (e) await notify(tx, [e.party], { event: `enquiry.answered:${id}`, template: enquiryAnswered, data: e.data });
}
