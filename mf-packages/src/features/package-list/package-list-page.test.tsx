import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { mockApi, type MockRequest } from '@utsav/shared/testing/api-mock';
import type { PackageSearchAnswer } from '../../lib/packages-api';
import type { PackageSummary } from '../../lib/package-types';
import PackageListPage from './package-list-page';

const pkg = (id: number, name: string): PackageSummary => ({
  PackageID: id,
  PackageName: name,
  PackageDesc: `${name} description`,
  PackageTotal: 10000,
  Package_image: 'p.svg',
  InPackage: 'Decoration',
  amount_hide_show: 0,
  Services: 'Decoration, Catering',
  TotalServices: 2,
});
const WEDDING = pkg(1, 'Royal Wedding Package');
const BIRTHDAY = pkg(2, 'Birthday Bash Package');

const understood = (over: Partial<PackageSearchAnswer>): PackageSearchAnswer => ({
  query: '',
  text: '',
  place: null,
  placeDropped: false,
  corrected: [],
  didYouMean: null,
  categories: [],
  ...over,
});

/** Every package without ?q; with it, `answer(q)`. */
function serve(answer: (q: string) => { packages: PackageSummary[]; search: PackageSearchAnswer }) {
  const server = mockApi().on('GET', '/api/Packages', (req: MockRequest) => {
    const q = req.query.get('q');
    if (q === null) return { Status: 'Success' as const, Message: '', Payload: [WEDDING, BIRTHDAY] };
    const { packages, search } = answer(q);
    return { Status: 'Success' as const, Message: '', Payload: packages, Search: search };
  });
  const asked = () => server.calls('GET', '/api/Packages').map((c) => c.query.get('q'));
  return { server, asked };
}

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

function open(path = '/packages/all') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/packages/all" element={<PackageListPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const names = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(async () => {
  await act(() => setLang('en', { remember: false, notify: false }));
});

describe('PackageListPage: search', () => {
  it('lists every package, then the matches of what is typed once typing settles; the search is in the address', async () => {
    const { asked } = serve((q) => ({
      packages: q === 'shaadi' ? [WEDDING] : [],
      search: understood({ query: q, text: q }),
    }));
    open();
    await waitFor(() => expect(names()).toEqual(['Royal Wedding Package', 'Birthday Bash Package']));
    const field = screen.getByRole('searchbox', { name: 'Search packages' });
    fireEvent.change(field, { target: { value: 'sha' } });
    fireEvent.change(field, { target: { value: 'shaadi' } });
    await waitFor(() => expect(names()).toEqual(['Royal Wedding Package']));
    expect(asked()).toEqual([null, 'shaadi']); // not once per keystroke
    expect(screen.getByTestId('package-search-summary')).toHaveTextContent('1 package for “shaadi”');
    expect(screen.getByTestId('where')).toHaveTextContent('/packages/all?q=shaadi');
  });

  it('says what the search understood: the place (or that none is there) and corrected spellings', async () => {
    serve((q) => ({
      packages: [WEDDING, BIRTHDAY],
      search: understood({
        query: q,
        place: 'Lucknow',
        placeDropped: true,
        corrected: [{ from: 'fotografer', to: 'photographer' }],
      }),
    }));
    open('/packages/all?q=fotografer%20in%20lucknow');
    const summary = await screen.findByTestId('package-search-summary');
    expect(summary).toHaveTextContent('2 packages for “fotografer in lucknow”');
    expect(summary).toHaveTextContent('No package has services in Lucknow yet: showing every city');
    expect(summary).toHaveTextContent('Showing results for “photographer” (you typed “fotografer”)');
    expect(screen.getByRole('searchbox')).toHaveValue('fotografer in lucknow');
  });

  it('nothing found: says so, offers "Did you mean" (which searches it) and a way back to every package', async () => {
    const { asked } = serve((q) =>
      q === 'kachori'
        ? { packages: [BIRTHDAY], search: understood({ query: q }) }
        : { packages: [], search: understood({ query: q, didYouMean: q === 'kachorri' ? 'kachori' : null }) },
    );
    open('/packages/all?q=kachorri');
    expect(await screen.findByText('No packages match “kachorri”')).toBeInTheDocument();
    const dym = screen.getByTestId('package-did-you-mean');
    expect(dym).toHaveTextContent('Did you mean kachori?');
    fireEvent.click(within(dym).getByRole('button', { name: 'kachori' }));
    await waitFor(() => expect(names()).toEqual(['Birthday Bash Package']));
    expect(screen.getByRole('searchbox')).toHaveValue('kachori');
    expect(asked()).toEqual(['kachorri', 'kachori']);

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzqx' } });
    expect(await screen.findByText('No packages match “zzqx”')).toBeInTheDocument();
    expect(screen.queryByTestId('package-did-you-mean')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'or see every package' }));
    await waitFor(() => expect(names()).toEqual(['Royal Wedding Package', 'Birthday Bash Package']));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/packages\/all$/);
  });

  it('a search that fails says so and can be tried again', async () => {
    const { server } = serve(() => ({ packages: [WEDDING], search: understood({}) }));
    server.failOnce('GET', '/api/Packages', 500, { Status: 'Failed', Message: 'Server busy' });
    open('/packages/all?q=wedding');
    expect(await screen.findByText('Packages could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Server busy')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toEqual(['Royal Wedding Package']));
  });

  it('in Hindi', async () => {
    await act(async () => {
      await setLang('hi', { remember: false, notify: false });
      await loadNamespaces(['packages']);
    });
    serve((q) => ({ packages: [], search: understood({ query: q, didYouMean: 'mehendi' }) }));
    open('/packages/all?q=mehandee');
    expect(await screen.findByText('“mehandee” से मिलता कोई पैकेज नहीं मिला')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'पैकेज खोजें' })).toBeInTheDocument();
    expect(screen.getByTestId('package-did-you-mean')).toHaveTextContent('क्या आपका मतलब mehendi था?');
    expect(screen.getByRole('button', { name: 'या सभी पैकेज देखें' })).toBeInTheDocument();
  });
});
