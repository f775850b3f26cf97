import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SearchResult } from '@utsav/domain/contract';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { category, searchResult } from '../../testing/fixtures';
import SearchBox from './search-box';
import { SEARCH_DEBOUNCE_MS } from './hooks/use-search';
import type { SearchAnswer } from './api/search-api';

function Where() {
  const l = useLocation();
  return (
    <p data-testid="where">
      {l.pathname}
      {l.search}
    </p>
  );
}

function setup() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/']}>
        <SearchBox placeholder="Search for services" />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Search services' });
}

async function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10);
  });
}

/** Answers every search with `list`; `searches()` are the terms asked for. */
function answer(list: Array<Partial<SearchResult>>) {
  const server = mockApi().on('GET', '/api/Search', {
    Status: 'Success',
    Message: '',
    Payload: list.map((r) => searchResult(r)),
  });
  const searches = () => server.calls('GET', '/api/Search').map((c) => c.query.get('searchTerm'));
  return { server, searches };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('SearchBox', () => {
  it('keeps text typed into the server-rendered box before hydration, and searches for it', async () => {
    const { searches } = answer([{ Id: 16, Title: 'Birthday Party Photography' }]);
    const tree = () => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/']}>
          <SearchBox placeholder="Search for services" />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(tree());
    const field = container.querySelector('input')!;
    // The visitor types before the JavaScript has run: only the DOM knows.
    field.focus();
    field.value = 'photo';
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, tree());
    });
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10);
    });
    expect(field).toHaveValue('photo');
    expect(searches()).toEqual(['photo']);
    expect(
      within(container)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Birthday Party Photography']);
    // A later render (another key) keeps it too: the field holds the text, React never writes it.
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field).toHaveValue('photo');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('searches as the user types and lists titles; choosing one opens its detail page', async () => {
    const { searches } = answer([
      { Id: 16, Title: 'Birthday Party Photography' },
      { Id: 13, Title: 'Candid Wedding Photography' },
    ]);
    const input = setup();
    expect(input).toHaveAttribute('placeholder', 'Search for services');
    await type(input, 'photo');
    expect(searches()).toEqual(['photo']);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Birthday Party Photography', 'Candid Wedding Photography']);
    fireEvent.click(options[1]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/services/details/13');
    expect(input).toHaveValue('');
  });

  it('does not call the API for empty or blank text, and empty text clears the results', async () => {
    const { searches } = answer([{ Id: 1, Title: 'Mandap' }]);
    const input = setup();
    await type(input, '   ');
    expect(searches()).toEqual([]);
    await type(input, 'man');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await type(input, '');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(searches()).toEqual(['man']);
  });

  it('ignores failures and refusals (the list stays as it was)', async () => {
    const { server, searches } = answer([{ Id: 1, Title: 'Mandap' }]);
    const input = setup();
    await type(input, 'man');
    server.fail('GET', '/api/Search', 500, { Status: 'Failed', Message: 'x' });
    await type(input, 'mand');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Mandap']);
    server.offline('GET', '/api/Search');
    await type(input, 'manda');
    expect(searches()).toEqual(['man', 'mand', 'manda']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Mandap']);
  });

  it('is keyboard navigable: arrows move, Enter chooses, Escape closes', async () => {
    answer([
      { Id: 1, Title: 'One' },
      { Id: 2, Title: 'Two' },
    ]);
    const input = setup();
    await type(input, 'o');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Two' }).id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/services/details/2');
  });

  it('each suggestion says whose and where it is, so two identical titles can be told apart', async () => {
    answer([
      { Id: 4, Title: 'Royal Mehendi Artist', Vendor: 'Shubh Decorators', City: 'Mumbai' },
      { Id: 9, Title: 'Royal Mehendi Artist', Vendor: 'Henna House', City: 'Delhi' },
    ]);
    const input = setup();
    await type(input, 'mehendi');
    const [first, second] = screen.getAllByRole('option');
    expect(first).toHaveTextContent('Royal Mehendi Artist');
    expect(first).toHaveTextContent('Shubh Decorators · Mumbai');
    expect(second).toHaveTextContent('Henna House · Delhi');
    expect(first).not.toHaveAccessibleName(second!.textContent ?? '');
  });

  it('a search that finds nothing says so and suggests categories; Enter opens the searched list', async () => {
    answer([]).server.on('GET', '/api/allServices', {
      Status: 'Success',
      Message: '',
      Payload: [
        category({ serviceid: 3, servicename: 'Photography', imageFile: 'p.svg', totalservice: 5 }),
        category({ serviceid: 7, servicename: 'Empty', imageFile: 'e.svg', totalservice: 0 }),
      ],
    });
    const input = setup();
    await type(input, 'zzqx');
    const none = screen.getByTestId('search-none');
    expect(none).toHaveTextContent('No services match “zzqx”.');
    const suggestions = await within(none).findByRole('navigation', { name: 'Browse a category' });
    expect(within(suggestions).getByRole('link', { name: 'Photography' })).toHaveAttribute('href', '/services/3');
    expect(within(suggestions).queryByRole('link', { name: 'Empty' })).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/services/all?q=zzqx');
    // Choosing a suggested category empties the box.
    await type(input, 'zzq');
    fireEvent.click(within(screen.getByTestId('search-none')).getByRole('link', { name: 'Photography' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/services/3');
    expect(input).toHaveValue('');
    expect(screen.queryByTestId('search-none')).toBeNull();
  });
});

describe('SearchBox: "Did you mean" from the server', () => {
  const understood = (over: Partial<SearchAnswer>): SearchAnswer => ({
    query: '',
    text: '',
    place: null,
    placeDropped: false,
    corrected: [],
    didYouMean: null,
    categories: [],
    ...over,
  });
  /** Nothing for `typo` (the server suggests `fix`), one hit for anything else. */
  function answerWithSuggestion(typo: string, fix: string) {
    const server = mockApi().on('GET', '/api/Search', (req) => {
      const term = req.query.get('searchTerm') ?? '';
      return term === typo
        ? {
            Status: 'Success' as const,
            Message: '',
            Payload: [],
            Search: understood({ query: term, text: term, didYouMean: fix, categories: [] }),
          }
        : {
            Status: 'Success' as const,
            Message: '',
            Payload: [searchResult({ Id: 5, Title: 'Kachori Catering' })],
            Search: understood({ query: term, text: term }),
          };
    });
    server.on('GET', '/api/allServices', { Status: 'Success', Message: '', Payload: [] });
    return () => server.calls('GET', '/api/Search').map((c) => c.query.get('searchTerm'));
  }

  afterEach(async () => {
    await act(() => setLang('en', { remember: false, notify: false }));
  });

  it('offers the suggestion when nothing matched; choosing it searches it and lists its hits', async () => {
    const searches = answerWithSuggestion('kachorri', 'kachori');
    const input = setup();
    await type(input, 'kachorri');
    const dym = screen.getByTestId('search-did-you-mean');
    expect(dym).toHaveTextContent('Did you mean kachori?');
    fireEvent.click(within(dym).getByRole('button', { name: 'kachori' }));
    expect(input).toHaveValue('kachori');
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10);
    });
    expect(searches()).toEqual(['kachorri', 'kachori']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Kachori Catering']);
    expect(screen.queryByTestId('search-did-you-mean')).toBeNull();
  });

  it('says nothing of a suggestion when the server has none (or an older server does not say)', async () => {
    const server = mockApi()
      .on('GET', '/api/allServices', { Status: 'Success', Message: '', Payload: [] })
      .on('GET', '/api/Search', {
        Status: 'Success',
        Message: '',
        Payload: [],
        Search: understood({ query: 'zzqx', didYouMean: null }),
      });
    const input = setup();
    await type(input, 'zzqx');
    expect(screen.getByTestId('search-none')).toBeInTheDocument();
    expect(screen.queryByTestId('search-did-you-mean')).toBeNull();
    server.on('GET', '/api/Search', { Status: 'Success', Message: '', Payload: [] });
    await type(input, 'zzqy');
    expect(screen.getByTestId('search-none')).toHaveTextContent('No services match “zzqy”.');
    expect(screen.queryByTestId('search-did-you-mean')).toBeNull();
  });

  it('in Hindi', async () => {
    await act(async () => {
      await setLang('hi', { remember: false, notify: false });
      await loadNamespaces(['catalog']);
    });
    answerWithSuggestion('mehandee', 'mehendi');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/']}>
          <SearchBox />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'सेवाएँ खोजें' });
    await type(input, 'mehandee');
    expect(screen.getByTestId('search-did-you-mean')).toHaveTextContent('क्या आपका मतलब mehendi था?');
  });
});

test('two search boxes on one page (header and phone menu) are two search landmarks with their own names', () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SearchBox placeholder="Search for decorators, caterers, photographers…" />
        <SearchBox placeholder="Search services…" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const names = screen.getAllByRole('search').map((s) => s.getAttribute('aria-label'));
  expect(names).toEqual(['Search for decorators, caterers, photographers', 'Search services']);
});
