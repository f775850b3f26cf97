import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { bus } from '@utsav/shared/bus';
import { mockApi } from '@utsav/shared/testing/api-mock';
import ForgotPasswordPage from './forgot-password-page';

// Typing a whole form with userEvent takes seconds on a busy machine.
jest.setTimeout(30_000);

describe('ForgotPasswordPage', () => {
  it('asks for a code, then resets with the code and a new password, then offers the sign-in', async () => {
    const server = mockApi()
      .on('POST', '/api/forgot-password', {
        Status: 'Success',
        Message:
          'If an account matches, we have sent a 6-digit code to its verified mobile number or email. It is valid for 10 minutes.',
        Payload: { minutes: 10 },
      })
      .on('POST', '/api/reset-password', {
        Status: 'Success',
        Message: 'Your password has been changed. Please sign in with your new password.',
        Payload: { reset: true },
      });
    const asked = jest.fn();
    const off = bus.on('auth:required', asked);
    render(
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Registered mobile number or email'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(server.calls('POST', '/api/forgot-password')).toHaveLength(1));
    expect(server.calls('POST', '/api/forgot-password')[0]!.body).toEqual({ login: '9876543210' });
    expect(await screen.findByText(/If an account matches/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Send a new code in \d+s$/ })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Code'), '12a3456');
    expect(screen.getByLabelText('Code')).toHaveValue('123456');
    await userEvent.type(screen.getByLabelText('New password'), 'After@12345');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Other@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password and confirm password do not match!')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'After@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('reset-done')).toHaveTextContent('Your password has been changed.');
    expect(server.calls('POST', '/api/reset-password').map((c) => c.body)).toEqual([
      { login: '9876543210', otp: '123456', password: 'After@12345', cpassword: 'After@12345' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(asked).toHaveBeenCalledWith({ reason: 'password-reset' });
    off();
  });

  it('shows the throttle and waits before another request', async () => {
    mockApi().fail('POST', '/api/forgot-password', 429, {
      Status: 'Failed',
      Message: 'Too many code requests. Please try again in 45 seconds',
    });
    render(
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Registered mobile number or email'), 'aarav.sharma@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('reset-error')).toHaveTextContent(
      'Too many code requests. Please try again in 45 seconds',
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
  });

  it('refuses a login that is neither a mobile number nor an email, without a call', async () => {
    const server = mockApi();
    render(
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Registered mobile number or email'), 'aarav');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter your registered mobile number or email')).toBeInTheDocument();
    expect(server.calls()).toHaveLength(0);
  });
});
