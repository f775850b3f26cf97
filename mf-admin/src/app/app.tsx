import { lazy, Suspense, useContext } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { useSession } from '@utsav/shared/session';
import { GuardPromptContext } from '@utsav/ui/require-role';

const AdminSignInPage = lazy(() => import('../features/sign-in/admin-sign-in-page'));
const AdminArea = lazy(() => import('./admin-area'));

/**
 * /admin/*: the back office for an operator (role 3). Anyone else sees the operator sign-in at /admin and is sent
 * there from any other /admin page (a standalone frame shows its sign-in prompt instead).
 */
function AdminGate() {
  const role = useSession((s) => s.role);
  const { pathname } = useLocation();
  const prompt = useContext(GuardPromptContext);
  if (role === 3) return <AdminArea />;
  if (pathname.replace(/\/+$/, '') === '/admin') return <AdminSignInPage />;
  return prompt ? <>{prompt(3)}</> : <Navigate to="/admin" replace />;
}

/** Exposed as admin/App: the routes this remote owns (apps.registry.mjs), absolute paths under the shell's router. */
export default function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/admin/*" element={<AdminGate />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
