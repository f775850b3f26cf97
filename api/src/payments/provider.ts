/**
 * The payment provider interface (architecture §4 "Payments"). Two implementations speak one protocol — Razorpay's:
 * - an Order per thing to pay (amount in paise, receipt = our order id);
 * - the browser pays, and the client callback carries razorpay_order_id, razorpay_payment_id and
 *   razorpay_signature = hex HMAC-SHA256(`${order_id}|${payment_id}`, key secret);
 * - webhooks (payment.captured, payment.failed, refund.processed) POSTed with X-Razorpay-Signature = hex
 *   HMAC-SHA256(raw body, webhook secret) and X-Razorpay-Event-Id;
 * - refunds of (part of) a captured payment.
 * So the server code that applies payments is the same for Razorpay (razorpay-provider.ts) and the offline
 * gateway (offline-gateway.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ProviderOrder {
  /** The provider's order id (order_…). */
  id: string;
  amount: number;
  currency: 'INR';
  receipt: string;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

/** What the browser needs to pay (Razorpay Checkout options, or the offline gateway's page). */
export interface CheckoutInfo {
  provider: 'razorpay' | 'offline';
  keyId: string;
  /** The offline gateway's payment page (absolute URL); absent for Razorpay (the client opens Razorpay Checkout). */
  checkoutUrl?: string;
}

export interface PaymentProvider {
  readonly name: 'razorpay' | 'offline';
  readonly keyId: string;
  createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** Refunds `amount` paise of a captured payment. */
  refund(paymentId: string, amount: number, notes: Record<string, string>): Promise<ProviderRefund>;
  /** Checks the client callback's signature (HMAC-SHA256 of order_id|payment_id with the key secret). */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** Checks a webhook's X-Razorpay-Signature over its raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean;
  checkoutInfo(providerOrderId: string): CheckoutInfo;
}

/** Hex HMAC-SHA256 (Razorpay's signature format). */
export function hmacHex(secret: string, data: Buffer | string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function sameSignature(expected: string, received: string): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]{64}$/i.test(received)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(received.toLowerCase(), 'hex'));
}

/** Signature of the client callback: hex HMAC-SHA256(`${orderId}|${paymentId}`, keySecret). */
export const paymentSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

/** The parts of a Razorpay webhook body the server reads (Razorpay's event envelope). */
export interface WebhookEvent {
  entity: 'event';
  event: string;
  contains: string[];
  payload: {
    payment?: {
      entity: {
        id: string;
        order_id: string;
        amount: number;
        currency: string;
        status: string;
        method?: string;
        error_description?: string | null;
      };
    };
    refund?: {
      entity: { id: string; payment_id: string; amount: number; status: string; notes?: Record<string, string> };
    };
  };
  created_at: number;
}
