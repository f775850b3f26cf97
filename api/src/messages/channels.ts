/**
 * Channel adapters. Each channel has a real provider behind keys, and otherwise the offline test
 * outbox: the message is kept in the `messages` table (read at /admin/messages, marked "Test delivery — nothing
 * was sent") and nothing leaves the machine — so `npm start` needs nothing but Node.
 *
 * - email: nodemailer over SMTP — SMTP_URL (smtp[s]://user:pass@host:port) or SMTP_HOST, SMTP_PORT, SMTP_USER,
 *   SMTP_PASS, SMTP_SECURE; sender MAIL_FROM.
 * - SMS: MSG91's Flow API (DLT-registered templates: India's TRAI rule) — MSG91_AUTH_KEY, MSG91_SENDER_ID; each
 *   template's DLT id (SMS_DLT_<KEY> overrides). MSG91_BASE_URL for a test double.
 * - WhatsApp: the WhatsApp Business Cloud API (approved templates only) — WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID;
 *   WHATSAPP_BASE_URL for a test double.
 */
import nodemailer from 'nodemailer';
import type { AttachmentFile, ChannelAdapter, ChannelSet, ClaimedMessage, DeliveryResult } from './types';

type Env = Record<string, string | undefined>;

export const TEST_OUTBOX = 'test-outbox';

/** A refusal that no retry can change (the address does not exist): the worker dead-letters the message at once. */
export class PermanentDeliveryError extends Error {
  readonly permanent = true;
}

/**
 * Whether a delivery error is permanent: ours, or an SMTP server refusing the recipient with a 5xx reply
 * (nodemailer's EENVELOPE, e.g. "550 no such user"). A 4xx reply, a timeout or a provider outage is retried.
 */
export function isPermanentFailure(e: unknown): boolean {
  if (e instanceof PermanentDeliveryError) return true;
  const { code, responseCode } = (e ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/**
 * An address under the reserved top-level domain `.invalid` (RFC 6761: it never exists). The test outbox refuses it
 * as a mail server would, so the offline mode shows a dead letter and its resend like a real one.
 */
export const undeliverableAddress = (to: string) => /@(?:[^@\s]+\.)?invalid$/i.test(to.trim());

/** The offline delivery: nothing is sent, the outbox row is the message (test mode). */
export const testOutbox: ChannelAdapter = {
  provider: TEST_OUTBOX,
  test: true,
  async send(m): Promise<DeliveryResult> {
    if (m.channel === 'email' && undeliverableAddress(m.recipient))
      throw new PermanentDeliveryError(`550 No such domain: ${m.recipient.split('@')[1]} (test outbox)`);
    return { provider: TEST_OUTBOX, providerMessageId: `test-${m.id}`, test: true };
  },
};

/** SMTP settings from env, or null (offline). */
export function smtpSettings(
  env: Env,
): { url: string } | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } } | null {
  if (env.SMTP_URL) return { url: env.SMTP_URL };
  if (!env.SMTP_HOST) return null;
  const port = Number(env.SMTP_PORT ?? 587) || 587;
  return {
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1' : port === 465,
    ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
  };
}

export function smtpAdapter(
  settings: NonNullable<ReturnType<typeof smtpSettings>>,
  from: string,
  extra: { ignoreTLS?: boolean } = {},
): ChannelAdapter {
  const transport = nodemailer.createTransport(
    'url' in settings
      ? settings.url
      : { ...settings, ...extra, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
  );
  return {
    provider: 'smtp',
    test: false,
    async send(m: ClaimedMessage, files: AttachmentFile[]): Promise<DeliveryResult> {
      const info = await transport.sendMail({
        from,
        to: m.recipient,
        subject: m.subject,
        text: m.body_text,
        html: m.body_html ?? undefined,
        attachments: files.map((f) => ({ filename: f.filename, content: f.content, contentType: f.contentType })),
        headers: { 'X-Utsav-Message': String(m.id) },
      });
      return { provider: 'smtp', providerMessageId: info.messageId ?? null, test: false };
    },
  };
}

async function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** MSG91 Flow API: the DLT template id and the variables of the registered text (var1…: the WhatsApp parameters). */
export function msg91Adapter(env: Env): ChannelAdapter {
  const base = env.MSG91_BASE_URL ?? 'https://control.msg91.com';
  return {
    provider: 'msg91',
    test: false,
    async send(m): Promise<DeliveryResult> {
      if (!m.sms_template_id) throw new Error('No DLT template id for this SMS');
      const vars: Record<string, string> = {};
      (m.whatsapp_params.length ? m.whatsapp_params : [m.body_text]).forEach((v, i) => (vars[`var${i + 1}`] = v));
      const r = await postJson(
        `${base}/api/v5/flow/`,
        { authkey: env.MSG91_AUTH_KEY ?? '' },
        {
          template_id: m.sms_template_id,
          sender: env.MSG91_SENDER_ID ?? 'UTSAVN',
          short_url: '0',
          recipients: [{ mobiles: m.recipient, ...vars }],
        },
      );
      return { provider: 'msg91', providerMessageId: typeof r.message === 'string' ? r.message : null, test: false };
    },
  };
}

/** WhatsApp Business Cloud API: an approved template with its body parameters. */
export function whatsappCloudAdapter(env: Env): ChannelAdapter {
  const base = env.WHATSAPP_BASE_URL ?? 'https://graph.facebook.com/v20.0';
  return {
    provider: 'whatsapp-cloud',
    test: false,
    async send(m): Promise<DeliveryResult> {
      if (!m.whatsapp_template) throw new Error('No approved WhatsApp template for this message');
      const r = await postJson(
        `${base}/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`,
        { authorization: `Bearer ${env.WHATSAPP_TOKEN}` },
        {
          messaging_product: 'whatsapp',
          to: m.recipient,
          type: 'template',
          template: {
            name: m.whatsapp_template,
            language: { code: m.lang === 'hi' ? 'hi' : 'en' },
            components: [{ type: 'body', parameters: m.whatsapp_params.map((text) => ({ type: 'text', text })) }],
          },
        },
      );
      const id = (r.messages as { id?: string }[] | undefined)?.[0]?.id ?? null;
      return { provider: 'whatsapp-cloud', providerMessageId: id, test: false };
    },
  };
}

/** The channels from the environment: a real provider where its keys are set, else the offline test outbox. */
export function channelsFromEnv(env: Env = process.env): ChannelSet {
  const smtp = smtpSettings(env);
  return {
    email: smtp ? smtpAdapter(smtp, env.MAIL_FROM ?? 'Utsav <no-reply@utsav.example.in>') : testOutbox,
    sms: env.MSG91_AUTH_KEY ? msg91Adapter(env) : testOutbox,
    whatsapp: env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID ? whatsappCloudAdapter(env) : testOutbox,
  };
}

/** One line for the start-up log: which channels really send. */
export function describeChannels(c: ChannelSet): string {
  return (Object.keys(c) as (keyof ChannelSet)[])
    .map((k) => `${k}: ${c[k].test ? 'test outbox (nothing is sent)' : c[k].provider}`)
    .join(', ');
}
