import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@utsav/shared/testing/api-mock';
import App from '../app';
import { customerProfile } from '../../lib/test-fixtures';
import { renderAt, signInCustomer, signOut } from '../../lib/test-utils';
import { resolveSection } from './account-sections';

beforeEach(() => {
  signInCustomer();
  mockApi()
    .on('GET', '/api/userDetails', { Status: 'Success', Message: '', Payload: customerProfile() })
    .on('GET', '/api/account/message-preferences', {
      Status: 'Success',
      Message: '',
      Payload: { WhatsappOptIn: false },
    })
    .on('POST', '/api/logout', { Status: 'Success', Message: '', Payload: { revoked: true } });
});
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('resolveSection', () => {
  it.each([
    [undefined, undefined, 'profile'],
    ['profile', undefined, 'profile'],
    ['address', undefined, 'address'],
    ['booking', undefined, 'bookings'],
    ['booking-package', undefined, 'bookings'],
    ['booking', 'BK000001', 'booking-invoice'],
    ['booking-package', '1', 'package-invoice'],
    ['enquiry', undefined, 'enquiry'],
    ['password', undefined, 'password'],
    ['my-data', undefined, 'my-data'],
    ['settings', undefined, 'not-found'],
    ['profile', 'x', 'not-found'],
  ])('%p/%p → %s', (path, orderId, kind) => {
    expect(resolveSection(path, orderId).kind).toBe(kind);
  });
});

describe('account layout', () => {
  it('shows the sidebar and Personal Info for /account', async () => {
    renderAt(<App />, { path: '/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Info' })).toBeInTheDocument();
    const nav = screen.getByRole('complementary', { name: 'My account' });
    for (const label of ['Personal Info', 'Address', 'My Booking', 'Enquiry', 'My data', 'Change Password']) {
      expect(nav).toHaveTextContent(label);
    }
    expect(screen.getByRole('button', { name: /Logout/ })).toBeInTheDocument();
    expect(await screen.findByTestId('profile-email')).toHaveTextContent('aarav@example.in');
  });

  it('shows the Page Not Found panel inside the layout for an unknown path', async () => {
    renderAt(<App />, { path: '/account/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends non-customers away from the account', async () => {
    signOut();
    renderAt(<App />, { path: '/account/profile' });
    expect(screen.queryByRole('complementary', { name: 'My account' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('logout clears the session', async () => {
    const { sessionStore } = await import('@utsav/shared/session');
    renderAt(<App />, { path: '/account/profile' });
    await userEvent.click(await screen.findByRole('button', { name: /Logout/ }));
    expect(sessionStore.getState().role).toBe(0);
    expect(sessionStore.getState().profile).toBeNull();
  });
});
