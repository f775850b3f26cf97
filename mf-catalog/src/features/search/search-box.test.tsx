import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { api } from '@utsav/shared/api-client';
import SearchBox from './search-box';
import { SEARCH_DEBOUNCE_MS } from './hooks/use-search';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setup() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <SearchBox placeholder="Search for services" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Search services' });
}

async function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10);
  });
}

const ok = (list: Array<{ Id: number; Title: string }>) => ({ data: { Status: 'Success', Payload: list } });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('SearchBox', () => {
  it('searches as the user types and lists titles; choosing one opens its detail page', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok([{ Id: 16, Title: 'Birthday Party Photography' }, { Id: 13, Title: 'Candid Wedding Photography' }]));
    const input = setup();
    expect(input).toHaveAttribute('placeholder', 'Search for services');
    await type(input, 'photo');
    expect(get).toHaveBeenCalledWith('/Search', { params: { searchTerm: 'photo' } });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Birthday Party Photography', 'Candid Wedding Photography']);
    fireEvent.click(options[1]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/services/details/13');
    expect(input).toHaveValue('');
  });

  it('does not call the API for empty or blank text, and empty text clears the results', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok([{ Id: 1, Title: 'Mandap' }]));
    const input = setup();
    await type(input, '   ');
    expect(get).not.toHaveBeenCalled();
    await type(input, 'man');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await type(input, '');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('ignores failures and non-success replies (the list stays as it was)', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce(ok([{ Id: 1, Title: 'Mandap' }]));
    const input = setup();
    await type(input, 'man');
    get.mockResolvedValueOnce({ data: { Status: 'Failed', Message: 'x' } });
    await type(input, 'mand');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Mandap']);
    get.mockRejectedValueOnce(new Error('offline'));
    await type(input, 'manda');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Mandap']);
  });

  it('is keyboard navigable: arrows move, Enter chooses, Escape closes', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok([{ Id: 1, Title: 'One' }, { Id: 2, Title: 'Two' }]));
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
});
