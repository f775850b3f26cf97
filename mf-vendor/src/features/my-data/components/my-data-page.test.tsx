import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { sessionStore } from '@utsav/shared/session';
import MyDataPage from './my-data-page';
import { vendorExportFileName } from '../api/my-data';
import { renderAt } from '../../../test/render';

afterEach(() => jest.restoreAllMocks());

const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x0a, 0x00, 0x00, 0x00]);

test('downloads the vendor’s data as one ZIP file, saying so while it prepares', async () => {
  const server = mockApi().file('GET', '/api/vendor/my-data/archive', ZIP, 'application/zip');
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:vendor';
    }),
    revokeObjectURL: jest.fn(),
  });
  const names: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  renderAt(<MyDataPage />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText(/One ZIP file with my-data.json/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
  expect(screen.getByRole('button', { name: 'Preparing your file…' })).toBeDisabled();
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your data has been downloaded'));
  expect(click).toHaveBeenCalledTimes(1);
  expect(names[0]).toMatch(/^utsav-vendor-data-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(new Uint8Array(await blobs[0]!.arrayBuffer())).toEqual(ZIP);
  expect(server.calls('GET', '/api/vendor/my-data/archive')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
});

test('a refused download says why and saves nothing', async () => {
  mockApi().fail('GET', '/api/vendor/my-data/archive', 500, { Status: 'Failed', Message: 'Something broke' });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  jest.spyOn(notify, 'error').mockImplementation(() => '');
  renderAt(<MyDataPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Something broke'));
  expect(click).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
});

test('vendorExportFileName: the day on the vendor’s own clock, as a .zip', () => {
  expect(vendorExportFileName(new Date(2026, 11, 31, 23, 30))).toBe('utsav-vendor-data-2026-12-31.zip');
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
