import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { api } from '@utsav/shared/api-client';
import AboutPage from './about-page';

const setup = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
afterEach(() => jest.restoreAllMocks());

test('the figures are the counts the API returns, not invented ones', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue({
    data: {
      Status: 'Success',
      Payload: { Customers: 1234, Vendors: 7, Cities: 1, AverageRating: 4.26, Bookings: 2000 },
    },
  });
  setup();
  const figures = screen.getByTestId('about-figures');
  expect(await within(figures).findByText('1,234')).toBeInTheDocument();
  expect(within(figures).getByText('Customers who booked')).toBeInTheDocument();
  expect(within(figures).getByText('7')).toBeInTheDocument();
  expect(within(figures).getByText('City served')).toBeInTheDocument();
  expect(within(figures).getByText('4.3★')).toBeInTheDocument();
  expect(screen.queryByText('950+')).toBeNull();
  expect(get).toHaveBeenCalledWith('/MarketplaceFacts');
});

test('without the counts the figures stay out (nothing made up)', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
  setup();
  await screen.findByText('Who we are');
  await waitFor(() => expect(screen.queryByTestId('about-figures')).toBeNull(), { timeout: 4000 });
});
