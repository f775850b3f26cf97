import { PRIVACY_NOTICE_VERSION } from '@utsav/domain/schemas/privacy';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { bus } from '@utsav/shared/bus';
import { sessionStore } from '@utsav/shared/session';
import { notify } from '@utsav/shared/toast';
import { mockApi } from '@utsav/shared/testing/api-mock';
import SignUpPage from './sign-up-page';

const registered = {
  Status: 'Success' as const,
  status: 'Success' as const,
  Message: 'Registered successfully',
  message: 'Registered successfully',
  Payload: { Id: 9 },
};

afterEach(() => jest.restoreAllMocks());

// Typing a whole form with userEvent takes seconds on a busy machine.
jest.setTimeout(30_000);

function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

async function fill(overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'Full Name': 'Meera Iyer',
    Email: 'meera@example.in',
    Phone: '9988776655',
    'Verification code': '123456',
    Password: 'Secret@12',
    'Confirm Password': 'Secret@12',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values))
    if (value) await userEvent.type(screen.getByLabelText(label), value);
}

describe('SignUpPage', () => {
  it('warns when the passwords differ and sends nothing', async () => {
    const server = mockApi();
    render(
      <MemoryRouter>
        <SignUpPage />
      </MemoryRouter>,
    );
    await fill({ 'Confirm Password': 'Other@123' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password and confirm password do not match!')).toBeInTheDocument();
    expect(server.calls()).toHaveLength(0);
    // the refused submit takes the person to the field in error.
    await waitFor(() => expect(screen.getByLabelText('Confirm Password')).toHaveFocus());
  });

  it('tells a signed-in customer they are signed in instead of showing the form', () => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    sessionStore
      .getState()
      .signIn(
        `${b64({ alg: 'HS256' })}.${b64({ sub: 9, UserType: 'customer', name: 'Aarav Sharma', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`,
      );
    render(
      <MemoryRouter initialEntries={['/signup']}>
        <SignUpPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'You are already signed in' })).toBeInTheDocument();
    expect(screen.getByText('Aarav Sharma')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByLabelText('Full Name')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account/profile');
    act(() => sessionStore.getState().logout());
  });

  it('filters the name to letters and spaces and the phone to 10 digits', async () => {
    render(
      <MemoryRouter>
        <SignUpPage />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Full Name'), 'Meera 2 Iyer!');
    await userEvent.type(screen.getByLabelText('Phone'), '99887766551234');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Meera  Iyer');
    expect(screen.getByLabelText('Phone')).toHaveValue('9988776655');
  });

  it('registers a customer (user_type 1), signs them in and says so', async () => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 9, UserType: 'customer', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
    const server = mockApi()
      .on('POST', '/api/UserRegister', registered)
      .on('POST', '/api/UserLogin', {
        Status: 'Success',
        Message: '',
        Payload: { uidtoken: token, name: 'Meera Iyer', role: 1 },
      })
      .on('GET', '/api/userDetails', {
        Status: 'Success',
        Message: '',
        Payload: {
          Id: 9,
          Name: 'Meera Iyer',
          Email: 'meera@example.in',
          Phone: '9988776655',
          CreateDate: '2026-11-01',
          Language: null,
          role: 1,
        },
      })
      // The test signs the new customer out at its end: the token ends on the server too.
      .on('POST', '/api/logout', { Status: 'Success', Message: '', Payload: { revoked: true } });
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    render(
      <MemoryRouter initialEntries={['/signup']}>
        <SignUpPage />
        <LocationProbe />
      </MemoryRouter>,
    );
    await fill();
    // The privacy notice (docs/privacy.md#notice) is shown above the button; its version goes with the sign-up.
    expect(await screen.findByTestId('privacy-notice')).toHaveTextContent('By creating an account you agree');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(server.calls('POST', '/api/UserRegister')[0]!.body).toEqual(
      expect.objectContaining({
        name: 'Meera Iyer',
        phone: '9988776655',
        user_type: '1',
        cpassword: 'Secret@12',
        otp: '123456',
        noticeVersion: PRIVACY_NOTICE_VERSION,
      }),
    );
    expect(server.calls('POST', '/api/UserLogin')[0]!.body).toEqual({ mobile: '9988776655', password: 'Secret@12' });
    expect(sessionStore.getState().role).toBe(1);
    expect(success).toHaveBeenCalledWith('Welcome to Utsav! Your account is ready and you are signed in.');
    act(() => sessionStore.getState().logout());
  });

  it('when signing in afterwards fails, clears the form, says the account is ready and opens sign-in', async () => {
    mockApi()
      .on('POST', '/api/UserRegister', registered)
      .fail('POST', '/api/UserLogin', 429, { Status: 'Failed', Message: 'Try later' });
    const asked = jest.fn();
    const off = bus.on('auth:required', asked);
    render(
      <MemoryRouter>
        <SignUpPage />
      </MemoryRouter>,
    );
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText('Your account is ready. Please sign in with your mobile number and password.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(asked).toHaveBeenCalled();
    off();
  });

  it('keeps the form and shows the refusal inline until a field changes', async () => {
    mockApi().fail('POST', '/api/UserRegister', 400, { status: 'Failed', message: 'Mobile already registered' });
    render(
      <MemoryRouter>
        <SignUpPage />
      </MemoryRouter>,
    );
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile already registered');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Meera Iyer');
    await userEvent.type(screen.getByLabelText('Email'), 'm');
    expect(screen.queryByTestId('sign-up-error')).toBeNull();
  });

  it('sends the verification code to the phone typed, then waits before a resend', async () => {
    const server = mockApi().on('POST', '/api/signup-code', {
      Status: 'Success',
      Message: 'We have sent a 6-digit code to this mobile number. It is valid for 10 minutes.',
      Payload: { minutes: 10 },
    });
    render(
      <MemoryRouter>
        <SignUpPage />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Phone'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter 10 digit mobile number')).toBeInTheDocument();
    expect(server.calls()).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '9988776655');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('code-note')).toHaveTextContent(
      'We have sent a 6-digit code to this mobile number.',
    );
    expect(server.calls('POST', '/api/signup-code').map((c) => c.body)).toEqual([{ phone: '9988776655' }]);
    expect(screen.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  });

  it('needs the 6-digit code before it registers', async () => {
    const server = mockApi();
    render(
      <MemoryRouter>
        <SignUpPage />
      </MemoryRouter>,
    );
    await fill({ 'Verification code': '12' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('The code is 6 digits')).toBeInTheDocument();
    expect(server.calls()).toHaveLength(0);
  });

  it('accepts a Devanagari name', async () => {
    render(
      <MemoryRouter>
        <SignUpPage />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Full Name'), 'राहुल शर्मा');
    expect(screen.getByLabelText('Full Name')).toHaveValue('राहुल शर्मा');
  });
});
