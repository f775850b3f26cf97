import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { renderAt, signInCustomer, signOut } from '../../../lib/test-utils';
import ChangePasswordSection from './change-password-section';

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
    const post = jest.spyOn(api, 'post');
    renderAt(<ChangePasswordSection />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await fill('', '', '');
    expect(await screen.findByText('Old password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows 'New password and confirm password do not match'", async () => {
    const post = jest.spyOn(api, 'post');
    renderAt(<ChangePasswordSection />);
    await fill('Customer@123', 'NewPass@1', 'NewPass@2');
    expect(await screen.findByText('New password and confirm password do not match')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends uid and the three fields; shows the server message and clears the form', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({
      data: { Status: 'Success', Message: 'Password changed successfully', message: 'Password changed successfully' },
    });
    const success = jest.spyOn(notify, 'success');
    renderAt(<ChangePasswordSection />);
    await fill('Customer@123', 'NewPass@1', 'NewPass@1');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Password changed successfully'));
    expect(post).toHaveBeenCalledWith('/change-password', {
      uid: 1,
      oldPassword: 'Customer@123',
      newPassword: 'NewPass@1',
      confirmPassword: 'NewPass@1',
    });
    expect(screen.getByLabelText('Old Password')).toHaveValue('');
  });

  it("shows the server's refusal message", async () => {
    jest.spyOn(api, 'post').mockRejectedValue(
      Object.assign(new Error('400'), {
        response: { status: 400, data: { Status: 'Failed', Message: 'Old password is incorrect' } },
      }),
    );
    const error = jest.spyOn(notify, 'error');
    renderAt(<ChangePasswordSection />);
    await fill('wrong', 'NewPass@1', 'NewPass@1');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Old password is incorrect'));
  });
});
