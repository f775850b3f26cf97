import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { bus } from '@utsav/shared/bus';
import type { HomeDashboard } from '@utsav/domain/contract';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { category, dashboard, listing as row, packageSummary, promo, slider } from '../../testing/fixtures';
import HomePage from './home-page';

const listing = (id: number, title: string, discount = 10) =>
  row({ id, productid: id, title, document: `p${id}.svg`, discount, bookingAmt: 1000, offerAmt: 900, rating: 4 });
const home = dashboard({
  sliders: [slider({ serviceid: 3, doc: 's1.svg' }), slider({ serviceid: 4, doc: 's2.svg' })],
  Products: [listing(1, 'New One'), listing(2, 'New Two')],
  packages: [
    packageSummary({
      PackageID: 9,
      PackageName: 'Royal Wedding Package',
      PackageTotal: 225000,
      Package_image: 'k.svg',
    }),
  ],
  Services: [category({ serviceid: 3, servicename: 'Photography', imageFile: 'p.svg', totalservice: 5 })],
  offers: [listing(5, 'Offer Five', 25)],
});

/** The home page's reads: its dashboard, and the trending grid (empty here). */
function answer(payload: HomeDashboard = home) {
  mockApi()
    .on('GET', '/api/Commondashboard', { Status: 'Success', Message: '', Payload: payload })
    .on('GET', '/api/TrendingServices', { Status: 'Success', Message: '', Payload: [] });
}

function setup() {
  answer();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('HomePage', () => {
  it('has one h1 and the sections with their links', async () => {
    setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByText('New One', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/services/all/offer');
    expect(screen.getAllByRole('link', { name: /Explore services/ })[0]).toHaveAttribute('href', '/services/3');
    const viewAll = screen.getAllByRole('link', { name: /View all/ }).map((a) => a.getAttribute('href'));
    expect(viewAll).toEqual(expect.arrayContaining(['/services/all', '/packages/all', '/services/all/offer']));
    expect(screen.getByText('Get 10% Off on Selected Services')).toBeInTheDocument();
    expect(screen.getByText('Get Upto 70% Off Discount Coupon')).toBeInTheDocument();
    expect(screen.getByText('Offer Five')).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Service categories' });
    expect(within(categories).getByRole('link', { name: /Photography/ })).toHaveAttribute('href', '/services/3');
  });

  it("shows the operator's offer banner in the Special Offer panel when one runs", async () => {
    const promos = [
      promo({
        doc: '0b7c7d9e-1111-4222-8333-944455556666.webp',
        title: 'Diwali decor: 15% off',
        link: '/services/1/offer',
      }),
    ];
    answer({ ...home, promos });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const banner = await screen.findByTestId('offer-banner', {}, { timeout: 5000 });
    expect(banner).toHaveTextContent('Diwali decor: 15% off');
    expect(within(banner).getByRole('link', { name: 'Shop offers' })).toHaveAttribute('href', '/services/1/offer');
    expect(banner.getAttribute('style')).toContain('/images/slider/0b7c7d9e-1111-4222-8333-944455556666.webp');
    expect(screen.queryByText('Get 10% Off on Selected Services')).toBeNull();
  });

  it("opens the package modal through the bus from 'Book Now' and from the name", async () => {
    setup();
    const seen: unknown[] = [];
    const off = bus.on('package:open', (p) => seen.push(p));
    fireEvent.click(await screen.findByRole('button', { name: 'Book Now' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Royal Wedding Package' }));
    off();
    expect(seen).toEqual([
      { packageId: 9, packageName: 'Royal Wedding Package' },
      { packageId: 9, packageName: 'Royal Wedding Package' },
    ]);
  });
});
