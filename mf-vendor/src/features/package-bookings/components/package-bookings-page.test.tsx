import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@utsav/shared/api-client';
import PackageBookingsPage from './package-bookings-page';
import { renderAt } from '../../../test/render';

const item = (bookingId: number, productId: number) => ({
  BookingId: bookingId,
  OrderId: `PK00000${bookingId}`,
  PackageName: 'Birthday Bash',
  ProductTitle: `Service ${productId}`,
  BookingFor: 'Birthday',
  OnBehalfName: 'Aarav',
  PayableAmt: 1000,
  ListAmt: 1200,
  CommissionAmt: 85,
  NetAmt: 915,
  CreateOn: '2026-11-01T10:00:00Z',
  BookOn: '2027-01-10',
  Product_ID: productId,
});

afterEach(() => jest.restoreAllMocks());

test('package bookings come a page at a time for the chosen service; "Show more" brings the next', async () => {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    if (url === '/vendor/products') return { data: { Status: 'Success', Payload: [{ Id: 7, Title: 'Mandap' }] } };
    const after = (config?.params as { after?: string } | undefined)?.after;
    if (url.endsWith('/all'))
      return {
        data: { Status: 'Success', Payload: after ? [item(1, 7)] : [item(2, 7)], Page: { next: after ? null : 'n1' } },
      };
    return { data: { Status: 'Success', Payload: [item(2, 7)], Page: { next: null } } };
  });
  renderAt(<PackageBookingsPage />, { path: '/vendor/booking-package' });
  expect(await screen.findAllByTestId('package-booking-row')).toHaveLength(1);
  // The vendor's package rate and what it receives after the commission (issue 31.6).
  expect(screen.getAllByTestId('package-booking-row')[0]).toHaveTextContent('₹915.00');
  fireEvent.click(screen.getByRole('button', { name: 'Show more package bookings (1 shown)' }));
  await waitFor(() => expect(screen.getAllByTestId('package-booking-row')).toHaveLength(2));
  expect(get).toHaveBeenCalledWith('/vendor/getBookingsByProduct/all', { params: { limit: 25, after: 'n1' } });
});
