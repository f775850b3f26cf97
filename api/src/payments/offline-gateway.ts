/**
 * The offline gateway: the default provider when no Razorpay keys are set. It plays Razorpay with its own books
 * (offline_gateway_* tables): orders (order_…), a payment page served by the API where the payer chooses UPI or
 * card and succeeds or fails — clearly marked "Test payment — no money moves" — payments (pay_…) and refunds
 * (rfnd_…). It speaks Razorpay's protocol: the browser comes back with razorpay_order_id, razorpay_payment_id and
 * razorpay_signature = HMAC-SHA256(order_id|payment_id, key secret), and it POSTs the same webhooks
 * (payment.captured, payment.failed, refund.processed) signed with X-Razorpay-Signature over the raw body with the
 * webhook secret. So the server applies payments through exactly the code Razorpay uses.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { type ReplyLang } from '../lib/server-messages';
import en from '../locales/en.json' with { type: 'json' };
import hi from '../locales/hi.json' with { type: 'json' };
import { badRequest, conflict, notFound } from '../lib/http';
import {
  gatewayOrder,
  insertGatewayOrder,
  insertGatewayPayment,
  insertGatewayRefund,
  lockGatewayPayment,
  type GatewayOrder,
} from '../data/offline-gateway';
import {
  hmacHex,
  paymentSignature,
  sameSignature,
  type CheckoutInfo,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderRefund,
  type WebhookEvent,
} from './provider';

export const TEST_PAYMENT_BANNER = en.gateway.banner;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-style id: prefix + 14 characters. */
export function gatewayId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const bytes = randomBytes(14);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${s}`;
}

/** Sends one signed webhook to the server's webhook endpoint (bound by the payment routes). */
export type WebhookSender = (rawBody: string, headers: Record<string, string>) => Promise<void>;

export interface OfflineSecrets {
  keySecret: string;
  webhookSecret: string;
}

export class OfflineGateway implements PaymentProvider {
  readonly name = 'offline' as const;
  readonly keyId = 'rzp_test_offline';
  /** Where webhooks go; set by the payment routes once the app exists. */
  sendWebhook: WebhookSender | null = null;

  constructor(
    private readonly db: Db,
    private readonly secrets: OfflineSecrets,
  ) {}

  async createOrder(input: { amount: number; receipt: string }): Promise<ProviderOrder> {
    const id = gatewayId('order');
    await insertGatewayOrder(this.db, { id, amount: input.amount, currency: 'INR', receipt: input.receipt });
    return { id, amount: input.amount, currency: 'INR', receipt: input.receipt };
  }

  async order(orderId: string): Promise<GatewayOrder | null> {
    return (await gatewayOrder(this.db, orderId)) ?? null;
  }

  /** The payer's choice on the payment page: a captured or failed payment, its webhook sent, the signed callback returned. */
  async pay(
    orderId: string,
    method: 'upi' | 'card',
    outcome: 'success' | 'failure',
  ): Promise<{ paymentId: string; signature: string | null; status: 'captured' | 'failed' }> {
    const o = await this.order(orderId);
    if (!o) throw notFound('Unknown order');
    if (o.status === 'paid') throw conflict('This order is already paid');
    const paymentId = gatewayId('pay');
    const status = outcome === 'success' ? 'captured' : 'failed';
    await this.db.transaction(async (tx) => {
      await insertGatewayPayment(tx, { id: paymentId, orderId: o.id, amount: o.amount, method, status });
    });
    const entity = {
      id: paymentId,
      entity: 'payment',
      amount: o.amount,
      currency: 'INR',
      status,
      order_id: o.id,
      method,
      captured: status === 'captured',
      amount_refunded: 0,
      error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: status === 'failed' ? 'Payment failed at the test gateway' : null,
      notes: { receipt: o.receipt },
      created_at: Math.floor(Date.now() / 1000),
    };
    await this.deliver(status === 'captured' ? 'payment.captured' : 'payment.failed', { payment: { entity } });
    return {
      paymentId,
      status,
      signature: status === 'captured' ? paymentSignature(this.secrets.keySecret, o.id, paymentId) : null,
    };
  }

  async refund(paymentId: string, amount: number, notes: Record<string, string>): Promise<ProviderRefund> {
    const id = gatewayId('rfnd');
    await this.db.transaction(async (tx) => {
      const p = await lockGatewayPayment(tx, paymentId);
      if (!p || p.status !== 'captured') throw badRequest('The payment is not captured');
      if (!Number.isInteger(amount) || amount <= 0 || p.amount_refunded + amount > p.amount)
        throw badRequest('The refund amount is more than the amount left on the payment');
      await insertGatewayRefund(tx, { id, paymentId, amount });
    });
    await this.deliver('refund.processed', {
      refund: {
        entity: {
          id,
          entity: 'refund',
          amount,
          currency: 'INR',
          payment_id: paymentId,
          notes,
          status: 'processed',
          speed_processed: 'normal',
          created_at: Math.floor(Date.now() / 1000),
        },
      },
    });
    return { id, paymentId, amount, status: 'processed' };
  }

  /** Builds and signs a webhook exactly as Razorpay does, then sends it. */
  private async deliver(event: string, payload: Record<string, unknown>): Promise<void> {
    const body: Omit<WebhookEvent, 'payload'> & { account_id: string; payload: Record<string, unknown> } = {
      entity: 'event',
      account_id: 'acc_offline',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    };
    const raw = JSON.stringify(body);
    if (!this.sendWebhook) return;
    await this.sendWebhook(raw, {
      'content-type': 'application/json',
      'x-razorpay-signature': this.signWebhook(raw),
      'x-razorpay-event-id': `evt_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
    });
  }

  signWebhook(raw: string): string {
    return hmacHex(this.secrets.webhookSecret, raw);
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return sameSignature(paymentSignature(this.secrets.keySecret, orderId, paymentId), signature);
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean {
    return sameSignature(hmacHex(this.secrets.webhookSecret, rawBody), signature);
  }

  checkoutInfo(providerOrderId: string): CheckoutInfo {
    return {
      provider: 'offline',
      keyId: this.keyId,
      checkoutUrl: `/api/payments/offline/checkout?order_id=${encodeURIComponent(providerOrderId)}`,
    };
  }
}

