import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { shortlistStore } from '@utsav/shared/shortlist';
import { ShortlistLink } from './shortlist-link';

afterEach(() => shortlistStore.setState({ ids: [], shareToken: null, source: 'browser' }));

test('the header heart leads to the shortlist and says how many services it holds', () => {
  render(
    <MemoryRouter>
      <ShortlistLink />
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Shortlist, 0 services' });
  expect(link).toHaveAttribute('href', '/wishlist');
  expect(screen.queryByTestId('shortlist-count')).toBeNull();
  act(() => shortlistStore.setState({ ids: [4] }));
  expect(screen.getByRole('link', { name: 'Shortlist, 1 service' })).toBe(link);
  expect(screen.getByTestId('shortlist-count')).toHaveTextContent('1');
});
