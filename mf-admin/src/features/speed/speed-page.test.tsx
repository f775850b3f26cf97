import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { queryOf, success } from '../../test/admin-replies';
import { renderAt } from '../../test/render';
import SpeedPage from './speed-page';

test('p75 per remote and per page over 7 days, slow figures marked, errors listed', async () => {
  const server = mockApi().on(
    'GET',
    '/api/admin/rum',
    success({
      days: 7,
      reports: 12,
      remotes: [
        {
          remote: 'catalog',
          figures: [
            { metric: 'LCP', p75: 3100, count: 8 },
            { metric: 'CLS', p75: 0.02, count: 8 },
          ],
          errors: 0,
        },
      ],
      pages: [
        {
          page: '/services/:id',
          remote: 'catalog',
          figures: [
            { metric: 'LCP', p75: 1800, count: 5 },
            { metric: 'TTFB', p75: 120, count: 5 },
          ],
          errors: 1,
        },
      ],
      recentErrors: [
        {
          remote: 'catalog',
          page: '/services/:id',
          message: 'TypeError: x is undefined',
          count: 1,
          last: '2026-11-25T10:00:00Z',
        },
      ],
    }),
  );
  renderAt(
    <Routes>
      <Route path="/admin/speed" element={<SpeedPage />} />
    </Routes>,
    '/admin/speed',
  );
  const remote = await screen.findByTestId('rum-remote');
  expect(queryOf(server.calls('GET', '/api/admin/rum')[0])).toEqual({ days: '7' });
  expect(within(remote).getByText('catalog')).toBeInTheDocument();
  expect(remote).toHaveTextContent('3.10 s (slow)');
  expect(remote).toHaveTextContent('0.020');
  const page = screen.getByTestId('rum-page');
  expect(page).toHaveTextContent('/services/:id');
  expect(page).toHaveTextContent('1.80 s');
  expect(page).not.toHaveTextContent('slow');
  expect(page).toHaveTextContent('120 ms');
  expect(screen.getByText(/TypeError: x is undefined/)).toBeInTheDocument();
});

test('no reports yet', async () => {
  mockApi().on('GET', '/api/admin/rum', success({ days: 7, reports: 0, remotes: [], pages: [], recentErrors: [] }));
  renderAt(
    <Routes>
      <Route path="/admin/speed" element={<SpeedPage />} />
    </Routes>,
    '/admin/speed',
  );
  expect(await screen.findByText('No reports in the last 7 days yet.')).toBeInTheDocument();
});
