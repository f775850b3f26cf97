import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { auditRow, listed, queryOf } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import AuditPage from './audit-page';

const entry = (Id: number, Action: string, Before: unknown, After: unknown, Reason = '') =>
  auditRow({ Id, Action, Before, After, Reason });

test('each entry shows what changed as "field: before → after", never raw JSON; the scroll area is keyboard reachable', async () => {
  mockApi().on(
    'GET',
    '/api/admin/audit',
    listed([
      entry(1, 'vendor.approve', { status: 'pending' }, { status: 'approved' }),
      entry(
        2,
        'vendor.commission',
        { commissionPercent: 10, name: 'Shubh' },
        { commissionPercent: 12.5, name: 'Shubh' },
        'Festival season',
      ),
      entry(3, 'category.create', null, { name: 'Haldi', hidden: false }),
    ]),
  );
  renderAt(
    <Routes>
      <Route path="/admin/audit" element={<AuditPage />} />
    </Routes>,
    '/admin/audit',
  );
  const rows = await screen.findAllByTestId('audit-row');
  expect(screen.getByRole('columnheader', { name: 'Changes' })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Before' })).not.toBeInTheDocument();

  const approve = within(rows[0]!).getByRole('list', { name: 'Changes' });
  expect(approve).toHaveTextContent('status: pending → changed to approved');
  expect(within(approve).getByText('pending').tagName).toBe('DEL');
  expect(within(approve).getByText('approved').tagName).toBe('INS');
  const commission = within(rows[1]!).getByRole('list', { name: 'Changes' });
  expect(within(commission).getAllByRole('listitem')).toHaveLength(1); // the unchanged name is not repeated
  expect(commission).toHaveTextContent('commission percent: 10 → changed to 12.5');
  expect(within(rows[2]!).getByRole('list', { name: 'Changes' })).toHaveTextContent('name: Haldihidden: no');
  for (const row of rows) expect(row.textContent).not.toMatch(/[{}"]/);

  const region = screen.getByRole('region', { name: 'Audit log, scrollable' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toContainElement(screen.getByRole('table', { name: 'Audit log' }));
  region.focus();
  expect(region).toHaveFocus();
});

test('the log pages by cursor: Next sends Page.next as ?after, a shared link opens that page, Previous then goes to the first', async () => {
  const server = mockApi().on('GET', '/api/admin/audit', (request) =>
    request.query.get('after') === 'C1'
      ? listed([entry(3, 'vendor.suspend', null, null)], { total: 3 })
      : listed([entry(1, 'vendor.approve', null, null), entry(2, 'vendor.approve', null, null)], {
          next: 'C1',
          total: 3,
        }),
  );
  const lastQuery = () => queryOf(server.calls('GET', '/api/admin/audit').at(-1));
  renderAt(
    <Routes>
      <Route path="/admin/audit" element={<AuditPage />} />
    </Routes>,
    '/admin/audit?after=C1',
  );
  expect(await screen.findByText('vendor.suspend')).toBeInTheDocument();
  expect(queryOf(server.calls('GET', '/api/admin/audit')[0])).toEqual({ after: 'C1', limit: '25' });
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findAllByText('vendor.approve')).toHaveLength(2);
  expect(lastQuery()).toEqual({ limit: '25' });
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});
