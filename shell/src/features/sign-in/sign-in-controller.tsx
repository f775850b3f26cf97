import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { bus } from '@utsav/shared/bus';
import { notify } from '@utsav/shared/toast';
import { QuietBoundary, withRetry } from '../../app/quiet-boundary';
import { useShellT } from '../../i18n';

const loadDialog = withRetry(() => import('@utsav/ui/sign-in-modal').then((m) => ({ default: m.SignInModal })));

/**
 * Opens the sign-in dialog on `auth:required` (from any app) and closes it on every route change. The dialog,
 * its form controls, schemas and validator (~9 KB gzip) load on the first request, not with every page
 *: most visits never open it. If they cannot load, the visitor is told and the next request tries again.
 */
export function SignInController() {
  const { t } = useShellT();
  const [open, setOpen] = useState(false);
  const [requests, setRequests] = useState(0);
  const [SignInModal, setSignInModal] = useState(() => lazy(loadDialog));
  const location = useLocation();
  useEffect(
    () =>
      bus.on('auth:required', () => {
        setRequests((n) => n + 1);
        setOpen(true);
      }),
    [],
  );
  useEffect(() => {
    setOpen(false);
  }, [location]);
  if (!requests) return null;
  const failed = (
    <DialogFailed
      onShown={() => {
        notify.error(t('signIn.unavailable'));
        setSignInModal(() => lazy(loadDialog));
      }}
    />
  );
  return (
    <QuietBoundary resetKey={requests} fallback={failed}>
      <Suspense fallback={null}>
        <SignInModal open={open} onClose={() => setOpen(false)} />
      </Suspense>
    </QuietBoundary>
  );
}

function DialogFailed({ onShown }: { onShown: () => void }) {
  // Once per failure: the boundary mounts this afresh each time (the callback of the first render).
  const shown = useRef(onShown);
  useEffect(() => shown.current(), []);
  return null;
}
