/**
 * A service's price line for a place (docs/payments.md "The customer's place"): the one function the checkout, the
 * cart, the service-reach note, the lists and the service page all price travel with, so the fare shown before the
 * cart is the fare charged. A place is anything with coordinates from the server's own pincode table: a saved
 * address, or the customer's pincode (cookie or `?pincode=`).
 */
import { cartLine, haversineKm } from '@utsav/domain/pricing';
import { effectiveRadiusKm } from '@utsav/domain/schemas/event-types';
import type { PricedProductRow } from '../data/priced-products';
import { msg, render, type Keyed } from './server-messages';

export interface Coordinates {
  lat: number | null;
  lon: number | null;
}

/** Distance vendor → place in km (0 when either has no coordinates). */
export function distanceKm(p: Coordinates, a: Coordinates | null): number {
  if (!a || p.lat == null || p.lon == null || a.lat == null || a.lon == null) return 0;
  return haversineKm(p.lat, p.lon, a.lat, a.lon);
}

/**
 * Why a service cannot come to a place: farther than the vendor's service radius — their own, else the default
 * (DEFAULT_SERVICE_RADIUS_KM, docs/product.md "Event types and service areas"). null = it can (or no place known yet).
 */
export function outsideServiceArea(
  p: Pick<PricedProductRow, 'service_radius_km'>,
  distance: number,
  place: Coordinates | null,
): Keyed | null {
  const radius = effectiveRadiusKm(p.service_radius_km);
  if (!place || distance <= radius) return null;
  return msg('cart.outsideArea', {
    km: distance.toLocaleString('en-IN', { maximumFractionDigits: 1 }),
    radius,
  });
}

/**
 * The `Outside` field of the reach replies (listings, the cart's reach, compare): the reason in English, '' when the
 * service comes there; some of these replies are cached once for every language.
 */
export const outsideText = (outside: Keyed | null): string => (outside ? render('en', outside) : '');

/** Price line of a product for a place (or none): the cart's own `cartLine`. */
export function lineFor(
  p: Pick<
    PricedProductRow,
    | 'booking_amt'
    | 'discount_per'
    | 'gst_per'
    | 'gst_include_exclude'
    | 'travel_charge'
    | 'booking_advance_per'
    | 'lat'
    | 'lon'
  >,
  place: Coordinates | null,
) {
  return cartLine({
    mrp: p.booking_amt,
    discountPercent: p.discount_per,
    gstPercent: p.gst_per,
    gstIncluded: p.gst_include_exclude,
    travelChargePerKm: p.travel_charge,
    advancePercent: p.booking_advance_per,
    distanceKm: distanceKm(p, place),
  });
}
