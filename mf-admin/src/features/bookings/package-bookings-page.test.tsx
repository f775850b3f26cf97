import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { api } from '@utsav/shared/api-client';
import { ok, renderAt } from '../../test/render';
import PackageBookingsPage from './package-bookings-page';

const row = {
  BookingId: 3,
  OrderId: 'PKG0003',
  PackageName: 'Royal Wedding Package',
  BookingOnDate: '2027-01-10',
  BookingState: 'confirmed',
  City: 'Pune',
  Customer: 'Meera Nair',
  Total: 225000,
  PaidAmt: 45000,
  RefundedAmt: 0,
  Services: 4,
  CreateDate: '2026-11-01T10:00:00Z',
};
afterEach(() => jest.restoreAllMocks());

test('filters and the sort come from the URL and go back into it; rows link to their detail', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue(ok([row], { Page: { next: null, limit: 25, total: 1 } }));
  renderAt(
    <Routes>
      <Route path="/admin/package-bookings" element={<PackageBookingsPage />} />
    </Routes>,
    '/admin/package-bookings?state=confirmed&sort=-total',
  );
  expect(await screen.findByRole('link', { name: 'PKG0003' })).toHaveAttribute('href', '/admin/package-bookings/3');
  expect(get).toHaveBeenCalledWith('/admin/package-bookings', {
    params: { state: 'confirmed', sort: '-total', limit: 25 },
  });
  expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending');
  await userEvent.type(screen.getByLabelText('City'), ' Pune ');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/package-bookings?state=confirmed&sort=-total&city=Pune',
    ),
  );
});

test('an empty result says so', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(ok([], { Page: { next: null, limit: 25, total: 0 } }));
  renderAt(
    <Routes>
      <Route path="/admin/package-bookings" element={<PackageBookingsPage />} />
    </Routes>,
    '/admin/package-bookings?state=expired',
  );
  expect(await screen.findByText('No package bookings match these filters.')).toBeInTheDocument();
});
