import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { SuspendedNotice } from './suspended-notice';
import { renderAt } from '../../../test/render';
import { profileReply } from '../../../test/api-replies';

afterEach(() => jest.restoreAllMocks());

test('a suspended vendor is told why, and what they can still do', async () => {
  mockApi().on(
    'GET',
    '/api/vendor/profile',
    profileReply({ AccountStatus: 'suspended', StatusReason: 'Customers report no-shows' }),
  );
  renderAt(<SuspendedNotice />);
  const notice = await screen.findByRole('status', { name: 'Account suspended' });
  expect(notice).toHaveTextContent(
    'Your vendor account is suspended: Customers report no-shows. You can still read your bookings and your ledger',
  );
});

test('an approved or pending vendor sees no notice', async () => {
  const server = mockApi().on('GET', '/api/vendor/profile', profileReply({ AccountStatus: 'approved' }));
  renderAt(<SuspendedNotice />);
  await waitFor(() => expect(server.calls('GET', '/api/vendor/profile')).toHaveLength(1));
  expect(screen.queryByTestId('vendor-suspended')).not.toBeInTheDocument();
});
