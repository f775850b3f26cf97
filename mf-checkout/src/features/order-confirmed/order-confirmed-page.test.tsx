import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROUTER_FUTURE } from '@utsav/shared/contracts';
import { httpError, mockApi, renderAt, signInCustomer } from '../../testing/render';
import BookingStatusPage from '../booking-status/booking-status-page';
import OrderConfirmedPage from './order-confirmed-page';

const order = {
  OrderId: 'OD20991201000042',
  Kind: 'service',
  CreateDate: '2099-12-01T10:00:00.000Z',
  BookingFor: 'Wedding',
  PaymentType: 'advance',
  Status: 1,
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
  mockApi({ 'GET /GetOrder': { Status: 'Success', Payload: { ...order, Status: 0, Items: order.Items.map((i) => ({ ...i, Status: 0 })) } } });
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
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={[{ pathname: '/booking/status', state }]}>
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
