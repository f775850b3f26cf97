import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { ROUTE_OWNERS, type RouteOwner } from '@utsav/shared/contracts';
import { NotFound } from '@utsav/ui/not-found';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import { RequireRole } from '@utsav/ui/require-role';
import { RemoteSlot } from '../federation/remote-slot';
import { useShellT } from '../i18n';
import { QuietBoundary, withRetry } from './quiet-boundary';
import styles from './routes.module.css';

const SignUpPage = lazy(withRetry(() => import('../features/sign-up/sign-up-page')));
const ForgotPasswordPage = lazy(withRetry(() => import('../features/static-pages/forgot-password-page')));
const AboutPage = lazy(withRetry(() => import('../features/static-pages/about-page')));
const ContactPage = lazy(withRetry(() => import('../features/static-pages/contact-page')));
const BlogListPage = lazy(withRetry(() => import('../features/static-pages/blog-list-page')));
const BlogDetailPage = lazy(withRetry(() => import('../features/static-pages/blog-detail-page')));
const ComparePage = lazy(withRetry(() => import('../features/shortlist/compare-page')));
const ShortlistPage = lazy(withRetry(() => import('../features/shortlist/shortlist-page')));
const SharedShortlistPage = lazy(withRetry(() => import('../features/shortlist/shared-shortlist-page')));
const PolicyPage = lazy(withRetry(() => import('../features/static-pages/policy-page')));

/** The remote that owns a path, if any (architecture §2 route ownership). */
export function routeOwner(pathname: string): RouteOwner | undefined {
  return ROUTE_OWNERS.find((owner) => matchPath({ path: owner.path, end: true }, pathname));
}

/** One router (the shell's): remote-owned paths mount that remote's ./App, the rest are the shell's pages. */
export function AppRoutes() {
  const { t } = useShellT();
  const { pathname } = useLocation();
  const owner = routeOwner(pathname);
  if (owner) {
    const slot = <RemoteSlot id={`${owner.remote}/App`} />;
    return owner.customerOnly ? <RequireRole role={1}>{slot}</RequireRole> : slot;
  }
  // A page whose code cannot be downloaded says so (the header and footer stay); another path tries again.
  const failed = (
    <EmptyState title={t('page.failed')}>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t('page.reload')}
      </button>
    </EmptyState>
  );
  return (
    <QuietBoundary resetKey={pathname} fallback={failed}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/signup" element={<SignUpPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/about-us" element={<AboutPage />} />
          <Route path="/contact-us" element={<ContactPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/blogs" element={<BlogListPage />} />
          <Route path="/blogs/:id" element={<BlogDetailPage />} />
          <Route path="/compare" element={<ComparePage />} />
          <Route path="/wishlist" element={<ShortlistPage />} />
          <Route path="/wishlist/shared/:token" element={<SharedShortlistPage />} />
          <Route path="/privacy-policy" element={<PolicyPage kind="privacy" />} />
          <Route path="/terms-and-conditions" element={<PolicyPage kind="terms" />} />
          <Route path="/refund-policy" element={<PolicyPage kind="refund" />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </QuietBoundary>
  );
}
