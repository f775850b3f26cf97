import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, Link } from 'react-router';
import { bus } from '@utsav/shared/bus';
import { sessionStore } from '@utsav/shared/session';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { Header } from './header';

jest.mock('../../federation/remote-slot', () => ({
  RemoteSlot: ({ id }: { id: string }) => <div data-testid={`slot-${id}`} />,
}));

const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const customerToken = `${enc({ alg: 'HS256' })}.${enc({ UserType: 'customer', name: 'Aarav Sharma', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <Routes>
          <Route path="*" element={<Link to="/services">go services</Link>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mockApi()
    .on('GET', '/api/allServices', {
      Status: 'Success',
      Message: '',
      Payload: [{ serviceid: 1, servicename: 'Decoration', servicename_hi: null, imageFile: 'd.svg', totalservice: 8 }],
    })
    .on('GET', '/api/getCart', {
      Status: 'Success',
      Message: '',
      Payload: { TotalItems: 2, TotalOfferAmount: 100, CartList: [] },
    })
    // A signed-in customer without a place gets their first saved address's (place-picker).
    .on('GET', '/api/GetBookingAddressList', { Status: 'Success', Message: '', Payload: [] })
    // A sign-out ends the token on the server too.
    .on('POST', '/api/logout', { Status: 'Success', Message: '', Payload: { revoked: true } });
});
afterEach(() => {
  act(() => sessionStore.getState().logout());
  jest.restoreAllMocks();
});

describe('Header', () => {
  it('shows the menu, call-now line and Become a Vendor for a visitor', async () => {
    renderAt('/about-us');
    for (const name of ['Home', 'Our Services', 'contact us', 'Calendars'])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Vendor' })).toHaveAttribute('href', '/service-provider-reg');
    expect(screen.getByText('Call Now')).toBeInTheDocument();
    expect(screen.getByText('Sign In')).toBeInTheDocument();
  });

  /** A viewport of `width` px for window.matchMedia (jsdom has none). */
  const viewport = (width: number) => {
    window.matchMedia = ((query: string) => {
      const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
      return {
        matches: width >= min,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      } as unknown as MediaQueryList;
    }) as typeof window.matchMedia;
  };
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('opens the category dropdown by default on the home page only, closes when the route changes, toggles on click', async () => {
    viewport(1280);
    renderAt('/');
    expect(await screen.findByText('Decoration')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
    await userEvent.click(screen.getByRole('link', { name: 'go services' }));
    expect(screen.queryByTestId('category-panel')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('category-toggle'));
    expect(screen.getByTestId('category-panel')).toBeInTheDocument();
  });

  it('keeps it closed by default on a home page too narrow for the rail beside the hero, still opens on click', async () => {
    viewport(900);
    renderAt('/');
    expect(screen.queryByTestId('category-panel')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('category-toggle'));
    expect(screen.getByTestId('category-panel')).toBeInTheDocument();
  });

  it('keeps the dropdown closed on other pages', () => {
    renderAt('/services');
    expect(screen.queryByTestId('category-panel')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in from the cart and user icons', async () => {
    const handler = jest.fn();
    const off = bus.on('auth:required', handler);
    renderAt('/about-us');
    await userEvent.click(screen.getByTestId('cart-button'));
    await userEvent.click(screen.getByTestId('user-button'));
    expect(handler).toHaveBeenCalledTimes(2);
    off();
  });

  it("shows a customer's name, cart count and the account dropdown; hides Become a Vendor", async () => {
    act(() => {
      sessionStore.getState().signIn(customerToken);
    });
    renderAt('/about-us');
    expect(screen.queryByRole('link', { name: 'Become a Vendor' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));
    await userEvent.click(screen.getByTestId('user-button'));
    expect(screen.getByText('Aarav Sharma')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'my account' })).toHaveAttribute('href', '/account/profile');
    expect(screen.getByRole('menuitem', { name: 'My Bookings' })).toHaveAttribute('href', '/account/booking');
    await userEvent.click(screen.getByRole('menuitem', { name: 'logout' }));
    expect(sessionStore.getState().role).toBe(0);
  });

  it('Escape closes the account menu and gives focus back to its button', async () => {
    act(() => {
      sessionStore.getState().signIn(customerToken);
    });
    renderAt('/about-us');
    const button = screen.getByTestId('user-button');
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    screen.getByRole('menuitem', { name: 'My Bookings' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
