import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { compareStore, setCompareIds } from '@utsav/shared/compare-selection';
import { loadNamespaces, setLang } from '@utsav/shared/i18n';
import { mockApi } from '@utsav/shared/testing/api-mock';
import ComparePage from './compare-page';
import { idsOf } from './shortlist-api';

const item = (id: number, over: Record<string, unknown> = {}) => ({
  ProductId: id,
  Title: `Service ${id}`,
  Category: 'Photography',
  Image: '',
  VendorName: 'Vendor',
  VendorCity: id === 1 ? 'Mumbai' : 'Jaipur',
  VendorState: 'Maharashtra',
  ServiceRadiusKm: id === 1 ? 50 : 60,
  Rating: 4.2,
  ReviewCount: id,
  amount_hide_show: 0 as const,
  bookingAmt: 50000,
  discount: 10,
  offerAmt: 45000,
  gst: 18,
  gstAmt: 8100,
  gstwithmrp: 53100,
  advanceAmt: 10620,
  DistanceInKm: id === 1 ? 4.2 : 933.4,
  TravelFare: id === 1 ? 105 : 23335,
  totalAmt: id === 1 ? 53205 : 76435,
  Outside: id === 1 ? '' : "Outside the vendor's service area: 933.4 km away, serves within 60 km",
  Availability: 'Available' as const,
  AvailabilityReason: '',
  ...over,
});

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.search}</output>;
}

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/compare"
            element={
              <>
                <ComparePage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(async () => {
  compareStore.setState({ ids: [] });
  sessionStorage.clear();
  await act(() => setLang('en', { remember: false, notify: false }));
});

describe('compare page', () => {
  it('ids from the URL: distinct, positive, at most four', () => {
    expect(idsOf('3,1,3,x,-2,0,9,8,7')).toEqual([3, 1, 9, 8]);
    expect(idsOf(null)).toEqual([]);
  });

  it("shows the API's prices with GST, fares, totals, ratings, availability, vendor reach and the cancellation terms", async () => {
    const server = mockApi().on('GET', '/api/Compare', (req) => ({
      Status: 'Success' as const,
      Message: 'Success',
      Payload: {
        Place: req.query.get('pincode') ? { Pincode: '400050', Label: 'Bandra West, Mumbai' } : null,
        Date: req.query.get('date'),
        Items: [item(1), item(2, { Availability: 'Not Available', AvailabilityReason: 'This service not Available' })],
      },
    }));
    renderAt('/compare?ids=1,2&pincode=400050&date=2030-01-10');
    const table = await screen.findByRole('table', { name: 'Services compared side by side' });
    expect(server.calls('GET', '/api/Compare')[0]!.query.toString()).toBe(
      'productIds=1%2C2&pincode=400050&date=2030-01-10',
    );
    expect(within(table).getByRole('columnheader', { name: /Service 1/ })).toBeInTheDocument();
    expect(screen.getByTestId('compare-price-1')).toHaveTextContent('₹53,100.00');
    expect(screen.getByTestId('compare-price-1')).toHaveTextContent('GST 18 %: ₹8,100.00');
    expect(screen.getByTestId('compare-travel-1')).toHaveTextContent('₹105.00');
    expect(screen.getByTestId('compare-travel-1')).toHaveTextContent('4 km away');
    expect(screen.getByTestId('compare-travel-2')).toHaveTextContent('Does not come this far (933 km)');
    expect(screen.getByTestId('compare-total-2')).toHaveTextContent('₹76,435.00');
    expect(screen.getByTestId('compare-rating-2')).toHaveTextContent('2 reviews');
    expect(screen.getByTestId('compare-availability-1')).toHaveTextContent('Available');
    expect(screen.getByTestId('compare-availability-2')).toHaveTextContent('Not available');
    expect(screen.getByTestId('compare-vendor-1')).toHaveTextContent('MumbaiWithin 50 km');
    expect(screen.getByTestId('compare-vendor-2')).toHaveTextContent('JaipurWithin 60 km');
    expect(screen.getByText('Travel measured to Bandra West, Mumbai.')).toBeInTheDocument();
    expect(
      within(table).getByText('Cancel 30 days or more before the event: full refund of what you paid.'),
    ).toBeInTheDocument();
  });

  it('the pincode and date are checked by the shared rule before asking; a good pair goes to the URL', async () => {
    mockApi().on('GET', '/api/Compare', {
      Status: 'Success',
      Message: 'Success',
      Payload: { Place: null, Date: null, Items: [item(1), item(2)] },
    });
    renderAt('/compare?ids=1,2');
    await screen.findByRole('table');
    expect(screen.getByTestId('compare-travel-1')).toHaveTextContent('Enter your pincode');
    const pin = screen.getByLabelText('Event pincode');
    await userEvent.type(pin, '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Pincode must be 6 digits')).toBeInTheDocument();
    await userEvent.type(pin, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('pincode=400050'));
  });

  it('without ids in the URL the services ticked on this tab are compared; fewer than two asks for more', async () => {
    const server = mockApi().on('GET', '/api/Compare', {
      Status: 'Success',
      Message: 'Success',
      Payload: { Place: null, Date: null, Items: [item(2), item(1)] },
    });
    setCompareIds([2]);
    const view = renderAt('/compare');
    expect(await screen.findByText('Choose 2 to 4 services to compare.')).toBeInTheDocument();
    view.unmount();
    setCompareIds([2, 1]);
    renderAt('/compare');
    await screen.findByRole('table');
    expect(server.calls('GET', '/api/Compare')[0]!.query.get('productIds')).toBe('2,1');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Service 2' }));
    expect(await screen.findByText('Choose 2 to 4 services to compare.')).toBeInTheDocument();
  });

  it('is in Hindi on a Hindi page', async () => {
    mockApi().on('GET', '/api/Compare', {
      Status: 'Success',
      Message: 'Success',
      Payload: { Place: null, Date: null, Items: [item(1), item(2)] },
    });
    await act(async () => {
      await setLang('hi', { remember: false, notify: false });
      await loadNamespaces(['shell-shortlist', 'ui']);
    });
    renderAt('/compare?ids=1,2');
    expect(await screen.findByRole('table', { name: 'साथ-साथ तुलना की गई सेवाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'GST सहित कीमत' })).toBeInTheDocument();
  });
});
