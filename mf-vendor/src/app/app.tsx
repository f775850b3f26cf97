import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { RequireRole } from '@utsav/ui/require-role';

const VendorSignInPage = lazy(() => import('../features/sign-in/components/vendor-sign-in-page'));
const VendorForgotPasswordPage = lazy(() => import('../features/sign-in/components/vendor-forgot-password-page'));
const VendorSignUpPage = lazy(() => import('../features/sign-up/components/vendor-sign-up-page'));
const VendorArea = lazy(() => import('./vendor-area'));

/** Exposed as vendor/App: the routes this remote owns (architecture §2), absolute paths under the shell's router. */
export default function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/vendor" element={<VendorSignInPage />} />
        <Route path="/vendor/forgot-password" element={<VendorForgotPasswordPage />} />
        <Route path="/service-provider-reg" element={<VendorSignUpPage />} />
        <Route
          path="/vendor/*"
          element={
            <RequireRole role={2}>
              <VendorArea />
            </RequireRole>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
