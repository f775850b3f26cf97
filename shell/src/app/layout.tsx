import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { bus } from '@utsav/shared/bus';
import type { PackageModalProps } from '@utsav/shared/contracts';
import { loadProfile } from '@utsav/shared/profile-api';
import { sessionStore, useSession } from '@utsav/shared/session';
import { RemoteSlot } from '../federation/remote-slot';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { SignInController } from '../features/sign-in/sign-in-controller';
import styles from './layout.module.css';

/** Mounts packages/PackageModal on the first `package:open` (it then listens itself), passing that event on. */
function PackageModalSlot() {
  const [first, setFirst] = useState<PackageModalProps['initialRequest'] | null>(null);
  useEffect(() => {
    const off = bus.on('package:open', (request) => {
      setFirst((current) => current ?? request);
      off();
    });
    return off;
  }, []);
  return first ? <RemoteSlot id="packages/PackageModal" inline props={{ initialRequest: first }} /> : null;
}

/** Keeps the session honest: profile on sign-in, expiry noticed without a reload. */
function useSessionLifecycle() {
  const role = useSession((s) => s.role);
  useEffect(() => {
    if (role !== 0) void loadProfile();
  }, [role]);
  useEffect(() => {
    const timer = window.setInterval(() => sessionStore.getState().refresh(), 30_000);
    return () => window.clearInterval(timer);
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  useSessionLifecycle();
  const { pathname } = useLocation();
  const role = useSession((s) => s.role);
  const vendorArea = role === 2 && pathname.startsWith('/vendor');
  useEffect(() => {
    // Braces matter: in current Chromium window.scrollTo returns a Promise, which React would call as a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <a href="#main" className={styles.skip}>Skip to content</a>
      {vendorArea ? <RemoteSlot id="vendor/VendorHeader" inline props={{}} /> : <Header />}
      <main id="main" className={styles.main}>{children}</main>
      <Footer />
      <SignInController />
      <PackageModalSlot />
    </>
  );
}
