import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { api } from '@utsav/shared/api-client';
import { TrendingServices } from './trending-services';

const categories = [
  { serviceid: 1, servicename: 'Decoration', servicename_hi: null, imageFile: 'd.svg', totalservice: 3 },
  { serviceid: 2, servicename: 'Catering', servicename_hi: null, imageFile: 'c.svg', totalservice: 0 },
];
const product = (id: number, title: string) => ({
  id,
  title,
  document: 'x.svg',
  discount: 0,
  bookingAmt: 100,
  offerAmt: 100,
  amount_hide_show: 0,
  rating: 4,
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TrendingServices categories={categories} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('TrendingServices', () => {
  it('shows All plus one tab per category, 4 placeholders while loading, then the grid', async () => {
    let resolve!: (v: unknown) => void;
    const get = jest.spyOn(api, 'get').mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    setup();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Decoration', 'Catering']);
    expect(screen.getAllByTestId('product-placeholder')).toHaveLength(4);
    expect(get).toHaveBeenCalledWith('/TrendingServices', { params: {} });
    await act(async () => resolve({ data: { Status: 'Success', Payload: [product(1, 'Mandap')] } }));
    expect(await screen.findByText('Mandap')).toBeInTheDocument();
    expect(screen.queryByTestId('product-placeholder')).not.toBeInTheDocument();
  });

  it('reloads the grid for the chosen category tab', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValueOnce({ data: { Status: 'Success', Payload: [product(1, 'Mandap')] } })
      .mockResolvedValueOnce({ data: { Status: 'Success', Payload: [product(2, 'Buffet')] } });
    setup();
    await screen.findByText('Mandap');
    fireEvent.click(screen.getByRole('tab', { name: 'Catering' }));
    expect(screen.getByRole('tab', { name: 'Catering' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('product-placeholder')).toHaveLength(4);
    expect(await screen.findByText('Buffet')).toBeInTheDocument();
    expect(screen.queryByText('Mandap')).not.toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/TrendingServices', { params: { serviceid: '2' } });
  });

  it('empties the list on a non-success reply and on a failed request', async () => {
    jest
      .spyOn(api, 'get')
      .mockResolvedValueOnce({ data: { Status: 'Failed', Message: 'nope', Payload: [product(1, 'Mandap')] } })
      .mockRejectedValueOnce(new Error('network down'));
    setup();
    await waitFor(() => expect(screen.queryByTestId('product-placeholder')).not.toBeInTheDocument());
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Decoration' }));
    await waitFor(() => expect(screen.queryByTestId('product-placeholder')).not.toBeInTheDocument());
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
  });
});
