import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { RequireRole } from '@utsav/ui/require-role';

const PackageListPage = lazy(() => import('../features/package-list/package-list-page'));
const PackageDetailPage = lazy(() => import('../features/package-detail/package-detail-page'));
const PackageCheckoutPage = lazy(() => import('../features/package-checkout/package-checkout-page'));

/** Exposed as packages/App: the routes this remote owns (architecture §2), absolute paths under the shell's router. */
export default function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/packages/all" element={<PackageListPage />} />
        <Route path="/packages/:id" element={<PackageDetailPage />} />
        <Route
          path="/package/checkout"
          element={
            <RequireRole role={1}>
              <PackageCheckoutPage />
            </RequireRole>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
