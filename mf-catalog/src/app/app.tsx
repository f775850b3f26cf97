import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@utsav/shared/ui/not-found';
import { Loading } from '@utsav/shared/ui/page-state';

const HomePage = lazy(() => import('../features/home/home-page'));
const ServicesPage = lazy(() => import('../features/services/services-page'));
const ServiceListPage = lazy(() => import('../features/service-list/service-list-page'));
const ServiceDetailPage = lazy(() => import('../features/service-detail/service-detail-page'));
const CalendarPage = lazy(() => import('../features/calendar/calendar-page'));

/** Exposed as catalog/App: the routes this remote owns (DESIGN §2), absolute paths under the shell's router. */
export default function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/services" element={<ServicesPage />} />
        <Route path="/services/:id/:offer?" element={<ServiceListPage />} />
        <Route path="/services/details/:id" element={<ServiceDetailPage />} />
        <Route path="/calendars" element={<CalendarPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
