import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { listed, packageBookingRow, queryOf } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import PackageBookingsPage from './package-bookings-page';

test('filters and the sort come from the URL and go back into it; rows link to their detail', async () => {
  const server = mockApi().on('GET', '/api/admin/package-bookings', listed([packageBookingRow()]));
  renderAt(
    <Routes>
      <Route path="/admin/package-bookings" element={<PackageBookingsPage />} />
    </Routes>,
    '/admin/package-bookings?state=confirmed&sort=-total',
  );
  expect(await screen.findByRole('link', { name: 'PKG0003' })).toHaveAttribute('href', '/admin/package-bookings/3');
  expect(queryOf(server.calls('GET', '/api/admin/package-bookings')[0])).toEqual({
    state: 'confirmed',
    sort: '-total',
    limit: '25',
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
  mockApi().on('GET', '/api/admin/package-bookings', listed([]));
  renderAt(
    <Routes>
      <Route path="/admin/package-bookings" element={<PackageBookingsPage />} />
    </Routes>,
    '/admin/package-bookings?state=expired',
  );
  expect(await screen.findByText('No package bookings match these filters.')).toBeInTheDocument();
});

test('a link with a state the filters do not know: Apply says so instead of doing nothing', async () => {
  mockApi().on('GET', '/api/admin/package-bookings', listed([]));
  renderAt(
    <Routes>
      <Route path="/admin/package-bookings" element={<PackageBookingsPage />} />
    </Routes>,
    '/admin/package-bookings?state=bogus',
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Unknown booking state')).toHaveAttribute('role', 'alert');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/package-bookings\?state=bogus$/);
  await userEvent.selectOptions(screen.getByLabelText('State'), 'confirmed');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/package-bookings\?state=confirmed$/),
  );
  expect(screen.queryByText('Unknown booking state')).not.toBeInTheDocument();
});
