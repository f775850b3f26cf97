/** The SQL and reply shape of a product in a list (product §3 product listing, service detail, related service). */
import { toRupees } from '@utsav/domain/pricing';

export const LISTING_SELECT = `
  SELECT p.id, p.title, p.service_id, c.name AS service_name, p.booking_amt, p.discount_per, p.offer_amt, p.payable_amt,
         p.amount_hide_show, p.rating, p.city, p.vendor_id, p.created_at,
         coalesce((SELECT string_agg(i.doc, ',' ORDER BY i.id) FROM product_images i WHERE i.product_id = p.id), '') AS document
  FROM products p JOIN categories c ON c.id = p.service_id`;

export interface ListingRow {
  id: number;
  title: string;
  service_id: number;
  service_name: string;
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

export function listing(r: ListingRow) {
  return {
    productid: r.id,
    id: r.id,
    title: r.title,
    service_id: r.service_id,
    service_name: r.service_name,
    document: r.document,
    images: r.document,
    discount: r.discount_per,
    bookingAmt: toRupees(r.booking_amt),
    offerAmt: toRupees(r.offer_amt),
    payableAmt: toRupees(r.payable_amt),
    amount_hide_show: r.amount_hide_show,
    rating: r.rating,
    city: r.city,
  };
}
