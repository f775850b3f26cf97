import { screen, within } from '@testing-library/react';
import { mockApi, type ReplyOf } from '@utsav/shared/testing/api-mock';
import PayoutsPage from './payouts-page';
import { renderAt } from '../../../test/render';

const kycReply = (
  patch: Partial<ReplyOf<'GET', '/api/vendor/kyc'>['Payload']> = {},
): ReplyOf<'GET', '/api/vendor/kyc'> => ({
  Status: 'Success',
  Message: '',
  Payload: {
    State: 'missing',
    Pan: '',
    PanName: '',
    AccountHolder: '',
    AccountNumber: '',
    Ifsc: '',
    RejectReason: '',
    SubmittedAt: null,
    ...patch,
  },
});
const onRecord = { Pan: 'ABCPK1234F', PanName: 'Ravi Kumar', AccountHolder: 'Ravi Kumar', AccountNumber: 'XXXX9012' };

function payoutsWith(kyc: ReplyOf<'GET', '/api/vendor/kyc'>) {
  const server = mockApi()
    .on('GET', '/api/vendor/payouts', { Status: 'Success', Message: '', Payload: [] })
    .on('GET', '/api/vendor/kyc', kyc);
  renderAt(<PayoutsPage />, { path: '/vendor/payouts' });
  return server;
}

async function status() {
  const card = await screen.findByTestId('kyc-status');
  await within(card).findByTestId('kyc-state');
  return card;
}

test('missing KYC: the payouts page says Utsav cannot pay yet and links to the form', async () => {
  const server = payoutsWith(kycReply());
  const card = await status();
  expect(within(card).getByRole('heading', { name: 'Payout account (KYC)' })).toBeInTheDocument();
  expect(within(card).getByTestId('kyc-state')).toHaveTextContent('Missing');
  expect(within(card).getByText(/Utsav cannot pay you yet/)).toBeInTheDocument();
  expect(within(card).getByText(/Give your PAN, bank account and IFSC on the Earnings page/)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Add KYC details' })).toHaveAttribute('href', '/vendor/earnings#kyc');
  expect(server.calls('GET', '/api/vendor/kyc')).toHaveLength(1);
  expect(await screen.findByText('No payouts yet.')).toBeInTheDocument();
});

test('submitted KYC reads as pending Utsav’s check, with nothing to do and no form link', async () => {
  payoutsWith(kycReply({ State: 'submitted', ...onRecord, Ifsc: 'SBIN0001234', SubmittedAt: '2026-05-01T06:30:00Z' }));
  const card = await status();
  expect(within(card).getByTestId('kyc-state')).toHaveTextContent('Pending check');
  expect(within(card).getByText(/Payouts start once they are verified/)).toBeInTheDocument();
  expect(within(card).getByText(/Nothing to do for now/)).toBeInTheDocument();
  expect(within(card).queryByRole('link')).toBeNull();
});

test('verified KYC names the masked account and IFSC payouts go to', async () => {
  payoutsWith(kycReply({ State: 'verified', ...onRecord, Ifsc: 'HDFC0000123', SubmittedAt: '2026-05-01T06:30:00Z' }));
  const card = await status();
  expect(within(card).getByTestId('kyc-state')).toHaveTextContent('Verified');
  expect(
    within(card).getByText(
      'Utsav verified your PAN and bank account: payouts go to account XXXX9012 (IFSC HDFC0000123).',
    ),
  ).toBeInTheDocument();
  expect(within(card).queryByRole('link')).toBeNull();
});

test('rejected KYC shows the operator’s reason and links to correct it', async () => {
  payoutsWith(
    kycReply({
      State: 'rejected',
      ...onRecord,
      Ifsc: 'SBIN0001234',
      RejectReason: 'The account holder differs from the PAN',
      SubmittedAt: '2026-05-01T06:30:00Z',
    }),
  );
  const card = await status();
  expect(within(card).getByTestId('kyc-state')).toHaveTextContent('Not verified');
  expect(
    within(card).getByText('Utsav could not verify your details: The account holder differs from the PAN'),
  ).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Correct KYC details' })).toHaveAttribute(
    'href',
    '/vendor/earnings#kyc',
  );
});

test('the KYC status that cannot load says so with a retry; the payouts still show', async () => {
  mockApi()
    .on('GET', '/api/vendor/payouts', { Status: 'Success', Message: '', Payload: [] })
    .fail('GET', '/api/vendor/kyc', 500, { Status: 'Failed', Message: 'Something went wrong' });
  renderAt(<PayoutsPage />);
  const card = await screen.findByTestId('kyc-status');
  expect(await within(card).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(await screen.findByText('No payouts yet.')).toBeInTheDocument();
});
