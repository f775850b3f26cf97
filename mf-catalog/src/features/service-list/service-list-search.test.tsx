import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { GetReply } from '@utsav/domain/contract';
import { mockApi, type MockRequest } from '@utsav/shared/testing/api-mock';
import { category, listing } from '../../testing/fixtures';
import ServiceListPage from './service-list-page';

type Search = NonNullable<NonNullable<GetReply<'/api/AllProduct'>['Page']>['search']>;

const mehendi = listing({ id: 7, productid: 7, title: 'Bridal Mehendi', service_name: 'Mehendi', city: 'Jaipur' });
const categories = [category({ serviceid: 4, servicename: 'Mehendi', imageFile: 'm.svg', totalservice: 5 })];

/** The search engine as the page sees it: what it understood of each query, and the rows. */
const ENGINE: Record<string, { search: Search; found: boolean }> = {
  'mehndi in jaipur': {
    found: true,
    search: {
      query: 'mehndi in jaipur',
      text: 'mehndi',
      place: 'Jaipur',
      placeDropped: false,
      corrected: [],
      didYouMean: null,
      categories: [],
    },
  },
  mehndi: {
    found: true,
    search: {
      query: 'mehndi',
      text: 'mehndi',
      place: null,
      placeDropped: false,
      corrected: [],
      didYouMean: null,
      categories: [],
    },
  },
  'mehendi in pune': {
    found: true,
    search: {
      query: 'mehendi in pune',
      text: 'mehendi',
      place: 'Pune',
      placeDropped: true,
      corrected: [],
      didYouMean: null,
      categories: [],
    },
  },
  fotografer: {
    found: true,
    search: {
      query: 'fotografer',
      text: 'fotografer',
      place: null,
      placeDropped: false,
      corrected: [{ from: 'fotografer', to: 'photographer' }],
      didYouMean: null,
      categories: [],
    },
  },
  xxkachorixx: {
    found: false,
    search: {
      query: 'xxkachorixx',
      text: 'xxkachorixx',
      place: null,
      placeDropped: false,
      corrected: [],
      didYouMean: 'kachori',
      categories: [],
    },
  },
  kachori: {
    found: true,
    search: {
      query: 'kachori',
      text: 'kachori',
      place: null,
      placeDropped: false,
      corrected: [],
      didYouMean: null,
      categories: [],
    },
  },
};

function reply(q: string | null): GetReply<'/api/AllProduct'> {
  const hit = q ? ENGINE[q] : undefined;
  const rows = !q || hit?.found ? [mehendi] : [];
  return {
    Status: 'Success',
    Message: '',
    Payload: rows,
    Page: {
      limit: 24,
      next: null,
      total: rows.length,
      minPrice: null,
      maxPrice: null,
      ...(hit ? { search: hit.search } : {}),
    },
  };
}

function setup(path: string) {
  mockApi()
    .on('GET', '/api/allServices', { Status: 'Success', Message: '', Payload: categories })
    .on('GET', '/api/AllProduct', (req: MockRequest) => reply(req.query.get('q')));
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
  return { where: () => location };
}

describe('ServiceListPage: what the search understood', () => {
  it('shows the place it read, and removing it searches the rest of the query', async () => {
    const { where } = setup('/services/all?q=mehndi+in+jaipur');
    const bar = await screen.findByTestId('search-understood');
    expect(bar).toHaveTextContent('In Jaipur');
    fireEvent.click(within(bar).getByRole('button', { name: 'Remove the place Jaipur from the search' }));
    expect(where()).toBe('/services/all?q=mehndi');
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('mehndi');
    await waitFor(() => expect(screen.queryByTestId('search-understood')).not.toBeInTheDocument());
  });

  it('says when nothing of the kind is in that place and every city is shown', async () => {
    setup('/services/all?q=mehendi+in+pune');
    expect(await screen.findByTestId('search-understood')).toHaveTextContent(
      'Nothing of this in Pune yet: showing every city',
    );
  });

  it('says which spelling it searched for', async () => {
    setup('/services/all?q=fotografer');
    expect(await screen.findByTestId('search-understood')).toHaveTextContent(
      'Showing results for “photographer” (you typed “fotografer”)',
    );
  });

  it('nothing found: says what was searched, offers "Did you mean" and the categories', async () => {
    const { where } = setup('/services/all?q=xxkachorixx');
    expect(await screen.findByText('No services match “xxkachorixx”')).toBeInTheDocument();
    const dym = screen.getByTestId('did-you-mean');
    expect(dym).toHaveTextContent('Did you mean kachori?');
    expect(await screen.findByTestId('category-suggestions')).toHaveTextContent('Mehendi');
    fireEvent.click(within(dym).getByRole('button', { name: 'kachori' }));
    expect(where()).toBe('/services/all?q=kachori');
    await screen.findByRole('heading', { name: 'Bridal Mehendi' });
  });
});
