import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { queryOf, success } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import DataRequestsPage from './data-requests-page';

const row = (over: Partial<Record<string, unknown>> = {}) => ({
  Id: 1,
  AccountType: 'customer',
  AccountId: 7,
  Kind: 'erasure',
  State: 'completed',
  Detail: 'messages stopped: 2; copies swept in 3 column(s)',
  CreatedAt: '2026-11-28T10:00:00Z',
  CompletedAt: '2026-11-28T10:00:00Z',
  ...over,
});

const page = () =>
  renderAt(
    <Routes>
      <Route path="/admin/data-requests" element={<DataRequestsPage />} />
    </Routes>,
    '/admin/data-requests',
  );

test('lists the export and erasure requests with their state; filters by kind and state', async () => {
  const server = mockApi().on('GET', '/api/admin/data-requests', (req) =>
    success(
      req.query.get('state') === 'refused'
        ? [row({ Id: 3, AccountType: 'vendor', AccountId: 2, State: 'refused', Detail: 'wait for your last payout' })]
        : [row(), row({ Id: 2, Kind: 'export', Detail: '' })],
    ),
  );
  page();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const rows = await screen.findAllByTestId('data-request');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('Customer #7');
  expect(rows[0]).toHaveTextContent('Erasure (delete my account)');
  expect(rows[0]).toHaveTextContent('Completed');
  expect(rows[1]).toHaveTextContent('Export (download my data)');
  await userEvent.selectOptions(screen.getByLabelText('State'), 'refused');
  await waitFor(() => expect(screen.getAllByTestId('data-request')[0]).toHaveTextContent('Vendor #2'));
  expect(screen.getAllByTestId('data-request')[0]).toHaveTextContent('Refused');
  expect(screen.getAllByTestId('data-request')[0]).toHaveTextContent('wait for your last payout');
  const calls = server.calls('GET', '/api/admin/data-requests').map(queryOf);
  expect(calls[0]).toEqual({ kind: '', state: '' });
  expect(calls.at(-1)).toEqual({ kind: '', state: 'refused' });
});

test('no requests yet', async () => {
  mockApi().on('GET', '/api/admin/data-requests', success([]));
  page();
  expect(await screen.findByText('No data requests yet.')).toBeInTheDocument();
});
