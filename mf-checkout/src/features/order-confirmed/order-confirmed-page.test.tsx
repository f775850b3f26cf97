import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Order, OrderPayment } from '@utsav/domain/contract';
import { setConfig } from '@utsav/shared/runtime-config';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { bus } from '@utsav/shared/bus';
import { renderAt, signInCustomer, signOut } from '../../testing/render';
import BookingStatusPage from '../booking-status/booking-status-page';
import OrderConfirmedPage from './order-confirmed-page';

const order: Order = {
  OrderId: 'OD20991201000042',
  Kind: 'service',
  CreateDate: '2099-12-01T10:00:00.000Z',
  BookingFor: 'Wedding',
  PaymentType: 'advance',
  Status: 1,
  BookingState: 'confirmed',
  TotalAmount: 62411.8,
  AdvanceAmount: 13629,
  Items: [
    {
      BookingId: 42,
      BookingNo: 'BK000042',
      Title: 'Royal Mehendi Artist',
      BookingOnDate: '2099-12-20',
      Status: 1,
      BillingAmt: 11800,
      advance_booking_amount: 3540,
    },
    {
      BookingId: 43,
      BookingNo: 'BK000043',
      Title: 'Drone Videography',
      BookingOnDate: '2099-12-21',
      Status: 1,
      BillingAmt: 50611.8,
      advance_booking_amount: 10089,
    },
  ],
};

beforeEach(() => signInCustomer());
afterEach(() => jest.restoreAllMocks());

test("/booking/{orderid} shows the customer's real order: each service with its own date and the totals", async () => {
  const server = mockApi().on('GET', '/api/GetOrder', { Status: 'Success', Message: 'Success', Payload: order });
  renderAt(<OrderConfirmedPage />, '/booking/OD20991201000042', '/booking/:orderid');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your Order is Confirmed' })).toBeInTheDocument();
  expect(server.calls('GET', '/api/GetOrder')[0]!.query.get('orderId')).toBe('OD20991201000042');
  const lines = screen.getAllByTestId('order-line');
  expect(within(lines[0]!).getByText('20 Dec 2099')).toBeInTheDocument();
  expect(within(lines[1]!).getByText('21 Dec 2099')).toBeInTheDocument();
  expect(screen.getByTestId('order-total')).toHaveTextContent('₹62,411.80');
});

test('an order that is not confirmed does not say so', async () => {
  mockApi().on('GET', '/api/GetOrder', {
    Status: 'Success',
    Message: 'Success',
    Payload: { ...order, Status: 0, BookingState: 'declined', Items: order.Items.map((i) => ({ ...i, Status: 0 })) },
  });
  renderAt(<OrderConfirmedPage />, '/booking/OD20991201000042', '/booking/:orderid');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your order was not completed' })).toBeInTheDocument();
  expect(screen.queryByText('Your Order is Confirmed')).toBeNull();
  expect(screen.getAllByText('Failed')).toHaveLength(2);
});

test('/booking/NOTAREALORDER is the not-found page without asking the server', async () => {
  const server = mockApi();
  renderAt(<OrderConfirmedPage />, '/booking/NOTAREALORDER', '/booking/:orderid');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  expect(server.calls()).toEqual([]);
  expect(screen.queryByText(/Confirmed/)).toBeNull();
});

test("someone else's or an unknown well-formed id (404) is the not-found page", async () => {
  mockApi().fail('GET', '/api/GetOrder', 404, { Status: 'Failed', Message: 'Order not found' });
  renderAt(<OrderConfirmedPage />, '/booking/OD20991201999999', '/booking/:orderid');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
});

