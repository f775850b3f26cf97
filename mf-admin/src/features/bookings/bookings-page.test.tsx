import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { api } from '@utsav/shared/api-client';
import { BOOKING_SEARCH_INVALID } from '@utsav/shared/schemas/admin';
import { ok, renderAt } from '../../test/render';
import BookingsPage from './bookings-page';

afterEach(() => jest.restoreAllMocks());

const booking = (id: number) => ({
  BookingId: id,
  BookingNo: `BK10${id}`,
  OrderId: `OD2026112000${id}`,
  Title: 'Royal Mandap',
  BookingOnDate: '2026-12-20',
  BookingState: 'confirmed',
  City: 'Mumbai',
  Customer: 'Diya Verma',
  Mobile: '9876543211',
  Vendor: 'Shubh Decorators',
  VendorId: 1,
  BillingAmt: 21240,
  PaidAmt: 21240,
  RefundedAmt: 0,
  CreateDate: '2026-11-20T06:30:00Z',
});
const renderPage = (path: string) =>
  renderAt(
    <Routes>
      <Route path="/admin/bookings" element={<BookingsPage />} />
    </Routes>,
    path,
  );

test('search by booking number, order id or mobile: into the URL and to the API; rows show the order id and mobile', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue(ok([booking(1)], { Page: { next: null, limit: 25, total: 1 } }));
  renderPage('/admin/bookings?state=confirmed');
  await screen.findAllByTestId('booking-row');
  await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), ' +91 98765 43211 ');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/bookings?state=confirmed&q=%2B91+98765+43211'),
  );
  expect(get).toHaveBeenLastCalledWith('/admin/bookings', {
    params: { q: '+91 98765 43211', state: 'confirmed', limit: 25 },
  });
  const row = screen.getAllByTestId('booking-row')[0]!;
  expect(within(row).getByText('9876543211')).toBeInTheDocument();
  expect(within(row).getByText(/OD20261120001/)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Bookings, scrollable' })).toHaveAttribute('tabindex', '0');
});

test('a link with ?q= opens searched; nothing found says what was searched', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue(ok([], { Page: { next: null, limit: 25, total: 0 } }));
  renderPage('/admin/bookings?q=BK999');
  expect(
    await screen.findByText('No booking has the booking number, order id or customer mobile “BK999”.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('BK999');
  expect(get).toHaveBeenCalledWith('/admin/bookings', { params: { q: 'BK999', limit: 25 } });
});

test('the shared rule refuses other characters before asking the API', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue(ok([booking(1)], { Page: { next: null, limit: 25, total: 1 } }));
  renderPage('/admin/bookings');
  await screen.findAllByTestId('booking-row');
  const calls = get.mock.calls.length;
  const box = screen.getByRole('searchbox', { name: /Search/ });
  await userEvent.type(box, "BK1' OR 1=1");
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_SEARCH_INVALID);
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/bookings$/);
  expect(get.mock.calls.length).toBe(calls);
});
