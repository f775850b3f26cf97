// Test helpers (not a test file): providers, a signed-in customer and cart fixtures (the API: shared api-mock).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CartItem, CartPayload } from '@utsav/domain/contract';
import { sessionStore } from '@utsav/shared/session';

/** A decodable (unsigned) token for a customer, valid for an hour. */
export function customerToken(): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 1, UserType: 'customer', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

export function signInCustomer() {
  sessionStore.getState().signIn(customerToken());
}

export function signOut() {
  sessionStore.getState().logout({ revoke: false });
}

/** Shows where the router ended up, for redirect assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location">
      {location.pathname}
      {location.search}
    </div>
  );
}

/** Renders `element` at `path` (matched by `pattern`) with a fresh query client; other paths show their pathname. */
export function renderAt(element: ReactElement, path: string, pattern = path) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, client };
}

/** Renders `ui` inside providers and a router at `path`, with no route matching (the ui stays mounted). */
export function renderInRouter(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A date a month ahead: inside the 2-year booking horizon of the shared schemas. */
/** A date `days` from today (YYYY-MM-DD), inside the API's two-year booking horizon. */
export const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const FUTURE_DATE = inDays(30);

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    CartId: 1,
    ProductId: 3,
    ProductImage: 'decoration-3-1.svg',
    title: 'Birthday Balloon Decor',
    BookingDate: FUTURE_DATE,
    offerAmt: 5200,
    bookingAmt: 6500,
    discount: 20,
    isAvailable: 1,
    gstwithmrp: 6136,
    gst: 18,
    gstAmt: 936,
    booking_advance_per: 20,
    advanceAmt: 1227.2,
    VendorCity: 'Mumbai',
    DistanceInKm: 0,
    TravelFare: 0,
    payableAmt: 6136,
    totalAmt: 6136,
    ...overrides,
  };
}

export function cartPayload(items: CartItem[]): CartPayload {
  return { TotalItems: items.length, TotalOfferAmount: items.reduce((s, i) => s + i.offerAmt, 0), CartList: items };
}

/** GET /getCart's reply for `items`. */
export function cartReply(items: CartItem[]) {
  return { Status: 'Success', Message: 'Success', Payload: cartPayload(items) } as const;
}
