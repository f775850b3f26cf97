import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { renderAt, signInCustomer, signOut } from '../../../lib/test-utils';
import ChangePasswordSection from './change-password-section';

/** A customer's session token as the API signs it (the signature is not checked in the page). */
function customerToken(): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const claims = { sub: '1', UserType: 'customer', exp: Math.floor(Date.now() / 1000) + 3600 };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.sig`;
}

beforeEach(() => signInCustomer());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

async function fill(old: string, next: string, confirm: string) {
  if (old) await userEvent.type(screen.getByLabelText('Old Password'), old);
  if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordSection', () => {
  it('has one h1 and requires all three fields', async () => {
    const server = mockApi();
    renderAt(<ChangePasswordSection />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await fill('', '', '');
    expect(await screen.findByText('Old password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
    expect(server.calls()).toHaveLength(0);
  });

  it("shows 'New password and confirm password do not match'", async () => {
    const server = mockApi();
    renderAt(<ChangePasswordSection />);
    await fill('Customer@123', 'NewPass@1', 'NewPass@2');
    expect(await screen.findByText('New password and confirm password do not match')).toBeInTheDocument();
    expect(server.calls()).toHaveLength(0);
  });

  it('sends uid and the three fields; shows the server message, clears the form and keeps the new token', async () => {
    const renewed = customerToken();
    const server = mockApi().on('POST', '/api/change-password', {
      Status: 'Success',
      Message: 'Password changed successfully',
      message: 'Password changed successfully',
      Payload: { uidtoken: renewed },
    });
    const success = jest.spyOn(notify, 'success');
    renderAt(<ChangePasswordSection />);
    await fill('Customer@123', 'NewPass@1', 'NewPass@1');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Password changed successfully'));
    expect(server.calls('POST', '/api/change-password').map((c) => c.body)).toEqual([
      // uid is the session's subject (the API ignores it: the token decides).
      { uid: '1', oldPassword: 'Customer@123', newPassword: 'NewPass@1', confirmPassword: 'NewPass@1' },
    ]);
    expect(screen.getByLabelText('Old Password')).toHaveValue('');
    // The change ended the old session: the page goes on with the token of the reply.
    expect(sessionStore.getState().token).toBe(renewed);
  });

  it("shows the server's refusal message", async () => {
    mockApi().fail('POST', '/api/change-password', 400, { Status: 'Failed', Message: 'Old password is incorrect' });
    const error = jest.spyOn(notify, 'error');
    renderAt(<ChangePasswordSection />);
    await fill('wrong', 'NewPass@1', 'NewPass@1');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Old password is incorrect'));
  });
});
