import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { GetReply, ProductListing } from '@utsav/domain/contract';
import { mockApi, type MockRequest } from '@utsav/shared/testing/api-mock';
import { PAGE_SIZE } from '../../api/products-api';
import { category, listing } from '../../testing/fixtures';
import { setCustomerPlace } from '@utsav/shared/customer-place';
import ServiceListPage from './service-list-page';

const product = (id: number, title: string, payableAmt: number, rating: number, amount_hide_show: 0 | 1 = 0) =>
  listing({
    id,
    productid: id,
    title,
    payableAmt,
    rating,
    amount_hide_show,
    offerAmt: payableAmt,
    bookingAmt: payableAmt + 100,
    discount: 10,
    document: `p${id}.svg`,
    service_name: 'Photography',
  });
const products = [
  product(1, 'Candid Wedding Photography', 40000, 4.8),
  product(2, 'Drone Videography', 18000, 3.2),
  product(3, 'Pre-wedding Shoot', 25000, 5, 1),
];
const categories = [
  category({ serviceid: 3, servicename: 'Photography', imageFile: 'p.svg', totalservice: 5 }),
  category({ serviceid: 4, servicename: 'Mehendi', imageFile: 'm.svg', totalservice: 12 }),
];

/** The list's paths (every category or one, offers or all): one reply shape. */
const LIST_PATHS = [
  '/api/AllProduct',
  '/api/AllProduct/{serviceid}',
  '/api/AllProduct/offer',
  '/api/AllProduct/offer/{serviceid}',
] as const;

type Params = { limit?: number; after?: string; q?: string; minPrice?: number; maxPrice?: number; rating?: number };

/** The query of a list request, as the server reads it (numbers where the API parses them). */
function paramsOf(query: URLSearchParams): Params {
  const n = (k: string) => (query.has(k) ? Number(query.get(k)) : undefined);
  return {
    limit: n('limit'),
    after: query.get('after') ?? undefined,
    q: query.get('q') ?? undefined,
    minPrice: n('minPrice'),
    maxPrice: n('maxPrice'),
    rating: n('rating'),
  };
}

/** The API as the page sees it: filters and keyset pages applied by the "server" (api/src/data/catalog.ts). */
function serverPage(list: ProductListing[], p: Params): GetReply<'/api/AllProduct'> {
  const term = (p.q ?? '').toLowerCase();
  const matching = list.filter(
    (x) =>
      (p.minPrice === undefined || x.payableAmt >= p.minPrice) &&
      (p.maxPrice === undefined || x.payableAmt <= p.maxPrice) &&
      (!p.rating || x.rating >= p.rating) &&
      (!term || x.title.toLowerCase().includes(term)),
  );
  const start = p.after ? Number(p.after) : 0;
  const limit = p.limit ?? 200;
  const rows = matching.slice(start, start + limit);
  const next = start + limit < matching.length ? String(start + limit) : null;
  const prices = matching.map((x) => x.payableAmt);
  return {
    Status: 'Success',
    Message: '',
    Payload: rows,
    Page: {
      limit,
      next,
      ...(p.after
        ? {}
        : {
            total: matching.length,
            minPrice: prices.length ? Math.min(...prices) : null,
            maxPrice: prices.length ? Math.max(...prices) : null,
          }),
    },
  };
}

/** Answers the categories, and each list path with `list` (or no answer at all: offline). */
function answer(list: ProductListing[] | 'offline') {
  const server = mockApi().on('GET', '/api/allServices', { Status: 'Success', Message: '', Payload: categories });
  for (const path of LIST_PATHS) {
    if (list === 'offline') server.offline('GET', path);
    else server.on('GET', path, (req: MockRequest) => serverPage(list, paramsOf(req.query)));
  }
  return server;
}

