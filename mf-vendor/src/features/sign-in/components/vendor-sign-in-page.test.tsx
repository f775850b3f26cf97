import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@utsav/shared/api-client';
import { sessionStore } from '@utsav/shared/session';
import { fakeToken, renderAt, reply } from '../../../test/render';
import VendorForgotPasswordPage from './vendor-forgot-password-page';
import VendorSignInPage from './vendor-sign-in-page';

describe('vendor sign-in (SPEC §5: username ≤60, password ≤50, remember-me required)', () => {
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

  it('requires username, password and the remember-me box', async () => {
    const post = jest.spyOn(api, 'post');
    renderAt(<VendorSignInPage />, { path: '/vendor' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByText('Please tick Remember Me')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'vendor@utsav.in' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Vendor@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please tick Remember Me')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('stores the vendor token and goes to /vendor/dashboard', async () => {
    const token = fakeToken({ UserType: 'vendor', sub: 5, name: 'Shubh' });
    const post = jest.spyOn(api, 'post').mockResolvedValue(reply({ Status: 'Success', Message: 'Login successful', Payload: { token } }));
    renderAt(<VendorSignInPage />, { path: '/vendor' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'vendor@utsav.in' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Vendor@123' } });
    fireEvent.click(screen.getByLabelText('Remember Me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vendor/dashboard'));
    expect(post).toHaveBeenCalledWith('/vendor/login', { username: 'vendor@utsav.in', password: 'Vendor@123' });
    expect(sessionStore.getState().role).toBe(2);
    expect(sessionStorage.getItem('utsav.token')).toBe(token);
  });

  it('stays on the page when the server refuses', async () => {
    jest.spyOn(api, 'post').mockResolvedValue(reply({ Status: 'Failed', Message: 'Invalid username or password' }));
    renderAt(<VendorSignInPage />, { path: '/vendor' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'x@y.in' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'bad' } });
    fireEvent.click(screen.getByLabelText('Remember Me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
    expect(screen.getByTestId('location')).toHaveTextContent('/vendor');
    expect(sessionStore.getState().role).toBe(0);
  });

  it('forgot-password page has a username box and Submit that makes no call', () => {
    const post = jest.spyOn(api, 'post');
    renderAt(<VendorForgotPasswordPage />, { path: '/vendor/forgot-password' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'vendor@utsav.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
  });
});
