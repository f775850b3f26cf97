import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { sessionStore } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { PRIVACY_NOTICE_VERSION } from '@utsav/domain/schemas/privacy';
import { renderAt, signInCustomer, signOut } from '../../../lib/test-utils';
import MyDataSection from './my-data-section';
import { exportFileName } from '../api/my-data';

const consents = (Whatsapp: boolean, Newsletter: boolean) => ({
  Status: 'Success' as const,
  Message: 'Success',
  Payload: { NoticeVersion: PRIVACY_NOTICE_VERSION, Whatsapp, Newsletter, Records: [] },
});

function page() {
  return renderAt(
    <Routes>
      <Route path="/account/my-data" element={<MyDataSection />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { path: '/account/my-data' },
  );
}

beforeEach(() => signInCustomer());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

describe('My data (docs/privacy.md)', () => {
  /** What the API sends: a ZIP file's bytes (the section passes them through untouched). */
  const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x08, 0xff, 0x00]);

  /** Captures the file the browser is asked to save. */
  function saving() {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((b: Blob) => {
        blobs.push(b);
        return 'blob:my-data';
      }),
      revokeObjectURL: jest.fn(),
    });
    const names: string[] = [];
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.href).toBe('blob:my-data');
      names.push(this.download);
    });
    return { blobs, names, clicked };
  }

  it('downloads everything as one ZIP file (the JSON and the stored invoices), saying so while it prepares', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = mockApi()
      .on('GET', '/api/account/consents', consents(false, false))
      .file('GET', '/api/account/my-data/archive', ZIP, 'application/zip');
    const file = saving();
    const success = jest.spyOn(notify, 'success');
    // The reply waits until the test has seen the button busy.
    const fetchSpy = globalThis.fetch as jest.Mock;
    const through = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (...args: Parameters<typeof fetch>) => {
      await held;
      return through(...args);
    });
    page();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/One ZIP file: my-data.json/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('button', { name: 'Preparing your file…' })).toBeDisabled();
    release();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your data has been downloaded'));
    expect(file.clicked).toHaveBeenCalledTimes(1);
    expect(file.names).toHaveLength(1);
    expect(file.names[0]).toMatch(/^utsav-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(new Uint8Array(await file.blobs[0]!.arrayBuffer())).toEqual(ZIP);
    expect(server.calls('GET', '/api/account/my-data/archive')).toHaveLength(1);
    // The JSON alone is not asked for: it is inside the ZIP.
    expect(server.calls('GET', '/api/account/my-data')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('a refused download says why and saves nothing; tried again, it is saved', async () => {
    const server = mockApi()
      .on('GET', '/api/account/consents', consents(false, false))
      .file('GET', '/api/account/my-data/archive', ZIP, 'application/zip')
      .failOnce('GET', '/api/account/my-data/archive', 500, { Status: 'Failed', Message: 'Something broke' });
    const file = saving();
    const failed = jest.spyOn(notify, 'error');
    const success = jest.spyOn(notify, 'success');
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith('Something broke'));
    expect(file.clicked).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your data has been downloaded'));
    expect(file.clicked).toHaveBeenCalledTimes(1);
    expect(server.calls('GET', '/api/account/my-data/archive')).toHaveLength(2);
  });

  it('offline, the download fails with a message and the button works again', async () => {
    mockApi().on('GET', '/api/account/consents', consents(false, false)).offline('GET', '/api/account/my-data/archive');
    const file = saving();
    const failed = jest.spyOn(notify, 'error');
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(failed.mock.calls[0]![0]).toEqual(expect.any(String));
    expect(file.clicked).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('exportFileName: the day on the person’s own clock, as a .zip', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('utsav-my-data-2026-01-05.zip');
  });

  it('links to the profile and address editors to correct the data', async () => {
    mockApi().on('GET', '/api/account/consents', consents(false, false));
    page();
    expect(screen.getByRole('link', { name: 'Personal Info' })).toHaveAttribute('href', '/account/profile');
    expect(screen.getByRole('link', { name: 'Address' })).toHaveAttribute('href', '/account/address');
  });

  it('shows the consents and withdraws one', async () => {
    const server = mockApi()
      .on('GET', '/api/account/consents', consents(true, true))
      .on('GET', '/api/account/message-preferences', {
        Status: 'Success',
        Message: '',
        Payload: { WhatsappOptIn: false },
      })
      .on('POST', '/api/account/consents/withdraw', { ...consents(false, true), Message: 'Consent withdrawn' });
    const success = jest.spyOn(notify, 'success');
    page();
    const whatsapp = await screen.findByTestId('consent-whatsapp');
    expect(whatsapp).toHaveTextContent('Booking messages on WhatsApp: given');
    expect(screen.getByTestId('consent-newsletter')).toHaveTextContent('Newsletter by email: given');
    await userEvent.click(within(whatsapp).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Consent withdrawn'));
    expect(server.calls('POST', '/api/account/consents/withdraw').map((c) => c.body)).toEqual([
      { purpose: 'whatsapp' },
    ]);
    await waitFor(() => expect(screen.getByTestId('consent-whatsapp')).toHaveTextContent('not given'));
    expect(within(screen.getByTestId('consent-whatsapp')).queryByRole('button')).toBeNull();
  });

  it('deleting needs the password and DELETE typed; a refusal is shown; success signs out and goes home', async () => {
    const server = mockApi()
      .on('GET', '/api/account/consents', consents(false, false))
      .on('POST', '/api/account/delete', {
        Status: 'Success',
        Message: 'Your account has been deleted',
        Payload: { Erased: true, RequestId: 7 },
      })
      .failOnce('POST', '/api/account/delete', 409, {
        Status: 'Failed',
        Message: 'Your account cannot be deleted while you have bookings still to come',
      });
    page();
    const button = screen.getByRole('button', { name: 'Delete my account' });
    await userEvent.click(button);
    expect(await screen.findByText('Enter your password to delete your account')).toBeInTheDocument();
    expect(screen.getByText('Type DELETE to confirm', { selector: '[role="alert"], span, p' })).toBeInTheDocument();
    expect(server.calls('POST', '/api/account/delete')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Password'), 'Customer@123');
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(button);
    expect(await screen.findByTestId('delete-error')).toHaveTextContent('bookings still to come');
    expect(sessionStore.getState().role).toBe(1);

    await userEvent.click(button);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(server.calls('POST', '/api/account/delete').map((c) => c.body)).toEqual([
      { password: 'Customer@123', confirm: 'DELETE' },
      { password: 'Customer@123', confirm: 'DELETE' },
    ]);
    expect(sessionStore.getState().token).toBeNull();
  });
});
