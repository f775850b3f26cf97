import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@utsav/shared/testing/api-mock';
import PackageBookingsPage from './package-bookings-page';
import { renderAt } from '../../../test/render';
import type { VendorPackageBookingRow, VendorServiceRow } from '../../../api/types';

const item = (bookingId: number, productId: number): VendorPackageBookingRow => ({
  BookingId: bookingId,
  ItemId: bookingId * 10,
  ItemState: 'confirmed',
  CanDecline: false,
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

const mandap: VendorServiceRow = {
  Id: 7,
  Title: 'Mandap',
  ServiceId: 1,
  ServiceName: 'Decoration',
  Operator_Name: 'Shubh Decorators',
  PayableAmt: 1000,
  Status: 1,
  Listed: true,
  Moderated: false,
  CreateDate: '2026-10-01T10:00:00Z',
  document: '',
};

test('package bookings come a page at a time for the chosen service; "Show more" brings the next', async () => {
  const server = mockApi()
    .on('GET', '/api/vendor/products', { Status: 'Success', Message: '', Payload: [mandap] })
    .on('GET', '/api/vendor/getBookingsByProduct/{productId}', ({ params, query }) => {
      const after = query.get('after');
      const rows = params.productId === 'all' ? [after ? item(1, 7) : item(2, 7)] : [item(2, 7)];
      const next = params.productId === 'all' && !after ? 'n1' : null;
      return { Status: 'Success' as const, Message: '', Payload: rows, Page: { next } };
    });
  renderAt(<PackageBookingsPage />, { path: '/vendor/booking-package' });
  expect(await screen.findAllByTestId('package-booking-row')).toHaveLength(1);
  // The vendor's package rate and what it receives after the commission.
  expect(screen.getAllByTestId('package-booking-row')[0]).toHaveTextContent('₹915.00');
  fireEvent.click(screen.getByRole('button', { name: 'Show more package bookings (1 shown)' }));
  await waitFor(() => expect(screen.getAllByTestId('package-booking-row')).toHaveLength(2));
  const pages = server.calls('GET', '/api/vendor/getBookingsByProduct/{productId}');
  expect(pages.map((c) => [c.params.productId, Object.fromEntries(c.query)])).toEqual([
    ['all', { limit: '25' }],
    ['all', { limit: '25', after: 'n1' }],
  ]);
});
