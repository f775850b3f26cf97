/** The SQL and reply shape of a product in a list (product §3 product listing, service detail, related service). */
import { toRupees } from '@utsav/domain/pricing';
import { lineFor, outsideServiceArea, outsideText } from '../lib/place-fare';
import type { CustomerPlace } from '../lib/customer-place';
import type { PricedProductRow } from './priced-products';

export const LISTING_SELECT = `
  SELECT p.id, p.title, p.service_id, c.name AS service_name, c.name_hi AS service_name_hi, p.booking_amt, p.discount_per, p.offer_amt, p.payable_amt,
         p.amount_hide_show, p.rating, p.city, p.vendor_id, p.created_at,
         p.gst_per, p.gst_include_exclude, p.travel_charge, p.booking_advance_per, p.admin_commission_per, p.status,
         p.capacity, p.lat, p.lon, p.service_radius_km,
         coalesce((SELECT string_agg(i.doc, ',' ORDER BY i.id) FROM product_images i WHERE i.product_id = p.id), '') AS document
  FROM products p JOIN categories c ON c.id = p.service_id`;

export interface ListingRow extends PricedProductRow {
  id: number;
  title: string;
  service_id: number;
  service_name: string;
  service_name_hi: string | null;
  booking_amt: number;
  discount_per: number;
  offer_amt: number;
  payable_amt: number;
  amount_hide_show: 0 | 1;
  rating: number;
  city: string;
  vendor_id: number;
  created_at: string;
  document: string;
}

/**
 * Where the service stands to the customer's place: the distance, the travel fare (`lineFor`, the checkout's own line)
 * and why it cannot come ('' when it can). Rupees.
 */
export function reachTo(r: PricedProductRow, place: CustomerPlace) {
  const line = lineFor(r, place);
  return {
    Pincode: place.pincode,
    DistanceInKm: line.distanceKm,
    TravelFare: toRupees(line.travelFare),
    Outside: outsideText(outsideServiceArea(r, line.distanceKm, place)),
  };
}

/** A listing's reply; with a place, its `Reach` to it. `gst` is the rate every price is stated with (docs/gst.md). */
export function listing(r: ListingRow, place: CustomerPlace | null = null) {
  return {
    productid: r.id,
    id: r.id,
    title: r.title,
    service_id: r.service_id,
    service_name: r.service_name,
    service_name_hi: r.service_name_hi,
    document: r.document,
    images: r.document,
    discount: r.discount_per,
    bookingAmt: toRupees(r.booking_amt),
    offerAmt: toRupees(r.offer_amt),
    payableAmt: toRupees(r.payable_amt),
    gst: Number(r.gst_per),
    amount_hide_show: r.amount_hide_show,
    rating: r.rating,
    city: r.city,
    ...(place ? { Reach: reachTo(r, place) } : {}),
  };
}
