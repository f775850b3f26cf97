import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { success } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import KycPage from './kyc-page';

beforeEach(() => {
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  jest.spyOn(notify, 'error').mockImplementation(() => '');
});
afterEach(() => jest.restoreAllMocks());

test('KYC: masked account, verify, and a rejection without a reason shows the server’s message', async () => {
  const server = mockApi()
    .on(
      'GET',
      '/api/admin/kyc',
      success([
        {
          VendorId: 1,
          Name: 'Shubh Decorators',
          State: 'submitted' as const,
          Pan: 'ABCPK1234F',
          PanName: 'Ravi Kumar',
          AccountHolder: 'Ravi Kumar',
          AccountNumber: 'XXXX9012',
          Ifsc: 'SBIN0001234',
          RejectReason: '',
          SubmittedAt: '2026-11-20T06:30:00.000Z',
        },
      ]),
    )
    .on('POST', '/api/admin/vendors/{id}/kyc', success({ VendorId: 1, State: 'verified' as const }, 'KYC verified'));
  renderAt(<KycPage />);
  const row = await screen.findByTestId('kyc-row');
  expect(within(row).getByText('Ravi Kumar · XXXX9012 · SBIN0001234')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('KYC verified'));
  expect(server.calls('POST', '/api/admin/vendors/{id}/kyc')[0]!.body).toEqual({ decision: 'verify', reason: '' });
  server.fail('POST', '/api/admin/vendors/{id}/kyc', 400, {
    Status: 'Failed',
    Message: 'Please say why the KYC is rejected',
  });
  await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Please say why the KYC is rejected'));
});
