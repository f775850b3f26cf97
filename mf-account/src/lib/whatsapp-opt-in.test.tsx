import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import ProfileSection from '../features/profile/components/profile-section';
import MessagesSection from '../features/messages/components/messages-section';
import { renderAt, signInCustomer, signOut } from './test-utils';

/** The account's WhatsApp consent (issue 33.5): in Personal Info and on the Messages page, one saved setting. */
const profile = { Name: 'Aarav Sharma', Email: 'aarav@example.in', Phone: '9876543210' };

function mockApi(optIn: boolean) {
  let saved = optIn;
  const get = jest.spyOn(api, 'get').mockImplementation((async (url: string) => {
    if (url === '/userDetails') return { data: { Status: 'Success', Payload: { ...profile, UserType: 1 } } };
    if (url === '/account/message-preferences')
      return { data: { Status: 'Success', Payload: { WhatsappOptIn: saved } } };
    if (url === '/account/messages') return { data: { Status: 'Success', Payload: [] } };
    throw new Error(`unmocked GET ${url}`);
  }) as unknown as typeof api.get);
  const put = jest.spyOn(api, 'put').mockImplementation((async (url: string, body: { whatsappOptIn: boolean }) => {
    if (url !== '/account/message-preferences') throw new Error(`unmocked PUT ${url}`);
    saved = body.whatsappOptIn;
    return {
      data: {
        Status: 'Success',
        Message: saved ? 'Booking messages will also come on WhatsApp' : 'No more WhatsApp messages',
        Payload: { WhatsappOptIn: saved },
      },
    };
  }) as unknown as typeof api.put);
  return { get, put };
}

let success: jest.SpyInstance;
beforeEach(() => {
  signInCustomer(profile);
  success = jest.spyOn(notify, 'success').mockImplementation(() => '');
});
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

const consent = () => screen.getByRole('checkbox', { name: 'Also send my booking messages on WhatsApp' });

test('Personal Info shows the consent and saves a change at once', async () => {
  const { put } = mockApi(false);
  renderAt(<ProfileSection />);
  await screen.findByTestId('profile-name');
  await waitFor(() => expect(consent()).toBeEnabled());
  expect(consent()).not.toBeChecked();
  fireEvent.click(consent());
  await waitFor(() => expect(put).toHaveBeenCalledWith('/account/message-preferences', { whatsappOptIn: true }));
  await waitFor(() => expect(consent()).toBeChecked());
  expect(success).toHaveBeenCalledWith('Booking messages will also come on WhatsApp');
});

test('the Messages page shows the same saved consent and withdraws it', async () => {
  const { put } = mockApi(true);
  renderAt(<MessagesSection />);
  await waitFor(() => expect(consent()).toBeChecked());
  fireEvent.click(consent());
  await waitFor(() => expect(put).toHaveBeenCalledWith('/account/message-preferences', { whatsappOptIn: false }));
  await waitFor(() => expect(consent()).not.toBeChecked());
  expect(await screen.findByText('No messages yet')).toBeInTheDocument();
});
