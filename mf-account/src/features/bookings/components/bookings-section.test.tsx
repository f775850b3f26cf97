import { screen, within } from '@testing-library/react';
import { api } from '@utsav/shared/api-client';
import { renderAt, signInCustomer, signOut } from '../../../lib/test-utils';
import BookingsSection from './bookings-section';

const rows = [
  { BookingId: 1, BookingNo: 'BK000001', OrderId: 'OD1', BookingOnDate: '2026-12-02', CreateDate: '', Status: 1, TotalBookingAmt: 50445, advance_booking_amount: 0, Payment_type: 'full', rating: 0, Title: 'Mandap', ProductId: 1, ServiceId: 1 },
  { BookingId: 2, BookingNo: 'BK000002', OrderId: 'OD2', BookingOnDate: '2026-12-12', CreateDate: '', Status: 0, TotalBookingAmt: 1234.5, advance_booking_amount: 0, Payment_type: 'full', rating: 4, Title: 'Buffet', ProductId: 7, ServiceId: 2 },
];

beforeEach(() => signInCustomer());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('BookingsSection', () => {
  it('shows status labels, amounts, dates and review/invoice actions', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ data: { Status: 'Success', Payload: rows } });
    renderAt(<BookingsSection tab="booking" />);
    const [first, second] = await screen.findAllByTestId('booking-row');
    expect(first).toHaveTextContent('Booked');
    expect(first).toHaveTextContent('₹50,445.00');
    expect(first).toHaveTextContent('02 Dec 2026');
    expect(within(first!).getByRole('button', { name: 'Review BK000001' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Invoice BK000001' })).toHaveAttribute('href', '/account/booking/BK000001');
    expect(second).toHaveTextContent('Failed');
    expect(within(second!).queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Package Booking' })).toHaveAttribute('href', '/account/booking-package');
  });

  it('lists package orders on the Package Booking tab', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ data: { Status: 'Success', Payload: [{ BookingId: 1, OrderId: 'PK000001', PackageName: 'Birthday Bash Package', CreateOn: '2026-11-22T00:00:00Z', BookingDate: '2026-12-22', PackageTotal: 37000, advance_booking_amount: 7400, Status: 1 }] } });
    renderAt(<BookingsSection tab="booking-package" />);
    const row = await screen.findByTestId('package-row');
    expect(row).toHaveTextContent('PK000001');
    expect(row).toHaveTextContent('Birthday Bash Package');
    expect(row).toHaveTextContent('₹37,000.00');
    expect(within(row).getByRole('link', { name: 'Invoice PK000001' })).toHaveAttribute('href', '/account/booking-package/1');
  });
});
