import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AdminVendorDetail } from '@utsav/domain/contract';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { success, vendorRow } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import VendorDetailPage from './vendor-detail-page';

const detail: AdminVendorDetail = { ...vendorRow({ Id: 4, Name: 'Shubh Decor', CommissionPercent: 10 }), Services: [] };

beforeEach(() => jest.spyOn(notify, 'success').mockImplementation(() => ''));
afterEach(() => jest.restoreAllMocks());

test('the commission: the shared schema checks it (focus on the field), then it is asked about and set', async () => {
  const server = mockApi()
    .on('GET', '/api/admin/storefront', success({ Services: [], Vendors: [] }))
    .on('GET', '/api/admin/vendors/{id}', success(detail))
    .on('POST', '/api/admin/vendors/{id}/commission', success(vendorRow({ Id: 4 }), 'Commission set'));
  renderAt(
    <Routes>
      <Route path="/admin/vendors/:id" element={<VendorDetailPage />} />
    </Routes>,
    '/admin/vendors/4',
  );
  const percent = await screen.findByLabelText('Commission (%) for new bookings — now 10 %');
  await userEvent.type(percent, '60');
  await userEvent.click(screen.getByRole('button', { name: 'Set commission' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Commission can be at most 50 %');
  expect(percent).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(percent).toHaveFocus());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.clear(percent);
  await userEvent.type(percent, '12.5');
  await userEvent.click(screen.getByRole('button', { name: 'Set commission' }));
  const dialog = await screen.findByRole('dialog', { name: 'Set commission' });
  expect(dialog).toHaveTextContent('Charge Shubh Decor 12.5 % commission on new bookings');
  expect(screen.queryByText('Commission can be at most 50 %')).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Set commission' }));
  await waitFor(() => expect(server.calls('POST', '/api/admin/vendors/{id}/commission')).toHaveLength(1));
  const [set] = server.calls('POST', '/api/admin/vendors/{id}/commission');
  expect(set?.params).toEqual({ id: '4' });
  expect(set?.body).toEqual({ percent: 12.5, reason: '' });
  expect(notify.success).toHaveBeenCalledWith('Commission set');
  // Set: the field is empty again for the next change.
  await waitFor(() => expect(percent).toHaveValue(''));
});

test("each service says which event types it suits, in the page's words", async () => {
  const service = {
    Id: 9,
    Title: 'Marigold Mandap Decoration',
    PayableAmt: 45000,
    VendorStatus: 1,
    Listed: true,
    Hidden: false,
    HiddenReason: '',
    CommissionPercent: 10,
    EventTypes: ['wedding', 'baby_shower'],
  };
  mockApi()
    .on('GET', '/api/admin/storefront', success({ Services: [], Vendors: [] }))
    .on('GET', '/api/admin/vendors/{id}', success({ ...detail, Services: [service] }));
  renderAt(
    <Routes>
      <Route path="/admin/vendors/:id" element={<VendorDetailPage />} />
    </Routes>,
    '/admin/vendors/4',
  );
  const row = await screen.findByTestId('service-row');
  expect(within(row).getByTestId('service-event-types')).toHaveTextContent('Suits: Wedding, Baby shower');
});
