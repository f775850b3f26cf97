import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { bus } from '@utsav/shared/bus';
import type { PackageModalProps } from '@utsav/shared/contracts';
import { currentLang, isLang, onLangChange, setLang } from '@utsav/shared/i18n';
import { loadProfile, saveLanguage } from '@utsav/shared/profile-api';
import { sessionStore, useSession } from '@utsav/shared/session';
import { RemoteSlot } from '../federation/remote-slot';
import { Island } from '@utsav/ui/island';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { SignInController } from '../features/sign-in/sign-in-controller';
import { TestModeBanner } from '../features/test-mode/test-mode-banner';
import styles from './layout.module.css';
import { useShellT } from '../i18n';
import { routeOwner } from './routes';

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
    if (role === 0) return;
    // A signed-in customer's language is their profile's: it follows them to another device.
    void loadProfile().then((profile) => {
      const saved = profile?.Language;
      if (role !== 1 || !profile) return;
      // A page opened in a language (?lang=, the hreflang links) is the customer's choice too.
      const asked = new URLSearchParams(window.location.search).get('lang');
      if (isLang(asked)) {
        if (asked !== saved) void saveLanguage(asked);
      } else if (isLang(saved)) {
        if (saved !== currentLang()) void setLang(saved, { notify: false });
      } else void saveLanguage(currentLang());
    });
  }, [role]);
  // The switch's choice is saved to a signed-in customer's profile.
  useEffect(() => onLangChange((lang) => void (sessionStore.getState().role === 1 && saveLanguage(lang))), []);
  useEffect(() => {
    const timer = window.setInterval(() => sessionStore.getState().refresh(), 30_000);
    return () => window.clearInterval(timer);
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  useSessionLifecycle();
  const { t } = useShellT();
  const { pathname } = useLocation();
  const role = useSession((s) => s.role);
  const vendorArea = role === 2 && pathname.startsWith('/vendor');
  // An app registered with `frame: 'own'` (apps.registry.mjs; the back office) draws its own frame: no storefront
  // header (search, cart, category bar) and no footer around it.
  const ownFrame = routeOwner(pathname)?.frame === 'own';
  useEffect(() => {
    // Braces matter: in current Chromium window.scrollTo returns a Promise, which React would call as a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('layout.skip')}
      </a>
      <TestModeBanner />
      {ownFrame ? null : vendorArea ? <RemoteSlot id="vendor/VendorHeader" inline props={{}} /> : <Header />}
      <main id="main" className={ownFrame ? styles.ownFrame : styles.main} data-frame={ownFrame ? 'own' : 'site'}>
        {children}
      </main>
      {ownFrame ? null : (
        <Island name="footer">
          <Footer />
        </Island>
      )}
      <SignInController />
      <PackageModalSlot />
    </>
  );
}
