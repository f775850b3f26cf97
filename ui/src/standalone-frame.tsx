import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation } from 'react-router';
import sharedPackage from '@utsav/shared/package.json';
import { bus } from '@utsav/shared/bus';
import { queryClient } from '@utsav/shared/query-client';
import { getConfig } from '@utsav/shared/runtime-config';
import { sessionStore, useSession } from '@utsav/shared/session';
import { toasterProps } from '@utsav/shared/toast';
import { GuardPromptContext, type GuardedRole } from './require-role';
import { DEMO_ACCOUNTS } from './standalone-demo-accounts';
import { STANDALONE_INDEX_PATH, StandaloneIndex, type StandaloneManifest } from './standalone-index';
import { StandaloneSignInPrompt } from './standalone-sign-in';
import { SignInModal } from './sign-in-modal';
import styles from './standalone-frame.module.css';
import { useUiMoreT } from './i18n-ui';

/** The @utsav/shared version this build bundles (shown in the frame's banner). */
export const SHARED_VERSION: string = sharedPackage.version;

function FrameSignIn() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => bus.on('auth:required', () => setOpen(true)), []);
  useEffect(() => {
    setOpen(false);
  }, [location]);
  return <SignInModal open={open} onClose={() => setOpen(false)} />;
}

function FrameBar({ name }: { name: string }) {
  const { t } = useUiMoreT();
  const role = useSession((s) => s.role);
  return (
    <header className={styles.bar} data-print-hide>
      <strong>{t('standalone.title', { name })}</strong>
      <nav aria-label={t('standalone.nav')}>
        <Link to={STANDALONE_INDEX_PATH}>{t('standalone.index')}</Link>
      </nav>
      <span className={styles.env} data-testid="standalone-env">
        API <code>{getConfig().apiBase}</code> · {sharedPackage.name} <code>{SHARED_VERSION}</code>
      </span>
      {role === 0 ? (
        <button type="button" onClick={() => bus.emit('auth:required', {})}>
          {t('standalone.signIn')}
        </button>
      ) : (
        <button type="button" onClick={() => sessionStore.getState().logout()}>
          {t('standalone.logout', { who: DEMO_ACCOUNTS[role as GuardedRole]?.who ?? t('standalone.signedIn') })}
        </button>
      )}
    </header>
  );
}

const prompt = (role: GuardedRole) => <StandaloneSignInPrompt role={role} />;

/**
 * A thin frame so QA can run one remote alone (architecture §2): router, query client, toaster, the shared
 * sign-in, a banner naming the API base and the @utsav/shared version, an index of the remote's pages and
 * fragments at /standalone (also at / unless the remote owns /), and a sign-in prompt naming the right demo
 * account on a guarded page.
 */
export function StandaloneFrame({ manifest, children }: { manifest: StandaloneManifest; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <GuardPromptContext.Provider value={prompt}>
          <FrameBar name={manifest.name} />
          <main className={styles.main}>
            <Routes>
              <Route path={STANDALONE_INDEX_PATH} element={<StandaloneIndex manifest={manifest} />} />
              {manifest.ownsRoot ? null : <Route path="/" element={<Navigate to={STANDALONE_INDEX_PATH} replace />} />}
              <Route path="*" element={children} />
            </Routes>
          </main>
          <FrameSignIn />
        </GuardPromptContext.Provider>
      </BrowserRouter>
      <Toaster {...toasterProps} />
    </QueryClientProvider>
  );
}
