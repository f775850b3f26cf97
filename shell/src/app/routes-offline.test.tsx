import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from './routes';

// The About page's chunk cannot be downloaded (offline, or a deploy removed it).
jest.mock('../features/static-pages/about-page', () => {
  throw new Error('Loading chunk about-page failed');
});

describe('AppRoutes when a page cannot load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says so with a Reload button and keeps the rest of the page', async () => {
    render(
      <MemoryRouter initialEntries={['/about-us']}>
        <h1>Shell</h1>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByText('This page could not load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shell' })).toBeInTheDocument();
  });
});
