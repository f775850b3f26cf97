import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { ok, renderAt } from '../../test/render';
import PayoutsPage from './payouts-page';

const rows = [
  {
    VendorId: 1,
    Name: 'Shubh Decorators',
    Status: 'approved',
    Earned: 50000,
    PaidOut: 10000,
    Receivable: 40000,
    LastPaidAt: null,
  },
  { VendorId: 2, Name: 'Lens Studio', Status: 'approved', Earned: 0, PaidOut: 0, Receivable: 0, LastPaidAt: null },
];

beforeEach(() => jest.spyOn(notify, 'success').mockImplementation(() => ''));
afterEach(() => jest.restoreAllMocks());

test('a payout: at most what is owed, a reference, then a confirmation before it is recorded', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(ok(rows));
  const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ PayoutId: 9 }, { Message: 'Payout recorded' }));
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
  expect(post).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(
      '/admin/payouts',
      expect.objectContaining({ vendorId: 1, amount: '15000', reference: 'UTR0001' }),
    ),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notify.success).toHaveBeenCalledWith('Payout recorded');
});

test('no vendor owed anything: an empty state', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(ok([]));
  renderAt(<PayoutsPage />);
  expect(await screen.findByText('No vendor has earned anything yet.')).toBeInTheDocument();
});
