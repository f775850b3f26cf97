import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { listed, queryOf, success } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import MessagesPage from './messages-page';

const live = { Provider: 'smtp', Test: false };

test('the search: the shared schema checks it, then it goes into the URL (trimmed) and to the API', async () => {
  const server = mockApi()
    .on('GET', '/api/admin/messages/channels', success({ Email: live, Sms: live, Whatsapp: live }))
    .on('GET', '/api/admin/messages', listed([]));
  const gets = () => server.calls('GET', '/api/admin/messages');
  renderAt(
    <Routes>
      <Route path="/admin/messages" element={<MessagesPage />} />
    </Routes>,
    '/admin/messages?channel=email',
  );
  const search = await screen.findByRole('searchbox', { name: 'Search' });
  expect(await screen.findByText('No messages here.')).toBeInTheDocument();
  const calls = gets().length;

  await userEvent.type(search, 'x'.repeat(101));
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Search is at most 100 characters');
  expect(search).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(search).toHaveFocus());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/messages\?channel=email$/);
  expect(gets()).toHaveLength(calls);

  await userEvent.clear(search);
  await userEvent.type(search, ' OD20261120001 ');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/messages?channel=email&q=OD20261120001'),
  );
  await waitFor(() => expect(queryOf(gets().at(-1))).toEqual({ channel: 'email', q: 'OD20261120001', limit: '25' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
