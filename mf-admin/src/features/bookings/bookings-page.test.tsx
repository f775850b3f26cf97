import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { BOOKING_SEARCH_INVALID } from '@utsav/domain/schemas/admin';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { bookingRow, listed, queryOf } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import BookingsPage from './bookings-page';

const renderPage = (path: string) =>
  renderAt(
    <Routes>
      <Route path="/admin/bookings" element={<BookingsPage />} />
    </Routes>,
    path,
  );

test('search by booking number, order id or mobile: into the URL and to the API; rows show the order id and mobile', async () => {
  const server = mockApi().on('GET', '/api/admin/bookings', listed([bookingRow({ BookingId: 1 })]));
  const gets = () => server.calls('GET', '/api/admin/bookings');
  renderPage('/admin/bookings?state=confirmed');
  await screen.findAllByTestId('booking-row');
  await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), ' +91 98765 43211 ');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/bookings?state=confirmed&q=%2B91+98765+43211'),
  );
  await waitFor(() =>
    expect(queryOf(gets().at(-1))).toEqual({ q: '+91 98765 43211', state: 'confirmed', limit: '25' }),
  );
  const row = screen.getAllByTestId('booking-row')[0]!;
  expect(within(row).getByText('9876543211')).toBeInTheDocument();
  expect(within(row).getByText(/OD20261120001/)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Bookings, scrollable' })).toHaveAttribute('tabindex', '0');
});

test('a link with ?q= opens searched; nothing found says what was searched', async () => {
  const server = mockApi().on('GET', '/api/admin/bookings', listed([]));
  renderPage('/admin/bookings?q=BK999');
  expect(
    await screen.findByText('No booking has the booking number, order id or customer mobile “BK999”.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('BK999');
  expect(queryOf(server.calls('GET', '/api/admin/bookings')[0])).toEqual({ q: 'BK999', limit: '25' });
});

test('the shared rule refuses other characters before asking the API', async () => {
  const server = mockApi().on('GET', '/api/admin/bookings', listed([bookingRow({ BookingId: 1 })]));
  const gets = () => server.calls('GET', '/api/admin/bookings');
  renderPage('/admin/bookings');
  await screen.findAllByTestId('booking-row');
  const calls = gets().length;
  const box = screen.getByRole('searchbox', { name: /Search/ });
  await userEvent.type(box, "BK1' OR 1=1");
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_SEARCH_INVALID);
  expect(box).toHaveAttribute('aria-invalid', 'true');
  // Focus goes to the field in error.
  await waitFor(() => expect(box).toHaveFocus());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/bookings$/);
  expect(gets()).toHaveLength(calls);
});

test('the filters go into the URL together on Apply, the vendor and the sort stay; a link with filters fills them', async () => {
  const server = mockApi().on('GET', '/api/admin/bookings', listed([bookingRow({ BookingId: 1 })]));
  renderPage('/admin/bookings?vendorId=3&sort=-event&city=Pune');
  await screen.findAllByTestId('booking-row');
  expect(screen.getByLabelText('City')).toHaveValue('Pune');
  await userEvent.selectOptions(screen.getByLabelText('State'), 'confirmed');
  await userEvent.type(screen.getByLabelText('Event from'), '2026-12-01');
  await userEvent.type(screen.getByLabelText('Event to'), '2026-12-31');
  await userEvent.clear(screen.getByLabelText('City'));
  await userEvent.type(screen.getByLabelText('City'), ' Mumbai ');
  // Nothing is asked until Apply.
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/bookings\?vendorId=3&sort=-event&city=Pune$/);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/bookings?vendorId=3&sort=-event&city=Mumbai&state=confirmed&from=2026-12-01&to=2026-12-31',
    ),
  );
  await waitFor(() =>
    expect(queryOf(server.calls('GET', '/api/admin/bookings').at(-1))).toEqual({
      vendorId: '3',
      sort: '-event',
      city: 'Mumbai',
      state: 'confirmed',
      from: '2026-12-01',
      to: '2026-12-31',
      limit: '25',
    }),
  );
});
