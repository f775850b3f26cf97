/**
 * The shapes of the messages outbox: what a transaction enqueues, how a template renders, and what a
 * channel adapter receives. See docs/messages.md for the enqueue API and its guarantees.
 */
import type { Queryable } from '../db/client';

export type Channel = 'email' | 'sms' | 'whatsapp';
export const CHANNELS: readonly Channel[] = ['email', 'sms', 'whatsapp'];
export type Audience = 'customer' | 'vendor' | 'operator';
/** Languages of the text catalogue (texts/): English now; Hindi falls back to English text by text. */
export type Lang = 'en' | 'hi';

/** A message as every channel could carry it, rendered from a template and the record's figures. */
export interface Rendered {
  /** Email subject (also the heading of the admin list). */
  subject: string;
  /** Email plain-text part. */
  text: string;
  /** Email HTML part (tables and inline styles: renders in Gmail). */
  html: string;
  /** The SMS text: exactly the DLT-registered template with its variables filled in. */
  sms: string;
  /** The WhatsApp approved template's body parameters, in order ({{1}}, {{2}}, …). */
  whatsappParams: string[];
}

/**
 * A message template, owned by the domain whose event it reports (bookings/booking-messages.ts, …). Its texts come
 * from the language catalogue (messages/texts), its figures from the caller's data.
 */
export interface MessageTemplate<D> {
  /** Stable key, e.g. 'booking.paid' (stored on the outbox row; the catalogue's key). */
  key: string;
  /** The SMS template id registered on the DLT platform (TRAI); env SMS_DLT_<KEY> overrides (dots as _). */
  smsDltTemplateId: string;
  /** The approved WhatsApp template's name (WhatsApp Business). */
  whatsappTemplate: string;
  render(data: D, lang: Lang): Rendered;
}

/** A file attached at delivery, generated from the records (messages/attachments.ts) — never stale, never stored. */
export interface AttachmentSpec {
  /** A registered kind, e.g. 'tax-invoice' (ref = booking id) or 'credit-note' (ref = refund id). */
  kind: string;
  ref: string;
}

/** One message to enqueue: one event, one channel, one recipient. */
export interface OutgoingMessage<D = unknown> {
  /**
   * What happened, unique per occurrence: 'order.placed:ORD123', 'booking.paid:ORD123', 'otp:17:2'. With `channel`
   * and `to` it is the message's unique key: enqueuing the same again does nothing (at most one send).
   */
  event: string;
  channel: Channel;
  /** An email address, or a mobile number (10 digits, or +91 and 10 digits). */
  to: string;
  audience: Audience;
  /** Whose history the message belongs to (the customer's account, the vendor's). */
  userId?: number | null;
  vendorId?: number | null;
  template: MessageTemplate<D>;
  data: D;
  lang?: Lang;
  attachments?: AttachmentSpec[];
  /** Not before this moment (reminders); default now. */
  sendAfter?: Date;
  /** Attempts before the message is dead-lettered (default 5). */
  maxAttempts?: number;
}

/** A party and the channels it can be reached on. */
export interface Party {
  audience: Audience;
  userId?: number | null;
  vendorId?: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** WhatsApp consent (customers opt in; vendors and operators agreed to it on joining). */
  whatsapp: boolean;
  lang?: Lang;
}

/** An outbox row as the worker claimed it. */
export interface ClaimedMessage {
  id: number;
  event_key: string;
  channel: Channel;
  recipient: string;
  template: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  sms_template_id: string | null;
  whatsapp_template: string | null;
  whatsapp_params: string[];
  attachments: AttachmentSpec[];
  attempts: number;
  max_attempts: number;
  lang: string;
}

/** A generated attachment. */
export interface AttachmentFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

export type AttachmentBuilder = (q: Queryable, ref: string) => Promise<AttachmentFile | null>;

/** What a channel adapter reports after a send. */
export interface DeliveryResult {
  provider: string;
  providerMessageId: string | null;
  /** True when nothing left this machine (the offline test outbox). */
  test: boolean;
}

export interface ChannelAdapter {
  /** 'smtp', 'msg91', 'whatsapp-cloud', or 'test-outbox'. */
  provider: string;
  /** True for the offline test outbox (no keys set): messages are kept for /admin/messages, nothing is sent. */
  test: boolean;
  send(m: ClaimedMessage, files: AttachmentFile[]): Promise<DeliveryResult>;
}

export type ChannelSet = Record<Channel, ChannelAdapter>;