function renderStatus(state: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/booking/status', state }]}>
        <Routes>
          <Route path="/booking/status" element={<BookingStatusPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('/booking/status with no order handed to it is the not-found page, not a confirmation', async () => {
  const server = mockApi();
  renderStatus(null);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.queryByText(/placed successfully/)).toBeNull();
  expect(server.calls()).toEqual([]);
});

test("/booking/status is replaced by the order's own page (a URL that survives a reload)", async () => {
  mockApi();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/booking/status', state: { orderId: 'PK000042' } }]}>
        <Routes>
          <Route path="/booking/status" element={<BookingStatusPage />} />
          <Route path="/booking/:orderid" element={<p data-testid="where">order page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(await screen.findByTestId('where')).toHaveTextContent('order page');
});

const ORDER = 'OD20991231000042';
const booking = {
  BookingId: 42,
  BookingNo: 'BK000042',
  Title: 'Royal Mandap',
  ProductId: 2,
  BookingOnDate: '2099-12-31',
  PaymentType: 'full' as const,
  BillingAmt: 50611.8,
  AdvanceAmt: 0,
  PaidAmt: 0,
  DueAmt: 0,
  RefundedAmt: 0,
  ToPayAmt: 50611.8,
  StatusLabel: 'Awaiting payment',
  BalanceDueDate: null,
  CanPayBalance: false,
  CanCancel: true,
  CancelRefundAmt: 0,
  CancelRefundPercent: 100,
  HoldExpiresAt: '2099-12-01T10:15:00.000Z',
  ConfirmedAt: null,
  CanDecline: false,
  InvoiceIssuedAt: null,
};
const pending: OrderPayment = {
  State: 'pending_payment',
  Headline: 'awaiting_payment',
  Title: 'Complete your payment',
  HoldExpiresAt: '2099-12-01T10:15:00.000Z',
  AmountToPay: 50611.8,
  PaidAmt: 0,
  RefundedAmt: 0,
  NetPaidAmt: 0,
  DueAmt: 0,
  Bookings: [{ ...booking, BookingState: 'pending_payment' }],
  Payments: [],
  Refunds: [],
};
const confirmed: OrderPayment = {
  ...pending,
  State: 'confirmed',
  Headline: 'confirmed',
  Title: 'Your Order is Confirmed',
  HoldExpiresAt: null,
  AmountToPay: 0,
  PaidAmt: 50611.8,
  NetPaidAmt: 50611.8,
  Bookings: [
    {
      ...booking,
      BookingState: 'confirmed',
      PaidAmt: 50611.8,
      ToPayAmt: 0,
      StatusLabel: 'Confirmed',
      HoldExpiresAt: null,
    },
  ],
};
const cancelled: OrderPayment = {
  ...confirmed,
  State: 'cancelled',
  Headline: 'cancelled',
  Title: 'This order was cancelled',
  RefundedAmt: 25305.9,
  NetPaidAmt: 25305.9,
  Bookings: [
    {
      ...booking,
      BookingState: 'cancelled',
      PaidAmt: 50611.8,
      RefundedAmt: 25305.9,
      ToPayAmt: 0,
      StatusLabel: 'Cancelled — refunded ₹25,305.90',
      HoldExpiresAt: null,
      CanCancel: false,
    },
  ],
  Refunds: [
    {
      BookingNo: 'BK000042',
      Amount: 25305.9,
      Reason: 'Cancelled by you',
      Status: 'processed',
      At: '2099-12-02T10:00:00.000Z',
    },
  ],
};
const expiredRefunded: OrderPayment = {
  ...pending,
  State: 'expired',
  Headline: 'expired',
  Title: 'This order has expired',
  HoldExpiresAt: null,
  AmountToPay: 0,
  PaidAmt: 50611.8,
  RefundedAmt: 50611.8,
  Bookings: [
    {
      ...booking,
      BookingState: 'expired',
      PaidAmt: 50611.8,
      RefundedAmt: 50611.8,
      ToPayAmt: 0,
      StatusLabel: 'Expired — payment refunded ₹50,611.80',
      HoldExpiresAt: null,
      CanCancel: false,
    },
  ],
  Payments: [{ PaymentId: 'pay_Y', Status: 'captured', Amount: 50611.8, At: '2099-12-01T10:20:00.000Z', Error: '' }],
  Refunds: [
    {
      BookingNo: 'BK000042',
      Amount: 50611.8,
      Reason: 'Paid after the order had expired or closed',
      Status: 'pending',
      At: '2099-12-01T10:20:00.000Z',
    },
  ],
};
const summary = (p: OrderPayment): Order => ({
  OrderId: ORDER,
  Kind: 'service',
  CreateDate: '2099-12-01T10:00:00.000Z',
  BookingFor: 'Wedding',
  PaymentType: 'full',
  Status: p.State === 'confirmed' ? 1 : 0,
  BookingState: p.State,
  TotalAmount: 50611.8,
  AdvanceAmount: 0,
  Items: [
    {
      BookingId: 42,
      BookingNo: 'BK000042',
      Title: 'Royal Mandap',
      BookingOnDate: '2099-12-31',
      Status: p.State === 'confirmed' ? 1 : 0,
      BillingAmt: 50611.8,
      advance_booking_amount: 0,
    },
  ],
  Payment: p,
});
const ok = (p: OrderPayment) => ({ Status: 'Success' as const, Message: 'Success', Payload: summary(p) });

describe('payment', () => {
  beforeEach(() => {
    signInCustomer();
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    jest.spyOn(notify, 'error').mockImplementation(() => '');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    signOut();
  });

  test('awaiting payment: amount, hold, Pay opens the payment; policy shown', async () => {
    setConfig({ apiBase: 'http://api.test' });
    const server = mockApi()
      .on('GET', '/api/GetOrder', ok(pending))
      .fail('POST', '/api/payments/order', 409, { Status: 'Failed', Message: 'This order is already paid' });
    renderAt(<OrderConfirmedPage />, `/booking/${ORDER}`, '/booking/:orderid');
    expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toBeInTheDocument();
    expect(screen.getByTestId('amount-to-pay')).toHaveTextContent('₹50,611.80');
    expect(screen.getByText(/Cancellation and refund policy/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹50,611.80' }));
    await waitFor(() => expect(server.calls('POST', '/api/payments/order')[0]?.body).toEqual({ OrderId: ORDER }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('This order is already paid'));
  });

  test('back from the gateway with a signed payment: verified, then the confirmed order with what was paid', async () => {
    const cartChanged = jest.fn();
    const off = bus.on('cart:changed', cartChanged);
    let verified = false;
    const server = mockApi()
      .on('GET', '/api/GetOrder', () => ok(verified ? confirmed : pending))
      .on('POST', '/api/payments/verify', () => {
        verified = true;
        return {
          Status: 'Success',
          Message: 'Payment received',
          Payload: { Result: 'confirmed', Receipt: ORDER, Kind: 'order' },
        } as const;
      });
    renderAt(
      <OrderConfirmedPage />,
      `/booking/${ORDER}?razorpay_order_id=order_X&razorpay_payment_id=pay_Y&razorpay_signature=abc`,
      '/booking/:orderid',
    );
    expect(await screen.findByRole('heading', { name: 'Your Order is Confirmed' })).toBeInTheDocument();
    expect(server.calls('POST', '/api/payments/verify')[0]!.body).toEqual({
      razorpay_order_id: 'order_X',
      razorpay_payment_id: 'pay_Y',
      razorpay_signature: 'abc',
    });
    expect(screen.getByTestId('order-paid')).toHaveTextContent('Paid ₹50,611.80');
    expect(screen.getByTestId('order-line')).toHaveTextContent('Confirmed');
    expect(notify.success).toHaveBeenCalledWith('Payment received');
    // Paid: the order's lines left the cart, so the header's count is refreshed (docs/checkout-network.md).
    expect(cartChanged).toHaveBeenCalled();
    off();
  });

  test('a cancelled order reads as cancelled with its refund, not as a failure, and offers nothing to pay', async () => {
    mockApi().on('GET', '/api/GetOrder', ok(cancelled));
    renderAt(<OrderConfirmedPage />, `/booking/${ORDER}`, '/booking/:orderid');
    expect(await screen.findByRole('heading', { level: 1, name: 'This order was cancelled' })).toBeInTheDocument();
    expect(screen.getByTestId('order-line-status')).toHaveTextContent('Cancelled — refunded ₹25,305.90');
    expect(screen.getByTestId('order-paid-total')).toHaveTextContent('₹50,611.80');
    expect(screen.getByTestId('order-refunded')).toHaveTextContent('₹25,305.90');
    expect(screen.getByTestId('order-due')).toHaveTextContent('₹0.00');
    expect(screen.getByTestId('order-refunds')).toHaveTextContent('₹25,305.90 refunded for BK000042');
    expect(screen.queryByText(/Failed|not completed/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  test('paid after the order expired: the verify reply and the page say it is being refunded', async () => {
    const cartChanged = jest.fn();
    const off = bus.on('cart:changed', cartChanged);
    let verified = false;
    const late =
      'This order had expired before your payment arrived, so nothing was booked with it. Your payment of ₹50,611.80 is being refunded in full.';
    mockApi()
      .on('GET', '/api/GetOrder', () => ok(verified ? expiredRefunded : pending))
      .on('POST', '/api/payments/verify', () => {
        verified = true;
        return {
          Status: 'Success',
          Message: late,
          Payload: { Result: 'refunded', Receipt: ORDER, Kind: 'order' },
        } as const;
      });
    renderAt(
      <OrderConfirmedPage />,
      `/booking/${ORDER}?razorpay_order_id=order_X&razorpay_payment_id=pay_Y&razorpay_signature=abc`,
      '/booking/:orderid',
    );
    expect(await screen.findByRole('heading', { name: 'This order has expired' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-late')).toHaveTextContent(late);
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.getByTestId('order-refunded')).toHaveTextContent('₹50,611.80');
    expect(screen.getByTestId('order-line-status')).toHaveTextContent('Expired — payment refunded ₹50,611.80');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(cartChanged).not.toHaveBeenCalled(); // nothing was booked: the cart keeps its lines
    off();
  });

  test('a package order awaiting payment has a Pay button; a confirmed one with a balance has Pay balance', async () => {
    setConfig({ apiBase: 'http://api.test' });
    const pkg = (p: OrderPayment): Order => ({
      ...summary(p),
      OrderId: 'PK000042',
      Kind: 'package',
      PackageName: 'Royal Wedding Package',
      PackageBookingId: 42,
    });
    const server = mockApi()
      .on('GET', '/api/GetOrder', {
        Status: 'Success',
        Message: 'Success',
        Payload: pkg({
          ...pending,
          Bookings: [
            { ...pending.Bookings[0]!, BookingNo: 'PK000042', Title: 'Royal Wedding Package', CanCancel: false },
          ],
        }),
      })
      .fail('POST', '/api/payments/order', 409, {
        Status: 'Failed',
        Message: 'The payment time for this order ran out',
      });
    const { unmount } = renderAt(<OrderConfirmedPage />, '/booking/PK000042', '/booking/:orderid');
    expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹50,611.80' }));
    await waitFor(() => expect(server.calls('POST', '/api/payments/order')[0]?.body).toEqual({ OrderId: 'PK000042' }));
    unmount();
    const balance: OrderPayment = {
      ...confirmed,
      PaidAmt: 10000,
      NetPaidAmt: 10000,
      DueAmt: 40611.8,
      Bookings: [
        {
          ...confirmed.Bookings[0]!,
          BookingNo: 'PK000042',
          PaidAmt: 10000,
          DueAmt: 40611.8,
          CanPayBalance: true,
          StatusLabel: 'Balance due',
          CanCancel: false,
        },
      ],
    };
    server.on('GET', '/api/GetOrder', { Status: 'Success', Message: 'Success', Payload: pkg(balance) });
    renderAt(<OrderConfirmedPage />, '/booking/PK000042', '/booking/:orderid');
    expect(await screen.findByRole('button', { name: 'Pay balance ₹40,611.80 for PK000042' })).toBeInTheDocument();
    expect(screen.getByTestId('order-due')).toHaveTextContent('₹40,611.80');
  });

  test('a service order with balances on two lines: one Pay balance for the order, each line its own due day', async () => {
    setConfig({ apiBase: 'http://api.test' });
    const line = (id: number, due: number, by: string) => ({
      ...confirmed.Bookings[0]!,
      BookingId: id,
      BookingNo: `BK0000${id}`,
      PaymentType: 'advance' as const,
      PaidAmt: 10000,
      DueAmt: due,
      CanPayBalance: true,
      BalanceDueDate: by,
      StatusLabel: 'Balance due',
    });
    const server = mockApi()
      .on(
        'GET',
        '/api/GetOrder',
        ok({
          ...confirmed,
          PaidAmt: 20000,
          NetPaidAmt: 20000,
          DueAmt: 60611.8,
          Bookings: [line(42, 40611.8, '2099-12-17'), line(43, 20000, '2100-01-12')],
        }),
      )
      .fail('POST', '/api/payments/balance', 409, { Status: 'Failed', Message: 'Nothing is due on this order' });
    renderAt(<OrderConfirmedPage />, `/booking/${ORDER}`, '/booking/:orderid');
    const pay = await screen.findByRole('button', { name: `Pay balance ₹60,611.80 for ${ORDER}` });
    expect(screen.getAllByRole('button', { name: /Pay balance/ })).toHaveLength(1);
    const money = screen.getAllByTestId('order-line-money').map((m) => m.textContent);
    expect(money[0]).toContain('due ₹40,611.80 by 17 Dec 2099');
    expect(money[1]).toContain('due ₹20,000.00 by 12 Jan 2100');
    fireEvent.click(pay);
    await waitFor(() => expect(server.calls('POST', '/api/payments/balance')[0]?.body).toEqual({ OrderId: ORDER }));
  });

  test('back from a failed payment: says so and offers a retry; a tampered return is refused', async () => {
    mockApi().on('GET', '/api/GetOrder', ok(pending));
    const { unmount } = renderAt(
      <OrderConfirmedPage />,
      `/booking/${ORDER}?razorpay_order_id=order_X&payment_status=failed&error_description=Payment%20failed%20at%20the%20test%20gateway`,
      '/booking/:orderid',
    );
    expect(await screen.findByTestId('payment-failed')).toHaveTextContent(
      'Payment failed: Payment failed at the test gateway',
    );
    expect(screen.getByRole('button', { name: 'Retry payment' })).toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    mockApi()
      .on('GET', '/api/GetOrder', ok(pending))
      .fail('POST', '/api/payments/verify', 400, { Status: 'Failed', Message: 'Payment verification failed' });
    renderAt(
      <OrderConfirmedPage />,
      `/booking/${ORDER}?razorpay_order_id=order_X&razorpay_payment_id=pay_Y&razorpay_signature=forged`,
      '/booking/:orderid',
    );
    expect(await screen.findByTestId('payment-failed')).toHaveTextContent('Payment verification failed');
    expect(screen.getByRole('heading', { name: 'Complete your payment' })).toBeInTheDocument();
  });
});
