import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bus } from '@utsav/shared/bus';
import { SignInModal } from '@utsav/shared/ui/sign-in-modal';

/** Opens the sign-in dialog on `auth:required` (from any app) and closes it on every route change. */
export function SignInController() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => bus.on('auth:required', () => setOpen(true)), []);
  useEffect(() => {
    setOpen(false);
  }, [location]);
  return <SignInModal open={open} onClose={() => setOpen(false)} />;
}
