import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { MemoryRouter, Route, Routes } from 'react-router';
import { categoriesReply, profileReply } from '../../../test/api-replies';
import type { VendorServiceRecord } from '../../../api/types';
import { EditServicePage } from './service-form-page';

const record = (bookingAmt: number): VendorServiceRecord => ({
  id: 7,
  serviceId: 1,
  name: 'Stage Decor',
  mobile: '9820000001',
  email: 'vendor@utsav.in',
  operatorName: 'Shubh Decorators',
  shortDes: 'Lovely stage',
  longDes: '',
  bookingAmt,
  travelcharge: 40,
  gst: 18,
  gst_include_exclude: 1,
  gstAmt: 0,
  gstAmtWithMrp: 0,
  discount: 10,
  discountAmt: 0,
  offerAmt: 0,
  payAmt: 0,
  amount_hide_show: 1,
  address: '1 Hill Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pin: '400001',
  lat: null,
  lon: null,
  Status: 1,
  images: [],
  booking_advance_per: 0,
  capacity: 1,
  Listed: true,
  serviceRadiusKm: null,
  eventTypes: ['wedding'],
});

function mount(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/vendor/services/7']}>
        <Routes>
          <Route path="/vendor/services/:serviceId" element={<EditServicePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('edit service page', () => {
  let server = record(20000);
  beforeEach(() => {
    jest.restoreAllMocks();
    server = record(20000);
    mockApi()
      .on('GET', '/api/vendor/ProductDetails/{serviceId}', () => ({
        Status: 'Success' as const,
        Message: '',
        Payload: server,
      }))
      .on('GET', '/api/Vendor/ProductImages/{id}', {
        Status: 'Success',
        Message: '',
        Payload: { Images: [{ id: 1, pid: 7, doc: 'a.webp' }] },
      })
      .on('GET', '/api/allServices', categoriesReply(['Decoration']))
      .on('GET', '/api/vendor/profile', profileReply({ Gstin: '27AAKFS4821L1ZS' }));
  });

  it('starts from the record fetched for this visit, not a cached older copy', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['vendor', 'service', '7'], record(15000));
    mount(client);
    expect(await screen.findByLabelText('MRP (₹)')).toHaveValue('20000');
  });

  it('keeps what the vendor typed when the record is refetched in the background', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    mount(client);
    const mrp = await screen.findByLabelText('MRP (₹)');
    fireEvent.change(mrp, { target: { value: '25000' } });
    server = record(21000);
    await act(() => client.refetchQueries({ queryKey: ['vendor', 'service', '7'] }));
    expect(screen.getByLabelText('MRP (₹)')).toHaveValue('25000');
  });

  it('has one upload area: the images card', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    mount(client);
    await screen.findByLabelText('MRP (₹)');
    await screen.findByRole('heading', { name: 'Service images (1)' });
    const pickers = document.querySelectorAll('input[type="file"]');
    expect(pickers).toHaveLength(1);
    expect(screen.getByLabelText('Upload images')).toBe(pickers[0]);
    expect(screen.getAllByRole('button', { name: /upload/i })).toHaveLength(1);
  });
});
