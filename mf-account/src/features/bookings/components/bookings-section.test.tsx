import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { bookingRow, packageOrderRow } from '../../../lib/test-fixtures';
import { renderAt, signInCustomer, signOut } from '../../../lib/test-utils';
import BookingsSection from './bookings-section';

const rows = [
  bookingRow({ BookingState: 'completed', StatusLabel: 'Completed' }),
  bookingRow({
    BookingId: 2,
    BookingNo: 'BK000002',
    OrderId: 'OD2',
    BookingOnDate: '2026-12-12',
    BookingState: 'expired',
    StatusLabel: 'Expired',
    Status: 0,
    TotalBookingAmt: 1234.5,
    PaidAmt: 0,
    rating: 4,
    Title: 'Buffet',
    ProductId: 7,
    ServiceId: 2,
  }),
];

const refused = (Message: string) => ({ Status: 'Failed', Message });

beforeEach(() => signInCustomer());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('BookingsSection', () => {
  it('shows status labels, amounts, dates and review/invoice actions', async () => {
    mockApi().on('GET', '/api/GetMyBookings', { Status: 'Success', Message: '', Payload: rows, Page: { next: null } });
    renderAt(<BookingsSection tab="booking" />);
    const [first, second] = await screen.findAllByTestId('booking-row');
    expect(first).toHaveTextContent('Completed');
    expect(first).toHaveTextContent('₹50,445.00');
    expect(first).toHaveTextContent('02 Dec 2026');
    expect(within(first!).getByRole('button', { name: 'Review BK000001' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Invoice BK000001' })).toHaveAttribute(
      'href',
      '/account/booking/BK000001',
    );
    expect(second).toHaveTextContent('Expired');
    expect(within(second!).queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Package Booking' })).toHaveAttribute('href', '/account/booking-package');
  });

  it('"Booking On" is the day the order was made; the event date has its own column', async () => {
    const row = bookingRow({ CreateDate: '2026-10-05T09:30:00.000Z', BookingOnDate: '2026-12-20' });
    mockApi().on('GET', '/api/GetMyBookings', { Status: 'Success', Message: '', Payload: [row], Page: { next: null } });
    renderAt(<BookingsSection tab="booking" />);
    const [only] = await screen.findAllByTestId('booking-row');
    expect(within(only!).getByTestId('booked-on')).toHaveTextContent('05 Oct 2026');
    expect(within(only!).getByTestId('booked-on')).toHaveAttribute('data-label', 'Booking On');
    expect(within(only!).getByTestId('event-date')).toHaveTextContent('20 Dec 2026');
    expect(screen.getByRole('columnheader', { name: 'Event date' })).toBeInTheDocument();
  });

  it('asks for one page and shows the next on "Show more"', async () => {
    const server = mockApi().on('GET', '/api/GetMyBookings', (request) =>
      request.query.get('after') === 'c1'
        ? { Status: 'Success' as const, Message: '', Payload: [rows[1]!], Page: { next: null } }
        : { Status: 'Success' as const, Message: '', Payload: [rows[0]!], Page: { next: 'c1' } },
    );
    renderAt(<BookingsSection tab="booking" />);
    expect(await screen.findAllByTestId('booking-row')).toHaveLength(1);
    const pages = () => server.calls('GET', '/api/GetMyBookings').map((c) => Object.fromEntries(c.query));
    expect(pages()).toEqual([{ limit: '25' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Show more bookings (1 shown)' }));
    await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(2));
    expect(pages()).toEqual([{ limit: '25' }, { limit: '25', after: 'c1' }]);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('shows paid, due and refunded; Pay balance opens the balance payment; Cancel shows the refund first', async () => {
    const money = {
      PaidAmt: 10000,
      DueAmt: 40445,
      RefundedAmt: 0,
      BalanceDueDate: '2026-12-20',
      CanPayBalance: true,
      CanCancel: true,
      CancelRefundAmt: 5000,
      CancelRefundPercent: 50,
      HoldExpiresAt: null,
      ConfirmedAt: '2026-11-20T10:00:00Z',
      CanDecline: false,
      InvoiceIssuedAt: '2026-11-20T10:00:00Z',
    };
    const list = [
      { ...rows[0]!, BookingState: 'confirmed' as const, Payment_type: 'advance' as const, ...money },
      {
        ...rows[1]!,
        BookingState: 'cancelled' as const,
        Status: 2,
        ...money,
        DueAmt: 0,
        RefundedAmt: 617.25,
        CanPayBalance: false,
        CanCancel: false,
        rating: 0,
      },
    ];
    const server = mockApi()
      .on('GET', '/api/GetMyBookings', { Status: 'Success', Message: '', Payload: list, Page: { next: null } })
      .on('POST', '/api/bookings/{id}/cancel', {
        Status: 'Success',
        Message: 'Booking cancelled. ₹5000.00 will be refunded.',
        Payload: { BookingId: 1, RefundAmount: 5000, RefundPercent: 50, State: 'cancelled' },
      })
      .fail('POST', '/api/payments/balance', 409, refused('Nothing is due on this booking'));
    renderAt(<BookingsSection tab="booking" />);
    const [first, second] = await screen.findAllByTestId('booking-row');
    expect(first).toHaveTextContent('Balance due');
    expect(within(first!).getByTestId('booking-money')).toHaveTextContent(
      'Paid ₹10,000.00 · Due ₹40,445.00 by 20 Dec 2026',
    );
    expect(within(first!).queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Cancelled');
    expect(within(second!).getByTestId('booking-money')).toHaveTextContent('Refunded ₹617.25');
    expect(within(second!).queryByRole('button', { name: /Cancel|Pay balance/ })).not.toBeInTheDocument();

    fireEvent.click(within(first!).getByRole('button', { name: /^Pay balance ₹[\d,.]+ for BK000001$/ }));
    await waitFor(() => expect(server.calls('POST', '/api/payments/balance')).toHaveLength(1));
    expect(server.calls('POST', '/api/payments/balance')[0]!.body).toEqual({ BookingId: 1 });

    fireEvent.click(within(first!).getByRole('button', { name: 'Cancel BK000001' }));
    expect(await screen.findByTestId('cancel-refund')).toHaveTextContent(
      'You will get back ₹5,000.00 (50 % of what you paid)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(server.calls('POST', '/api/bookings/{id}/cancel')).toHaveLength(1));
    expect(server.calls('POST', '/api/bookings/{id}/cancel')[0]!.params).toEqual({ id: '1' });
  });

  it('an awaiting booking offers Pay now and shows what to pay; closed ones read their real state', async () => {
    const base = {
      DueAmt: 0,
      RefundedAmt: 0,
      BalanceDueDate: null,
      CanPayBalance: false,
      CancelRefundAmt: 0,
      CancelRefundPercent: 100,
      ConfirmedAt: null,
      CanDecline: false,
      InvoiceIssuedAt: null,
    };
    const list = [
      {
        ...rows[0]!,
        Status: 0,
        BookingState: 'pending_payment' as const,
        StatusLabel: 'Awaiting payment',
        PaidAmt: 0,
        ToPayAmt: 50445,
        CanCancel: true,
        HoldExpiresAt: '2099-01-01T10:00:00Z',
        ...base,
      },
      {
        ...rows[1]!,
        Status: 1,
        BookingState: 'completed' as const,
        StatusLabel: 'Completed',
        PaidAmt: 1234.5,
        ToPayAmt: 0,
        CanCancel: false,
        HoldExpiresAt: null,
        ...base,
      },
      {
        ...rows[1]!,
        BookingId: 3,
        BookingNo: 'BK000003',
        Status: 2,
        BookingState: 'declined' as const,
        StatusLabel: 'Declined by vendor — refunded ₹1,234.50',
        PaidAmt: 1234.5,
        ToPayAmt: 0,
        CanCancel: false,
        HoldExpiresAt: null,
        ...base,
        RefundedAmt: 1234.5,
      },
    ];
    const server = mockApi()
      .on('GET', '/api/GetMyBookings', { Status: 'Success', Message: '', Payload: list, Page: { next: null } })
      .fail('POST', '/api/payments/order', 409, refused('The payment time for this order ran out'));
    renderAt(<BookingsSection tab="booking" />);
    const [pending, done, declined] = await screen.findAllByTestId('booking-row');
    expect(within(pending!).getByTestId('booking-status')).toHaveTextContent('Awaiting payment');
    expect(within(pending!).getByTestId('booking-money')).toHaveTextContent('Paid ₹0.00 · To pay ₹50,445.00');
    expect(within(done!).getByTestId('booking-status')).toHaveTextContent('Completed');
    expect(within(declined!).getByTestId('booking-status')).toHaveTextContent(
      'Declined by vendor — refunded ₹1,234.50',
    );
    expect(within(declined!).queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(within(pending!).getByRole('link', { name: 'Order OD1' })).toHaveAttribute('href', '/booking/OD1');
    fireEvent.click(within(pending!).getByRole('button', { name: 'Pay now ₹50,445.00 for BK000001' }));
    await waitFor(() => expect(server.calls('POST', '/api/payments/order')).toHaveLength(1));
    expect(server.calls('POST', '/api/payments/order')[0]!.body).toEqual({ OrderId: 'OD1' });
  });

  it('a package awaiting payment offers Pay now, a package with a balance Pay balance — both through the order', async () => {
    const pkg = { BookingDate: '2099-12-22' };
    const server = mockApi()
      .on('GET', '/api/GetPackageOrders', {
        Status: 'Success',
        Message: '',
        Payload: [
          packageOrderRow({
            ...pkg,
            Status: 0,
            BookingState: 'pending_payment',
            StatusLabel: 'Awaiting payment',
            PaidAmt: 0,
            ToPayAmt: 37000,
          }),
          packageOrderRow({
            ...pkg,
            BookingId: 2,
            OrderId: 'PK000002',
            StatusLabel: 'Balance due',
            PaidAmt: 7400,
            DueAmt: 29600,
            CanPayBalance: true,
            BalanceDueDate: '2099-12-19',
          }),
        ],
      })
      .fail('POST', '/api/payments/order', 409, refused('x'));
    renderAt(<BookingsSection tab="booking-package" />);
    const [pending, balance] = await screen.findAllByTestId('package-row');
    expect(within(balance!).getByTestId('booking-money')).toHaveTextContent(
      'Paid ₹7,400.00 · Due ₹29,600.00 by 19 Dec 2099',
    );
    const orders = () => server.calls('POST', '/api/payments/order').map((c) => c.body);
    fireEvent.click(within(pending!).getByRole('button', { name: 'Pay now ₹37,000.00 for PK000001' }));
    await waitFor(() => expect(orders()).toEqual([{ OrderId: 'PK000001' }]));
    fireEvent.click(await within(balance!).findByRole('button', { name: 'Pay balance ₹29,600.00 for PK000002' }));
    await waitFor(() => expect(orders()).toEqual([{ OrderId: 'PK000001' }, { OrderId: 'PK000002' }]));
  });

  it('lists package orders on the Package Booking tab', async () => {
    mockApi().on('GET', '/api/GetPackageOrders', { Status: 'Success', Message: '', Payload: [packageOrderRow()] });
    renderAt(<BookingsSection tab="booking-package" />);
    const row = await screen.findByTestId('package-row');
    expect(row).toHaveTextContent('PK000001');
    expect(row).toHaveTextContent('Birthday Bash Package');
    expect(row).toHaveTextContent('₹37,000.00');
    expect(within(row).getByRole('link', { name: 'Invoice PK000001' })).toHaveAttribute(
      'href',
      '/account/booking-package/1',
    );
  });
});
