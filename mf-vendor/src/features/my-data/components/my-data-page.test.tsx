import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { sessionStore } from '@utsav/shared/session';
import MyDataPage from './my-data-page';
import { renderAt } from '../../../test/render';

afterEach(() => jest.restoreAllMocks());

test('downloads the vendor’s data as a JSON file', async () => {
  const server = mockApi().on('GET', '/api/vendor/my-data', {
    Status: 'Success',
    Message: 'Success',
    Payload: {
      ExportedAt: '2026-11-29T00:00:00Z',
      Account: 'vendor',
      NoticeVersion: '2026-11-29',
      Profile: { email: 'vendor@utsav.in' },
      Services: [],
      Bookings: [],
      Ledger: [],
      Payouts: [],
      Messages: [],
      Consents: [],
      DataRequests: [],
    },
  });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:vendor'), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  renderAt(<MyDataPage />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your data has been downloaded'));
  expect(click).toHaveBeenCalledTimes(1);
  expect(server.calls('GET', '/api/vendor/my-data')).toHaveLength(1);
});

test('deleting is refused while money is owed (the reason is shown); accepted, the vendor is signed out', async () => {
  sessionStore.setState({ token: 'vendor-token', claims: { sub: '1', UserType: 'vendor' }, role: 2, profile: null });
  const server = mockApi()
    .on('POST', '/api/vendor/delete', {
      Status: 'Success',
      Message: 'Your account has been deleted',
      Payload: { Erased: true, RequestId: 4 },
    })
    .failOnce('POST', '/api/vendor/delete', 409, {
      Status: 'Failed',
      Message: 'Your account cannot be deleted while Utsav still owes you money: wait for your last payout',
    });
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  renderAt(<MyDataPage />);
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Vendor@123' } });
  fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  expect(await screen.findByTestId('vendor-delete-error')).toHaveTextContent('wait for your last payout');
  expect(sessionStore.getState().role).toBe(2);
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your account has been deleted'));
  expect(sessionStore.getState().token).toBeNull();
  expect(server.calls('POST', '/api/vendor/delete').map((c) => c.body)).toEqual([
    { password: 'Vendor@123', confirm: 'DELETE' },
    { password: 'Vendor@123', confirm: 'DELETE' },
  ]);
});
