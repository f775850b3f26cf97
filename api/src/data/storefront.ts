/**
 * Catalogue aggregate, the storefront's public reads (data layer): categories, contacts, the home page's
 * banners and rows, trending, the search box, a service's detail page and the serviceable cities. The lists with
 * filters and pages are in data/catalog. Only listed services (status 1) ever appear.
 */
import { toRupees } from '@utsav/domain/pricing';
import type { Queryable } from '../db/client';
import { LISTING_SELECT, listing, reachTo, type ListingRow } from './listings';
import type { PricedProductRow } from './priced-products';
import type { CustomerPlace } from '../lib/customer-place';
import { serviceImages } from './vendor-services';
import { ON_HOME, WITH_PHOTO } from './storefront-curation';

/** Trending: bookings of the last this many days count; this many services are shown. */
export const TRENDING_DAYS = 90;
export const TRENDING_LIMIT = 8;

/**
 * The visible categories in the operator's order, with how many listed services each has, and the operator's Hindi
 * name (servicename_hi, null when none: a Hindi page then shows the entered name).
 */
export async function categories(q: Queryable) {
  const r = await q.query<{
    serviceid: number;
    servicename: string;
    servicename_hi: string | null;
    imageFile: string;
    totalservice: number;
  }>(
    `SELECT c.id AS serviceid, c.name AS servicename, c.name_hi AS servicename_hi, c.image AS "imageFile",
            (SELECT count(*)::int FROM products p WHERE p.service_id = c.id AND p.status = 1) AS totalservice
     FROM categories c WHERE NOT c.hidden ORDER BY c.sort_order, c.id`,
  );
  return r.rows;
}

export async function contacts(q: Queryable) {
  return (await q.query<{ phone: string; email: string }>('SELECT phone, email FROM contacts ORDER BY id')).rows;
}

/** Sliders and offer banners running today (India date; both dates optional), in the operator's order. */
export async function runningBanners(q: Queryable) {
  const r = await q.query<{
    kind: 'slider' | 'offer';
    serviceid: number | null;
    doc: string;
    title: string;
    title_hi: string | null;
    link: string;
  }>(
    `SELECT kind, service_id AS serviceid, doc, title, title_hi, link FROM sliders
     WHERE coalesce(active_from, '-infinity') <= (now() AT TIME ZONE 'Asia/Kolkata')::date AND coalesce(active_to, 'infinity') >= (now() AT TIME ZONE 'Asia/Kolkata')::date
     ORDER BY sort_order, id`,
  );
  return r.rows;
}

/**
 * The home page's rows (docs/admin.md "Storefront"): the newest listed services with at least one photo ("New Service
 * Providers"), and those with the largest discounts. Both leave out what the operator hid from home (the service or
 * its vendor) and put the operator's featured services first.
 */
export async function newestListings(q: Queryable, limit: number) {
  return (
    await q.query<ListingRow>(
      `${LISTING_SELECT} WHERE ${ON_HOME} AND ${WITH_PHOTO}
       ORDER BY p.home_featured DESC, p.created_at DESC, p.id DESC LIMIT $1`,
      [limit],
    )
  ).rows.map((r) => listing(r));
}

export async function offerListings(q: Queryable, limit: number) {
  return (
    await q.query<ListingRow>(
      `${LISTING_SELECT} WHERE ${ON_HOME} AND p.discount_per > 0
       ORDER BY p.home_featured DESC, p.discount_per DESC, p.id LIMIT $1`,
      [limit],
    )
  ).rows.map((r) => listing(r));
}

/**
 * The home page's trending row: the operator's featured services first, none hidden from home; then services
 * ranked by their bookings (service bookings and package items, paid or done) placed in the last TRENDING_DAYS days,
 * then by rating; `categoryId` narrows it to one category.
 */
