import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { loadProfile } from '@utsav/shared/profile-api';
import { sessionStore, useSession } from '@utsav/shared/session';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { resolveSection, SIDEBAR_LINKS, type AccountSection } from './account-sections';
import styles from './account-layout.module.css';
import { useAppT } from '../../i18n';

const ProfileSection = lazy(() => import('../../features/profile/components/profile-section'));
const AddressSection = lazy(() => import('../../features/addresses/components/address-section'));
const BookingsSection = lazy(() => import('../../features/bookings/components/bookings-section'));
const BookingInvoice = lazy(() => import('../../features/invoices/components/booking-invoice'));
const PackageInvoice = lazy(() => import('../../features/invoices/components/package-invoice'));
const EnquirySection = lazy(() => import('../../features/enquiries/components/enquiry-section'));
const ConversationsSection = lazy(() => import('../../features/conversations/components/conversations-section'));
const MessagesSection = lazy(() => import('../../features/messages/components/messages-section'));
const MyDataSection = lazy(() => import('../../features/my-data/components/my-data-section'));
const ChangePasswordSection = lazy(() => import('../../features/password/components/change-password-section'));

function SectionView({ section }: { section: AccountSection }): ReactNode {
  switch (section.kind) {
    case 'profile':
      return <ProfileSection />;
    case 'address':
      return <AddressSection />;
    case 'bookings':
      return <BookingsSection tab={section.tab} />;
    case 'booking-invoice':
      return <BookingInvoice orderId={section.orderId} />;
    case 'package-invoice':
      return <PackageInvoice orderId={section.orderId} />;
    case 'enquiry':
      return <EnquirySection />;
    case 'messages':
      return <MessagesSection />;
    case 'conversations':
      return <ConversationsSection id={section.id} />;
    case 'my-data':
      return <MyDataSection />;
    case 'password':
      return <ChangePasswordSection />;
    case 'not-found':
      return <NotFound />;
  }
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1]![0] : '')).toUpperCase() || '☺';
}

/** `/account/{path?}/{orderid?}`: sidebar (product §2.1) beside the chosen section; unknown paths show the 404 panel. */
export default function AccountLayout() {
  const { t } = useAppT();
  const { path, orderid } = useParams();
  const section = resolveSection(path, orderid);
  const name = useSession((s) => s.profile?.Name ?? '');
  const hasProfile = useSession((s) => s.profile !== null);
  // The shell loads the profile on sign-in; standalone (or after a reload race) the sidebar loads it itself.
  useEffect(() => {
    if (!hasProfile) void loadProfile();
  }, [hasProfile]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function logout() {
    sessionStore.getState().logout();
    queryClient.removeQueries({ queryKey: ['account'] });
    navigate('/', { replace: true });
  }

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} aria-label={t('layout.myAccount')} data-print-hide>
        <div className={styles.who}>
          <span className={styles.avatar} aria-hidden="true">
            {initials(name)}
          </span>
          <div style={{ minWidth: 0 }}>
            <p className={styles.hello}>{t('layout.hello')}</p>
            <p className={styles.name}>{name || t('layout.customer')}</p>
          </div>
        </div>
        <nav>
          <ul className={styles.nav}>
            {SIDEBAR_LINKS.map((link) => {
              const active = (link.matches as readonly string[]).includes(section.kind);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={active ? styles.active : styles.link}
                    aria-current={active ? 'page' : undefined}
                  >
                    {t(link.label)}
                  </Link>
                </li>
              );
            })}
            <li>
              <button type="button" className={styles.logout} onClick={logout}>
                {t('layout.logout')}
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>
        <Suspense fallback={<Loading />}>
          <SectionView section={section} />
        </Suspense>
      </div>
    </div>
  );
}
