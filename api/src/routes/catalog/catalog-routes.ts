/** Public catalog: categories, contacts, home dashboard, product lists, detail, reviews, availability, search, cities. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addToCartSchema } from '@utsav/domain/schemas/cart-date';
import { ok, parse, intId, notFound } from '../../lib/http';
import { Type } from '@sinclair/typebox';
import * as C from '../../contract/catalog';
import { Envelope, PagedEnvelope, reply } from '../../contract/envelope';
import { doc, publicRead, type RouteContext } from '../context';
import {
  TRENDING_DAYS,
  TRENDING_LIMIT,
  categories,
  contacts,
  newestListings,
  offerListings,
  runningBanners,
  searchTitles,
  serviceableCities,
  serviceDetail,
  trendingListings,
} from '../../data/storefront';
import { packageSummaries } from '../../data/package-contents';
import { countServices, listServices, productOnDate, serviceFilters, serviceReviews } from '../../data/catalog';
import { pageRequest } from '../../data/keyset';
import { closedOn } from '../../lib/availability';
import { rulesOf } from '../../data/vendor-calendar';
import { dayClosedText } from '@utsav/domain/vendor-calendar';
import { params, query, type ContractTypes } from '../../contract/request';
import { pathParams, pageQuery, serviceListQuery, textParams } from '../../contract/queries';

export async function catalogRoutes(server: FastifyInstance, { db }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  app.get(
    '/allServices',
    {
      ...publicRead,
      ...doc(
        'catalog',
        'Service categories (serviceid, servicename, servicename_hi (Hindi name or null), imageFile, totalservice)',
        false,
        reply(Envelope(Type.Array(C.Category))),
      ),
    },
    async () => {
      return ok(await categories(db));
    },
  );

  app.get(
    '/getcontact',
    {
      ...publicRead,
      ...doc('catalog', 'Contact phone numbers and e-mails', false, reply(Envelope(Type.Array(C.Contact)))),
    },
    async () => {
      return ok(await contacts(db));
    },
  );

  app.get(
    '/Commondashboard',
    {
      ...publicRead,
      ...doc(
        'catalog',
        'Home page data: sliders, Products (newest), packages, Services, offers',
        false,
        reply(Envelope(C.Dashboard)),
      ),
    },
    async () => {
      // Sliders and offer banners run between their optional dates (India dates); the cache's TTL carries a day's
      // change over.
      const [banners, products, offers, services, packages] = await Promise.all([
        runningBanners(db),
        newestListings(db, 12),
        offerListings(db, 12),
        categories(db),
        packageSummaries(db),
      ]);
      return ok({
        sliders: banners.filter((b) => b.kind === 'slider').map((b) => ({ serviceid: b.serviceid, doc: b.doc })),
        // The operator's offer banners (issue 21): the Special Offer panel shows the first.
        promos: banners
          .filter((b) => b.kind === 'offer')
          .map((b) => ({ doc: b.doc, title: b.title, title_hi: b.title_hi, link: b.link })),
        Products: products,
        packages,
        Services: services,
        offers,
      });
    },
  );

  // Issue 17.10: trending is what customers book — services ranked by their bookings (service bookings and package
  // items, paid or done) placed in the last TRENDING_DAYS days, then by rating; a category tab narrows it. Cached like
  // every public read (a booking is not a catalogue change: the ranking follows within the cache's TTL).
  app.get(
    '/TrendingServices',
    {
      ...publicRead,
      ...doc(
        'catalog',
        `Services most booked in the last ${TRENDING_DAYS} days (confirmed or completed), then by rating: ?serviceid (category, optional), up to ${TRENDING_LIMIT}`,
        false,
        { ...reply(Envelope(Type.Array(C.TrendingListing))), ...query(textParams('serviceid')) },
      ),
    },
    async (req) => {
      const raw = (req.query.serviceid ?? '').trim();
      const serviceId = raw === '' || raw.toLowerCase() === 'all' ? null : intId(raw, 'service id');
      return ok(await trendingListings(db, serviceId));
    },
  );

  app.get(
    '/Search',
    {
      ...publicRead,
      ...doc('catalog', 'Search active services by title: ?searchTerm=', false, {
        ...reply(Envelope(Type.Array(C.SearchHit))),
        ...query(textParams('searchTerm')),
      }),
    },
    async (req) => {
      const term = (req.query.searchTerm ?? '').trim().slice(0, 100);
      if (!term) return ok([]);
      return ok(await searchTitles(db, term));
    },
  );

  // Filtered, sorted and paged on the server (data/catalog): ?minPrice&maxPrice&rating&q&sort&limit&after. Without
  // ?limit a page of DEFAULT_PAGE rows (data/keyset; the catalogue asks its own page of 24).
  const productList = async (req: FastifyRequest, serviceid: string | undefined, offerOnly: boolean) => {
    const id =
      serviceid === undefined || serviceid === '' || serviceid.toLowerCase() === 'all'
        ? undefined
        : intId(serviceid, 'service id');
    const filters = serviceFilters(req.query, { serviceId: id, offerOnly });
    const page = pageRequest(req.query);
    const [list, counts] = await Promise.all([
      listServices(db, filters, page),
      page.after ? null : countServices(db, filters),
    ]);
    return {
      ...ok(list.rows),
      Page: {
        limit: page.limit,
        next: list.next,
        ...(counts ? { total: counts.total, minPrice: counts.minPrice, maxPrice: counts.maxPrice } : {}),
      },
    };
  };
  const LIST_SUMMARY =
    'Active services; serviceid empty or "all" = every category. Filters ?minPrice&maxPrice (rupees) &rating (≥) &q (title) &sort (newest|price_asc|price_desc|rating); pages ?limit (1-100, default 25) &after (Page.next); Page.total/minPrice/maxPrice on the first page';
  const listContract = { ...reply(PagedEnvelope(C.ProductListing, C.ServiceListPage)), ...query(serviceListQuery) };
  const listDoc = { ...publicRead, ...doc('catalog', LIST_SUMMARY, false, listContract) };
  const categoryListDoc = {
    ...publicRead,
    ...doc('catalog', LIST_SUMMARY, false, { ...listContract, ...params(pathParams('serviceid')) }),
  };
  app.get('/AllProduct', listDoc, async (req) => productList(req, undefined, false));
  app.get('/AllProduct/offer', listDoc, async (req) => productList(req, undefined, true));
  app.get('/AllProduct/offer/:serviceid', categoryListDoc, async (req) => productList(req, req.params.serviceid, true));
  app.get('/AllProduct/:serviceid', categoryListDoc, async (req) => productList(req, req.params.serviceid, false));

  app.get(
    '/ProductDetails/:id',
    {
      ...publicRead,
      ...doc(
        'catalog',
        'Service detail: Payload.Images and Payload.Products (first = the service, then related)',
        false,
        { ...reply(Envelope(C.ProductDetails)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const id = intId(req.params.id, 'service id', 404);
      const d = await serviceDetail(db, id);
      if (!d) throw notFound('Service not found');
      return ok({ Images: d.images, Products: [d.detail, ...d.related] });
    },
  );

  app.get(
    '/getreview/:productId',
    {
      ...publicRead,
      ...doc(
        'catalog',
        'Reviews of a service (newest first); pages ?limit (1-100, default 25) &after (Page.next)',
        false,
        { ...reply(PagedEnvelope(C.Review)), ...query(pageQuery), ...params(pathParams('productId')) },
      ),
    },
    async (req) => {
      const id = intId(req.params.productId, 'service id', 404);
      const page = await serviceReviews(db, id, pageRequest(req.query));
      return { ...ok(page.rows), Page: { next: page.next } };
    },
  );

  app.get(
    '/CheckAvailability',
    doc('catalog', "Availability of a service on a date: Payload 'Available' or 'Not Available'", false, {
      ...reply(Envelope(Type.Union([Type.Literal('Available'), Type.Literal('Not Available')]))),
      ...query(textParams('productId', 'bookingDate')),
    }),
    async (req) => {
      const q = req.query;
      const { productId, bookingDate } = parse(addToCartSchema, {
        productId: q.productId ?? '',
        bookingDate: q.bookingDate ?? '',
      });
      // A signed-in customer's own unpaid hold on the date does not make it unavailable to them (issue 31 item 2).
      const p = await productOnDate(db, productId, bookingDate, req.user?.type === 'customer' ? req.user.id : null);
      if (!p) throw notFound('Service not found');
      // Issue 36: the vendor's calendar (blocks, working days, lead time, window, the date's capacity) decides too.
      const closed = closedOn(p, bookingDate, p.taken);
      return closed === null
        ? ok('Available', 'Available')
        : ok(
            'Not Available',
            closed === 'booked_out' ? 'This service not Available' : dayClosedText(closed, rulesOf(p)),
          );
    },
  );

  app.get(
    '/allServicableCity',
    {
      ...publicRead,
      ...doc(
        'catalog',
        'Cities where services are offered: city, state, totalservice',
        false,
        reply(Envelope(Type.Array(C.ServiceableCity))),
      ),
    },
    async () => {
      return ok(await serviceableCities(db));
    },
  );
}
