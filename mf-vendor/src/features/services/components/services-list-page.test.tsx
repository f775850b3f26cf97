import { screen } from '@testing-library/react';
import { mockApi } from '@utsav/shared/testing/api-mock';
import ServicesListPage from './services-list-page';
import { renderAt } from '../../../test/render';
import type { VendorServiceRow } from '../../../api/types';

const mandap: VendorServiceRow = {
  Id: 7,
  Title: 'Mandap',
  ServiceId: 1,
  ServiceName: 'Decoration',
  Operator_Name: 'Shubh Decorators',
  PayableAmt: 1000,
  Status: 1,
  Listed: true,
  Moderated: false,
  CreateDate: '2026-10-01T10:00:00Z',
  document: '',
};

test('every column header has text (axe empty-table-header): the photo column is named for screen readers', async () => {
  mockApi().on('GET', '/api/vendor/products', { Status: 'Success', Message: '', Payload: [mandap] });
  renderAt(<ServicesListPage />, { path: '/vendor/services' });
  await screen.findByText('Mandap');
  const headers = screen.getAllByRole('columnheader');
  expect(headers.every((th) => (th.textContent ?? '').trim() !== '')).toBe(true);
  expect(screen.getByRole('columnheader', { name: 'Image' })).toBeInTheDocument();
});
