import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { StandingBanner } from './standing-banner';
import { renderAt } from '../../../test/render';
import { profileReply } from '../../../test/api-replies';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('a vendor awaiting approval is told what Utsav checks and how long it usually takes', async () => {
  mockApi().on('GET', '/api/vendor/profile', profileReply({ AccountStatus: 'pending' }));
  renderAt(<StandingBanner />);
  const notice = await screen.findByRole('status', { name: 'Awaiting approval' });
  expect(notice).toHaveTextContent('one to two working days');
});

test('an approved vendor sees "You are live" once, and may dismiss it', async () => {
  mockApi().on('GET', '/api/vendor/profile', profileReply({ AccountStatus: 'approved', Id: 41 }));
  const first = renderAt(<StandingBanner />);
  expect(await screen.findByRole('status', { name: 'You are live' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByTestId('vendor-live')).not.toBeInTheDocument();
  first.unmount();
  const server = mockApi().on('GET', '/api/vendor/profile', profileReply({ AccountStatus: 'approved', Id: 41 }));
  renderAt(<StandingBanner />);
  await waitFor(() => expect(server.calls('GET', '/api/vendor/profile')).toHaveLength(1));
  expect(screen.queryByTestId('vendor-live')).not.toBeInTheDocument();
});

test('a suspended vendor is told the reason and how to appeal', async () => {
  mockApi().on(
    'GET',
    '/api/vendor/profile',
    profileReply({ AccountStatus: 'suspended', StatusReason: 'Customers report no-shows' }),
  );
  renderAt(<StandingBanner />);
  const notice = await screen.findByRole('status', { name: 'Account suspended' });
  expect(notice).toHaveTextContent('Customers report no-shows');
  expect(notice).toHaveTextContent('To appeal, write to support@utsav.in');
});
