import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { category } from '../../testing/fixtures';
import ServicesPage from './services-page';

describe('ServicesPage', () => {
  it("links categories with services to /services/{id} as 'View Service', others to '#' as 'Not Available'", async () => {
    mockApi().on('GET', '/api/allServices', {
      Status: 'Success',
      Message: '',
      Payload: [
        category({ serviceid: 1, servicename: 'Decoration', imageFile: 'd.svg', totalservice: 7 }),
        category({ serviceid: 2, servicename: 'Tent House', imageFile: 't.svg', totalservice: 0 }),
      ],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ServicesPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const cards = await screen.findAllByTestId('category-card');
    expect(within(cards[0]!).getByRole('link', { name: 'View Service' })).toHaveAttribute('href', '/services/1');
    expect(within(cards[0]!).getByText('07 services')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'Not Available' })).toHaveAttribute('href', '#');
  });
});