function setup(path: string, list = products) {
  const server = answer(list);
  let location = '';
  function Where() {
    const l = useLocation();
    location = `${l.pathname}${l.search}`;
    return null;
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/services/:id/:offer?"
            element={
              <>
                <ServiceListPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { server, where: () => location };
}

const titles = () => screen.queryAllByTestId('product-card').map((c) => within(c).getByRole('heading').textContent);
/** The list requests made: their path and their query (strings, as sent). */
const listCalls = (server: ReturnType<typeof mockApi>) =>
  server
    .calls('GET')
    .filter((c) => c.url.pathname.startsWith('/api/AllProduct'))
    .map((c) => ({ url: c.url.pathname, params: Object.fromEntries(c.query) }));

describe('ServiceListPage', () => {
  it('titles the banner with the category name and highlights the active category with two-digit counts', async () => {
    const { server } = setup('/services/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photography' })).toBeInTheDocument();
    await screen.findAllByTestId('product-card');
    expect(listCalls(server)).toEqual(
      expect.arrayContaining([
        { url: '/api/AllProduct/3', params: { limit: String(PAGE_SIZE) } },
        { url: '/api/AllProduct/3', params: { limit: '1' } },
      ]),
    );
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const active = within(filters).getByRole('link', { name: /Photography/ });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveTextContent('05');
    expect(within(filters).getByRole('link', { name: /Mehendi/ })).toHaveTextContent('12');
    expect(within(filters).getByRole('link', { name: /All/ })).toHaveTextContent('17');
  });

  it("titles 'Services' for all and asks for offers on /services/all/offer", async () => {
    const { server } = setup('/services/all/offer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    await screen.findAllByTestId('product-card');
    expect(listCalls(server).every((c) => c.url === '/api/AllProduct/offer')).toBe(true);
  });

  it("defaults the price range to the list's bounds; moving a thumb asks the API and puts the range in the URL", async () => {
    const { server, where } = setup('/services/all');
    await screen.findAllByTestId('product-card');
    expect(screen.getByTestId('price-values')).toHaveTextContent('₹18,000.00 — ₹40,000.00');
    expect(screen.getByText('Showing 3 of 3 services')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '26000' } });
    await waitFor(() => expect(titles()).toEqual(['Drone Videography', 'Pre-wedding Shoot']));
    expect(where()).toBe('/services/all?max=26000');
    expect(listCalls(server)).toContainEqual({
      url: '/api/AllProduct',
      params: { limit: String(PAGE_SIZE), maxPrice: '26000' },
    });
    expect(screen.getByText('Showing 2 of 3 services')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '20000' } });
    await waitFor(() => expect(titles()).toEqual(['Pre-wedding Shoot']));
    expect(where()).toBe('/services/all?min=20000&max=26000');
    // The slider keeps the list's own ends (not the filtered set's).
    expect(screen.getByLabelText('Minimum price')).toHaveAttribute('min', '18000');
  });

  it('starts from the filters in the URL (a shared or restored link)', async () => {
    const { server } = setup('/services/all?q=drone&rating=3');
    await waitFor(() => expect(titles()).toEqual(['Drone Videography']));
    expect(screen.getByPlaceholderText('Search...')).toHaveValue('drone');
    expect(screen.getByRole('radio', { name: '3 star or above' })).toBeChecked();
    expect(listCalls(server)).toContainEqual({
      url: '/api/AllProduct',
      params: { limit: String(PAGE_SIZE), q: 'drone', rating: '3' },
    });
  });

  it('falls back to 0–10000 for an empty list', async () => {
    setup('/services/4', []);
    expect(await screen.findByText('No services match your filters')).toBeInTheDocument();
    expect(screen.getByTestId('price-values')).toHaveTextContent('₹0.00 — ₹10,000.00');
  });

  it('a search that finds nothing says so in the searched words and suggests the categories', async () => {
    setup('/services/all?q=zzqx');
    expect(await screen.findByText('No services match “zzqx”')).toBeInTheDocument();
    const suggestions = await screen.findByRole('navigation', { name: 'Browse a category' });
    expect(within(suggestions).getByRole('link', { name: 'Photography' })).toHaveAttribute('href', '/services/3');
    expect(within(suggestions).getByRole('link', { name: 'Mehendi' })).toHaveAttribute('href', '/services/4');
    expect(screen.getByRole('link', { name: 'clear the search' })).toHaveAttribute('href', '/services/all');
  });

  it('the rating filter really filters (on the server) and is kept in the URL', async () => {
    const { where } = setup('/services/all');
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByRole('radio', { name: '4 star or above' }));
    await waitFor(() => expect(titles()).toEqual(['Candid Wedding Photography', 'Pre-wedding Shoot']));
    expect(where()).toBe('/services/all?rating=4');
    fireEvent.click(screen.getByRole('radio', { name: '5 star' }));
    await waitFor(() => expect(titles()).toEqual(['Pre-wedding Shoot']));
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(where()).toBe('/services/all');
  });

  it("searches titles trimmed from the 'Search...' box once typing settles", async () => {
    const { server, where } = setup('/services/all');
    await screen.findAllByTestId('product-card');
    fireEvent.change(screen.getByPlaceholderText('Search...'), { target: { value: '  DRONE ' } });
    expect(screen.getByPlaceholderText('Search...')).toHaveValue('  DRONE ');
    await waitFor(() => expect(titles()).toEqual(['Drone Videography']));
    expect(where()).toBe('/services/all?q=DRONE');
    expect(listCalls(server).filter((c) => c.params.q !== undefined)).toEqual([
      { url: '/api/AllProduct', params: { limit: String(PAGE_SIZE), q: 'DRONE' } },
    ]);
    expect(screen.getByPlaceholderText('Search...')).toHaveValue('  DRONE ');
  });

  it('shows one page, and the next on "Show more", without repeating or skipping a service', async () => {
    const many = Array.from({ length: PAGE_SIZE + 5 }, (_, i) => product(100 + i, `Service ${i + 1}`, 1000 + i, 4));
    const { server } = setup('/services/all', many);
    await screen.findAllByTestId('product-card');
    expect(titles()).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`Showing ${PAGE_SIZE + 5} of ${PAGE_SIZE + 5} services`)).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('button', { name: `Show more services (${PAGE_SIZE} of ${PAGE_SIZE + 5} shown)` }),
    );
    await waitFor(() => expect(titles()).toHaveLength(PAGE_SIZE + 5));
    expect(new Set(titles()).size).toBe(PAGE_SIZE + 5);
    expect(listCalls(server)).toContainEqual({
      url: '/api/AllProduct',
      params: { limit: String(PAGE_SIZE), after: String(PAGE_SIZE) },
    });
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it("with the customer's place: asked for its pincode, each card's travel fare beside the price, 'serves my area'", async () => {
    act(() => setCustomerPlace({ pincode: '560001', city: 'Bengaluru' }));
    try {
      const server = mockApi().on('GET', '/api/allServices', { Status: 'Success', Message: '', Payload: categories });
      server.on('GET', '/api/AllProduct', (req: MockRequest) => ({
        Status: 'Success' as const,
        Message: '',
        Payload: products
          .filter((p) => req.query.get('serves') !== '1' || p.id !== 2)
          .map((p) => ({ ...p, gst: 18, Reach: { Pincode: '560001', DistanceInKm: 5, TravelFare: 450, Outside: '' } })),
        Page: { limit: PAGE_SIZE, next: null, total: 3, minPrice: 18000, maxPrice: 40000 },
      }));
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter initialEntries={['/services/all']}>
            <Routes>
              <Route path="/services/:id/:offer?" element={<ServiceListPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>,
      );
      const cards = await screen.findAllByTestId('product-card');
      expect(within(cards[0]!).getByTestId('price-charged')).toHaveTextContent('₹40,000.00 incl. 18 % GST');
      expect(within(cards[0]!).getByTestId('price-travel')).toHaveTextContent('+ ₹450.00 travel to 560001');
      expect(server.calls('GET', '/api/AllProduct').some((r) => r.query.get('pincode') === '560001')).toBe(true);
      fireEvent.click(screen.getByTestId('serves-filter'));
      await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
      expect(server.calls('GET', '/api/AllProduct').at(-1)!.query.get('serves')).toBe('1');
    } finally {
      act(() => setCustomerPlace(null));
    }
  });

  it('hides prices of amount_hide_show products', async () => {
    setup('/services/all');
    const cards = await screen.findAllByTestId('product-card');
    expect(within(cards[2]!).queryByText(/₹/)).not.toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('price-charged')).toHaveTextContent('₹40,000.00 · no GST');
  });

  it('says so, with a retry, when the list cannot be loaded', async () => {
    answer('offline');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/services/all']}>
          <Routes>
            <Route path="/services/:id/:offer?" element={<ServiceListPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Services could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('unknown lists are the not-found page', () => {
  it('/services/abc asks nothing and shows Page Not Found', async () => {
    const { server } = setup('/services/abc');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(listCalls(server)).toEqual([]);
  });
  it('/services/999 (no such category) shows Page Not Found, not "No services match your filters"', async () => {
    setup('/services/999', []);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('No services match your filters')).toBeNull();
  });
  it('/services/3/bogus shows Page Not Found', async () => {
    setup('/services/3/bogus');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
