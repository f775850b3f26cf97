import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@utsav/shared/session';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { failure, success } from '../test/admin-replies';
import { fakeToken, renderAt } from '../test/render';
import App from './app';

const dashboard = {
  Days: [],
  Gmv30d: 0,
  Bookings30d: 0,
  Collected: 0,
  CommissionEarned: 0,
  Refunds: 0,
  NewVendors30d: 0,
  PendingVendors: 2,
  OpenEnquiries: 1,
  AwaitingPayment: 0,
};

afterEach(() => {
  sessionStore.getState().logout({ revoke: false });
});

test('a visitor at /admin sees the operator sign-in; any other /admin page sends them there', async () => {
  renderAt(<App />, '/admin/vendors');
  expect(await screen.findByRole('heading', { level: 1, name: 'Utsav back office' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
});

test('a customer or vendor token is not an operator: the back office stays closed', async () => {
  sessionStore.getState().signIn(fakeToken({ sub: 1, UserType: 'vendor' }));
  renderAt(<App />, '/admin/payouts');
  expect(await screen.findByRole('heading', { name: 'Utsav back office' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).toBeNull();
});

test("sign-in: the shared schema's messages, then an operator token opens the dashboard", async () => {
  const token = fakeToken({ sub: 1, UserType: 'operator', name: 'Utsav Operations' });
  const server = mockApi()
    .on('POST', '/api/admin/login', success({ token, role: 3 as const, name: 'Utsav Operations' }))
    .on('GET', '/api/admin/dashboard', success(dashboard))
    .on(
      'GET',
      '/api/admin/profile',
      success({ role: 3 as const, Id: 1, Name: 'Utsav Operations', Email: 'admin@utsav.in' }),
    );
  renderAt(<App />, '/admin');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
  expect(screen.getByText('Please enter your email')).toBeInTheDocument();
  expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  expect(server.calls('POST', '/api/admin/login')).toHaveLength(0);
  // The refused submit takes focus to the first field in error (a task later): the operator types there.
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  await userEvent.type(screen.getByLabelText('Email'), 'admin@utsav.in');
  await userEvent.type(screen.getByLabelText('Password'), 'Admin@123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(server.calls('POST', '/api/admin/login')[0]?.body).toEqual({
    username: 'admin@utsav.in',
    password: 'Admin@123',
  });
  expect(screen.getByTestId('pending-vendors')).toHaveTextContent('2');
  expect(screen.getByRole('link', { name: 'Vendors' })).toHaveAttribute('href', '/admin/vendors');
});

test('a refused sign-in says why, in the form', async () => {
  mockApi().fail('POST', '/api/admin/login', 400, failure('Invalid email or password'));
  renderAt(<App />, '/admin');
  await userEvent.type(await screen.findByLabelText('Email'), 'admin@utsav.in');
  await userEvent.type(screen.getByLabelText('Password'), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password'));
  expect(sessionStore.getState().role).toBe(0);
});
