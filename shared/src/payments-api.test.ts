import { setConfig } from './runtime-config';
import {
  bookingStateLabel,
  gatewayPageUrl,
  readPaymentReturn,
  startPayment,
  withoutPaymentReturn,
  type PaymentCheckout,
} from './payments-api';

const checkout: PaymentCheckout = {
  Provider: 'offline',
  KeyId: 'rzp_test_offline',
  ProviderOrderId: 'order_ABCDEFGHIJKLMN',
  Receipt: 'OD20261124000012',
  Kind: 'order',
  Amount: 1234.5,
  AmountPaise: 123450,
  Currency: 'INR',
  CheckoutUrl: '/api/payments/offline/checkout?order_id=order_ABCDEFGHIJKLMN',
  Prefill: { name: '', email: '', contact: '' },
};

describe('payments client', () => {
  it('reads what the provider put on the return URL', () => {
    expect(readPaymentReturn('?razorpay_order_id=o&razorpay_payment_id=p&razorpay_signature=s&pay=1')).toEqual({
      kind: 'paid',
      params: { razorpay_order_id: 'o', razorpay_payment_id: 'p', razorpay_signature: 's' },
    });
    expect(readPaymentReturn('?razorpay_order_id=o&payment_status=failed&error_description=Declined')).toEqual({
      kind: 'failed',
      message: 'Declined',
    });
    expect(readPaymentReturn('?razorpay_order_id=o&razorpay_payment_id=p')).toBeNull();
    expect(readPaymentReturn('')).toBeNull();
    expect(withoutPaymentReturn('?razorpay_order_id=o&razorpay_payment_id=p&razorpay_signature=s&tab=1')).toBe(
      '?tab=1',
    );
    expect(withoutPaymentReturn('?payment_status=failed&error_description=x')).toBe('');
  });
  it('sends the payer to the offline gateway page on the API, coming back to our page', async () => {
    setConfig({ apiBase: 'http://api.test:4600' });
    const go = jest.fn();
    await startPayment(checkout, 'http://localhost:3600/booking/OD20261124000012', go);
    expect(go).toHaveBeenCalledWith(gatewayPageUrl(checkout, 'http://localhost:3600/booking/OD20261124000012'));
    expect(go.mock.calls[0][0]).toBe(
      'http://api.test:4600/api/payments/offline/checkout?order_id=order_ABCDEFGHIJKLMN&return_url=http%3A%2F%2Flocalhost%3A3600%2Fbooking%2FOD20261124000012&lang=en',
    );
  });
  it('labels states, with Balance due for a confirmed booking that still owes', () => {
    expect(bookingStateLabel('confirmed', 10)).toBe('Balance due');
    expect(bookingStateLabel('confirmed', 0)).toBe('Confirmed');
    expect(bookingStateLabel('pending_payment')).toBe('Awaiting payment');
    expect(bookingStateLabel('declined')).toBe('Declined by vendor');
  });
});
