/** Test helpers: a fresh query client, a memory router with a location probe, and a customer session. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { sessionStore } from '@utsav/shared/session';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderAt(ui: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const b64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned token the session decodes as a customer (role 1). */
export const customerToken = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: 1, UserType: 'customer', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

export function signInCustomer() {
  sessionStore.getState().signIn(customerToken);
}

export function signOut() {
  sessionStore.getState().logout({ revoke: false });
}
