import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@utsav/shared/session';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { fakeToken, renderAt } from '../../../test/render';
import VendorForgotPasswordPage from './vendor-forgot-password-page';
import VendorSignInPage from './vendor-sign-in-page';

describe('vendor sign-in (product §5: username ≤60, password ≤50, remember-me optional)', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
    sessionStore.getState().logout();
  });

  it('has the limits, links and one h1', () => {
    renderAt(<VendorSignInPage />, { path: '/vendor' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText('Username')).toHaveAttribute('maxLength', '60');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxLength', '50');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/vendor/forgot-password');
    expect(screen.getByRole('link', { name: 'Register as a vendor' })).toHaveAttribute('href', '/service-provider-reg');
  });

  it('requires username and password', async () => {
    const server = mockApi();
    renderAt(<VendorSignInPage />, { path: '/vendor' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.queryByText('Please tick Remember Me')).toBeNull();
    expect(server.calls()).toHaveLength(0);
  });

  it('signs in without Remember Me for this tab only', async () => {
    localStorage.clear();
    const token = fakeToken({ UserType: 'vendor', sub: 5, name: 'Shubh' });
    mockApi().on('POST', '/api/vendor/login', {
      Status: 'Success',
      Message: '',
      Payload: { token, name: 'Shubh', role: 2 },
    });
    renderAt(<VendorSignInPage />, { path: '/vendor' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'vendor@utsav.in' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Vendor@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vendor/dashboard'));
    expect(sessionStorage.getItem('utsav.token')).toBe(token);
    expect(localStorage.getItem('utsav.token')).toBeNull();
  });

  it('stores the vendor token and goes to /vendor/dashboard', async () => {
    const token = fakeToken({ UserType: 'vendor', sub: 5, name: 'Shubh' });
    const server = mockApi().on('POST', '/api/vendor/login', {
      Status: 'Success',
      Message: 'Login successful',
      Payload: { token, name: 'Shubh', role: 2 },
    });
    renderAt(<VendorSignInPage />, { path: '/vendor' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'vendor@utsav.in' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Vendor@123' } });
    fireEvent.click(screen.getByLabelText('Remember Me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vendor/dashboard'));
    expect(server.calls('POST', '/api/vendor/login')[0]!.body).toEqual({
      username: 'vendor@utsav.in',
      password: 'Vendor@123',
    });
    expect(sessionStore.getState().role).toBe(2);
    expect(sessionStorage.getItem('utsav.token')).toBe(token);
    expect(localStorage.getItem('utsav.token')).toBe(token); // Remember Me ticked
  });

  it('stays on the page when the server refuses', async () => {
    mockApi().fail('POST', '/api/vendor/login', 400, { Status: 'Failed', Message: 'Invalid username or password' });
    renderAt(<VendorSignInPage />, { path: '/vendor' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'x@y.in' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByLabelText('Remember Me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
    expect(screen.getByTestId('location')).toHaveTextContent('/vendor');
    expect(sessionStore.getState().role).toBe(0);
  });

  it('forgot password: asks a code for the vendor login, then sets the new password with it', async () => {
    const server = mockApi()
      .on('POST', '/api/vendor/forgot-password', {
        Status: 'Success',
        Message:
          'If an account matches, we have sent a 6-digit code to its verified mobile number or email. It is valid for 10 minutes.',
        Payload: { minutes: 10 },
      })
      .on('POST', '/api/vendor/reset-password', {
        Status: 'Success',
        Message: 'Your password has been changed. Please sign in with your new password.',
        Payload: { reset: true },
      });
    renderAt(<VendorForgotPasswordPage />, { path: '/vendor/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Registered mobile number or email'), { target: { value: 'vendor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter your registered mobile number or email')).toBeInTheDocument();
    expect(server.calls()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Registered mobile number or email'), {
      target: { value: 'vendor@utsav.in' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(server.calls('POST', '/api/vendor/forgot-password').map((c) => c.body)).toEqual([
        { login: 'vendor@utsav.in' },
      ]),
    );
    expect(await screen.findByText(/If an account matches, we have sent a 6-digit code/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('New password must be at least 8 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Vendor@999' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Vendor@999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('reset-done')).toHaveTextContent('Your password has been changed.');
    expect(server.calls('POST', '/api/vendor/reset-password')[0]!.body).toEqual({
      login: 'vendor@utsav.in',
      otp: '123456',
      password: 'Vendor@999',
      cpassword: 'Vendor@999',
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/vendor');
  });

  it('forgot password shows a refused code and keeps the form', async () => {
    mockApi()
      .on('POST', '/api/vendor/forgot-password', { Status: 'Success', Message: 'Code sent', Payload: { minutes: 10 } })
      .fail('POST', '/api/vendor/reset-password', 400, { Status: 'Failed', Message: 'The code is wrong or expired' });
    renderAt(<VendorForgotPasswordPage />, { path: '/vendor/forgot-password' });
    fireEvent.change(screen.getByLabelText('Registered mobile number or email'), { target: { value: '9820000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Vendor@999' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Vendor@999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('reset-error')).toHaveTextContent('The code is wrong or expired');
    expect(screen.getByLabelText('Code')).toHaveValue('000000');
  });
});
