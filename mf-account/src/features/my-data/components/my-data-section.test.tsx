import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { sessionStore } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { PRIVACY_NOTICE_VERSION } from '@utsav/domain/schemas/privacy';
import { renderAt, signInCustomer, signOut } from '../../../lib/test-utils';
import MyDataSection from './my-data-section';

const consents = (Whatsapp: boolean, Newsletter: boolean) => ({
  Status: 'Success' as const,
  Message: 'Success',
  Payload: { NoticeVersion: PRIVACY_NOTICE_VERSION, Whatsapp, Newsletter, Records: [] },
});

/** A Blob's text. */
const textOf = (blob: Blob) => blob.text();

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
  it('downloads everything as a JSON file', async () => {
    const none: Record<string, unknown>[] = [];
    const exported = {
      ExportedAt: '2026-11-29T00:00:00Z',
      Account: 'customer' as const,
      NoticeVersion: PRIVACY_NOTICE_VERSION,
      Profile: { name: 'Aarav Sharma' },
      Addresses: [{ address: 'Flat 12B, Sea Breeze Apartments' }],
      Bookings: none,
      PackageBookings: none,
      PaymentOrders: none,
      Payments: none,
      Refunds: none,
      Invoices: [{ bill_no: 'INV1', pdf: '/api/account/my-data/invoices/1' }],
      Messages: none,
      Reviews: none,
      Enquiries: none,
      Cart: none,
      Newsletter: none,
      Consents: [],
      DataRequests: [],
    };
    const server = mockApi()
      .on('GET', '/api/account/consents', consents(false, false))
      .on('GET', '/api/account/my-data', { Status: 'Success', Message: 'Success', Payload: exported });
    const blobs: Blob[] = [];
    const create = jest.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:my-data';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^utsav-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      expect(this.href).toBe('blob:my-data');
    });
    const success = jest.spyOn(notify, 'success');
    page();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your data has been downloaded'));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await textOf(blobs[0]!))).toEqual(exported);
    expect(server.calls('GET', '/api/account/my-data')).toHaveLength(1);
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
