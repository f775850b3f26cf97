/**
 * Messages: the operator's outbox at /api/admin/messages (every message, its channel, state, attempts,
 * rendered text and HTML, attachments, "resend"), the customer's history and WhatsApp consent under /api/account,
 * and the newsletter's unsubscribe link.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { adminMessagesQuerySchema, messagePreferencesSchema } from '@utsav/domain/schemas/messages';
import { conflict, intId, notFound, ok } from '../../lib/http';
import { requireCustomer, userOf } from '../../lib/auth';
import { doc, type RouteContext } from '../context';
import { adminDoc, operatorOnly, pageInfo } from '../admin/admin-shared';
import { body, params, query, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as M from '../../contract/messages';
import * as AD from '../../contract/admin';
import { pathParams, textParams } from '../../contract/queries';
import {
  customerMessages,
  messageById,
  messageList,
  operatorMayReadText,
  setWhatsappOptIn,
  unsubscribeNewsletter,
  whatsappOptIn,
  type MessageRowDb,
} from '../../data/messages';
import { buildAttachment } from '../../messages/attachments';
import { resendMessage } from '../../messages/worker';
import { texts } from '../../messages/texts';
import { escapeHtml } from '../../messages/layout';
import type { ChannelSet } from '../../messages/types';
import { recordAudit } from '../../data/audit';
import { unsubscribeToken } from '../../newsletter/newsletter-messages';
import { giveConsent } from '../../privacy/personal-data';
import { withdrawConsents } from '../../data/consents';
import { langOf, t } from '../../lib/server-messages';

const row = (m: MessageRowDb) => ({
  Id: m.id,
  Event: m.event_key,
  Template: m.template,
  Channel: m.channel,
  Recipient: m.recipient,
  Audience: m.audience,
  Subject: m.subject,
  State: m.state,
  Attempts: m.attempts,
  MaxAttempts: m.max_attempts,
  LastError: m.last_error,
  TestDelivery: m.test_delivery,
  Provider: m.provider,
  CreatedAt: m.created_at,
  SendAfter: m.send_after,
  SentAt: m.sent_at,
  Attachments: m.attachments.length,
});

/** Options of the messages plugin: the route context and the message channels in use (read when asked). */
export interface MessageRouteOptions extends RouteContext {
  channels: () => ChannelSet;
}

