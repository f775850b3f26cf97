import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { bus } from '@utsav/shared/bus';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { Layout } from './layout';

jest.mock('../federation/remote-slot', () => ({
  RemoteSlot: ({ id }: { id: string }) => <div data-testid={`slot-${id}`} />,
}));

afterEach(() => jest.restoreAllMocks());

/** The frame's own reads: the category menu (empty here). */
const answer = () => mockApi().on('GET', '/api/allServices', { Status: 'Success', Message: '', Payload: [] });

describe('Layout', () => {
  it('navigates without crashing (scroll to top on each route change) and mounts the package modal on first use', async () => {
    answer();
    const scroll = jest.spyOn(window, 'scrollTo');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/about-us']}>
          <Layout>
            <Routes>
              <Route path="/about-us" element={<Link to="/contact-us">to contact</Link>} />
              <Route path="/contact-us" element={<h1>Contact page</h1>} />
            </Routes>
          </Layout>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'to contact' }));
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('slot-packages/PackageModal')).not.toBeInTheDocument();
    act(() => bus.emit('package:open', { packageId: 2, packageName: 'Wedding Gold' }));
    expect(screen.getByTestId('slot-packages/PackageModal')).toBeInTheDocument();
  });

  function renderAt(path: string) {
    answer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Layout>
            <p>page body</p>
          </Layout>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it.each(['/admin', '/admin/audit', '/admin/bookings/7'])(
    "an app registered with frame 'own' (the back office, %s) gets no storefront header, category bar, cart or footer",
    (path) => {
      renderAt(path);
      expect(screen.getByText('page body')).toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveAttribute('data-frame', 'own');
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
      expect(screen.queryByText(/All Categories/)).not.toBeInTheDocument();
      expect(screen.queryByTestId('slot-checkout/MiniCart')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    },
  );

  it.each(['/', '/about-us', '/vendor'])('the storefront frame stays on %s', (path) => {
    renderAt(path);
    expect(screen.getByRole('main')).toHaveAttribute('data-frame', 'site');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
