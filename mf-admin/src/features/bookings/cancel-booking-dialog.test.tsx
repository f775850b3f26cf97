import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { success } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import { CancelBookingDialog } from './cancel-booking-dialog';

// The vendor's reason on a cancellation on the vendor's behalf (docs/decline-reasons.md): offered for a service
// booking only, none given by default, "other" with the vendor's words; told to the customer by the API.
beforeEach(() => jest.spyOn(notify, 'success').mockImplementation(() => ''));
afterEach(() => jest.restoreAllMocks());

const booking = { BookingId: 41, BookingNo: 'BK000041', Title: 'Mandap' };
const options = { Held: 11800, Customer: 5900, Vendor: 11800 };
const declined = {
  BookingId: 41,
  State: 'declined' as const,
  PolicyAmount: 11800,
  RefundAmount: 11800,
  RefundPercent: 100,
};
const path = '/api/admin/bookings/{id}/cancel';

function open(kind: 'booking' | 'package' = 'booking') {
  const server = mockApi()
    .on('POST', path, success(declined, 'Booking declined. ₹11800.00 will be refunded.'))
    .on('POST', '/api/admin/package-bookings/{id}/cancel', success({ ...declined, Parts: [] }, 'Package declined.'));
  const onClose = jest.fn();
  renderAt(<CancelBookingDialog booking={booking} kind={kind} options={options} open onClose={onClose} />);
  return { server, onClose, dialog: screen.getByRole('dialog') };
}

test("the picker shows on the vendor's behalf only; none given is sent as no reason", async () => {
  const { server, onClose, dialog } = open();
  expect(within(dialog).queryByRole('group', { name: /The vendor's reason/ })).toBeNull();
  await userEvent.click(within(dialog).getByLabelText(/The vendor/));
  const picker = within(dialog).getByRole('group', { name: "The vendor's reason (told to the customer)" });
  expect(within(picker).getByRole('radio', { name: 'Not given' })).toBeChecked();
  expect(
    within(picker)
      .getAllByRole('radio')
      .map((r) => (r as HTMLInputElement).value),
  ).toEqual(['', 'date_unavailable', 'outside_area', 'event_type', 'other']);
  await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Vendor phoned');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  await waitFor(() => expect(server.calls('POST', path)).toHaveLength(1));
  expect(server.calls('POST', path)[0]!.body).toEqual({
    onBehalfOf: 'vendor',
    refund: 'policy',
    amount: '',
    reason: 'Vendor phoned',
  });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});

test('"other" needs the vendor\'s words (the schema\'s message), sent trimmed with the reason', async () => {
  const { server, dialog } = open();
  await userEvent.click(within(dialog).getByLabelText(/The vendor/));
  expect(within(dialog).queryByLabelText(/The vendor's words/)).toBeNull();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
  await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Hall flooded');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  expect(await within(dialog).findByText('Please say why you are declining')).toBeInTheDocument();
  expect(server.calls('POST', path)).toHaveLength(0);
  const words = within(dialog).getByLabelText(/The vendor's words/);
  expect(words).toHaveAttribute('maxLength', '300');
  await userEvent.type(words, '  The hall is flooded ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  await waitFor(() => expect(server.calls('POST', path)).toHaveLength(1));
  expect(server.calls('POST', path)[0]!.body).toMatchObject({
    onBehalfOf: 'vendor',
    declineReason: 'other',
    declineNote: 'The hall is flooded',
  });
});

test("a fixed reason is sent without words; switching back to the customer's behalf sends none", async () => {
  const { server, dialog } = open();
  await userEvent.click(within(dialog).getByLabelText(/The vendor/));
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
  await userEvent.type(within(dialog).getByLabelText(/The vendor's words/), 'Not sent with a fixed reason');
  await userEvent.click(within(dialog).getByRole('radio', { name: "The venue is outside the vendor's service area" }));
  await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Vendor phoned');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  await waitFor(() => expect(server.calls('POST', path)).toHaveLength(1));
  expect(server.calls('POST', path)[0]!.body).toMatchObject({ declineReason: 'outside_area', declineNote: '' });

  await userEvent.click(within(dialog).getByLabelText(/The customer/));
  expect(within(dialog).queryByRole('group', { name: /The vendor's reason/ })).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
  await waitFor(() => expect(server.calls('POST', path)).toHaveLength(2));
  expect(server.calls('POST', path)[1]!.body).toEqual({
    onBehalfOf: 'customer',
    refund: 'policy',
    amount: '',
    reason: 'Vendor phoned',
  });
});

test('a package order offers no picker (its vendors’ reasons are not told)', async () => {
  const { dialog } = open('package');
  await userEvent.click(within(dialog).getByLabelText(/The vendor/));
  expect(within(dialog).queryByRole('group', { name: /The vendor's reason/ })).toBeNull();
});

test('the picker in Hindi', async () => {
  await act(async () => {
    await setLang('hi', { remember: false, notify: false });
    await loadNamespaces(['admin']);
  });
  try {
    const { dialog } = open();
    await userEvent.click(within(dialog).getByLabelText(/वेंडर — /));
    const picker = within(dialog).getByRole('group', { name: 'वेंडर का कारण (ग्राहक को बताया जाता है)' });
    expect(within(picker).getByRole('radio', { name: 'यह तारीख़ उपलब्ध नहीं है' })).toBeInTheDocument();
    expect(within(picker).getByRole('radio', { name: 'नहीं बताया गया' })).toBeChecked();
  } finally {
    await act(() => setLang('en', { remember: false, notify: false }));
  }
});
