import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { GetReply } from '@utsav/domain/contract';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { category, trending } from '../../../testing/fixtures';
import { TrendingServices } from './trending-services';

type Reply = GetReply<'/api/TrendingServices'>;

const categories = [
  category({ serviceid: 1, servicename: 'Decoration', imageFile: 'd.svg', totalservice: 3 }),
  category({ serviceid: 2, servicename: 'Catering', imageFile: 'c.svg', totalservice: 0 }),
];
const product = (id: number, title: string) =>
  trending({ id, title, document: 'x.svg', bookingAmt: 100, offerAmt: 100, payableAmt: 100, rating: 4 });
const ok = (Payload: Reply['Payload']): Reply => ({ Status: 'Success', Message: '', Payload });

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

describe('TrendingServices', () => {
  it('shows All plus one tab per category, 4 placeholders while loading, then the grid', async () => {
    let resolve!: (v: Reply) => void;
    const server = mockApi().on('GET', '/api/TrendingServices', () => new Promise<Reply>((r) => (resolve = r)));
    setup();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Decoration', 'Catering']);
    expect(screen.getAllByTestId('product-placeholder')).toHaveLength(4);
    await waitFor(() => expect(server.calls('GET', '/api/TrendingServices')).toHaveLength(1));
    expect(server.calls('GET', '/api/TrendingServices')[0]!.query.toString()).toBe('');
    await act(async () => resolve(ok([product(1, 'Mandap')])));
    expect(await screen.findByText('Mandap')).toBeInTheDocument();
    expect(screen.queryByTestId('product-placeholder')).not.toBeInTheDocument();
  });

  it('reloads the grid for the chosen category tab', async () => {
    const server = mockApi().on('GET', '/api/TrendingServices', (req) =>
      ok(req.query.get('serviceid') === '2' ? [product(2, 'Buffet')] : [product(1, 'Mandap')]),
    );
    setup();
    await screen.findByText('Mandap');
    fireEvent.click(screen.getByRole('tab', { name: 'Catering' }));
    expect(screen.getByRole('tab', { name: 'Catering' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('product-placeholder')).toHaveLength(4);
    expect(await screen.findByText('Buffet')).toBeInTheDocument();
    expect(screen.queryByText('Mandap')).not.toBeInTheDocument();
    expect(server.calls('GET', '/api/TrendingServices').at(-1)!.query.get('serviceid')).toBe('2');
  });

  it('empties the list on a refusal and on a failed request', async () => {
    const server = mockApi().fail('GET', '/api/TrendingServices', 500, { Status: 'Failed', Message: 'nope' });
    setup();
    await waitFor(() => expect(screen.queryByTestId('product-placeholder')).not.toBeInTheDocument());
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    server.offline('GET', '/api/TrendingServices');
    fireEvent.click(screen.getByRole('tab', { name: 'Decoration' }));
    await waitFor(() => expect(screen.queryByTestId('product-placeholder')).not.toBeInTheDocument());
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
  });
});
