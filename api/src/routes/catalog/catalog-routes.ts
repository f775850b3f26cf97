/** Public catalog: categories, contacts, home dashboard, product lists, detail, reviews, availability, search, cities. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toRupees } from '@utsav/shared/pricing';
import { addToCartSchema } from '@utsav/shared/schemas/cart-date';
import { ok, parse, intId, notFound } from '../../lib/http';
import { Type } from '@sinclair/typebox';
import * as C from '../../contract/catalog';
import { Envelope, PagedEnvelope, reply } from '../../contract/envelope';
import { doc, publicRead, type RouteContext } from '../context';
import { LISTING_SELECT, listing, type ListingRow } from './product-shapes';
import { packageSummaries } from '../packages/package-shapes';
import { countServices, listServices, productOnDate, serviceFilters, serviceReviews } from '../../data/catalog';
import { MAX_PAGE, pageRequest } from '../../data/keyset';
import { params, query, type ContractTypes } from '../../contract/request';
import { pathParams, pageQuery, serviceListQuery, textParams } from '../../contract/queries';

export const CATEGORY_SELECT = `
  SELECT c.id AS serviceid, c.name AS servicename, c.image AS "imageFile",
         (SELECT count(*)::int FROM products p WHERE p.service_id = c.id AND p.status = 1) AS totalservice
  FROM categories c WHERE NOT c.hidden ORDER BY c.sort_order, c.id`;

/** Trending: bookings of the last this many days count; this many services are shown. */
export const TRENDING_DAYS = 90;
export const TRENDING_LIMIT = 8;

