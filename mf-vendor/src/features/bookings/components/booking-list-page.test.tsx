import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { mockApi } from '@utsav/shared/testing/api-mock';
import BookingListPage from './booking-list-page';
import { renderAt } from '../../../test/render';
import { bookingStateTone } from '../../../components/booking-state-badge';
import type { VendorBookingRow } from '../../../api/types';

const row = (id: number, date: string): VendorBookingRow => ({
  BookingId: id,
  Booking_No: `BK00000${id}`,
  Order_Id: `OD${id}`,
  BillNo: `INV${id}`,
  Title: 'Mandap',
  Product_ID: 1,
  Booking_For: 'Wedding',
  TotalBookingAmt: 1000,
  Payment_type: 'full',
  CreateDate: '2026-11-01T10:00:00Z',
  Booking_On_Date: date,
  Status: 1,
  StatusLabel: 'Confirmed',
  BookingState: 'confirmed',
  PaidAmt: 1000,
  DueAmt: 0,
  ToPayAmt: 0,
  RefundedAmt: 0,
  BalanceDueDate: null,
  HoldExpiresAt: null,
  ConfirmedAt: '2026-11-01T10:00:00Z',
  InvoiceIssuedAt: null,
  CanCancel: false,
  CanDecline: false,
  CanPayBalance: false,
  CanReschedule: false,
  CancelRefundAmt: 0,
  CancelRefundPercent: 0,
  RescheduleFee: 0,
  MovedFrom: null,
  RefuseMoveBy: null,
});

/** The query of each request to the bookings list, as plain objects. */
const queries = (server: ReturnType<typeof mockApi>) =>
  server.calls('GET', '/api/vendor/getBooking').map((c) => Object.fromEntries(c.query));

/** The API: `when` filters on the server, two rows a "page" of which only the first is sent before "Show more". */
function bookingsApi() {
  return mockApi().on('GET', '/api/vendor/getBooking', ({ query }) => {
    const when = query.get('when');
    const all =
      when === 'expired'
        ? [row(3, '2026-01-02')]
        : when === 'upcoming'
          ? [row(1, '2027-03-01'), row(2, '2027-02-01')]
          : [row(1, '2027-03-01'), row(2, '2027-02-01'), row(3, '2026-01-02')];
    const start = Number(query.get('after') ?? 0);
    const rows = all.slice(start, start + 2);
    return {
      Status: 'Success' as const,
      Message: '',
      Payload: rows,
      Page: { next: start + 2 < all.length ? String(start + 2) : null },
    };
  });
}

test('the list asks the API one page at a time and "Show more" fetches the next', async () => {
  const server = bookingsApi();
  renderAt(<BookingListPage />, { path: '/vendor/booking' });
  expect(await screen.findAllByTestId('booking-row')).toHaveLength(2);
  expect(queries(server)).toEqual([{ limit: '25' }]);
  fireEvent.click(screen.getByRole('button', { name: 'Show more bookings (2 shown)' }));
  await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(3));
  expect(queries(server)).toEqual([{ limit: '25' }, { limit: '25', after: '2' }]);
});

test('Show: the choice goes into the URL and the API filters by it; a link with ?show= opens filtered', async () => {
  const server = bookingsApi();
  renderAt(<BookingListPage />, { path: '/vendor/booking' });
  await screen.findAllByTestId('booking-row');
  fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'expired' } });
  expect(screen.getByLabelText('Show')).toHaveValue('expired');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vendor/booking?show=expired'));
  await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(1));
  expect(queries(server)).toContainEqual({ limit: '25', when: 'expired' });
  expect(screen.getByText('BK000003')).toBeInTheDocument();
});

test('an unknown ?show= value shows every booking', async () => {
  const server = bookingsApi();
  renderAt(<BookingListPage />, { path: '/vendor/booking?show=bogus' });
  await screen.findAllByTestId('booking-row');
  expect(screen.getByLabelText('Show')).toHaveValue('all');
  expect(queries(server)).toEqual([{ limit: '25' }]);
});

test('a declined booking reads "Declined by vendor" in a red badge, stacked with its money (readable on phones)', async () => {
  const declined: VendorBookingRow = {
    ...row(4, '2027-04-01'),
    BookingState: 'declined',
    PaidAmt: 21240,
    DueAmt: 0,
    RefundedAmt: 21240,
    CanDecline: false,
  };
  const confirmed: VendorBookingRow = {
    ...row(5, '2027-04-02'),
    BookingState: 'confirmed',
    PaidAmt: 1000,
    DueAmt: 0,
    RefundedAmt: 0,
    CanDecline: true,
  };
  mockApi().on('GET', '/api/vendor/getBooking', {
    Status: 'Success',
    Message: '',
    Payload: [declined, confirmed],
    Page: { next: null },
  });
  renderAt(<BookingListPage />, { path: '/vendor/booking' });
  const [first, second] = await screen.findAllByTestId('vendor-booking-state');
  const badge = within(first!).getByText('Declined by vendor');
  expect(badge).toHaveClass('badgeRed');
  expect(badge).toHaveAttribute('data-tone', 'red');
  expect(first).toHaveClass('stateCell');
  expect(within(first!).getByTestId('vendor-booking-money')).toHaveTextContent('Paid ₹21,240.00 · refunded ₹21,240.00');
  expect(within(second!).getByText('Confirmed')).toHaveClass('badgeGreen');
  expect(within(second!).getByRole('button', { name: 'Decline BK000005' })).toBeInTheDocument();
});

test.each([
  ['confirmed', 0, 'green'],
  ['confirmed', 500, 'amber'],
  ['completed', 0, 'green'],
  ['pending_payment', 0, 'amber'],
  ['declined', 0, 'red'],
  ['cancelled', 0, 'red'],
  ['expired', 0, 'grey'],
] as const)('state %s (due %d) is %s', (state, due, tone) => expect(bookingStateTone(state, due)).toBe(tone));

test('the payment type is said in words of the page language, not the API enum ("advance"/"full")', async () => {
  const advance = { ...row(1, '2027-03-01'), Payment_type: 'advance' as const };
  mockApi().on('GET', '/api/vendor/getBooking', {
    Status: 'Success',
    Message: '',
    Payload: [advance, row(2, '2027-02-01')],
    Page: { next: null },
  });
  await act(async () => {
    await setLang('hi', { remember: false, notify: false });
    await loadNamespaces(['vendor']);
  });
  try {
    renderAt(<BookingListPage />, { path: '/vendor/booking' });
    const types = (await screen.findAllByTestId('payment-type')).map((x) => x.textContent);
    expect(types).toEqual(['अग्रिम भुगतान', 'पूरा भुगतान']);
  } finally {
    await act(() => setLang('en', { remember: false, notify: false }));
  }
});
