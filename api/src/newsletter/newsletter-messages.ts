/** The newsletter's messages: the welcome email, with the unsubscribe link every newsletter carries. */
import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/client';
import { enqueueMessages } from '../messages/outbox';
import { rendered } from '../messages/layout';
import { texts } from '../messages/texts';
import type { Lang, MessageTemplate } from '../messages/types';

/** The newsletter unsubscribe token of an address (HMAC with the server's secret: nobody can unsubscribe another). */
export function unsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`newsletter-unsubscribe:${email.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The working unsubscribe link of an address (GET /api/newsletter/unsubscribe, signed with the server's secret). */
export function unsubscribeLink(apiUrl: string, secret: string, email: string): string {
  return `${apiUrl}/api/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=${unsubscribeToken(secret, email)}`;
}

export const newsletterWelcome: MessageTemplate<{ unsubscribe: string }> = {
  key: 'newsletter.welcome',
  smsDltTemplateId: '',
  whatsappTemplate: '',
  render: (d, lang) => {
    const t = texts(lang).newsletter;
    return rendered(
      t.subject,
      { heading: t.heading, paragraphs: [t.intro], note: `${t.unsubscribe}: ${d.unsubscribe}` },
      t.intro,
      [],
      lang,
    );
  },
};

export async function enqueueNewsletterWelcome(
  q: Queryable,
  email: string,
  secret: string,
  apiUrl: string,
  /** The subscriber's language: the page's (Accept-Language). */
  lang: Lang = 'en',
): Promise<void> {
  await enqueueMessages(q, [
    {
      event: `newsletter.welcome:${email.toLowerCase()}`,
      channel: 'email',
      to: email,
      audience: 'customer',
      template: newsletterWelcome,
      data: { unsubscribe: unsubscribeLink(apiUrl, secret, email) },
      lang,
    },
  ]);
}
