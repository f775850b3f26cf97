import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, type ReplyOf } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import EarningsPage, { recentMonths } from './earnings-page';
import PayoutsPage from './payouts-page';
import { renderAt } from '../../../test/render';

afterEach(() => jest.restoreAllMocks());

const zero = { TcsCgst: 0, TcsSgst: 0, TcsIgst: 0 };
const earningsReply = (): ReplyOf<'GET', '/api/vendor/earnings'> => ({
  Status: 'Success',
  Message: '',
  Payload: {
    Month: null,
    Bookings: [
      {
        Kind: 'booking',
        BookingId: 7,
        BookingNo: 'BK0007',
        Title: 'Mandap decoration',
        BookingOnDate: '2026-12-20',
        State: 'confirmed',
        Gross: 11800,
        Refunded: 0,
        Commission: 1180,
        CommissionGst: 212.4,
        ...zero,
        TcsCgst: 25,
        TcsSgst: 25,
        Tds: 11.8,
        Net: 10345.8,
        PayoutIds: [3],
      },
      {
        Kind: 'booking',
        BookingId: 8,
        BookingNo: 'BK0008',
        Title: 'Photography',
        BookingOnDate: '2026-12-02',
        State: 'cancelled',
        Gross: 5000,
        Refunded: 2500,
        Commission: 250,
        CommissionGst: 45,
        ...zero,
        TcsIgst: 10.59,
        Tds: 2.5,
        Net: 2191.91,
        PayoutIds: [],
      },
    ],
    Totals: {
      Gross: 16800,
      Refunded: 2500,
      Commission: 1430,
      CommissionGst: 257.4,
      TcsCgst: 25,
      TcsSgst: 25,
      TcsIgst: 10.59,
      Tds: 14.3,
      Net: 12537.71,
    },
    Year: {
      FinancialYear: '2026-27',
      TcsBase: 12118.64,
      TcsCgst: 25,
      TcsSgst: 25,
      TcsIgst: 10.59,
      TdsBase: 14300,
      Tds: 14.3,
    },
    Kyc: 'missing',
    GstRegistered: true,
  },
});
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

test('per booking gross → net with the taxes withheld, totals, the payout it went in, and the year’s TCS/TDS', async () => {
  mockApi().on('GET', '/api/vendor/earnings', earningsReply()).on('GET', '/api/vendor/kyc', kycReply());
  renderAt(<EarningsPage />);
  const rows = await screen.findAllByTestId('earnings-row');
  expect(rows).toHaveLength(2);
  const first = within(rows[0]!);
  expect(first.getByText('BK0007')).toBeInTheDocument();
  expect(first.getByText('₹50.00')).toBeInTheDocument(); // TCS CGST + SGST
  expect(first.getByText('₹10,345.80')).toBeInTheDocument();
  expect(first.getByText('#3')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Not yet paid out')).toBeInTheDocument();
  expect(screen.getByText('₹12,537.71')).toBeInTheDocument();
  const year = screen.getByTestId('year-taxes');
  expect(within(year).getByText('Tax withheld in FY 2026-27')).toBeInTheDocument();
  expect(within(year).getByText('₹14,300.00')).toBeInTheDocument();
});

test('a month’s statement downloads as CSV or PDF in either language; a failure says why', async () => {
  const server = mockApi()
    .on('GET', '/api/vendor/earnings', earningsReply())
    .on('GET', '/api/vendor/kyc', kycReply())
    .fail('GET', '/api/vendor/earnings/statement', 400, {
      Status: 'Failed',
      Message: 'Month must be a month like 2026-04',
    });
  jest.spyOn(notify, 'error').mockImplementation(() => '');
  renderAt(<EarningsPage />);
  await screen.findAllByTestId('earnings-row');
  expect(screen.getByText('Pick a month to download its statement.')).toBeInTheDocument();
  const month = recentMonths(2)[1]!;
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: month } });
  // An English page has no Devanagari font: the Hindi files' word is drawn as its outline (LanguageName), the
  // text kept for the button's name; the English files' labels are plain text.
  // (jsdom has no layout: its name computation may put spaces around the spans, a browser does not.)
  for (const name of [/^CSV \(\s*हिन्दी\s*\)$/, /^PDF \(\s*हिन्दी\s*\)$/]) {
    const button = await screen.findByRole('button', { name });
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
  }
  expect(screen.getByRole('button', { name: 'CSV (English)' }).querySelector('[aria-hidden="true"]')).toBeNull();
  fireEvent.click(await screen.findByRole('button', { name: /^PDF \(\s*हिन्दी\s*\)$/ }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Month must be a month like 2026-04'));
  const asked = server.calls('GET', '/api/vendor/earnings/statement').map((c) => Object.fromEntries(c.query));
  expect(asked).toEqual([{ month, format: 'pdf', lang: 'hi' }]);
  expect(server.calls('GET', '/api/vendor/earnings').some((c) => c.query.get('month') === month)).toBe(true);
});

