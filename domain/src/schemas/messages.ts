/**
 * Request rules of messages: the back office's message list filters, the customer's WhatsApp consent.
 * One rule for the form and the API (api/src/routes/messages).
 */
import * as v from 'valibot';
import { adminPageQuerySchema } from './admin';

export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'dead', 'skipped'] as const;
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;

/** GET /api/admin/messages: ?state, ?channel, ?q (recipient, event or subject), ?page, ?limit. */
export const adminMessagesQuerySchema = v.object({
  ...adminPageQuerySchema.entries,
  state: v.optional(v.picklist(['', ...MESSAGE_STATES], 'state must be queued, sending, sent, dead or skipped'), ''),
  channel: v.optional(v.picklist(['', ...MESSAGE_CHANNELS], 'channel must be email, sms or whatsapp'), ''),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search is at most 100 characters')), ''),
});

/** PUT /api/account/message-preferences: WhatsApp only after the customer opts in. */
export const messagePreferencesSchema = v.object({
  whatsappOptIn: v.boolean('whatsappOptIn must be true or false'),
});

/** The words of the consent checkbox (profile). */
export const WHATSAPP_CONSENT_LABEL = 'Also send my booking messages on WhatsApp';
/** What the back office shows for a message the offline test outbox took. */
export const TEST_DELIVERY_LABEL = 'Test delivery — nothing was sent';
