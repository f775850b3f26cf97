import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { renderAt } from '../../test/render';
import { DeclineRatesPanel } from './decline-rates-panel';

const rate = {
  VendorId: 3,
  Vendor: 'Shubh Mandap',
  Taken: 8,
  Declined: 3,
  RatePercent: 37.5,
  PackageParts: { Taken: 0, Declined: 0 },
  ByReason: { date_unavailable: 1, outside_area: 0, event_type: 1, other: 1, unstated: 0 },
};

test('asks for the last 30 days and shows each vendor’s rate and reasons', async () => {
  const server = mockApi().on('GET', '/api/admin/vendors/decline-rates', {
    Status: 'Success',
    Message: '',
    Payload: [rate],
  });
  renderAt(<DeclineRatesPanel today="2026-11-29" />);
  const row = await screen.findByTestId('decline-rate-row');
  expect(Object.fromEntries(server.calls('GET', '/api/admin/vendors/decline-rates')[0]!.query)).toEqual({
    from: '2026-10-31',
    to: '2026-11-29',
  });
  const cells = within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  expect(cells).toEqual(['Shubh Mandap', '8', '3', '37.5 %', '1', '0', '1', '1', '0']);
  expect(screen.getByRole('columnheader', { name: 'Other' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Outside service area' })).toBeInTheDocument();
});

test('package parts a vendor took on and declined are counted in, and said so under the numbers', async () => {
  mockApi().on('GET', '/api/admin/vendors/decline-rates', {
    Status: 'Success',
    Message: '',
    Payload: [{ ...rate, Taken: 10, Declined: 4, RatePercent: 40, PackageParts: { Taken: 2, Declined: 1 } }],
  });
  renderAt(<DeclineRatesPanel today="2026-11-29" />);
  const row = await screen.findByTestId('decline-rate-row');
  const cells = within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  expect(cells.slice(0, 4)).toEqual(['Shubh Mandap', '10incl. 2 package parts', '4incl. 1 package part', '40.0 %']);
});

test('a period that ends before it starts is refused here, not asked for', async () => {
  const server = mockApi().on('GET', '/api/admin/vendors/decline-rates', {
    Status: 'Success',
    Message: '',
    Payload: [],
  });
  renderAt(<DeclineRatesPanel today="2026-11-29" />);
  await waitFor(() => expect(server.calls('GET', '/api/admin/vendors/decline-rates')).toHaveLength(1));
  expect(await screen.findByText('No bookings confirmed in this period')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Confirmed from'), { target: { value: '2026-12-05' } });
  expect(await screen.findByRole('alert')).toHaveTextContent('From date must be on or before To date');
  expect(server.calls('GET', '/api/admin/vendors/decline-rates')).toHaveLength(1);
});
