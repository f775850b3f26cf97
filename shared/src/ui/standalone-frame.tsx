import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Link, useLocation } from 'react-router-dom';
import { bus } from '../bus';
import { queryClient } from '../query-client';
import { sessionStore, useSession } from '../session';
import { toasterProps } from '../toast';
import { SignInModal } from './sign-in-modal';
import styles from './standalone-frame.module.css';
import { ROUTER_FUTURE } from '../contracts';

function FrameSignIn() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => bus.on('auth:required', () => setOpen(true)), []);
  useEffect(() => {
    setOpen(false);
  }, [location]);
  return <SignInModal open={open} onClose={() => setOpen(false)} />;
}

function FrameBar({ name, links }: { name: string; links: Array<[string, string]> }) {
  const role = useSession((s) => s.role);
  return (
    <header className={styles.bar} data-print-hide>
      <strong>Utsav · {name} (standalone)</strong>
      <nav>
        {links.map(([to, label]) => <Link key={to} to={to}>{label}</Link>)}
      </nav>
      {role === 0 ? (
        <button type="button" onClick={() => bus.emit('auth:required', {})}>Sign In</button>
      ) : (
        <button type="button" onClick={() => sessionStore.getState().logout()}>Logout ({role === 2 ? 'vendor' : 'customer'})</button>
      )}
    </header>
  );
}

/** A thin frame so QA can run one remote alone: router, query client, toaster, shared sign-in (DESIGN §2). */
export function StandaloneFrame({ name, links, children }: { name: string; links: Array<[string, string]>; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <FrameBar name={name} links={links} />
        <main className={styles.main}>{children}</main>
        <FrameSignIn />
      </BrowserRouter>
      <Toaster {...toasterProps} />
    </QueryClientProvider>
  );
}
