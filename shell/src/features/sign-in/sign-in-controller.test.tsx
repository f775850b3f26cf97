import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { bus } from '@utsav/shared/bus';
import { SignInController } from './sign-in-controller';

function renderController() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <SignInController />
        <Routes>
          <Route path="/" element={<Link to="/about-us">about</Link>} />
          <Route path="/about-us" element={<h1>About</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SignInController', () => {
  it('renders nothing (and loads no dialog code) until a sign-in is asked for', () => {
    const { container } = renderController();
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(screen.queryByText('Sign In to Continue')).not.toBeInTheDocument();
  });

  it('opens the lazily loaded dialog on auth:required and closes it on a route change', async () => {
    renderController();
    act(() => bus.emit('auth:required', {}));
    expect(await screen.findByText('Sign In to Continue')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'about', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Sign In to Continue')).not.toBeInTheDocument());
    act(() => bus.emit('auth:required', {}));
    expect(await screen.findByText('Sign In to Continue')).toBeInTheDocument();
  });
});
