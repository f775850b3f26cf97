import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { api } from '@utsav/shared/api-client';
import { ok, renderAt } from '../../test/render';
import AuditPage from './audit-page';

afterEach(() => jest.restoreAllMocks());

const entry = (Id: number, Action: string, Before: unknown, After: unknown, Reason = '') => ({
  Id,
  Operator: 'Utsav Operations',
  Action,
  Entity: 'vendor',
  EntityId: String(Id),
  Before,
  After,
  Reason,
  At: '2026-11-20T06:30:00Z',
});

test('each entry shows what changed as "field: before → after", never raw JSON; the scroll area is keyboard reachable', async () => {
  jest
    .spyOn(api, 'get')
    .mockResolvedValue(
      ok(
        [
          entry(1, 'vendor.approve', { status: 'pending' }, { status: 'approved' }),
          entry(
            2,
            'vendor.commission',
            { commissionPercent: 10, name: 'Shubh' },
            { commissionPercent: 12.5, name: 'Shubh' },
            'Festival season',
          ),
          entry(3, 'category.create', null, { name: 'Haldi', hidden: false }),
        ],
        { Page: { next: null, limit: 25, total: 3 } },
      ),
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
  const get = jest.spyOn(api, 'get').mockImplementation(async (_url, config) => {
    const after = (config?.params as { after?: string } | undefined)?.after;
    return after === 'C1'
      ? ok([entry(3, 'vendor.suspend', null, null)], { Page: { next: null, limit: 25, total: 3 } })
      : ok([entry(1, 'vendor.approve', null, null), entry(2, 'vendor.approve', null, null)], {
          Page: { next: 'C1', limit: 25, total: 3 },
        });
  });
  renderAt(
    <Routes>
      <Route path="/admin/audit" element={<AuditPage />} />
    </Routes>,
    '/admin/audit?after=C1',
  );
  expect(await screen.findByText('vendor.suspend')).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/admin/audit', { params: { after: 'C1', limit: 25 } });
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findAllByText('vendor.approve')).toHaveLength(2);
  expect(get).toHaveBeenLastCalledWith('/admin/audit', { params: { limit: 25 } });
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});
