import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { payoutRow, success } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import PayoutsPage from './payouts-page';

const rows = [
  payoutRow({ VendorId: 1, Name: 'Shubh Decorators', Earned: 50000, PaidOut: 10000, Receivable: 40000 }),
  payoutRow({ VendorId: 2, Name: 'Lens Studio' }),
];

beforeEach(() => jest.spyOn(notify, 'success').mockImplementation(() => ''));
afterEach(() => jest.restoreAllMocks());

test('a payout: at most what is owed, a reference, then a confirmation before it is recorded', async () => {
  const server = mockApi()
    .on('GET', '/api/admin/payouts', success(rows))
    .on('POST', '/api/admin/payouts', success({ PayoutId: 9, VendorId: 1, Amount: 15000 }, 'Payout recorded'));
  const posts = () => server.calls('POST', '/api/admin/payouts');
  renderAt(<PayoutsPage />);
  const [owed, nothing] = await screen.findAllByTestId('payout-row');
  expect(within(nothing!).getByRole('button', { name: 'Record payout' })).toBeDisabled();
  await userEvent.click(within(owed!).getByRole('button', { name: 'Record payout' }));
  const dialog = screen.getByRole('dialog', { name: 'Payout to Shubh Decorators' });
  const amount = within(dialog).getByLabelText('Amount (₹)');
  expect(amount).toHaveValue('40000.00');
  await userEvent.clear(amount);
  await userEvent.type(amount, '40000.01');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByText('Amount can be at most ₹40,000.00')).toBeInTheDocument();
  expect(within(dialog).getByText('Please enter the payment reference')).toBeInTheDocument();
  await userEvent.clear(amount);
  await userEvent.type(amount, '15000');
  await userEvent.type(within(dialog).getByLabelText('Reference (UTR)'), 'UTR0001');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByRole('status')).toHaveTextContent('Record a payout of ₹15,000.00 to Shubh Decorators?');
  expect(posts()).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]?.body).toEqual(expect.objectContaining({ vendorId: 1, amount: '15000', reference: 'UTR0001' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notify.success).toHaveBeenCalledWith('Payout recorded');
});

test('each vendor’s payout KYC and what to do; a payout waits for verified KYC', async () => {
  mockApi().on(
    'GET',
    '/api/admin/payouts',
    success([
      payoutRow({ VendorId: 1, Name: 'Shubh Decorators', Receivable: 900, Kyc: 'verified', KycAccount: 'XXXX4321' }),
      payoutRow({ VendorId: 2, Name: 'Lens Studio', Receivable: 800, Kyc: 'submitted' }),
      payoutRow({ VendorId: 3, Name: 'Mehfil Caterers', Receivable: 700, Kyc: 'missing', KycAccount: '' }),
      payoutRow({
        VendorId: 4,
        Name: 'Dhol Baaje',
        Receivable: 600,
        Kyc: 'rejected',
        KycRejectReason: 'The PAN name differs',
      }),
    ]),
  );
  renderAt(<PayoutsPage />);
  const [verified, submitted, missing, rejected] = await screen.findAllByTestId('payout-row');
  const kyc = (row: HTMLElement | undefined) => within(within(row!).getByTestId('payout-kyc'));
  expect(kyc(verified).getByText('Verified')).toBeInTheDocument();
  expect(kyc(verified).getByText('Payouts go to account XXXX4321')).toBeInTheDocument();
  expect(within(verified!).getByRole('button', { name: 'Record payout' })).toBeEnabled();

  expect(kyc(submitted).getByText('Submitted')).toBeInTheDocument();
  expect(kyc(submitted).getByRole('link', { name: 'Check and verify it under KYC' })).toHaveAttribute(
    'href',
    '/admin/kyc',
  );
  expect(kyc(missing).getByText('Not given')).toBeInTheDocument();
  expect(kyc(missing).getByText(/Ask the vendor to add their PAN and bank account/)).toBeInTheDocument();
  expect(kyc(rejected).getByText('Rejected')).toBeInTheDocument();
  expect(
    kyc(rejected).getByText('Rejected: The PAN name differs. Waiting for the vendor to correct it.'),
  ).toBeInTheDocument();
  for (const row of [submitted, missing, rejected])
    expect(within(row!).getByRole('button', { name: 'Record payout' })).toBeDisabled();
});

test('no vendor owed anything: an empty state', async () => {
  mockApi().on('GET', '/api/admin/payouts', success([]));
  renderAt(<PayoutsPage />);
  expect(await screen.findByText('No vendor has earned anything yet.')).toBeInTheDocument();
});
