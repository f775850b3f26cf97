/** The demo seed's city packages: the services a package for a city offers (docs/product.md "Event types and service areas"). */
import { haversineKm } from '@utsav/domain/pricing';
import type { Queryable } from './client';
import { lookupPincode } from '../lib/geo';
import * as data from '../data/seed';
import { ALL_INDIA_RADIUS_KM, CITIES, SERVICE_RADIUS_KM, VENDORS } from './seed-data';

/**
 * A city package's services of a category: those that suit the package's event and whose vendor comes to the city's
 * pincode within the radius the seed gives it below (demo vendors A and B: all of India; the others: their
 * category's), so a customer there has a package to book.
 */
export async function comingTo(
  tx: Queryable,
  serviceId: number,
  slug: string,
  city: string,
  packageId: number,
): Promise<number[]> {
  const place = lookupPincode(CITIES.find((c) => c.city === city)!.pin)!;
  const eventType = await data.packageEventType(tx, packageId);
  const radius = (email: string) =>
    VENDORS.findIndex((v) => v[1] === email) < 2 ? ALL_INDIA_RADIUS_KM : SERVICE_RADIUS_KM[slug]!;
  return (await data.servicesWithReach(tx, serviceId))
    .filter(
      (p) =>
        p.event_types.includes(eventType) &&
        p.lat !== null &&
        p.lon !== null &&
        haversineKm(Number(p.lat), Number(p.lon), place.lat, place.lon) <= radius(p.email),
    )
    .map((p) => p.id);
}