export async function catalogRoutes(server: FastifyInstance, { db }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  app.get('/allServices', { ...publicRead, ...doc('catalog', 'Service categories (serviceid, servicename, imageFile, totalservice)', false, reply(Envelope(Type.Array(C.Category)))) }, async () => {
    return ok((await db.query(CATEGORY_SELECT)).rows);
  });

  app.get('/getcontact', { ...publicRead, ...doc('catalog', 'Contact phone numbers and e-mails', false, reply(Envelope(Type.Array(C.Contact)))) }, async () => {
    return ok((await db.query('SELECT phone, email FROM contacts ORDER BY id')).rows);
  });

  app.get('/Commondashboard', { ...publicRead, ...doc('catalog', 'Home page data: sliders, Products (newest), packages, Services, offers', false, reply(Envelope(C.Dashboard))) }, async () => {
    const [banners, products, offers, services] = await Promise.all([
      // Sliders and offer banners run between their optional dates (India dates); the cache's TTL carries a day's
      // change over.
      db.query<{ kind: 'slider' | 'offer'; serviceid: number | null; doc: string; title: string; link: string }>(
        `SELECT kind, service_id AS serviceid, doc, title, link FROM sliders
         WHERE coalesce(active_from, '-infinity') <= (now() AT TIME ZONE 'Asia/Kolkata')::date AND coalesce(active_to, 'infinity') >= (now() AT TIME ZONE 'Asia/Kolkata')::date
         ORDER BY sort_order, id`,
      ),
      db.query<ListingRow>(`${LISTING_SELECT} WHERE p.status = 1 ORDER BY p.created_at DESC, p.id DESC LIMIT 12`),
      db.query<ListingRow>(`${LISTING_SELECT} WHERE p.status = 1 AND p.discount_per > 0 ORDER BY p.discount_per DESC, p.id LIMIT 12`),
      db.query(CATEGORY_SELECT),
    ]);
    return ok({
      sliders: banners.rows.filter((b) => b.kind === 'slider').map((b) => ({ serviceid: b.serviceid, doc: b.doc })),
      // The operator's offer banners (issue 21): the Special Offer panel shows the first.
      promos: banners.rows.filter((b) => b.kind === 'offer').map((b) => ({ doc: b.doc, title: b.title, link: b.link })),
      Products: products.rows.map(listing),
      packages: await packageSummaries(db),
      Services: services.rows,
      offers: offers.rows.map(listing),
    });
  });

  // Issue 17.10: trending is what customers book — services ranked by their bookings (service bookings and package
  // items, paid or done) placed in the last TRENDING_DAYS days, then by rating; a category tab narrows it. Cached like
  // every public read (a booking is not a catalogue change: the ranking follows within the cache's TTL).
  app.get('/TrendingServices', { ...publicRead, ...doc('catalog', `Services most booked in the last ${TRENDING_DAYS} days (confirmed or completed), then by rating: ?serviceid (category, optional), up to ${TRENDING_LIMIT}`, false, { ...reply(Envelope(Type.Array(C.TrendingListing))), ...query(textParams('serviceid')) }) }, async (req) => {
    const raw = (req.query.serviceid ?? '').trim();
    const serviceId = raw === '' || raw.toLowerCase() === 'all' ? null : intId(raw, 'service id');
    const r = await db.query<ListingRow & { booked: number }>(
      `${LISTING_SELECT.replace('SELECT ', 'SELECT coalesce(t.n, 0)::int AS booked, ')}
       LEFT JOIN (
         SELECT product_id, count(*) AS n FROM (
           SELECT product_id FROM bookings WHERE booking_state IN ('confirmed', 'completed') AND created_at >= now() - make_interval(days => $1)
           UNION ALL
           SELECT i.product_id FROM package_booking_items i JOIN package_bookings k ON k.id = i.package_booking_id
           WHERE k.booking_state IN ('confirmed', 'completed') AND k.created_at >= now() - make_interval(days => $1)
         ) b GROUP BY product_id
       ) t ON t.product_id = p.id
       WHERE p.status = 1${serviceId === null ? '' : ' AND p.service_id = $3'}
       ORDER BY coalesce(t.n, 0) DESC, p.rating DESC, p.id DESC LIMIT $2`,
      serviceId === null ? [TRENDING_DAYS, TRENDING_LIMIT] : [TRENDING_DAYS, TRENDING_LIMIT, serviceId],
    );
    return ok(r.rows.map((row) => ({ ...listing(row), booked: row.booked })));
  });

  app.get('/Search', { ...publicRead, ...doc('catalog', 'Search active services by title: ?searchTerm=', false, { ...reply(Envelope(Type.Array(C.SearchHit))), ...query(textParams('searchTerm')) }) }, async (req) => {
    const term = (req.query.searchTerm ?? '').trim().slice(0, 100);
    if (!term) return ok([]);
    const like = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const r = await db.query('SELECT id AS "Id", title AS "Title" FROM products WHERE status = 1 AND lower(title) LIKE $1 ORDER BY title LIMIT 10', [like]);
    return ok(r.rows);
  });

  // Filtered, sorted and paged on the server (data/catalog): ?minPrice&maxPrice&rating&q&sort&limit&after. Without
  // ?limit the first MAX_PAGE rows (the list pages read one reply until they page themselves).
  const productList = async (req: FastifyRequest, serviceid: string | undefined, offerOnly: boolean) => {
    const id = serviceid === undefined || serviceid === '' || serviceid.toLowerCase() === 'all' ? undefined : intId(serviceid, 'service id');
    const filters = serviceFilters(req.query, { serviceId: id, offerOnly });
    const page = pageRequest(req.query, MAX_PAGE);
    const [list, counts] = await Promise.all([listServices(db, filters, page), page.after ? null : countServices(db, filters)]);
    return { ...ok(list.rows), Page: { limit: page.limit, next: list.next, ...(counts ? { total: counts.total, minPrice: counts.minPrice, maxPrice: counts.maxPrice } : {}) } };
  };
  const LIST_SUMMARY = 'Active services; serviceid empty or "all" = every category. Filters ?minPrice&maxPrice (rupees) &rating (≥) &q (title) &sort (newest|price_asc|price_desc|rating); pages ?limit (1-200, default 200) &after (Page.next); Page.total/minPrice/maxPrice on the first page';
  const listContract = { ...reply(PagedEnvelope(C.ProductListing, C.ServiceListPage)), ...query(serviceListQuery) };
  const listDoc = { ...publicRead, ...doc('catalog', LIST_SUMMARY, false, listContract) };
  const categoryListDoc = { ...publicRead, ...doc('catalog', LIST_SUMMARY, false, { ...listContract, ...params(pathParams('serviceid')) }) };
  app.get('/AllProduct', listDoc, async (req) => productList(req, undefined, false));
  app.get('/AllProduct/offer', listDoc, async (req) => productList(req, undefined, true));
  app.get('/AllProduct/offer/:serviceid', categoryListDoc, async (req) => productList(req, req.params.serviceid, true));
  app.get('/AllProduct/:serviceid', categoryListDoc, async (req) => productList(req, req.params.serviceid, false));

  app.get('/ProductDetails/:id', { ...publicRead, ...doc('catalog', 'Service detail: Payload.Images and Payload.Products (first = the service, then related)', false, { ...reply(Envelope(C.ProductDetails)), ...params(pathParams('id')) }) }, async (req) => {
    const id = intId(req.params.id, 'service id', 404);
    const r = await db.query<Record<string, unknown> & { service_id: number }>(
      `SELECT p.*, c.name AS servicename FROM products p JOIN categories c ON c.id = p.service_id WHERE p.id = $1 AND p.status = 1`,
      [id],
    );
    const p = r.rows[0];
    if (!p) throw notFound('Service not found');
    const images = await db.query('SELECT id, product_id AS pid, doc FROM product_images WHERE product_id = $1 ORDER BY id', [id]);
    const related = await db.query<ListingRow>(`${LISTING_SELECT} WHERE p.status = 1 AND p.service_id = $1 AND p.id <> $2 ORDER BY p.rating DESC, p.id LIMIT 8`, [p.service_id, id]);
    const n = (k: string) => Number(p[k]);
    const detail = {
      id: n('id'),
      service_id: n('service_id'),
      vid: n('vendor_id'),
      title: String(p.title),
      Servicename: String(p.servicename),
      service_name: String(p.servicename),
      Images: images.rows,
      document: images.rows.map((i) => String(i.doc)).join(','),
      discount: n('discount_per'),
      discountAmt: toRupees(n('discount_amt')),
      rating: n('rating'),
      offerAmt: toRupees(n('offer_amt')),
      bookingAmt: toRupees(n('booking_amt')),
      gst: n('gst_per'),
      gst_include_exclude: n('gst_include_exclude'),
      gstAmt: toRupees(n('gst_amt')),
      gstwithmrp: toRupees(n('payable_amt')),
      payableAmt: toRupees(n('payable_amt')),
      travelcharge: toRupees(n('travel_charge')),
      booking_advance_per: n('booking_advance_per'),
      amount_hide_show: n('amount_hide_show'),
      shortdes: String(p.short_des),
      longdes: String(p.long_des),
      operator_name: String(p.operator_name),
      address: String(p.address),
      city: String(p.city),
      state: String(p.state),
      pin: String(p.pin),
      capacity: n('capacity'),
    };
    const relatedRows = related.rows.map((x) => {
      const l = listing(x);
      return { id: l.id, images: l.document, title: l.title, discount: l.discount, bookingAmt: l.bookingAmt, offerAmt: l.offerAmt, payableAmt: l.payableAmt, rating: l.rating, amount_hide_show: l.amount_hide_show, service_name: l.service_name };
    });
    return ok({ Images: images.rows, Products: [detail, ...relatedRows] });
  });

  app.get('/getreview/:productId', { ...publicRead, ...doc('catalog', 'Reviews of a service (newest first); pages ?limit (1-200, default 200) &after (Page.next)', false, { ...reply(PagedEnvelope(C.Review)), ...query(pageQuery), ...params(pathParams('productId')) }) }, async (req) => {
    const id = intId(req.params.productId, 'service id', 404);
    const page = await serviceReviews(db, id, pageRequest(req.query, MAX_PAGE));
    return { ...ok(page.rows), Page: { next: page.next } };
  });

  app.get('/CheckAvailability', doc('catalog', "Availability of a service on a date: Payload 'Available' or 'Not Available'", false, { ...reply(Envelope(Type.Union([Type.Literal('Available'), Type.Literal('Not Available')]))), ...query(textParams('productId', 'bookingDate')) }), async (req) => {
    const q = req.query;
    const { productId, bookingDate } = parse(addToCartSchema, { productId: q.productId ?? '', bookingDate: q.bookingDate ?? '' });
    const p = await productOnDate(db, productId, bookingDate);
    if (!p) throw notFound('Service not found');
    return p.taken < p.capacity ? ok('Available', 'Available') : ok('Not Available', 'This service not Available');
  });

  app.get('/allServicableCity', { ...publicRead, ...doc('catalog', 'Cities where services are offered: city, state, totalservice', false, reply(Envelope(Type.Array(C.ServiceableCity)))) }, async () => {
    const r = await db.query('SELECT city, state, count(*)::int AS totalservice FROM products WHERE status = 1 GROUP BY city, state ORDER BY city');
    return ok(r.rows);
  });

}
