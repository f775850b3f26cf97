/**
 * Compare (docs/shortlist.md "Compare"): two to four services priced to a pincode and checked on a date, by the
 * code the cart and checkout use — `lineFor` (bookings/place-order → @utsav/domain/pricing cartLine) for price, GST
 * and travel fare, `outsideServiceArea` for the radius, `closedOn` (lib/availability) with the vendor's calendar for
 * the date — so a service compared at a pincode costs what checkout charges for an address at that pincode.
 */
import { effectiveRadiusKm } from '@utsav/domain/schemas/event-types';
import { toRupees } from '@utsav/domain/pricing';
import { dayClosedText } from '@utsav/domain/vendor-calendar';
import type { CompareQuery } from '@utsav/domain/schemas/shortlist';
import type { Queryable } from '../db/client';
import { compareRows } from '../data/compare';
import { productOnDate } from '../data/catalog';
import { rulesOf } from '../data/vendor-calendar';
import { closedOn } from '../lib/availability';
import { placeOfPincode } from '../lib/geo';
import { NOT_AVAILABLE, lineFor, outsideServiceArea, type AddressRow } from '../bookings/place-order';
import { outsideText } from '../lib/place-fare';

/** The pincode as an event address: the pincode table's place, as a saved address at that pincode is stored. */
function addressAtPincode(pin: string): AddressRow & { place: string } {
  const info = placeOfPincode(pin);
  return {
    id: 0,
    name: '',
    mobile: '',
    email: '',
    address: info.place,
    city: info.city,
    state: info.state,
    zipcode: info.pin,
    lat: info.lat,
    lon: info.lon,
    place: info.place,
  };
}

async function availabilityOn(q: Queryable, productId: number, date: string) {
  const p = await productOnDate(q, productId, date, null);
  if (!p) return { Availability: 'Not Available' as const, AvailabilityReason: NOT_AVAILABLE };
  const closed = closedOn(p, date, p.taken);
  if (closed === null) return { Availability: 'Available' as const, AvailabilityReason: '' };
  return {
    Availability: 'Not Available' as const,
    AvailabilityReason: closed === 'booked_out' ? NOT_AVAILABLE : dayClosedText(closed, rulesOf(p)),
  };
}

export async function compareServices(q: Queryable, input: CompareQuery) {
  const address = input.pincode ? addressAtPincode(input.pincode) : null;
  const rows = await compareRows(q, input.productIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = [];
  for (const id of input.productIds) {
    const p = byId.get(id);
    if (!p) continue;
    const line = lineFor(p, address);
    const hidden = p.amount_hide_show === 1;
    // A service on enquiry shows no price (product §3): its amounts stay 0, as on its card.
    const money = (paise: number) => (hidden ? 0 : toRupees(paise));
    const when = input.date
      ? await availabilityOn(q, id, input.date)
      : { Availability: '' as const, AvailabilityReason: '' };
    items.push({
      ProductId: p.id,
      Title: p.title,
      Category: p.category,
      Image: p.image,
      VendorName: p.vendor_name,
      VendorCity: p.city,
      VendorState: p.state,
      ServiceRadiusKm: effectiveRadiusKm(p.service_radius_km),
      Rating: Number(p.rating),
      ReviewCount: p.review_count,
      amount_hide_show: p.amount_hide_show,
      bookingAmt: money(line.bookingAmt),
      discount: hidden ? 0 : Number(p.discount_per),
      offerAmt: money(line.offerAmt),
      gst: hidden ? 0 : Number(p.gst_per),
      gstAmt: money(line.taxInPayable),
      gstwithmrp: money(line.gstWithMrp),
      advanceAmt: money(line.advanceAmt),
      DistanceInKm: line.distanceKm,
      TravelFare: toRupees(line.travelFare),
      totalAmt: money(line.billingAmt),
      Outside: outsideText(outsideServiceArea(p, line.distanceKm, address)),
      ...when,
    });
  }
  return {
    Place: address ? { Pincode: address.zipcode, Label: `${address.place}, ${address.city}` } : null,
    Date: input.date || null,
    Items: items,
  };
}
