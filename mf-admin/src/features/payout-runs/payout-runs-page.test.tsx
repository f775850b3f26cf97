import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { success } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import PayoutRunsPage, { endedMonths } from './payout-runs-page';

beforeEach(() => {
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  jest.spyOn(notify, 'error').mockImplementation(() => '');
});
afterEach(() => jest.restoreAllMocks());

const period = endedMonths(1)[0]!;
const runRow = {
  PayoutId: 12,
  VendorId: 1,
  Name: 'Shubh Decorators',
  Amount: 12932.25,
  State: 'pending' as const,
  Reference: '',
  AccountNumber: 'XXXX9012',
  Ifsc: 'SBIN0001234',
};

test('a run for an ended month says who was paid and who waits for KYC; a bad UTR is refused before it is sent', async () => {
  const server = mockApi()
    .on('GET', '/api/admin/payout-runs/{period}', success([runRow]))
    .on(
      'POST',
      '/api/admin/payout-runs',
      success(
        [
          { VendorId: 1, Outcome: 'paid' as const, PayoutId: 12, Amount: 12932.25 },
          { VendorId: 2, Outcome: 'kyc' as const, PayoutId: null, Amount: 0 },
        ],
        'Payout run done',
      ),
    )
    .on('POST', '/api/admin/payout-runs/references', success({ Paid: 1 }, 'Payouts marked paid'));
  renderAt(<PayoutRunsPage />);
  const row = await screen.findByTestId('run-row');
  expect(within(row).getByText('XXXX9012 SBIN0001234')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Run payouts' }));
  expect(await screen.findByText('1 paid, 1 waiting for KYC, 0 already paid')).toBeInTheDocument();
  expect(server.calls('POST', '/api/admin/payout-runs')[0]!.body).toEqual({ period });

  const utr = within(row).getByLabelText('UTR for Shubh Decorators');
  await userEvent.type(utr, 'abc');
  await userEvent.click(within(row).getByRole('button', { name: 'Mark paid' }));
  expect(within(row).getByRole('alert')).toHaveTextContent('UTR must be 12 to 22 letters or digits');
  expect(server.calls('POST', '/api/admin/payout-runs/references')).toHaveLength(0);
  await userEvent.clear(utr);
  await userEvent.type(utr, 'sbin26330123456');
  await userEvent.click(within(row).getByRole('button', { name: 'Mark paid' }));
  await waitFor(() =>
    expect(server.calls('POST', '/api/admin/payout-runs/references')[0]!.body).toEqual({
      items: [{ payoutId: 12, utr: 'SBIN26330123456' }],
    }),
  );
  expect(notify.success).toHaveBeenCalledWith('Payouts marked paid');
});