export async function trendingListings(q: Queryable, categoryId: number | null) {
  const r = await q.query<ListingRow & { booked: number }>(
    `${LISTING_SELECT.replace('SELECT ', 'SELECT coalesce(t.n, 0)::int AS booked, ')}
     LEFT JOIN (
       SELECT product_id, count(*) AS n FROM (
         SELECT product_id FROM bookings WHERE booking_state IN ('confirmed', 'completed') AND created_at >= now() - make_interval(days => $1)
         UNION ALL
         SELECT i.product_id FROM package_booking_items i JOIN package_bookings k ON k.id = i.package_booking_id
         WHERE k.booking_state IN ('confirmed', 'completed') AND k.created_at >= now() - make_interval(days => $1)
       ) b GROUP BY product_id
     ) t ON t.product_id = p.id
     WHERE ${ON_HOME}${categoryId === null ? '' : ' AND p.service_id = $3'}
     ORDER BY p.home_featured DESC, coalesce(t.n, 0) DESC, p.rating DESC, p.id DESC LIMIT $2`,
    categoryId === null ? [TRENDING_DAYS, TRENDING_LIMIT] : [TRENDING_DAYS, TRENDING_LIMIT, categoryId],
  );
  return r.rows.map((row) => ({ ...listing(row), booked: row.booked }));
}

/** A listed service's detail page (product §7 field names, rupees), its images and up to 8 related services; null when not listed. */
export async function serviceDetail(q: Queryable, id: number, place: CustomerPlace | null = null) {
  const r = await q.query<Record<string, unknown> & { service_id: number }>(
    `SELECT p.*, c.name AS servicename FROM products p JOIN categories c ON c.id = p.service_id WHERE p.id = $1 AND p.status = 1`,
    [id],
  );
  const p = r.rows[0];
  if (!p) return null;
  const [images, related] = await Promise.all([
    serviceImages(q, id),
    q.query<ListingRow>(
      `${LISTING_SELECT} WHERE p.status = 1 AND p.service_id = $1 AND p.id <> $2 ORDER BY p.rating DESC, p.id LIMIT 8`,
      [p.service_id, id],
    ),
  ]);
  const n = (k: string) => Number(p[k]);
  /** A 0/1 switch column (gst_include_exclude, amount_hide_show). */
  const flag = (k: string): 0 | 1 => (Number(p[k]) === 1 ? 1 : 0);
  const detail = {
    id: n('id'),
    service_id: n('service_id'),
    vid: n('vendor_id'),
    title: String(p.title),
    Servicename: String(p.servicename),
    service_name: String(p.servicename),
    Images: images,
    document: images.map((i) => String(i.doc)).join(','),
    discount: n('discount_per'),
    discountAmt: toRupees(n('discount_amt')),
    rating: n('rating'),
    offerAmt: toRupees(n('offer_amt')),
    bookingAmt: toRupees(n('booking_amt')),
    gst: n('gst_per'),
    gst_include_exclude: flag('gst_include_exclude'),
    gstAmt: toRupees(n('gst_amt')),
    gstwithmrp: toRupees(n('payable_amt')),
    payableAmt: toRupees(n('payable_amt')),
    travelcharge: toRupees(n('travel_charge')),
    booking_advance_per: n('booking_advance_per'),
    amount_hide_show: flag('amount_hide_show'),
    shortdes: String(p.short_des),
    longdes: String(p.long_des),
    operator_name: String(p.operator_name),
    address: String(p.address),
    city: String(p.city),
    state: String(p.state),
    pin: String(p.pin),
    capacity: n('capacity'),
    ...(place ? { Reach: reachTo(p as unknown as PricedProductRow, place) } : {}),
  };
  const relatedRows = related.rows.map((x) => {
    const l = listing(x, place);
    return {
      id: l.id,
      images: l.document,
      title: l.title,
      discount: l.discount,
      bookingAmt: l.bookingAmt,
      offerAmt: l.offerAmt,
      payableAmt: l.payableAmt,
      rating: l.rating,
      amount_hide_show: l.amount_hide_show,
      service_name: l.service_name,
      gst: l.gst,
      ...(l.Reach ? { Reach: l.Reach } : {}),
    };
  });
  return { images, detail, related: relatedRows };
}

/** Cities with listed services, with how many each has. */
export async function serviceableCities(q: Queryable) {
  return (
    await q.query<{ city: string; state: string; totalservice: number }>(
      'SELECT city, state, count(*)::int AS totalservice FROM products WHERE status = 1 GROUP BY city, state ORDER BY city',
    )
  ).rows;
}
