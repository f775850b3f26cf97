/**
 * Razorpay through its official Node SDK (`razorpay`), used when RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and
 * RAZORPAY_WEBHOOK_SECRET are set. Orders: POST /v1/orders {amount (paise), currency INR, receipt, notes};
 * refunds: POST /v1/payments/:id/refund {amount, speed normal, notes}; signatures checked with the SDK's own
 * validatePaymentVerification / validateWebhookSignature (hex HMAC-SHA256), compared in constant time here.
 */
import Razorpay from 'razorpay';
import {
  hmacHex,
  paymentSignature,
  sameSignature,
  type CheckoutInfo,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderRefund,
} from './provider';

/** The two SDK resources the adapter uses (a Razorpay instance has them; tests may pass a client of the same shape). */
export interface RazorpayClient {
  orders: Pick<Razorpay['orders'], 'create'>;
  payments: Pick<Razorpay['payments'], 'refund'>;
}

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  private readonly client: RazorpayClient;

  constructor(
    private readonly keys: RazorpayKeys,
    client?: RazorpayClient,
  ) {
    this.keyId = keys.keyId;
    this.client = client ?? new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  }

  async createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder> {
    const o = await this.client.orders.create({
      amount: input.amount,
      currency: 'INR',
      receipt: input.receipt.slice(0, 40),
      notes: input.notes,
    });
    return { id: o.id, amount: Number(o.amount), currency: 'INR', receipt: String(o.receipt ?? input.receipt) };
  }

  async refund(paymentId: string, amount: number, notes: Record<string, string>): Promise<ProviderRefund> {
    const r = await this.client.payments.refund(paymentId, { amount, speed: 'normal', notes });
    const status = r.status === 'processed' ? 'processed' : r.status === 'failed' ? 'failed' : 'pending';
    return { id: r.id, paymentId: r.payment_id, amount: Number(r.amount), status };
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    // Same computation as Razorpay's validatePaymentVerification({order_id, payment_id}, signature, secret).
    return sameSignature(paymentSignature(this.keys.keySecret, orderId, paymentId), signature);
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean {
    // Same computation as Razorpay.validateWebhookSignature(body, signature, secret), over the raw bytes.
    return sameSignature(hmacHex(this.keys.webhookSecret, rawBody), signature);
  }

  checkoutInfo(): CheckoutInfo {
    return { provider: 'razorpay', keyId: this.keyId };
  }
}