const PAGE_STYLE = `<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1ec;margin:0;color:#222}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:1.5rem}
.banner{background:#fff4d6;border:1px solid #e0b64a;color:#6b4b00;border-radius:8px;padding:.6rem .8rem;font-weight:600;text-align:center}
h1{font-size:1.25rem;margin:1rem 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
fieldset{border:1px solid #ddd;border-radius:8px;margin:0 0 1rem;padding:.5rem .8rem}label{display:block;padding:.35rem 0}
.row{display:flex;gap:.6rem}button{flex:1;font:inherit;font-weight:600;padding:.75rem;border-radius:8px;border:0;cursor:pointer}
.ok{background:#1f7a3a;color:#fff}.fail{background:#b3261e;color:#fff}.muted{color:#666;font-size:.9rem}.err{color:#b3261e}
a{color:#8a3b12}
</style>`;

/**
 * Hindi pages name the site's own Devanagari font (Noto Sans Devanagari, the `@fontsource` files the shell serves and
 * the PDFs embed), served by the gateway itself (`GATEWAY_FONTS`): a device without a Devanagari system font would
 * otherwise draw the page's words as empty boxes. The files hold only Devanagari and ₹, so Latin and digits keep the
 * system font.
 */
const HINDI_STYLE = `<style>
${[400, 700]
  .map(
    (w) =>
      `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-weight:${w};font-display:swap;src:url(/api/payments/offline/font/${w}.woff2) format("woff2")}`,
  )
  .join('\n')}
body{font-family:"Noto Sans Devanagari",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
</style>`;
const styleFor = (lang: ReplyLang) => (lang === 'hi' ? `${PAGE_STYLE}\n${HINDI_STYLE}` : PAGE_STYLE);

/** The font files of the gateway's Hindi pages, by weight (`GET /api/payments/offline/font/{weight}.woff2`). */
export const GATEWAY_FONTS: Readonly<Record<string, string>> = {
  '400': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  '700': '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2',
};

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The gateway page's words in the payer's language (api/src/locales `gateway`), placeholders filled and escaped. */
function say(lang: ReplyLang, key: keyof typeof en.gateway, values: Record<string, string> = {}): string {
  const text = (lang === 'hi' ? hi : en).gateway[key];
  return esc(text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''));
}

/**
 * The payment page (no script: a form posting back to the gateway, with the order's one-time pay token), in the
 * language of the page that opened it (`lang`: its `?lang=`, else the browser's Accept-Language).
 */
export function checkoutPage(
  o: GatewayOrder,
  returnUrl: string,
  payToken: string,
  error = '',
  lang: ReplyLang = 'en',
): string {
  const rupees = (o.amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const amount = { amount: rupees };
  const paid = o.status === 'paid';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${say(lang, 'title', amount)}</title>
${styleFor(lang)}</head><body><main>
<p class="banner" role="note">${say(lang, 'banner')}</p>
<h1>${say(lang, 'order', { receipt: o.receipt })}</h1>
<p class="amount" data-testid="gateway-amount">₹${rupees}</p>
${error ? `<p class="err" role="alert">${esc(error)}</p>` : ''}
${
  paid
    ? `<p>${say(lang, 'paid')}</p><p><a href="${esc(returnUrl)}">${say(lang, 'back')}</a></p>`
    : `<form method="post" action="/api/payments/offline/pay">
<input type="hidden" name="order_id" value="${esc(o.id)}"><input type="hidden" name="return_url" value="${esc(returnUrl)}"><input type="hidden" name="pay_token" value="${esc(payToken)}"><input type="hidden" name="lang" value="${lang}">
<fieldset><legend>${say(lang, 'payWith')}</legend>
<label><input type="radio" name="method" value="upi" checked> UPI</label>
<label><input type="radio" name="method" value="card"> ${say(lang, 'card')}</label></fieldset>
<div class="row"><button class="ok" name="outcome" value="success">${say(lang, 'pay', amount)}</button>
<button class="fail" name="outcome" value="failure">${say(lang, 'fail')}</button></div>
</form>
<p class="muted">${say(lang, 'note')}</p>`
}
</main></body></html>`;
}

/** A payment link that does not open the payment: why, and the way back. Marked test mode like the page. */
export function refusedPage(message: string, returnUrl: string, lang: ReplyLang = 'en'): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${say(lang, 'refusedTitle')}</title>
${styleFor(lang)}</head><body><main>
<p class="banner" role="note">${say(lang, 'banner')}</p>
<h1>${say(lang, 'nothingPaid')}</h1>
<p class="err" role="alert">${esc(message)}</p>
<p><a href="${esc(returnUrl)}">${say(lang, 'back')}</a></p>
</main></body></html>`;
}
