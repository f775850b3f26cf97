import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { notify } from '@utsav/shared/toast';
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

// Declining the vendor's part of a package order takes a reason, as a booking's decline does (docs/decline-reasons.md).
describe("declining the vendor's part of a package", () => {
  const declinable = { ...item(3, 7), ItemId: 31, CanDecline: true, ProductTitle: 'Mandap' };
  const path = '/api/vendor/package-items/{id}/decline';
  function api() {
    return mockApi()
      .on('GET', '/api/vendor/products', { Status: 'Success', Message: '', Payload: [mandap] })
      .on('GET', '/api/vendor/getBookingsByProduct/{productId}', {
        Status: 'Success',
        Message: '',
        Payload: [declinable],
        Page: { next: null },
      });
  }
  async function openDialog(name = 'Decline Mandap in PK000003') {
    renderAt(<PackageBookingsPage />, { path: '/vendor/booking-package' });
    fireEvent.click(await screen.findByRole('button', { name }));
    return screen.findByRole('dialog');
  }
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => setLang('en', { remember: false, notify: false }));
  });

  test('nothing is sent until a reason is chosen; "other" sends the vendor\'s words trimmed', async () => {
    const server = api().on('POST', path, {
      Status: 'Success',
      Message: 'Declined. ₹1,000.00 is refunded to the customer.',
      Payload: { BookingId: 3, ItemId: 31, RefundAmount: 1000 },
    });
    const success = jest.spyOn(notify, 'success');
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('The customer gets back your part of the package (₹1,000.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline my part' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose why you are declining');

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline my part' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please say why you are declining');
    expect(server.calls('POST', path)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your reason/ }), {
      target: { value: '  Our team is away that week ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline my part' }));
    await waitFor(() => expect(server.calls('POST', path)).toHaveLength(1));
    const [call] = server.calls('POST', path);
    expect(call!.params).toEqual({ id: '31' });
    expect(call!.body).toEqual({ reason: 'other', note: 'Our team is away that week' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Declined. ₹1,000.00 is refunded to the customer.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test("a fixed reason is sent without words; the server's refusal shows in the dialog, which stays open", async () => {
    const server = api().fail('POST', path, 409, {
      Status: 'Failed',
      Message: 'A package service can be declined only within 48 hours of the order being paid',
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'The date is not available' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline my part' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A package service can be declined only within 48 hours of the order being paid',
    );
    expect(server.calls('POST', path)[0]!.body).toEqual({ reason: 'date_unavailable', note: '' });
    // Keeping it closes the dialog; opened again it starts with no reason chosen.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Decline Mandap in PK000003' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).queryByRole('alert')).toBeNull();
    expect(within(again).getByRole('radio', { name: 'The date is not available' })).not.toBeChecked();
  });

  test('the reasons and the buttons in Hindi', async () => {
    await act(async () => {
      await setLang('hi', { remember: false, notify: false });
      await loadNamespaces(['vendor']);
    });
    const server = api().on('POST', path, {
      Status: 'Success',
      Message: '',
      Payload: { BookingId: 3, ItemId: 31, RefundAmount: 1000 },
    });
    const dialog = await openDialog('PK000003 में Mandap अस्वीकार करें');
    expect(within(dialog).getByRole('group', { name: 'आप अस्वीकार क्यों कर रहे हैं?' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'मेरा हिस्सा अस्वीकार करें' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/[\u0900-\u097F]/);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'आयोजन स्थल मेरे सेवा क्षेत्र से बाहर है' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'मेरा हिस्सा अस्वीकार करें' }));
    await waitFor(() => expect(server.calls('POST', path)[0]?.body).toEqual({ reason: 'outside_area', note: '' }));
  });
});
