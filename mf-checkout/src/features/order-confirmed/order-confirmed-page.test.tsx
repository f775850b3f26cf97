import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { OrderPayment } from '@utsav/shared/contract';
import { setConfig } from '@utsav/shared/runtime-config';
import { notify } from '@utsav/shared/toast';
import { httpError, mockApi, renderAt, signInCustomer, signOut } from '../../testing/render';
import BookingStatusPage from '../booking-status/booking-status-page';
import OrderConfirmedPage from './order-confirmed-page';

const order = {
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
    { BookingId: 42, BookingNo: 'BK000042', Title: 'Royal Mehendi Artist', BookingOnDate: '2099-12-20', Status: 1, BillingAmt: 11800, advance_booking_amount: 3540 },
    { BookingId: 43, BookingNo: 'BK000043', Title: 'Drone Videography', BookingOnDate: '2099-12-21', Status: 1, BillingAmt: 50611.8, advance_booking_amount: 10089 },
  ],
};

beforeEach(() => signInCustomer());
afterEach(() => jest.restoreAllMocks());

test("/booking/{orderid} shows the customer's real order: each service with its own date and the totals", async () => {
  const { get } = mockApi({ 'GET /GetOrder': { Status: 'Success', Payload: order } });
  renderAt(<OrderConfirmedPage />, '/booking/OD20991201000042', '/booking/:orderid');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your Order is Confirmed' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/GetOrder', { params: { orderId: 'OD20991201000042' } });
  const lines = screen.getAllByTestId('order-line');
  expect(within(lines[0]!).getByText('20 Dec 2099')).toBeInTheDocument();
  expect(within(lines[1]!).getByText('21 Dec 2099')).toBeInTheDocument();
  expect(screen.getByTestId('order-total')).toHaveTextContent('₹62,411.80');
  expect(screen.getByText('₹48,782.80')).toBeInTheDocument(); // balance payable = 62,411.80 − 13,629
});

test('an order that is not confirmed does not say so', async () => {
  mockApi({ 'GET /GetOrder': { Status: 'Success', Payload: { ...order, Status: 0, BookingState: 'declined', Items: order.Items.map((i) => ({ ...i, Status: 0 })) } } });
  renderAt(<OrderConfirmedPage />, '/booking/OD20991201000042', '/booking/:orderid');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your order was not completed' })).toBeInTheDocument();
  expect(screen.queryByText('Your Order is Confirmed')).toBeNull();
  expect(screen.getAllByText('Failed')).toHaveLength(2);
});

test('/booking/NOTAREALORDER is the not-found page without asking the server', async () => {
  const { get } = mockApi({});
  renderAt(<OrderConfirmedPage />, '/booking/NOTAREALORDER', '/booking/:orderid');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
  expect(screen.queryByText(/Confirmed/)).toBeNull();
});

test("someone else's or an unknown well-formed id (404) is the not-found page", async () => {
  mockApi({ 'GET /GetOrder': () => { throw httpError(404, { Status: 'Failed', Message: 'Order not found' }); } });
  renderAt(<OrderConfirmedPage />, '/booking/OD20991201999999', '/booking/:orderid');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
});

function renderStatus(state: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/booking/status', state }]}>
        <Routes><Route path="/booking/status" element={<BookingStatusPage />} /></Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('/booking/status with no order handed to it is the not-found page, not a confirmation', async () => {
  const { get } = mockApi({});
  renderStatus(null);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.queryByText(/placed successfully/)).toBeNull();
  expect(get).not.toHaveBeenCalled();
});

test('/booking/status shows the order it was handed, as the server has it', async () => {
  mockApi({ 'GET /GetOrder': { Status: 'Success', Payload: order } });
  renderStatus({ orderId: order.OrderId });
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking Status' })).toBeInTheDocument();
  expect(screen.getByText('Thank you! Your booking has been placed successfully.')).toBeInTheDocument();
  expect(screen.getByTestId('order-id')).toHaveTextContent(order.OrderId);
});

