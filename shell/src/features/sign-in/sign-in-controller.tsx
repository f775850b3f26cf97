import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bus } from '@utsav/shared/bus';

// The dialog, its form controls, schemas and validator (~9 KB gzip) load on the first `auth:required`, not
// with every page (issue 10): most visits never open it.
const SignInModal = lazy(() => import('@utsav/shared/ui/sign-in-modal').then((m) => ({ default: m.SignInModal })));

/** Opens the sign-in dialog on `auth:required` (from any app) and closes it on every route change. */
export function SignInController() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const location = useLocation();
  useEffect(
    () =>
      bus.on('auth:required', () => {
        setWanted(true);
        setOpen(true);
      }),
    [],
  );
  useEffect(() => {
    setOpen(false);
  }, [location]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SignInModal open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
