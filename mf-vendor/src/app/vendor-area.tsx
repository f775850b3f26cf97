import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { StandingBanner } from '../features/account-standing/components/standing-banner';

const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const BookingListPage = lazy(() => import('../features/bookings/components/booking-list-page'));
const BookingInvoicePage = lazy(() => import('../features/bookings/components/booking-invoice-page'));
const PackageBookingsPage = lazy(() => import('../features/package-bookings/components/package-bookings-page'));
const PackageBookingDetailPage = lazy(
  () => import('../features/package-bookings/components/package-booking-detail-page'),
);
const ServicesListPage = lazy(() => import('../features/services/components/services-list-page'));
const AddServicePage = lazy(() =>
  import('../features/services/components/service-form-page').then((m) => ({ default: m.AddServicePage })),
);
const EditServicePage = lazy(() =>
  import('../features/services/components/service-form-page').then((m) => ({ default: m.EditServicePage })),
);
const ChangePasswordPage = lazy(() => import('../features/change-password/components/change-password-page'));
const TaxDetailsPage = lazy(() => import('../features/tax-details/components/tax-details-page'));
const InboxPage = lazy(() => import('../features/inbox/components/inbox-page'));
const ThreadPage = lazy(() => import('../features/inbox/components/thread-page'));
const MyDataPage = lazy(() => import('../features/my-data/components/my-data-page'));
const CalendarPage = lazy(() => import('../features/calendar/components/calendar-page'));
const EarningsPage = lazy(() => import('../features/earnings/components/earnings-page'));
const PayoutsPage = lazy(() => import('../features/earnings/components/payouts-page'));

/** The role-2 area under /vendor (product §2.1); the parent route guards it with RequireRole. */
export default function VendorArea() {
  return (
    <Suspense fallback={<Loading />}>
      <StandingBanner />
      <Routes>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="booking" element={<BookingListPage />} />
        <Route path="booking/:bookingId" element={<BookingInvoicePage />} />
        <Route path="booking-package" element={<PackageBookingsPage />} />
        <Route path="booking-package/:bookingId/:productId" element={<PackageBookingDetailPage />} />
        <Route path="services" element={<ServicesListPage />} />
        <Route path="services/add" element={<AddServicePage />} />
        <Route path="services/:serviceId" element={<EditServicePage />} />
        <Route path="calendar" element={<CalendarPage />} />
        <Route path="inbox" element={<InboxPage />} />
        <Route path="inbox/:conversationId" element={<ThreadPage />} />
        <Route path="change-password" element={<ChangePasswordPage />} />
        <Route path="tax-details" element={<TaxDetailsPage />} />
        <Route path="earnings" element={<EarningsPage />} />
        <Route path="payouts" element={<PayoutsPage />} />
        <Route path="my-data" element={<MyDataPage />} />
        <Route path="" element={<Navigate to="/vendor/dashboard" replace />} />
        <Route path="*" element={<NotFound homeTo="/vendor/dashboard" />} />
      </Routes>
    </Suspense>
  );
}