export async function messageRoutes(server: FastifyInstance, { db, config, channels }: MessageRouteOptions) {
  const app = server.withTypeProvider<ContractTypes>();
  const none = { config: { changes: [] as const } };

  app.get(
    '/admin/messages',
    {
      ...operatorOnly,
      ...adminDoc(
        'Every message of the outbox, newest first: ?state, ?channel, ?q (recipient, event, subject), ?after (cursor), ?limit',
        { ...query(adminMessagesQuerySchema), ...reply(AD.AdminPagedEnvelope(M.AdminMessageRow)) },
      ),
    },
    async (req) => {
      const p = req.query;
      const page = await messageList(db, {
        state: p.state,
        channel: p.channel,
        q: p.q,
        after: p.after,
        limit: p.limit,
      });
      return { ...ok(page.rows.map(row)), Page: pageInfo(p, page) };
    },
  );

  app.get(
    '/admin/messages/channels',
    {
      ...operatorOnly,
      ...adminDoc(
        'Which channels really send; Test = the offline test outbox takes the messages (nothing is sent)',
        reply(Envelope(M.MessageChannels)),
      ),
    },
    async () => {
      const c = channels();
      return ok({
        Email: { Provider: c.email.provider, Test: c.email.test },
        Sms: { Provider: c.sms.provider, Test: c.sms.test },
        Whatsapp: { Provider: c.whatsapp.provider, Test: c.whatsapp.test },
      });
    },
  );

  app.get(
    '/admin/messages/:id',
    {
      ...operatorOnly,
      ...adminDoc('One message with its rendered text and HTML, template ids and attachments', {
        ...reply(Envelope(M.AdminMessageDetail)),
        ...params(pathParams('id')),
      }),
    },
    async (req) => {
      const m = await messageById(db, intId(req.params.id, 'message', 404));
      if (!m) throw notFound('Message not found');
      // A sign-up, reset or contact code goes to a real provider: its texts are blank here whatever its state
      // (queued, retried, failed or sent), as in the account-messages view; the test outbox shows them.
      const c = channels();
      const readable = operatorMayReadText(m, (ch) => c[ch as keyof ChannelSet]?.test === false);
      return ok({
        ...row(m),
        Text: readable ? m.body_text : '',
        Html: readable ? m.body_html : null,
        SmsTemplateId: m.sms_template_id,
        WhatsappTemplate: m.whatsapp_template,
        WhatsappParams: readable ? m.whatsapp_params : [],
        AttachmentFiles: m.attachments.map((a, i) => ({ Index: i, Kind: a.kind, Ref: a.ref })),
        UserId: m.user_id,
        VendorId: m.vendor_id,
      });
    },
  );

  app.get(
    '/admin/messages/:id/attachments/:index',
    {
      ...operatorOnly,
      ...adminDoc('An attachment of a message (generated from the records, as delivered): the PDF', {
        ...params(textParams('id', 'index')),
        response: {
          200: {
            description: 'The file (a PDF)',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      }),
    },
    async (req, res) => {
      const m = await messageById(db, intId(req.params.id ?? '', 'message', 404));
      const spec = m?.attachments[Number(req.params.index)];
      if (!m || !spec) throw notFound('Attachment not found');
      const file = await buildAttachment(db, spec);
      if (!file) throw notFound('Attachment not found');
      return res
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  app.post(
    '/admin/messages/:id/resend',
    {
      ...none,
      ...operatorOnly,
      ...adminDoc('Send a message again now (a dead-lettered one, or one already sent), with fresh attempts', {
        ...reply(Envelope(M.ResendResult)),
        ...params(pathParams('id')),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const id = intId(req.params.id, 'message', 404);
      const before = await messageById(db, id);
      if (!before) throw notFound('Message not found');
      if (!(await resendMessage(db, id))) throw conflict('This message is being sent right now');
      const now = await messageById(db, id);
      await recordAudit(db, {
        operatorId: me.id,
        action: 'message.resend',
        entity: 'message',
        entityId: id,
        before: { state: before.state, attempts: before.attempts, recipient: before.recipient },
        after: { state: 'queued', recipient: now?.recipient ?? before.recipient },
      });
      return ok(
        { Id: id, State: 'queued' as const },
        now && now.recipient !== before.recipient
          ? t(req, 'admin.resendTo', { to: now.recipient })
          : t(req, 'admin.resend'),
      );
    },
  );

  app.get(
    '/account/messages',
    {
      preValidation: requireCustomer,
      ...doc(
        'account',
        "The signed-in customer's messages (email, SMS, WhatsApp), newest first (100 at most)",
        'customer',
        reply(Envelope(Type.Array(M.AccountMessageRow))),
      ),
    },
    async (req) => {
      const rows = await customerMessages(db, userOf(req).id);
      return ok(
        rows.map((m) => ({
          Id: m.id,
          Channel: m.channel,
          Recipient: m.recipient,
          Subject: m.subject,
          Text: m.body_text,
          State: m.state,
          CreatedAt: m.created_at,
          SentAt: m.sent_at,
          TestDelivery: m.test_delivery,
        })),
      );
    },
  );

  app.get(
    '/account/message-preferences',
    {
      preValidation: requireCustomer,
      ...doc(
        'account',
        'WhatsApp consent of the signed-in customer (email and SMS always carry booking messages)',
        'customer',
        reply(Envelope(M.MessagePreferences)),
      ),
    },
    async (req) => {
      return ok({ WhatsappOptIn: await whatsappOptIn(db, userOf(req).id) });
    },
  );

  app.put(
    '/account/message-preferences',
    {
      ...none,
      preValidation: requireCustomer,
      ...doc('account', 'Opt in or out of WhatsApp messages: {whatsappOptIn}', 'customer', {
        ...body(messagePreferencesSchema),
        ...reply(Envelope(M.MessagePreferences)),
      }),
    },
    async (req) => {
      const userId = userOf(req).id;
      // Switching WhatsApp on is a consent under the privacy notice, switching it off its withdrawal (docs/privacy.md).
      await db.transaction(async (tx) => {
        await setWhatsappOptIn(tx, userId, req.body.whatsappOptIn);
        if (req.body.whatsappOptIn)
          await giveConsent(tx, {
            kind: 'customer',
            accountId: userId,
            purpose: 'whatsapp',
            lang: langOf(req),
            source: 'account',
          });
        else await withdrawConsents(tx, 'customer', userId, 'whatsapp');
      });
      return ok(
        { WhatsappOptIn: req.body.whatsappOptIn },
        req.body.whatsappOptIn ? t(req, 'account.whatsappOn') : t(req, 'account.whatsappOff'),
      );
    },
  );

  // The newsletter's unsubscribe link (opened from an email: a small page, no sign-in; the token proves the address).
  app.get(
    '/newsletter/unsubscribe',
    {
      ...none,
      ...doc(
        'misc',
        'Unsubscribe from the newsletter: ?email&token (the link in every newsletter email); answers a small HTML page',
        false,
        {
          ...query(textParams('email', 'token')),
          response: {
            200: {
              description: 'A small HTML page saying so',
              content: { 'text/html': { schema: { type: 'string' } } },
            },
            400: {
              description: 'The link is not valid (HTML page)',
              content: { 'text/html': { schema: { type: 'string' } } },
            },
          },
        },
      ),
    },
    async (req, res) => {
      const email = req.query.email ?? '';
      const token = req.query.token ?? '';
      const expected = unsubscribeToken(config.jwtSecret, email);
      const valid =
        email !== '' && token.length === expected.length && timingSafeEqual(Buffer.from(token), Buffer.from(expected));
      if (valid) await unsubscribeNewsletter(db, email);
      const t = texts('en').newsletter;
      const text = valid ? t.unsubscribed : t.unknown;
      return res
        .status(valid ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(
          `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Utsav newsletter</title></head><body style="font-family:Arial,Helvetica,sans-serif;padding:32px;color:#1f2933"><h1 style="font-size:20px">Utsav</h1><p>${escapeHtml(text)}</p></body></html>`,
        );
    },
  );
}
