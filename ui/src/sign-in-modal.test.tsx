import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { sessionStore } from '@utsav/shared/session';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { SignInModal } from './sign-in-modal';

afterEach(() => jest.restoreAllMocks());

// A refused sign-in is told inside the dialog and stays until the customer corrects a field.
test('a wrong password shows inline in the dialog until a field changes', async () => {
  mockApi().fail('POST', '/api/UserLogin', 401, { Status: 'Failed', Message: 'Invalid mobile number or password' });
  const warning = jest.spyOn(notify, 'warning').mockImplementation(() => '');
  const onClose = jest.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SignInModal open onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong');
  await userEvent.click(screen.getByLabelText('Remember Me'));
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByTestId('sign-in-error')).toHaveTextContent('Invalid mobile number or password');
  expect(onClose).not.toHaveBeenCalled();
  expect(warning).not.toHaveBeenCalled();
  await new Promise((r) => setTimeout(r, 800)); // longer than a toast's 700 ms: still there
  expect(screen.getByTestId('sign-in-error')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Password'), 'x');
  expect(screen.queryByTestId('sign-in-error')).toBeNull();
});

/** The page as the shell lays it out: a header button that opens the dialog, the main heading, the dialog. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <header>
        <button type="button" onClick={() => setOpen(true)}>
          Sign In
        </button>
      </header>
      <main>
        <p>Top</p>
        <h1>Birthday Balloon Decor</h1>
      </main>
      <SignInModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

test('after signing in, focus goes to the page main heading, not the top', async () => {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 9, UserType: 'customer', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
  mockApi()
    .on('POST', '/api/UserLogin', {
      Status: 'Success',
      Message: '',
      Payload: { uidtoken: token, name: 'Asha', role: 1 },
    })
    .fail('GET', '/api/userDetails', 503, { Status: 'Failed', Message: 'Down' });
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
  await userEvent.type(screen.getByLabelText('Password'), 'Customer@123');
  await userEvent.click(screen.getByLabelText('Remember Me'));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('heading', { level: 1, name: 'Birthday Balloon Decor' })).toHaveFocus();
  sessionStore.getState().logout({ revoke: false });
});

test('a refused sign-in form takes focus to the first field in error', async () => {
  const server = mockApi();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SignInModal open onClose={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  expect(server.calls('POST')).toHaveLength(0);
});

describe('Remember Me is a choice (docs/auth.md)', () => {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 9, UserType: 'customer', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    mockApi()
      .on('POST', '/api/UserLogin', {
        Status: 'Success',
        Message: '',
        Payload: { uidtoken: token, name: 'Asha', role: 1 },
      })
      .fail('GET', '/api/userDetails', 503, { Status: 'Failed', Message: 'Down' });
    jest.spyOn(notify, 'success').mockImplementation(() => '');
  });
  afterEach(() => sessionStore.getState().logout({ revoke: false }));

  async function signIn(remember: boolean) {
    const onClose = jest.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SignInModal open onClose={onClose} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.type(screen.getByLabelText('Password'), 'Customer@123');
    if (remember) await userEvent.click(screen.getByLabelText('Remember Me'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  }

  test('unticked: signs in for this tab only (sessionStorage), no "Please tick" refusal', async () => {
    await signIn(false);
    expect(screen.queryByText(/Remember Me/, { selector: '[role=alert], .error' })).toBeNull();
    expect(sessionStore.getState().role).toBe(1);
    expect(sessionStorage.getItem('utsav.token')).toBe(token);
    expect(localStorage.getItem('utsav.token')).toBeNull();
  });

  test('ticked: the session is remembered for later tabs (localStorage) and forgotten on sign-out', async () => {
    await signIn(true);
    expect(sessionStorage.getItem('utsav.token')).toBe(token);
    expect(localStorage.getItem('utsav.token')).toBe(token);
    sessionStore.getState().logout({ revoke: false });
    expect(localStorage.getItem('utsav.token')).toBeNull();
    expect(sessionStorage.getItem('utsav.token')).toBeNull();
  });

  test('the field is labelled "Mobile number", not "User Id"', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SignInModal open onClose={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('name', 'mobile');
    expect(screen.queryByText('User Id')).toBeNull();
  });
});
