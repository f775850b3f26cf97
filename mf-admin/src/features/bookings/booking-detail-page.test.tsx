import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { bookingDetail, failure, success } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import BookingDetailPage from './booking-detail-page';

beforeEach(() => jest.spyOn(notify, 'success').mockImplementation(() => ''));
afterEach(() => jest.restoreAllMocks());
const cancelled = {
  BookingId: 41,
  State: 'cancelled' as const,
  PolicyAmount: 5900,
  RefundAmount: 2500,
  RefundPercent: 21,
};
const renderPage = () =>
  renderAt(
    <Routes>
      <Route path="/admin/bookings/:id" element={<BookingDetailPage />} />
    </Routes>,
    '/admin/bookings/41',
  );

test('cancel on behalf: the policy refund of each side, an override checked against what was paid, a reason required', async () => {
  const server = mockApi()
    .on('GET', '/api/admin/bookings/{id}', success(bookingDetail()))
    .on('POST', '/api/admin/bookings/{id}/cancel', success(cancelled, 'Booking cancelled. ₹2500.00 will be refunded.'));
  const posts = () => server.calls('POST', '/api/admin/bookings/{id}/cancel');
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
  expect(within(dialog).getByText(/The policy's refund/)).toHaveTextContent('5,900');
  await userEvent.click(within(dialog).getByLabelText(/The vendor/));
  expect(within(dialog).getByText(/The policy's refund/)).toHaveTextContent('11,800');
  await userEvent.click(within(dialog).getByLabelText(/The customer/));
  await userEvent.click(within(dialog).getByLabelText('Another amount'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  // Every rule runs (the check across fields too): both messages at once, focus on the first field in error.
  expect(within(dialog).getByText('Please enter the refund amount')).toBeInTheDocument();
  expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByLabelText('Refund amount (₹)')).toHaveFocus());
  await userEvent.type(within(dialog).getByLabelText('Refund amount (₹)'), '20000');
  await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Goodwill');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  expect(await within(dialog).findByText(/Refund can be at most what was paid/)).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
  await userEvent.clear(within(dialog).getByLabelText('Refund amount (₹)'));
  await userEvent.type(within(dialog).getByLabelText('Refund amount (₹)'), '2500');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]?.params).toEqual({ id: '41' });
  expect(posts()[0]?.body).toEqual({
    onBehalfOf: 'customer',
    refund: 'override',
    amount: '2500',
    reason: 'Goodwill',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notify.success).toHaveBeenCalledWith('Booking cancelled. ₹2500.00 will be refunded.');
});

test('a server refusal stays in the dialog; a closed booking offers no cancel', async () => {
  mockApi()
    .on('GET', '/api/admin/bookings/{id}', success(bookingDetail()))
    .fail('POST', '/api/admin/bookings/{id}/cancel', 400, failure('This booking is cancelled and cannot be cancelled'));
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Vendor unavailable');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  expect(await within(dialog).findByText('This booking is cancelled and cannot be cancelled')).toBeInTheDocument();
});

test('no cancel button once a booking is closed', async () => {
  mockApi().on(
    'GET',
    '/api/admin/bookings/{id}',
    success(bookingDetail({ BookingState: 'cancelled', CancelOptions: null })),
  );
  renderPage();
  expect(await screen.findByText('BK000041')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
});
