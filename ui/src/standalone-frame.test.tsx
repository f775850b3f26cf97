import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import sharedPackage from '@utsav/shared/package.json';
import { queryClient } from '@utsav/shared/query-client';
import { setConfig } from '@utsav/shared/runtime-config';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { sessionStore } from '@utsav/shared/session';
import { RequireRole } from './require-role';
import { StandaloneFrame } from './standalone-frame';
import type { StandaloneManifest } from './standalone-index';

function token(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 7, exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;
}

const manifest: StandaloneManifest = {
  name: 'testremote',
  samples: ['service', 'order'],
  pages: [
    { label: 'Cart page', path: '/cart', role: 1 },
    {
      label: 'Service page',
      path: (s) => (s.service ? `/services/details/${s.service}` : undefined),
      missing: 'no service',
    },
    {
      label: 'Order page',
      path: (s) => (s.order ? `/booking/${s.order.orderId}` : undefined),
      role: 1,
      missing: 'no order yet',
    },
  ],
  fragments: [{ module: 'testremote/Box', props: '{ label: string }', render: () => <p>fragment body</p> }],
};

function App() {
  return (
    <Routes>
      <Route
        path="/cart"
        element={
          <RequireRole role={1}>
            <h1>Cart View</h1>
          </RequireRole>
        }
      />
      <Route
        path="/vendor/dashboard"
        element={
          <RequireRole role={2}>
            <h1>Vendor Dashboard</h1>
          </RequireRole>
        }
      />
      <Route path="*" element={<h1>Remote 404</h1>} />
    </Routes>
  );
}

function renderAt(path: string, m: StandaloneManifest = manifest) {
  window.history.pushState({}, '', path);
  return render(
    <StandaloneFrame manifest={m}>
      <App />
    </StandaloneFrame>,
  );
}

/** The samples' reads. The payloads carry only the fields a sample reads (the rest of those replies is not used). */
function mockSamples() {
  return mockApi()
    .on('GET', '/api/Commondashboard', { Status: 'Success', Message: '', Payload: { Products: [{ id: 42 }] } as never })
    .on('GET', '/api/GetMyBookings', {
      Status: 'Success',
      Message: '',
      Payload: [{ OrderId: 'ORD77', BookingNo: 'BK77' }] as never,
    } as never);
}

beforeEach(() => {
  queryClient.clear();
  act(() => sessionStore.getState().logout({ revoke: false }));
  setConfig({ apiBase: 'http://api.test:4999' });
});
afterEach(() => jest.restoreAllMocks());

