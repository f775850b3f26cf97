import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { RequireRole } from '@utsav/ui/require-role';

const CartPage = lazy(() => import('../features/cart/cart-page'));
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page'));
const BookingStatusPage = lazy(() => import('../features/booking-status/booking-status-page'));
const OrderConfirmedPage = lazy(() => import('../features/order-confirmed/order-confirmed-page'));

/**
 * Exposed as checkout/App: the routes this remote owns (architecture §2), absolute paths under the shell's router.
 * Cart and checkout are customer-only here too (the shell guards them as well), so the remote is safe standalone.
 */
export default function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route
          path="/cart"
          element={
            <RequireRole role={1}>
              <CartPage />
            </RequireRole>
          }
        />
        <Route
          path="/checkout/:date"
          element={
            <RequireRole role={1}>
              <CheckoutPage />
            </RequireRole>
          }
        />
        <Route
          path="/booking/status"
          element={
            <RequireRole role={1}>
              <BookingStatusPage />
            </RequireRole>
          }
        />
        <Route
          path="/booking/:orderid"
          element={
            <RequireRole role={1}>
              <OrderConfirmedPage />
            </RequireRole>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
