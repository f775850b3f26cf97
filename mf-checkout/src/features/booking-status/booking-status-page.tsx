import { Navigate, useLocation } from 'react-router';
import { NotFound } from '@utsav/ui/not-found';
import type { BookingStatusState } from '../../common/booking-status-state';

/**
 * /booking/status: where older clients land after placing a package order (product §2.1, §4). The order has its own
 * page, /booking/{orderId} (service and package orders alike, payable there, and a URL that survives a reload), so
 * with an order handed to it in router state this page is replaced by that URL; with none it is the not-found page,
 * never a confirmation of a booking that was not made.
 */
export default function BookingStatusPage() {
  const state = (useLocation().state ?? null) as BookingStatusState | null;
  if (!state?.orderId) return <NotFound />;
  return <Navigate to={`/booking/${encodeURIComponent(state.orderId)}?pay=1`} replace />;
}