describe('StandaloneFrame', () => {
  it('opens on an index at / with the API base and the @utsav/shared version in its banner', async () => {
    const server = mockSamples();
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'testremote: pages and fragments' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/standalone');
    const env = screen.getByTestId('standalone-env');
    expect(env).toHaveTextContent('http://api.test:4999');
    expect(env).toHaveTextContent(`@utsav/shared ${sharedPackage.version}`);
    expect(screen.getByRole('link', { name: 'Cart page' })).toHaveAttribute('href', '/cart');
    expect(await screen.findByRole('link', { name: 'Service page' })).toHaveAttribute('href', '/services/details/42');
    // The order sample needs a customer: a visitor is told so, and nothing customer-only is requested.
    expect(screen.queryByRole('link', { name: 'Order page' })).toBeNull();
    expect(screen.getByText('sign in as the demo customer for a real sample')).toBeInTheDocument();
    expect(server.calls('GET', '/api/GetMyBookings')).toHaveLength(0);
    const fragment = screen.getByRole('figure', { name: 'Fragment testremote/Box' });
    expect(within(fragment).getByText('{ label: string }')).toBeInTheDocument();
    expect(within(fragment).getByText('fragment body')).toBeInTheDocument();
  });

  it("builds the customer samples from the signed-in customer's data", async () => {
    mockSamples();
    act(() => void sessionStore.getState().signIn(token({ UserType: 'customer' })));
    renderAt('/standalone');
    expect(await screen.findByRole('link', { name: 'Order page' })).toHaveAttribute('href', '/booking/ORD77');
  });

  it('says when a sample cannot be read', async () => {
    mockApi().fail('GET', '/api/Commondashboard', 503, { Status: 'Failed', Message: 'down' });
    renderAt('/standalone', { ...manifest, samples: ['service'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not read sample data (service)');
  });

  it('keeps / for a remote that owns it', () => {
    renderAt('/', { ...manifest, samples: [], ownsRoot: true });
    expect(screen.getByRole('heading', { name: 'Remote 404' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('shows a visitor on a customer page the sign-in naming the demo customer, then the page', async () => {
    const server = mockApi()
      .on('POST', '/api/UserLogin', {
        Status: 'Success',
        Message: 'Signed in',
        Payload: { uidtoken: token({ UserType: 'customer' }), name: 'Aarav Sharma', role: 1 },
      })
      .fail('GET', '/api/userDetails', 503, { Status: 'Failed', Message: 'down' });
    renderAt('/cart');
    const prompt = screen.getByTestId('standalone-sign-in');
    expect(prompt).toHaveTextContent('Sign in as a customer to open this page');
    expect(prompt).toHaveTextContent('Aarav Sharma — 9876543210 / Customer@123');
    expect(window.location.pathname).toBe('/cart');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In to Continue' });
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Customer@123');
    await userEvent.click(within(dialog).getByLabelText('Remember Me'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Cart View' })).toBeInTheDocument();
    expect(server.calls('POST', '/api/UserLogin')[0]!.body).toEqual({ mobile: '9876543210', password: 'Customer@123' });
  });

  it('shows the vendor sign-in to a customer on a vendor page, with the demo vendor named', async () => {
    act(() => void sessionStore.getState().signIn(token({ UserType: 'customer' })));
    renderAt('/vendor/dashboard');
    const prompt = screen.getByTestId('standalone-sign-in');
    expect(prompt).toHaveTextContent('Sign in as a vendor to open this page');
    expect(prompt).toHaveTextContent('You are signed in as a customer');
    expect(prompt).toHaveTextContent('vendor@utsav.in / Vendor@123');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Sign out' }));
    const server = mockApi()
      .on('POST', '/api/vendor/login', {
        Status: 'Success',
        Message: '',
        Payload: { token: token({ UserType: 'vendor' }) },
      } as never)
      .fail('GET', '/api/vendor/profile', 503, { Status: 'Failed', Message: 'down' });
    const form = await screen.findByRole('form', { name: 'Sign in as the demo vendor' });
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    // Each field says what it lacks; the first is the username.
    expect(within(form).getAllByRole('alert')[0]).toHaveTextContent('Please enter your username');
    expect(server.calls('POST')).toHaveLength(0);
    // The refused submit takes focus to the first field in error (a task later): the person types there.
    await waitFor(() => expect(within(form).getByLabelText('Email or phone')).toHaveFocus());
    await userEvent.type(within(form).getByLabelText('Email or phone'), 'vendor@utsav.in');
    await userEvent.type(within(form).getByLabelText('Password'), 'Vendor@123');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Vendor Dashboard' })).toBeInTheDocument());
    expect(server.calls('POST', '/api/vendor/login')[0]!.body).toEqual({
      username: 'vendor@utsav.in',
      password: 'Vendor@123',
    });
  });

  it('shows the server message when the vendor sign-in is refused', async () => {
    mockApi().fail('POST', '/api/vendor/login', 401, { Status: 'Failed', Message: 'Invalid username or password' });
    renderAt('/vendor/dashboard');
    const form = screen.getByRole('form', { name: 'Sign in as the demo vendor' });
    await userEvent.type(within(form).getByLabelText('Email or phone'), 'vendor@utsav.in');
    await userEvent.type(within(form).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.queryByRole('heading', { name: 'Vendor Dashboard' })).toBeNull();
  });
});
