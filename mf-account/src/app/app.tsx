import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { RequireRole } from '@utsav/ui/require-role';

const AccountLayout = lazy(() => import('./layout/account-layout'));

/**
 * Exposed as account/App: the routes this remote owns (architecture §2), absolute paths under the shell's router.
 * Customers only (product §2.1): the shell guards too, this guard covers the standalone build.
 */
export default function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route
          path="/account/:path?/:orderid?"
          element={
            <RequireRole role={1}>
              <AccountLayout />
            </RequireRole>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