test('KYC: the shared rules refuse a bad PAN, IFSC and account before saving; the saved account shows masked', async () => {
  const server = mockApi()
    .on('GET', '/api/vendor/earnings', earningsReply())
    .on('GET', '/api/vendor/kyc', kycReply())
    .on('POST', '/api/vendor/kyc', {
      Status: 'Success',
      Message: 'KYC details saved. Utsav checks them before your next payout.',
      Payload: kycReply({ State: 'submitted', Pan: 'ABCPK1234F', AccountNumber: 'XXXX9012', Ifsc: 'SBIN0001234' })
        .Payload,
    });
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  renderAt(<EarningsPage />);
  const form = await screen.findByRole('form', { name: 'KYC details' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  type('PAN', 'ABC12');
  type('Name as on PAN', 'Ravi Kumar');
  type('Account holder name', 'Ravi Kumar');
  type('Bank account number', '1234');
  type('Confirm account number', '1234');
  type('IFSC', 'SBIN1234567');
  fireEvent.click(within(form).getByRole('button', { name: 'Save KYC details' }));
  expect(
    await within(form).findByText('PAN must be 5 letters, 4 digits and a letter, like ABCPK1234F'),
  ).toBeInTheDocument();
  expect(within(form).getByText('Bank account number must be 9 to 18 digits')).toBeInTheDocument();
  expect(
    within(form).getByText('IFSC must be 4 letters, a 0 and 6 letters or digits, like SBIN0001234'),
  ).toBeInTheDocument();
  expect(server.calls('POST')).toHaveLength(0);
  type('PAN', 'abcpk1234f');
  type('Bank account number', '123456789012');
  type('Confirm account number', '123456789012');
  type('IFSC', 'sbin0001234');
  server.on(
    'GET',
    '/api/vendor/kyc',
    kycReply({ State: 'submitted', Pan: 'ABCPK1234F', AccountNumber: 'XXXX9012', Ifsc: 'SBIN0001234' }),
  );
  fireEvent.click(within(form).getByRole('button', { name: 'Save KYC details' }));
  await waitFor(() => expect(server.calls('POST', '/api/vendor/kyc')).toHaveLength(1));
  expect(server.calls('POST', '/api/vendor/kyc')[0]!.body).toMatchObject({
    pan: 'ABCPK1234F',
    ifsc: 'SBIN0001234',
    accountNumber: '123456789012',
  });
  expect(notify.success).toHaveBeenCalledWith('KYC details saved. Utsav checks them before your next payout.');
  expect(await screen.findByText('On record: account XXXX9012, IFSC SBIN0001234, PAN ABCPK1234F')).toBeInTheDocument();
  expect(screen.getByText('Utsav is checking your details; payouts start once they are verified.')).toBeInTheDocument();
});

test('payouts: amount, UTR, state and the bookings each settles', async () => {
  mockApi()
    .on('GET', '/api/vendor/kyc', kycReply({ State: 'verified' }))
    .on('GET', '/api/vendor/payouts', {
      Status: 'Success',
      Message: '',
      Payload: [
        {
          Id: 3,
          Amount: 10345.8,
          Reference: 'SBIN26330123456',
          State: 'paid',
          Period: '2026-10',
          PaidAt: '2026-11-03T06:30:00.000Z',
          Bookings: ['BK0007', 'BK0008'],
        },
        {
          Id: 2,
          Amount: 500,
          Reference: 'UTR123',
          State: 'paid',
          Period: null,
          PaidAt: '2026-09-03T06:30:00.000Z',
          Bookings: [],
        },
      ],
    });
  renderAt(<PayoutsPage />);
  const rows = await screen.findAllByTestId('payout-row');
  expect(within(rows[0]!).getByText('SBIN26330123456')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('BK0007, BK0008')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('₹10,345.80')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Recorded by Utsav')).toBeInTheDocument();
});
