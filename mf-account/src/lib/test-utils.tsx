/** Test helpers: fresh query client (no retries) + memory router at a path. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { sessionStore } from '@utsav/shared/session';

export function renderAt(ui: ReactElement, { path = '/', route }: { path?: string; route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {route ? (
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<p>Outside: home</p>} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** Puts a signed-in customer in the shared session store (no token decoding needed). */
export function signInCustomer(profile = { Name: 'Aarav Sharma', Email: 'aarav@example.in', Phone: '9876543210' }) {
  sessionStore.setState({
    token: 'test-token',
    claims: { sub: '1', UserType: 'customer' },
    role: 1,
    profile: { role: 1, Id: 1, ...profile },
  });
}

export function signOut() {
  sessionStore.setState({ token: null, claims: null, role: 0, profile: null });
}