const ORDER = 'OD20991231000042';
const booking = {
  BookingId: 42, BookingNo: 'BK000042', Title: 'Royal Mandap', ProductId: 2, BookingOnDate: '2099-12-31', PaymentType: 'full' as const, BillingAmt: 50611.8, AdvanceAmt: 0,
  PaidAmt: 0, DueAmt: 0, RefundedAmt: 0, BalanceDueDate: null, CanPayBalance: false, CanCancel: true, CancelRefundAmt: 0, CancelRefundPercent: 100,
  HoldExpiresAt: '2099-12-01T10:15:00.000Z', ConfirmedAt: null, CanDecline: false, InvoiceIssuedAt: null,
};
const pending: OrderPayment = {
  State: 'pending_payment', HoldExpiresAt: '2099-12-01T10:15:00.000Z', AmountToPay: 50611.8, PaidAmt: 0, RefundedAmt: 0,
  Bookings: [{ ...booking, BookingState: 'pending_payment' }], Payments: [],
};
const confirmed: OrderPayment = { ...pending, State: 'confirmed', HoldExpiresAt: null, AmountToPay: 0, PaidAmt: 50611.8, Bookings: [{ ...booking, BookingState: 'confirmed', PaidAmt: 50611.8 }] };
const summary = (p: OrderPayment) => ({
  OrderId: ORDER, Kind: 'service', CreateDate: '2099-12-01T10:00:00.000Z', BookingFor: 'Wedding', PaymentType: 'full', Status: p.State === 'confirmed' ? 1 : 0, BookingState: p.State,
  TotalAmount: 50611.8, AdvanceAmount: 0,
  Items: [{ BookingId: 42, BookingNo: 'BK000042', Title: 'Royal Mandap', BookingOnDate: '2099-12-31', Status: p.State === 'confirmed' ? 1 : 0, BillingAmt: 50611.8, advance_booking_amount: 0 }],
  Payment: p,
});
const ok = (p: OrderPayment) => ({ Status: 'Success', Message: 'Success', Payload: summary(p) });

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
  const { post } = mockApi({
    'GET /GetOrder': ok(pending),
    'POST /payments/order': () => { throw httpError(409, { Status: 'Failed', Message: 'This order is already paid' }); },
  });
  renderAt(<OrderConfirmedPage />, `/booking/${ORDER}`, '/booking/:orderid');
  expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toBeInTheDocument();
  expect(screen.getByTestId('amount-to-pay')).toHaveTextContent('₹50,611.80');
  expect(screen.getByText(/Cancellation and refund policy/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Pay ₹50,611.80' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/payments/order', { OrderId: ORDER }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('This order is already paid'));
});

test('back from the gateway with a signed payment: verified, then the confirmed order with what was paid', async () => {
  let verified = false;
  const { post } = mockApi({
    'GET /GetOrder': () => ok(verified ? confirmed : pending),
    'POST /payments/verify': () => { verified = true; return { Status: 'Success', Message: 'Payment received', Payload: { Result: 'confirmed', Receipt: ORDER, Kind: 'order' } }; },
  });
  renderAt(<OrderConfirmedPage />, `/booking/${ORDER}?razorpay_order_id=order_X&razorpay_payment_id=pay_Y&razorpay_signature=abc`, '/booking/:orderid');
  expect(await screen.findByRole('heading', { name: 'Your Order is Confirmed' })).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/payments/verify', { razorpay_order_id: 'order_X', razorpay_payment_id: 'pay_Y', razorpay_signature: 'abc' });
  expect(screen.getByTestId('order-paid')).toHaveTextContent('Paid ₹50,611.80');
  expect(screen.getByTestId('order-line')).toHaveTextContent('Booked');
  expect(notify.success).toHaveBeenCalledWith('Payment received');
});

test('back from a failed payment: says so and offers a retry; a tampered return is refused', async () => {
  mockApi({ 'GET /GetOrder': ok(pending) });
  const { unmount } = renderAt(<OrderConfirmedPage />, `/booking/${ORDER}?razorpay_order_id=order_X&payment_status=failed&error_description=Payment%20failed%20at%20the%20test%20gateway`, '/booking/:orderid');
  expect(await screen.findByTestId('payment-failed')).toHaveTextContent('Payment failed: Payment failed at the test gateway');
  expect(screen.getByRole('button', { name: 'Retry payment' })).toBeInTheDocument();
  unmount();
  jest.restoreAllMocks();
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  mockApi({
    'GET /GetOrder': ok(pending),
    'POST /payments/verify': () => { throw httpError(400, { Status: 'Failed', Message: 'Payment verification failed' }); },
  });
  renderAt(<OrderConfirmedPage />, `/booking/${ORDER}?razorpay_order_id=order_X&razorpay_payment_id=pay_Y&razorpay_signature=forged`, '/booking/:orderid');
  expect(await screen.findByTestId('payment-failed')).toHaveTextContent('Payment verification failed');
  expect(screen.getByRole('heading', { name: 'Complete your payment' })).toBeInTheDocument();
});

});
