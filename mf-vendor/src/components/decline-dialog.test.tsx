import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@utsav/shared/testing/api-mock';
import BookingListPage from '../features/bookings/components/booking-list-page';
import { renderAt } from '../test/render';
import type { VendorBookingRow } from '../api/types';

const confirmed = {
  BookingId: 7,
  Booking_No: 'BK000007',
  Order_Id: 'OD7',
  BillNo: 'INV7',
  Title: 'Mandap',
  Product_ID: 1,
  Booking_For: 'Wedding',
  TotalBookingAmt: 1000,
  Payment_type: 'full',
  CreateDate: '2026-11-01T10:00:00Z',
  Booking_On_Date: '2027-03-01',
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
  CanDecline: true,
  CanPayBalance: false,
  CanReschedule: false,
  CancelRefundAmt: 0,
  CancelRefundPercent: 0,
  RescheduleFee: 0,
  MovedFrom: null,
  RefuseMoveBy: null,
} satisfies VendorBookingRow;

function api() {
  return mockApi()
    .on('GET', '/api/vendor/getBooking', { Status: 'Success', Message: '', Payload: [confirmed], Page: { next: null } })
    .on('POST', '/api/vendor/bookings/{id}/decline', {
      Status: 'Success',
      Message: 'Booking declined.',
      Payload: { BookingId: 7, State: 'declined', RefundAmount: 1000, RefundPercent: 100 },
    });
}

async function openDialog() {
  renderAt(<BookingListPage />, { path: '/vendor/booking' });
  fireEvent.click(await screen.findByRole('button', { name: 'Decline BK000007' }));
  return screen.findByRole('dialog');
}

test('a decline needs a reason: nothing is sent until one is chosen', async () => {
  const server = api();
  const dialog = await openDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose why you are declining');
  expect(server.calls('POST', '/api/vendor/bookings/{id}/decline')).toHaveLength(0);

  fireEvent.click(within(dialog).getByRole('radio', { name: 'The venue is outside my service area' }));
  expect(within(dialog).queryByRole('alert')).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
  await waitFor(() => expect(server.calls('POST', '/api/vendor/bookings/{id}/decline')).toHaveLength(1));
  const [call] = server.calls('POST', '/api/vendor/bookings/{id}/decline');
  expect(call!.params).toEqual({ id: '7' });
  expect(call!.body).toEqual({ reason: 'outside_area', note: '' });
});

test('"other" asks for the vendor\'s words (at most 300 characters) and sends them trimmed', async () => {
  const server = api();
  const dialog = await openDialog();
  expect(within(dialog).queryByRole('textbox')).toBeNull();
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
  const text = within(dialog).getByRole('textbox', { name: /Your reason/ });
  expect(text).toHaveAttribute('maxLength', '300');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please say why you are declining');
  expect(server.calls('POST', '/api/vendor/bookings/{id}/decline')).toHaveLength(0);

  fireEvent.change(text, { target: { value: '  Our hall is under repair  ' } });
  expect(within(dialog).getByText('28 of 300 characters')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
  await waitFor(() => expect(server.calls('POST', '/api/vendor/bookings/{id}/decline')).toHaveLength(1));
  expect(server.calls('POST', '/api/vendor/bookings/{id}/decline')[0]!.body).toEqual({
    reason: 'other',
    note: 'Our hall is under repair',
  });
});

test("the server's refusal shows in the dialog", async () => {
  mockApi()
    .on('GET', '/api/vendor/getBooking', { Status: 'Success', Message: '', Payload: [confirmed], Page: { next: null } })
    .fail('POST', '/api/vendor/bookings/{id}/decline', 409, {
      Status: 'Failed',
      Message: 'A booking can be declined only within 48 hours of its confirmation',
    });
  const dialog = await openDialog();
  fireEvent.click(within(dialog).getByRole('radio', { name: 'The date is not available' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'A booking can be declined only within 48 hours of its confirmation',
  );
});
