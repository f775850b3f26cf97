import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { renderAt } from '../../test/render';
import SearchPage from './search-page';

afterEach(() => jest.restoreAllMocks());

const synonym = (Id: number, Term: string, Meaning: string) => ({
  Id,
  Term,
  Meaning,
  UpdatedAt: '2026-11-20 10:00:00+05:30',
});
const stat = (Query: string, Searches: number, Results: number) => ({
  Query,
  Searches,
  Results,
  Last: '2026-11-28 10:00:00+05:30',
});

function setup() {
  const server = mockApi()
    .on('GET', '/api/admin/search/queries', {
      Status: 'Success',
      Message: '',
      Payload: { Days: 7, Top: [stat('mehndi', 12, 10), stat('lehenga', 3, 0)], ZeroResults: [stat('lehenga', 3, 0)] },
    })
    .on('GET', '/api/admin/search/synonyms', {
      Status: 'Success',
      Message: '',
      Payload: [synonym(1, 'mehndi', 'mehendi'), synonym(2, 'मेहंदी', 'mehendi')],
    })
    .on('POST', '/api/admin/search/synonyms', (req) => ({
      Status: 'Success' as const,
      Message: 'Synonym added',
      Payload: synonym(3, (req.body as { term: string }).term, (req.body as { meaning: string }).meaning),
    }))
    .on('POST', '/api/admin/search/synonyms/{id}/delete', {
      Status: 'Success',
      Message: 'Synonym removed',
      Payload: { Id: 1 },
    });
  renderAt(
    <Routes>
      <Route path="/admin/search" element={<SearchPage />} />
    </Routes>,
    '/admin/search',
  );
  return server;
}

test("shows the week's zero-result and top queries, and the synonyms", async () => {
  setup();
  const zero = await screen.findByRole('table', { name: 'Found nothing (last 7 days)' });
  expect(within(zero).getByText('lehenga')).toBeInTheDocument();
  const top = screen.getByRole('table', { name: 'Most searched (last 7 days)' });
  expect(within(top).getByText('mehndi')).toBeInTheDocument();
  expect(await screen.findAllByTestId('synonym-row')).toHaveLength(2);
  expect(screen.getByText('मेहंदी')).toBeInTheDocument();
});

test('adds a synonym through the schema: a bad term is refused before asking the API', async () => {
  const server = setup();
  await screen.findAllByTestId('synonym-row');
  await userEvent.click(screen.getByRole('button', { name: 'Add a synonym' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'What customers type' }), '<b>');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Searched as' }), 'mehendi');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(/one or two words of letters/)).toBeInTheDocument();
  expect(server.calls('POST', '/api/admin/search/synonyms')).toHaveLength(0);

  const term = within(dialog).getByRole('textbox', { name: 'What customers type' });
  await userEvent.clear(term);
  await userEvent.type(term, 'Lehenga');
  await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Searched as' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Searched as' }), 'makeup bridal');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.calls('POST', '/api/admin/search/synonyms')).toHaveLength(1));
  expect(server.calls('POST', '/api/admin/search/synonyms')[0]!.body).toEqual({
    term: 'lehenga',
    meaning: 'makeup bridal',
  });
}, 15_000);

test('removes a synonym after confirming', async () => {
  const server = setup();
  const rows = await screen.findAllByTestId('synonym-row');
  await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(server.calls('POST', '/api/admin/search/synonyms/{id}/delete')).toHaveLength(1));
}, 15_000);
