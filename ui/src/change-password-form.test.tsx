import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@utsav/shared/session';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { ChangePasswordForm } from './change-password-form';

const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (sub: number, type: string) =>
  `${enc({ alg: 'HS256' })}.${enc({ sub, UserType: type, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

afterEach(() => {
  sessionStore.getState().logout({ revoke: false });
  jest.restoreAllMocks();
});

async function fill(oldPassword: string, next: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Old Password'), oldPassword);
  await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

test('a mismatch is the schema message on the confirm field, focused, and nothing is sent', async () => {
  const server = mockApi();
  render(<ChangePasswordForm who="customer" />);
  await fill('Old@1234', 'New@1234', 'Other@1234');
  expect(await screen.findByText('New password and confirm password do not match')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Confirm Password')).toHaveFocus());
  expect(server.calls()).toHaveLength(0);
});

test("a mismatch shows with the other fields' messages (the check across fields is not skipped), focus on the first", async () => {
  const server = mockApi();
  render(<ChangePasswordForm who="customer" />);
  await userEvent.type(screen.getByLabelText('New Password'), 'New@1234');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'Other@1234');
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByText('Old password is required')).toBeInTheDocument();
  expect(screen.getByText('New password and confirm password do not match')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Old Password')).toHaveFocus());
  expect(server.calls()).toHaveLength(0);
});

test("a customer's change goes to /api/change-password, keeps the session with the new token, empties the form", async () => {
  sessionStore.getState().signIn(token(5, 'customer'));
  const renewed = token(5, 'customer').replace('sig', 'sig2');
  const server = mockApi().on('POST', '/api/change-password', {
    Status: 'Success',
    Message: 'Password changed successfully',
    Payload: { uidtoken: renewed },
  } as never);
  const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
  render(<ChangePasswordForm who="customer" />);
  await fill('Old@1234', 'New@1234', 'New@1234');
  await waitFor(() => expect(success).toHaveBeenCalledWith('Password changed successfully'));
  expect(server.calls('POST', '/api/change-password')[0]!.body).toEqual({
    uid: 5,
    oldPassword: 'Old@1234',
    newPassword: 'New@1234',
    confirmPassword: 'New@1234',
  });
  expect(sessionStore.getState().token).toBe(renewed);
  expect(screen.getByLabelText('Old Password')).toHaveValue('');
});

test("a vendor's refused change (wrong old password) is toasted and the fields stay", async () => {
  sessionStore.getState().signIn(token(9, 'vendor'));
  mockApi().fail('POST', '/api/vendor/change-password', 400, { Status: 'Failed', Message: 'Old password is wrong' });
  const error = jest.spyOn(notify, 'error').mockImplementation(() => '');
  render(<ChangePasswordForm who="vendor" />);
  await fill('Wrong@1234', 'New@1234', 'New@1234');
  await waitFor(() => expect(error).toHaveBeenCalledWith('Old password is wrong'));
  expect(screen.getByLabelText('Old Password')).toHaveValue('Wrong@1234');
});
