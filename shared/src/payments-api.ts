/**
 * Paying from the browser (docs/payments.md): open a payment on the API (an order, a balance), send the payer to the
 * provider — the offline gateway's page, or Razorpay Checkout — and, back on our page, verify what the provider
 * returned (razorpay_order_id, razorpay_payment_id, razorpay_signature) or show that it failed.
 */
import { api, call, unwrap } from './api-client';
import type { PostPayload } from '@utsav/domain/contract';
import { currentLang } from './i18n';
import { getConfig } from './runtime-config';

/** A payment opened on the API (an order's, a balance's or a package's): what the page needs to send the payer on. */
export type PaymentCheckout = PostPayload<'/api/payments/order'>;
/** What the API says of a verified return. */
export type PaymentVerified = PostPayload<'/api/payments/verify'>;

export async function openOrderPayment(orderId: string): Promise<PaymentCheckout> {
  const data = await call(api.POST('/api/payments/order', { body: { OrderId: orderId } }));
  return unwrap(data, 'Could not start the payment');
}

export async function openBalancePayment(bookingId: number): Promise<PaymentCheckout> {
  const data = await call(api.POST('/api/payments/balance', { body: { BookingId: bookingId } }));
  return unwrap(data, 'Could not start the payment');
}

/** The balance of every line of a service order that owes, in one payment (each line its own due). */
export async function openOrderBalancePayment(orderId: string): Promise<PaymentCheckout> {
  const data = await call(api.POST('/api/payments/balance', { body: { OrderId: orderId } }));
  return unwrap(data, 'Could not start the payment');
}

export async function verifyPayment(
  params: PaidReturn['params'],
): Promise<{ message: string; result: PaymentVerified }> {
  const data = await call(api.POST('/api/payments/verify', { body: params }));
  return { message: data.Message ?? '', result: unwrap(data, 'Payment verification failed') };
}

export type PaidReturn = {
  kind: 'paid';
  params: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
};
export type PaymentReturn = PaidReturn | { kind: 'failed'; message: string } | null;

const PARAMS = [
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'payment_status',
  'error_description',
] as const;

/** What the provider put on our return URL, if anything. */
export function readPaymentReturn(search: string): PaymentReturn {
  const q = new URLSearchParams(search);
  const order = q.get('razorpay_order_id');
  const payment = q.get('razorpay_payment_id');
  const signature = q.get('razorpay_signature');
  if (order && payment && signature)
    return {
      kind: 'paid',
      params: { razorpay_order_id: order, razorpay_payment_id: payment, razorpay_signature: signature },
    };
  if (q.get('payment_status') === 'failed')
    return { kind: 'failed', message: q.get('error_description') || 'The payment failed' };
  return null;
}

/** The search string without the provider's return parameters (to replace the URL once handled). */
export function withoutPaymentReturn(search: string): string {
  const q = new URLSearchParams(search);
  for (const k of PARAMS) q.delete(k);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The offline gateway page for a payment, coming back to `returnUrl`, in the page's language. */
export function gatewayPageUrl(checkout: PaymentCheckout, returnUrl: string): string {
  return `${getConfig().apiBase}${checkout.CheckoutUrl}&return_url=${encodeURIComponent(returnUrl)}&lang=${currentLang()}`;
}

interface RazorpayCheckoutInstance {
  open(): void;
  on(event: 'payment.failed', fn: (r: { error?: { description?: string } }) => void): void;
}
type RazorpayCheckoutCtor = new (options: Record<string, unknown>) => RazorpayCheckoutInstance;

function loadRazorpayCheckout(): Promise<RazorpayCheckoutCtor> {
  const w = window as unknown as { Razorpay?: RazorpayCheckoutCtor };
  if (w.Razorpay) return Promise.resolve(w.Razorpay);
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://checkout.razorpay.com/v1/checkout.js';
    s.onload = () => (w.Razorpay ? resolve(w.Razorpay) : reject(new Error('Razorpay Checkout did not load')));
    s.onerror = () => reject(new Error('Razorpay Checkout did not load'));
    document.head.appendChild(s);
  });
}

/**
 * Sends the payer to pay, ending on `returnUrl` (absolute, this site) with the provider's parameters — for the
 * offline gateway by a full-page visit, for Razorpay by its Checkout whose handler then goes to `returnUrl`.
 */
export async function startPayment(
  checkout: PaymentCheckout,
  returnUrl: string,
  go: (url: string) => void = (u) => window.location.assign(u),
): Promise<void> {
  if (checkout.Provider === 'offline' && checkout.CheckoutUrl) return go(gatewayPageUrl(checkout, returnUrl));
  const Razorpay = await loadRazorpayCheckout();
  const back = (params: Record<string, string>) => {
    const u = new URL(returnUrl);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    go(u.toString());
  };
  const rzp = new Razorpay({
    key: checkout.KeyId,
    order_id: checkout.ProviderOrderId,
    amount: checkout.AmountPaise,
    currency: checkout.Currency,
    name: 'Utsav',
    description: `Order ${checkout.Receipt}`,
    prefill: checkout.Prefill,
    handler: (r: Record<string, string>) => back(r),
  });
  rzp.on('payment.failed', (r) =>
    back({
      razorpay_order_id: checkout.ProviderOrderId,
      payment_status: 'failed',
      error_description: r.error?.description ?? 'The payment failed',
    }),
  );
  rzp.open();
}

/** Labels of booking states as customers and vendors see them. */
export const BOOKING_STATE_LABELS: Record<string, string> = {
  pending_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  completed: 'Completed',
  expired: 'Expired',
  declined: 'Declined by vendor',
  cancelled: 'Cancelled',
};

export const bookingStateLabel = (state: string | undefined, due = 0) =>
  state === 'confirmed' && due > 0 ? 'Balance due' : (BOOKING_STATE_LABELS[state ?? ''] ?? 'Booked');
