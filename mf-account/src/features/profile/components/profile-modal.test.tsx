import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { notify } from '@utsav/shared/toast';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { customerProfile } from '../../../lib/test-fixtures';
import { renderAt, signInCustomer, signOut } from '../../../lib/test-utils';
import { ProfileModal } from './profile-modal';

const profile = { role: 1 as const, Name: 'Aarav Sharma', Email: 'aarav@example.in', Phone: '9876543210' };

beforeEach(() => signInCustomer());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

function setup() {
  const onClose = jest.fn();
  renderAt(<ProfileModal open onClose={onClose} profile={profile} />);
  return { onClose };
}

describe('ProfileModal', () => {
  it('starts with the current profile', () => {
    setup();
    expect(screen.getByLabelText('Name')).toHaveValue('Aarav Sharma');
    expect(screen.getByLabelText('Email')).toHaveValue('aarav@example.in');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
  });

  // Drives the dialog's props from outside, as the account page does (profile query refetches, opening again).
  function Harness({ first }: { first: typeof profile | null }) {
    const [p, setP] = useState(first);
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setP({ ...profile })}>
          new profile object
        </button>
        <button type="button" onClick={() => setOpen((o) => !o)}>
          toggle
        </button>
        <ProfileModal open={open} onClose={() => setOpen(false)} profile={p} />
      </>
    );
  }

  it('keeps what the customer typed when the profile is refetched while the dialog is open', async () => {
    renderAt(<Harness first={profile} />);
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Aarav K');
    act(() => fireEvent.click(screen.getByText('new profile object')));
    expect(screen.getByLabelText('Name')).toHaveValue('Aarav K');
  });

  it('fills the form when the profile arrives after the dialog opened, and afresh on the next opening', async () => {
    renderAt(<Harness first={null} />);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    act(() => fireEvent.click(screen.getByText('new profile object')));
    expect(screen.getByLabelText('Name')).toHaveValue('Aarav Sharma');
    await userEvent.type(screen.getByLabelText('Name'), 'xyz');
    act(() => fireEvent.click(screen.getByText('toggle')));
    act(() => fireEvent.click(screen.getByText('toggle')));
    expect(screen.getByLabelText('Name')).toHaveValue('Aarav Sharma');
  });

  it('applies the SPEC limits: name 50, email 70, phone digits only and 10 at most', async () => {
    setup();
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', '70');
    const phone = screen.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '98a76-5432109999');
    expect(phone).toHaveValue('9876543210');
  });

  it('requires every field and checks the email, sending nothing', async () => {
    const server = mockApi();
    setup();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(server.calls()).toHaveLength(0);
  });

  it('posts name, email and phone to /update-profile and closes on success', async () => {
    const server = mockApi()
      .on('POST', '/api/update-profile', {
        status: 'Success',
        Status: 'Success',
        message: 'Profile updated successfully',
        Message: 'Profile updated successfully',
        Payload: { Name: 'Aarav S', Email: 'aarav@example.in', Phone: '9876543210' },
      })
      .on('GET', '/api/userDetails', { Status: 'Success', Message: '', Payload: customerProfile({ Name: 'Aarav S' }) });
    const success = jest.spyOn(notify, 'success');
    const { onClose } = setup();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Aarav S');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls('POST', '/api/update-profile').map((c) => c.body)).toEqual([
      { name: 'Aarav S', email: 'aarav@example.in', phone: '9876543210' },
    ]);
    expect(success).toHaveBeenCalledWith('Profile updated successfully');
  });

  it('shows the server message as a warning when the update is refused', async () => {
    mockApi().fail('POST', '/api/update-profile', 409, {
      status: 'Failed',
      message: 'This email is already registered',
    });
    const warning = jest.spyOn(notify, 'warning');
    const { onClose } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('This email is already registered'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a new mobile number: asks for a code to it first, then saves with the code', async () => {
    const server = mockApi()
      .on('POST', '/api/contact-code', { Status: 'Success', Message: 'sent', Payload: { minutes: 10 } })
      .on('POST', '/api/update-profile', {
        status: 'Success',
        Status: 'Success',
        message: 'Profile updated successfully',
        Message: 'Profile updated successfully',
        Payload: { Name: 'Aarav Sharma', Email: 'aarav@example.in', Phone: '9123411111' },
      })
      .on('GET', '/api/userDetails', {
        Status: 'Success',
        Message: '',
        Payload: customerProfile({ Phone: '9123411111' }),
      });
    const { onClose } = setup();
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '9123411111');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByLabelText('6-digit code')).toBeInTheDocument();
    expect(server.calls('POST', '/api/contact-code').map((c) => c.body)).toEqual([{ contact: '9123411111' }]);
    expect(server.calls('POST', '/api/update-profile')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    // The code is required before the save goes.
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and update' }));
    expect(await screen.findByText('Enter the 6-digit code we sent you')).toBeInTheDocument();
    expect(server.calls('POST', '/api/update-profile')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls('POST', '/api/update-profile').map((c) => c.body)).toEqual([
      { name: 'Aarav Sharma', email: 'aarav@example.in', phone: '9123411111', otp: '123456' },
    ]);
  });

  it('a new email likewise; a wrong code is shown as the server says it and nothing closes', async () => {
    const server = mockApi()
      .on('POST', '/api/contact-code', { Status: 'Success', Message: 'sent', Payload: { minutes: 10 } })
      .fail('POST', '/api/update-profile', 400, { status: 'Failed', message: 'The code is wrong. 4 tries left' });
    const warning = jest.spyOn(notify, 'warning');
    const { onClose } = setup();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'Aarav.New@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and update' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('The code is wrong. 4 tries left'));
    expect(server.calls('POST', '/api/contact-code').map((c) => c.body)).toEqual([{ contact: 'aarav.new@example.in' }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
