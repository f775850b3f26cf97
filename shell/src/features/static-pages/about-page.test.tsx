import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import AboutPage from './about-page';

const setup = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

test('the figures are the counts the API returns, not invented ones', async () => {
  const server = mockApi().on('GET', '/api/MarketplaceFacts', {
    Status: 'Success',
    Message: '',
    Payload: { Customers: 1234, Vendors: 7, Cities: 1, AverageRating: 4.26, Bookings: 2000 },
  });
  setup();
  const figures = screen.getByTestId('about-figures');
  expect(await within(figures).findByText('1,234')).toBeInTheDocument();
  expect(within(figures).getByText('Customers who booked')).toBeInTheDocument();
  expect(within(figures).getByText('7')).toBeInTheDocument();
  expect(within(figures).getByText('City served')).toBeInTheDocument();
  expect(within(figures).getByText('4.3★')).toBeInTheDocument();
  expect(screen.queryByText('950+')).toBeNull();
  expect(server.calls('GET', '/api/MarketplaceFacts')).toHaveLength(1);
});

test('without the counts the figures stay out (nothing made up)', async () => {
  mockApi().offline('GET', '/api/MarketplaceFacts');
  setup();
  await screen.findByText('Who we are');
  await waitFor(() => expect(screen.queryByTestId('about-figures')).toBeNull(), { timeout: 4000 });
});
