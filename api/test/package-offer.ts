/**
 * What a package offers at an address, for the tests that build package orders by hand: the services of each group
 * that suit the package's event type and whose vendor comes to the address (the server's own rule, `fitToEvent`;
 * test/package-event-fit.test.ts proves that rule over every seeded package). A test picks among these, so its
 * order is one the checkout accepts.
 */
import { fitToEvent, loadPackage } from '../src/bookings/package-selection';
import { placeOfPincode } from '../src/lib/geo';
import type { TestCtx } from './helpers';

/** Per group (by service id), the product ids package `packageId` offers for an event at address `addressId`;
 * a group that offers nothing there is left out. */
export async function offeredByService(t: TestCtx, packageId = 1, addressId = 1): Promise<Map<number, number[]>> {
  const a = (
    await t.db.query<{ zipcode: string; lat: number | null; lon: number | null }>(
      'SELECT zipcode, lat, lon FROM addresses WHERE id = $1',
      [addressId],
    )
  ).rows[0];
  if (!a) throw new Error(`no address ${addressId}`);
  const known = a.lat !== null && a.lon !== null;
  const pin = placeOfPincode(a.zipcode);
  const place = known
    ? { lat: Number(a.lat), lon: Number(a.lon), pincode: a.zipcode }
    : { lat: pin.lat, lon: pin.lon, pincode: a.zipcode };
  const fitted = fitToEvent(await loadPackage(t.db, packageId), place);
  return new Map(
    fitted.groups.filter((g) => g.products.length).map((g) => [g.service_id, g.products.map((p) => p.id)]),
  );
}

/** The product ids package `packageId` offers for an event at address `addressId`. */
export async function offeredProductIds(t: TestCtx, packageId = 1, addressId = 1): Promise<number[]> {
  return [...(await offeredByService(t, packageId, addressId)).values()].flat();
}
