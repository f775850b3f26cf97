import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@utsav/shared/toast';
import { mockApi } from '@utsav/shared/testing/api-mock';
import ProfileSection from '../features/profile/components/profile-section';
import MessagesSection from '../features/messages/components/messages-section';
import { customerProfile } from './test-fixtures';
import { renderAt, signInCustomer, signOut } from './test-utils';

/** The account's WhatsApp consent: in Personal Info and on the Messages page, one saved setting. */
const profile = { Name: 'Aarav Sharma', Email: 'aarav@example.in', Phone: '9876543210' };

/** The API of one customer whose consent starts at `optIn`; PUT saves it. */
function mockAccount(optIn: boolean) {
  let saved = optIn;
  const preferences = () => ({
    Status: 'Success' as const,
    Message: saved ? 'Booking messages will also come on WhatsApp' : 'No more WhatsApp messages',
    Payload: { WhatsappOptIn: saved },
  });
  const server = mockApi()
    .on('GET', '/api/userDetails', { Status: 'Success', Message: '', Payload: customerProfile(profile) })
    .on('GET', '/api/account/message-preferences', preferences)
    .on('GET', '/api/account/messages', { Status: 'Success', Message: '', Payload: [] })
    .on('PUT', '/api/account/message-preferences', (request) => {
      saved = (request.body as { whatsappOptIn: boolean }).whatsappOptIn;
      return preferences();
    });
  return { puts: () => server.calls('PUT', '/api/account/message-preferences').map((c) => c.body) };
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
  const { puts } = mockAccount(false);
  renderAt(<ProfileSection />);
  await screen.findByTestId('profile-name');
  await waitFor(() => expect(consent()).toBeEnabled());
  expect(consent()).not.toBeChecked();
  fireEvent.click(consent());
  await waitFor(() => expect(puts()).toEqual([{ whatsappOptIn: true }]));
  await waitFor(() => expect(consent()).toBeChecked());
  expect(success).toHaveBeenCalledWith('Booking messages will also come on WhatsApp');
});

test('the Messages page shows the same saved consent and withdraws it', async () => {
  const { puts } = mockAccount(true);
  renderAt(<MessagesSection />);
  await waitFor(() => expect(consent()).toBeChecked());
  fireEvent.click(consent());
  await waitFor(() => expect(puts()).toEqual([{ whatsappOptIn: false }]));
  await waitFor(() => expect(consent()).not.toBeChecked());
  expect(await screen.findByText('No messages yet')).toBeInTheDocument();
});
