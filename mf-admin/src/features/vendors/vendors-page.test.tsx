import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AdminVendorRow } from '@utsav/domain/contract';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { notify } from '@utsav/shared/toast';
import { failure, listed, queryOf, success, vendorRow } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import VendorsPage from './vendors-page';

/** The API of the page: the vendors' list (each test's) and the decline rates panel below it (none here). */
const vendorsApi = () =>
  mockApi().on('GET', '/api/admin/vendors/decline-rates', { Status: 'Success', Message: '', Payload: [] });

const vendor = (Id: number, Status: AdminVendorRow['Status']) =>
  vendorRow({ Id, Status, Listed: Status === 'approved' ? 2 : 0 });

beforeEach(() => jest.spyOn(notify, 'success').mockImplementation(() => ''));
afterEach(() => jest.restoreAllMocks());

const renderPage = (path: string) =>
  renderAt(
    <Routes>
      <Route path="/admin/vendors" element={<VendorsPage />} />
    </Routes>,
    path,
  );

test('filters come from the URL and go back into it; the server pages', async () => {
  const server = vendorsApi().on('GET', '/api/admin/vendors', listed([vendor(7, 'pending')], { total: 30 }));
  const lastQuery = () => queryOf(server.calls('GET', '/api/admin/vendors').at(-1));
  renderPage('/admin/vendors?status=pending&after=CURSOR2');
  expect(await screen.findByText('Vendor 7')).toBeInTheDocument();
  expect(lastQuery()).toEqual({ status: 'pending', after: 'CURSOR2', limit: '25' });
  expect(screen.getByText('30 rows')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox'), 'mehfil');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/vendors?status=pending&q=mehfil'),
  );
  await waitFor(() => expect(lastQuery()).toEqual({ q: 'mehfil', status: 'pending', limit: '25' }));
});

test('pages by cursor: Next asks for the page after Page.next, Previous goes back to the one before', async () => {
  const pages: Record<string, { rows: number[]; next: string | null }> = {
    '': { rows: [1, 2], next: 'C1' },
    C1: { rows: [3, 4], next: 'C2' },
    C2: { rows: [5], next: null },
  };
  const server = vendorsApi().on('GET', '/api/admin/vendors', (request) => {
    const page = pages[request.query.get('after') ?? '']!;
    return listed(
      page.rows.map((id) => vendor(id, 'approved')),
      { next: page.next, total: 5 },
    );
  });
  renderPage('/admin/vendors?sort=name');
  expect(await screen.findByText('Vendor 1')).toBeInTheDocument();
  const previous = screen.getByRole('button', { name: 'Previous' });
  const next = screen.getByRole('button', { name: 'Next' });
  expect(previous).toBeDisabled();
  expect(screen.getByText('5 rows')).toBeInTheDocument();

  await userEvent.click(next);
  expect(await screen.findByText('Vendor 3')).toBeInTheDocument();
  expect(screen.queryByText('Vendor 1')).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/vendors?sort=name&after=C1');
  expect(queryOf(server.calls('GET', '/api/admin/vendors').at(-1))).toEqual({ sort: 'name', after: 'C1', limit: '25' });

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Vendor 5')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('Vendor 3')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/vendors?sort=name&after=C1');
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('Vendor 1')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/\/admin\/vendors\?sort=name$/);
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // A new sort starts again at the first page.
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Vendor 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Joined/ }));
  await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('after='));
});

test('suspending asks first and needs a reason; approving sends the optional one', async () => {
  const server = vendorsApi()
    .on('GET', '/api/admin/vendors', listed([vendor(1, 'approved'), vendor(2, 'pending')]))
    .on('POST', '/api/admin/vendors/{id}/status', (request) =>
      success(
        vendor(Number(request.params.id), (request.body as { status: AdminVendorRow['Status'] }).status),
        'Vendor suspended: their services are off the storefront',
      ),
    );
  const posts = () =>
    server
      .calls('POST', '/api/admin/vendors/{id}/status')
      .map((request) => ({ ...request.params, ...(request.body as object) }));
  renderPage('/admin/vendors');
  const rows = await screen.findAllByTestId('vendor-row');
  await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Suspend' }));
  const dialog = screen.getByRole('dialog', { name: 'Suspend vendor' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason');
  expect(posts()).toHaveLength(0);
  await userEvent.type(within(dialog).getByRole('textbox'), 'Complaints');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  await waitFor(() => expect(posts()).toEqual([{ id: '1', status: 'suspended', reason: 'Complaints' }]));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notify.success).toHaveBeenCalledWith('Vendor suspended: their services are off the storefront');
  await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Approve' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Approve vendor' })).getByRole('button', { name: 'Approve' }),
  );
  await waitFor(() => expect(posts()).toContainEqual({ id: '2', status: 'approved', reason: '' }));
});

test('a failed action keeps the dialog open with the server message', async () => {
  vendorsApi()
    .on('GET', '/api/admin/vendors', listed([vendor(2, 'pending')]))
    .fail('POST', '/api/admin/vendors/{id}/status', 400, failure('This vendor is already approved'));
  renderPage('/admin/vendors');
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This vendor is already approved');
});

test('an empty result says so', async () => {
  vendorsApi().on('GET', '/api/admin/vendors', listed([]));
  renderPage('/admin/vendors?q=nobody');
  expect(await screen.findByText('No vendors match.')).toBeInTheDocument();
});

test('a column heading sorts on the server and keeps the sort in the URL: ascending, descending, default', async () => {
  const server = vendorsApi().on('GET', '/api/admin/vendors', listed([vendor(1, 'approved')]));
  renderPage('/admin/vendors');
  await screen.findByText('Vendor 1');
  const heading = () => screen.getByRole('columnheader', { name: /Vendor/ });
  expect(heading()).toHaveAttribute('aria-sort', 'none');
  await userEvent.click(within(heading()).getByRole('button'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/vendors?sort=name'));
  await waitFor(() =>
    expect(queryOf(server.calls('GET', '/api/admin/vendors').at(-1))).toEqual({ sort: 'name', limit: '25' }),
  );
  expect(heading()).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(within(heading()).getByRole('button'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/vendors?sort=-name'));
  expect(heading()).toHaveAttribute('aria-sort', 'descending');
  await userEvent.click(within(heading()).getByRole('button'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/vendors$/));
});
