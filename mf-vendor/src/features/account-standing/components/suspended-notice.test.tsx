import { screen, waitFor } from '@testing-library/react';
import { api } from '@utsav/shared/api-client';
import { SuspendedNotice } from './suspended-notice';
import { renderAt } from '../../../test/render';

afterEach(() => jest.restoreAllMocks());

const profile = (AccountStatus: string, StatusReason = '') => ({
  data: {
    Status: 'Success',
    Payload: {
      role: 2,
      Id: 1,
      Name: 'Shubh',
      Email: 'v@x.in',
      Phone: '9820000001',
      ServiceId: 1,
      ServiceName: 'Decoration',
      AccountStatus,
      StatusReason,
      Gstin: '',
    },
  },
});

test('a suspended vendor is told why, and what they can still do', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(profile('suspended', 'Customers report no-shows'));
  renderAt(<SuspendedNotice />);
  const notice = await screen.findByRole('status', { name: 'Account suspended' });
  expect(notice).toHaveTextContent(
    'Your vendor account is suspended: Customers report no-shows. You can still read your bookings and your ledger',
  );
});

test('an approved or pending vendor sees no notice', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue(profile('approved'));
  renderAt(<SuspendedNotice />);
  await waitFor(() => expect(get).toHaveBeenCalledWith('/vendor/profile'));
  expect(screen.queryByTestId('vendor-suspended')).not.toBeInTheDocument();
});
