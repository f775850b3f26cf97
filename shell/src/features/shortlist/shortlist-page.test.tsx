import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { bus } from '@utsav/shared/bus';
import { compareStore } from '@utsav/shared/compare-selection';
import { sessionStore } from '@utsav/shared/session';
import { loadShortlist, SHORTLIST_STORAGE_KEY, shortlistStore } from '@utsav/shared/shortlist';
import { mockApi } from '@utsav/shared/testing/api-mock';
import ShortlistPage from './shortlist-page';
import SharedShortlistPage from './shared-shortlist-page';

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const customerToken = () =>
  `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ exp: Math.floor(Date.now() / 1000) + 3600, sub: 5, UserType: 'customer' })}.sig`;

const listing = (id: number, title: string) => ({
  productid: id,
  id,
  title,
  service_id: 1,
  service_name: 'Photography',
  document: '',
  images: '',
  discount: 10,
  bookingAmt: 50000,
  offerAmt: 45000,
  payableAmt: 53100,
  gst: 18,
  amount_hide_show: 0 as const,
  rating: 4.5,
  city: 'Pune',
});
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/wishlist" element={<ShortlistPage />} />
          <Route path="/wishlist/shared/:token" element={<SharedShortlistPage />} />
          <Route path="/compare" element={<p>compare page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  sessionStore.getState().logout({ revoke: false });
  localStorage.clear();
  sessionStorage.clear();
  shortlistStore.setState({ ids: [], shareToken: null, source: 'browser' });
  compareStore.setState({ ids: [] });
});

describe('shortlist page', () => {
  it('a visitor sees the services hearted in this browser, removes one, and is asked to sign in to keep and share', async () => {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([7, 3]));
    const server = mockApi().on('GET', '/api/ShortlistServices', {
      Status: 'Success',
      Message: 'Success',
      Payload: { Items: [listing(7, 'Candid Photography'), listing(3, 'Royal Mehendi')] },
    });
    const asked = jest.fn();
    const off = bus.on('auth:required', asked);
    renderAt('/wishlist');
    expect(await screen.findByRole('link', { name: 'Candid Photography' })).toHaveAttribute(
      'href',
      '/services/details/7',
    );
    expect(server.calls('GET', '/api/ShortlistServices')[0]!.query.get('productIds')).toBe('7,3');
    expect(screen.getByText('2 services')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Shortlist Candid Photography' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Candid Photography' })).toBeNull());
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY)!)).toEqual([3]);
    expect(screen.queryByRole('button', { name: 'Make a share link' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(asked).toHaveBeenCalled();
    off();
  });

  it('two Compare boxes lead to compare with those services', async () => {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([7, 3]));
    await act(() => loadShortlist());
    mockApi().on('GET', '/api/ShortlistServices', {
      Status: 'Success',
      Message: 'Success',
      Payload: { Items: [listing(7, 'Candid Photography'), listing(3, 'Royal Mehendi')] },
    });
    renderAt('/wishlist');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Compare Candid Photography' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Royal Mehendi' }));
    const go = screen.getByRole('link', { name: 'Compare 2 services' });
    expect(go).toHaveAttribute('href', '/compare?ids=7,3');
    await userEvent.click(go);
    expect(await screen.findByText('compare page')).toBeInTheDocument();
  });

  it('a customer shares the list: a read-only link, a WhatsApp message with it, and a way to stop', async () => {
    const server = mockApi()
      .on('GET', '/api/Shortlist', {
        Status: 'Success',
        Message: 'Success',
        Payload: { Items: [listing(7, 'Candid Photography')], ShareToken: null },
      })
      .on('GET', '/api/ShortlistServices', {
        Status: 'Success',
        Message: 'Success',
        Payload: { Items: [listing(7, 'Candid Photography')] },
      })
      .on('POST', '/api/Shortlist/share', {
        Status: 'Success',
        Message: 'Share link ready',
        Payload: { ShareToken: TOKEN },
      })
      .on('DELETE', '/api/Shortlist/share', {
        Status: 'Success',
        Message: 'Share link withdrawn',
        Payload: { Items: [listing(7, 'Candid Photography')], ShareToken: null },
      });
    await act(async () => {
      sessionStore.getState().signIn(customerToken());
    });
    renderAt('/wishlist');
    await userEvent.click(await screen.findByRole('button', { name: 'Make a share link' }));
    const link = await screen.findByRole('textbox', { name: 'Share link' });
    const url = `${window.location.origin}/wishlist/shared/${TOKEN}`;
    expect(link).toHaveValue(url);
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`My shortlist for our event on Utsav: ${url}`)}`,
    );
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('button', { name: 'Make a share link' })).toBeInTheDocument();
    expect(server.calls('DELETE', '/api/Shortlist/share')).toHaveLength(1);
  });
});

describe('shared shortlist page', () => {
  it('shows the services read-only, with no hearts and no sign-in', async () => {
    mockApi().on('GET', '/api/SharedShortlist/{token}', {
      Status: 'Success',
      Message: 'Success',
      Payload: { Items: [listing(7, 'Candid Photography'), listing(3, 'Royal Mehendi')] },
    });
    renderAt(`/wishlist/shared/${TOKEN}`);
    const list = await screen.findByRole('list', { name: 'A shared shortlist' });
    expect(within(list).getAllByTestId('shortlist-row')).toHaveLength(2);
    expect(screen.queryByTestId('shortlist-heart')).toBeNull();
    expect(screen.getByRole('link', { name: 'Compare the first 2 services' })).toHaveAttribute(
      'href',
      '/compare?ids=7,3',
    );
  });

  it('a withdrawn link says so', async () => {
    mockApi().fail('GET', '/api/SharedShortlist/{token}', 404, {
      Status: 'Failed',
      Message: 'This shortlist link is not valid or was withdrawn',
    });
    renderAt(`/wishlist/shared/${TOKEN}`);
    expect(await screen.findByText('This shortlist link is not valid or was withdrawn.')).toBeInTheDocument();
  });
});
