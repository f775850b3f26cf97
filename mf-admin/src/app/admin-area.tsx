import { lazy, Suspense } from 'react';
import { Link, NavLink, Route, Routes, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { sessionStore, useSession } from '@utsav/shared/session';
import { Loading } from '@utsav/ui/page-state';
import { NotFound } from '@utsav/ui/not-found';
import styles from './admin-area.module.css';
import { useAppT } from '../i18n';

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const VendorsPage = lazy(() => import('../features/vendors/vendors-page'));
const VendorDetailPage = lazy(() => import('../features/vendors/vendor-detail-page'));
const VendorCalendarPage = lazy(() => import('../features/vendor-calendar/vendor-calendar-page'));
const BookingsPage = lazy(() => import('../features/bookings/bookings-page'));
const BookingDetailPage = lazy(() => import('../features/bookings/booking-detail-page'));
const PayoutsPage = lazy(() => import('../features/payouts/payouts-page'));
const PayoutRunsPage = lazy(() => import('../features/payout-runs/payout-runs-page'));
const KycPage = lazy(() => import('../features/kyc/kyc-page'));
const EnquiriesPage = lazy(() => import('../features/enquiries/enquiries-page'));
const ConversationsPage = lazy(() => import('../features/conversations/conversations-page'));
const ConversationPage = lazy(() => import('../features/conversations/conversation-page'));
const AuditPage = lazy(() => import('../features/audit/audit-page'));
const MessagesPage = lazy(() => import('../features/messages/messages-page'));
const DataRequestsPage = lazy(() => import('../features/data-requests/data-requests-page'));
const SpeedPage = lazy(() => import('../features/speed/speed-page'));
const PackageBookingsPage = lazy(() => import('../features/bookings/package-bookings-page'));
const PackageBookingDetailPage = lazy(() => import('../features/bookings/package-booking-detail-page'));
const CataloguePage = lazy(() => import('../features/catalogue/catalogue-page'));
const PackagesPage = lazy(() => import('../features/packages/packages-page'));
const PackageBuilderPage = lazy(() => import('../features/packages/package-builder-page'));
const SearchPage = lazy(() => import('../features/search/search-page'));

/** The sections; each label is `nav.<label>` in the catalogue. */
const NAV = [
  { to: '/admin', label: 'dashboard', end: true },
  { to: '/admin/vendors', label: 'vendors' },
  { to: '/admin/catalogue', label: 'catalogue' },
  { to: '/admin/packages', label: 'packages' },
  { to: '/admin/bookings', label: 'bookings' },
  { to: '/admin/payouts', label: 'payouts' },
  { to: '/admin/payout-runs', label: 'payoutRuns' },
  { to: '/admin/kyc', label: 'kyc' },
  { to: '/admin/enquiries', label: 'enquiries' },
  { to: '/admin/conversations', label: 'conversations' },
  { to: '/admin/search', label: 'search' },
  { to: '/admin/messages', label: 'messages' },
  { to: '/admin/audit', label: 'audit' },
  { to: '/admin/data-requests', label: 'dataRequests' },
  { to: '/admin/speed', label: 'speed' },
];

/** The back office: its navigation and pages. Only rendered for role 3. */
export default function AdminArea() {
  const { t } = useAppT();
  const name = useSession((s) => s.profile?.Name || (typeof s.claims?.name === 'string' ? s.claims.name : ''));
  const navigate = useNavigate();
  const client = useQueryClient();
  const signOut = () => {
    sessionStore.getState().logout();
    client.removeQueries({ queryKey: ['admin'] });
    navigate('/admin');
  };
  return (
    <div className={styles.frame} data-testid="back-office-frame">
      <div className={styles.shell}>
        <aside className={styles.side} aria-label={t('area.backOffice')}>
          <p className={styles.brand}>
            {t('area.brand')} <span>{t('area.backOffice')}</span>
          </p>
          <nav className={styles.nav}>
            {NAV.map((n) => (
              <NavLink
                key={n.to}
                to={n.to}
                end={n.end}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                {t(`nav.${n.label}`)}
              </NavLink>
            ))}
          </nav>
          <div className={styles.who}>
            <span>{name || t('area.operator')}</span>
            <button type="button" onClick={signOut} className={styles.signOut}>
              {t('area.signOut')}
            </button>
            <Link className={styles.storefront} to="/">
              {t('area.storefront')}
            </Link>
          </div>
        </aside>
        <section className={styles.content}>
          <Suspense fallback={<Loading />}>
            <Routes>
              <Route index element={<DashboardPage />} />
              <Route path="vendors" element={<VendorsPage />} />
              <Route path="vendors/:id" element={<VendorDetailPage />} />
              <Route path="vendors/:id/calendar" element={<VendorCalendarPage />} />
              <Route path="catalogue" element={<CataloguePage />} />
              <Route path="packages" element={<PackagesPage />} />
              <Route path="packages/:id" element={<PackageBuilderPage />} />
              <Route path="bookings" element={<BookingsPage />} />
              <Route path="bookings/:id" element={<BookingDetailPage />} />
              <Route path="package-bookings" element={<PackageBookingsPage />} />
              <Route path="package-bookings/:id" element={<PackageBookingDetailPage />} />
              <Route path="payouts" element={<PayoutsPage />} />
              <Route path="payout-runs" element={<PayoutRunsPage />} />
              <Route path="kyc" element={<KycPage />} />
              <Route path="enquiries" element={<EnquiriesPage />} />
              <Route path="conversations" element={<ConversationsPage />} />
              <Route path="conversations/:id" element={<ConversationPage />} />
              <Route path="search" element={<SearchPage />} />
              <Route path="audit" element={<AuditPage />} />
              <Route path="data-requests" element={<DataRequestsPage />} />
              <Route path="messages" element={<MessagesPage />} />
              <Route path="speed" element={<SpeedPage />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </Suspense>
        </section>
      </div>
    </div>
  );
}
