/**
 * The customer's place (docs/payments.md "The customer's place"): the pincode prices and travel fares are shown for,
 * asked once and kept in the `utsav_place` cookie, so the shell's server renders the same prices as the browser.
 * One store per page (a runtime singleton of @utsav/shared): the header sets it, every remote reads it.
 */
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';

export const PLACE_COOKIE = 'utsav_place';
/** A year: the place is asked once. */
const PLACE_MAX_AGE = 365 * 24 * 3600;

export interface CustomerPlace {
  pincode: string;
  /** The pincode's city, from the API's table. */
  city: string;
}

/** The place a `utsav_place` cookie holds ('560001~Bengaluru', URI-encoded), or null when absent or malformed. */
export function placeFromCookie(cookie: string | null | undefined): CustomerPlace | null {
  const m = /(?:^|;\s*)utsav_place=([^;]*)/.exec(String(cookie ?? ''));
  if (!m) return null;
  let value: string;
  try {
    value = decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
  const [pincode = '', city = ''] = value.split('~');
  return /^\d{6}$/.test(pincode) ? { pincode, city: city.slice(0, 60) } : null;
}

/** The Set-Cookie / document.cookie text of a place (null clears it). */
export function placeCookie(place: CustomerPlace | null): string {
  if (!place) return `${PLACE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const value = encodeURIComponent(`${place.pincode}~${place.city.slice(0, 60)}`);
  return `${PLACE_COOKIE}=${value}; Path=/; Max-Age=${PLACE_MAX_AGE}; SameSite=Lax`;
}

const listeners = new Set<() => void>();
let current: CustomerPlace | null | undefined;

function snapshot(): CustomerPlace | null {
  if (current === undefined) current = typeof document === 'undefined' ? null : placeFromCookie(document.cookie);
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps (or, with null, forgets) the customer's place: the cookie, then every reader re-renders. */
export function setCustomerPlace(place: CustomerPlace | null): void {
  if (typeof document !== 'undefined') document.cookie = placeCookie(place);
  current = place;
  listeners.forEach((l) => l());
}

/** The place the shell's server read from the request's cookie (a render of its own per request). */
const ServerPlace = createContext<CustomerPlace | null>(null);

export function PlaceProvider({ place, children }: { place: CustomerPlace | null; children?: ReactNode }) {
  return createElement(ServerPlace.Provider, { value: place }, children);
}

/** The customer's place, or null: on the server the request's cookie, in the browser the page's. */
export function useCustomerPlace(): CustomerPlace | null {
  const fromServer = useContext(ServerPlace);
  // While hydrating, the browser reads the same cookie the server did, so both render the same prices.
  return useSyncExternalStore(subscribe, snapshot, () => (typeof document === 'undefined' ? fromServer : snapshot()));
}

/** The place's pincode, for the API's `?pincode=` (undefined when no place is known). */
export function usePincode(): string | undefined {
  return useCustomerPlace()?.pincode;
}
