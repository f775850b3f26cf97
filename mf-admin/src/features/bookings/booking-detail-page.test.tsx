import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { api } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { ok, renderAt } from '../../test/render';
import BookingDetailPage from './booking-detail-page';

const detail = (over: Record<string, unknown> = {}) => ({
  BookingId: 41,
  BookingNo: 'BK000041',
  OrderId: 'ORD41',
  Title: 'Royal Mandap',
  BookingOnDate: '2026-12-10',
  BookingState: 'confirmed',
  PaymentType: 'full',
  Customer: {
    Name: 'Asha',
    Mobile: '9820000001',
    Email: 'asha@example.in',
    Address: 'Hill Road',
    City: 'Mumbai',
    State: 'Maharashtra',
    Pin: '400050',
  },
  Vendor: { Id: 1, Name: 'Shubh Decor' },
  BillingAmt: 11800,
  PaidAmt: 11800,
  RefundedAmt: 0,
  CommissionAmt: 1000,
  Payments: [],
  Refunds: [],
  CreditNotes: [],
  CancelOptions: { Held: 11800, Customer: 5900, Vendor: 11800 },
  ...over,
});

beforeEach(() => jest.spyOn(notify, 'success').mockImplementation(() => ''));
afterEach(() => jest.restoreAllMocks());
const renderPage = () =>
  renderAt(
    <Routes>
      <Route path="/admin/bookings/:id" element={<BookingDetailPage />} />
    </Routes>,
    '/admin/bookings/41',
  );

test('cancel on behalf: the policy refund of each side, an override checked against what was paid, a reason required', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(ok(detail()));
  const post = jest
    .spyOn(api, 'post')
    .mockResolvedValue(
      ok({ State: 'cancelled', RefundAmount: 2500 }, { Message: 'Booking cancelled. ₹2500.00 will be refunded.' }),
    );
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
  expect(within(dialog).getByText(/The policy's refund/)).toHaveTextContent('5,900');
  await userEvent.click(within(dialog).getByLabelText(/The vendor/));
  expect(within(dialog).getByText(/The policy's refund/)).toHaveTextContent('11,800');
  await userEvent.click(within(dialog).getByLabelText(/The customer/));
  await userEvent.click(within(dialog).getByLabelText('Another amount'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  expect(within(dialog).getByText('Please enter the refund amount')).toBeInTheDocument();
  expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Refund amount (₹)'), '20000');
  await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Goodwill');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  expect(within(dialog).getByText(/Refund can be at most what was paid/)).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  await userEvent.clear(within(dialog).getByLabelText('Refund amount (₹)'));
  await userEvent.type(within(dialog).getByLabelText('Refund amount (₹)'), '2500');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/admin/bookings/41/cancel', {
      onBehalfOf: 'customer',
      refund: 'override',
      amount: '2500',
      reason: 'Goodwill',
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notify.success).toHaveBeenCalledWith('Booking cancelled. ₹2500.00 will be refunded.');
});

test('a server refusal stays in the dialog; a closed booking offers no cancel', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(ok(detail()));
  jest.spyOn(api, 'post').mockResolvedValue({
    data: { Status: 'Failed', Message: 'This booking is cancelled and cannot be cancelled' },
  } as never);
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Vendor unavailable');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  expect(await within(dialog).findByText('This booking is cancelled and cannot be cancelled')).toBeInTheDocument();
});

test('no cancel button once a booking is closed', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(ok(detail({ BookingState: 'cancelled', CancelOptions: null })));
  renderPage();
  expect(await screen.findByText('BK000041')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
});
