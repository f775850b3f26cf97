import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AdminEnquiryRow } from '@utsav/domain/contract';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { listed, queryOf } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import EnquiriesPage from './enquiries-page';

afterEach(() => jest.restoreAllMocks());

const enquiry = (Id: number): AdminEnquiryRow => ({
  Id,
  Name: `Asker ${Id}`,
  Mobile: '9876543210',
  Email: `a${Id}@example.in`,
  Address: 'Main Road',
  CreateDate: '2026-11-20T06:30:00Z',
  About: 'Mehndi artist',
  Kind: 'service',
  AnsweredAt: null,
  AnswerNote: '',
  AnsweredBy: null,
});

test('the inbox pages by cursor; a new filter starts again at the first page', async () => {
  const server = mockApi().on('GET', '/api/admin/enquiries', (req) =>
    req.query.get('after') === 'E1'
      ? listed([enquiry(3)], { next: null, total: 3 })
      : listed([enquiry(1), enquiry(2)], { next: 'E1', total: 3 }),
  );
  const lastQuery = () => queryOf(server.calls('GET', '/api/admin/enquiries').at(-1));
  renderAt(
    <Routes>
      <Route path="/admin/enquiries" element={<EnquiriesPage />} />
    </Routes>,
    '/admin/enquiries',
  );
  expect(await screen.findAllByTestId('enquiry-row')).toHaveLength(2);
  expect(screen.getByText('3 rows')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Asker 3')).toBeInTheDocument();
  expect(screen.getAllByTestId('enquiry-row')).toHaveLength(1);
  expect(lastQuery()).toEqual({ after: 'E1', limit: '25' });
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), '1');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/\/admin\/enquiries\?open=1$/));
  expect(lastQuery()).toEqual({ open: '1', limit: '25' });
}, 15_000);
