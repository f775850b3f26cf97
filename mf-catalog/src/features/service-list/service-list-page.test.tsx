import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from '@utsav/shared/api-client';
import ServiceListPage from './service-list-page';

const product = (id: number, title: string, payableAmt: number, rating: number, amount_hide_show = 0) => ({
  id, title, payableAmt, rating, amount_hide_show, offerAmt: payableAmt, bookingAmt: payableAmt + 100, discount: 10,
  document: `p${id}.svg`, service_name: 'Photography',
});
const products = [product(1, 'Candid Wedding Photography', 40000, 4.8), product(2, 'Drone Videography', 18000, 3.2), product(3, 'Pre-wedding Shoot', 25000, 5, 1)];
const categories = [
  { serviceid: 3, servicename: 'Photography', imageFile: 'p.svg', totalservice: 5 },
  { serviceid: 4, servicename: 'Mehendi', imageFile: 'm.svg', totalservice: 12 },
];

function setup(path: string, list = products) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => ({
    data: { Status: 'Success', Payload: url === '/allServices' ? categories : list },
  }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/services/:id/:offer?" element={<ServiceListPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return get;
}

const titles = () => screen.queryAllByTestId('product-card').map((c) => within(c).getByRole('heading').textContent);

afterEach(() => jest.restoreAllMocks());

describe('ServiceListPage', () => {
  it("titles the banner with the first product's service_name and highlights the active category with two-digit counts", async () => {
    const get = setup('/services/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photography' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/AllProduct/3');
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const active = within(filters).getByRole('link', { name: /Photography/ });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveTextContent('05');
    expect(within(filters).getByRole('link', { name: /Mehendi/ })).toHaveTextContent('12');
    expect(within(filters).getByRole('link', { name: /All/ })).toHaveTextContent('17');
  });

  it("titles 'Services' for all and asks for offers on /services/all/offer", async () => {
    const get = setup('/services/all/offer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    await screen.findAllByTestId('product-card');
    expect(get).toHaveBeenCalledWith('/AllProduct/offer');
  });

  it('defaults the price range to the min and max payableAmt and filters by it', async () => {
    setup('/services/all');
    await screen.findAllByTestId('product-card');
    expect(screen.getByTestId('price-values')).toHaveTextContent('₹18,000.00 — ₹40,000.00');
    expect(titles()).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '26000' } });
    expect(titles()).toEqual(['Drone Videography', 'Pre-wedding Shoot']);
    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '20000' } });
    expect(titles()).toEqual(['Pre-wedding Shoot']);
  });

  it('falls back to 0–10000 for an empty list', async () => {
    setup('/services/4', []);
    expect(await screen.findByText('No services match your filters')).toBeInTheDocument();
    expect(screen.getByTestId('price-values')).toHaveTextContent('₹0.00 — ₹10,000.00');
  });

  it('the rating filter really filters', async () => {
    setup('/services/all');
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByRole('radio', { name: '4 star or above' }));
    expect(titles()).toEqual(['Candid Wedding Photography', 'Pre-wedding Shoot']);
    fireEvent.click(screen.getByRole('radio', { name: '5 star' }));
    expect(titles()).toEqual(['Pre-wedding Shoot']);
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(titles()).toHaveLength(3);
  });

  it("searches titles trimmed and case-insensitive from the 'Search...' box", async () => {
    setup('/services/all');
    await screen.findAllByTestId('product-card');
    fireEvent.change(screen.getByPlaceholderText('Search...'), { target: { value: '  DRONE ' } });
    expect(titles()).toEqual(['Drone Videography']);
  });

  it('hides prices of amount_hide_show products', async () => {
    setup('/services/all');
    const cards = await screen.findAllByTestId('product-card');
    expect(within(cards[2]!).queryByText(/₹/)).not.toBeInTheDocument();
    expect(within(cards[0]!).getByText('₹40,000.00')).toBeInTheDocument();
  });
});

describe('unknown lists are the not-found page (issue #17 item 11)', () => {
  it('/services/abc asks nothing and shows Page Not Found', async () => {
    const get = setup('/services/abc');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(get.mock.calls.some(([url]) => String(url).startsWith('/AllProduct'))).toBe(false);
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
