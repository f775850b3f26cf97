/** Public catalog: categories, contacts, home dashboard, product lists, detail, reviews, availability, search, cities. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  serviceableCities,
  serviceDetail,
  trendingListings,
} from '../../data/storefront';
import { packageSummaries } from '../../data/package-contents';
import { countServices, listServices, productOnDate, serviceFilters, serviceReviews } from '../../data/catalog';
import { pageRequest } from '../../data/keyset';
import { understand } from '../../data/search';
import { kindInPlace, queryLogOf, searchAnswer, searchHits } from '../../data/search-results';
import { closedDay, closedOn } from '../../lib/availability';
import { langOf, render, t } from '../../lib/server-messages';
import { rulesOf } from '../../data/vendor-calendar';
import { params, query, type ContractTypes } from '../../contract/request';
import { pathParams, pageQuery, serviceListQuery, textParams } from '../../contract/queries';
import { placeOfQuery } from '../../lib/customer-place';

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
        // The operator's offer banners: the Special Offer panel shows the first.
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

  // trending is what customers book — services ranked by their bookings (service bookings and package
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
      ...doc(
        'catalog',
        'The header search: the 10 most relevant listed services for ?searchTerm= (docs/search.md); Search says what was understood and, when nothing matched, "Did you mean" and the categories (as the list\'s Page.search)',
        false,
        {
          ...reply(C.SearchReply),
          ...query(textParams('searchTerm')),
        },
      ),
    },
    async (req) => {
      const term = (req.query.searchTerm ?? '').trim();
      if (!term) return ok([]);
      const u = await understand(db, term);
      const { hits, placeDropped } = await searchHits(db, u);
      return { ...ok(hits), Search: await searchAnswer(db, u, { place: u.place, placeDropped, total: hits.length }) };
    },
  );

  // Filtered, sorted and paged on the server (data/catalog): ?minPrice&maxPrice&rating&q&sort&limit&after. Without
  // ?limit a page of DEFAULT_PAGE rows (data/keyset; the catalogue asks its own page of 24).
  const productList = async (req: FastifyRequest, serviceid: string | undefined, offerOnly: boolean) => {
    const id =
      serviceid === undefined || serviceid === '' || serviceid.toLowerCase() === 'all'
        ? undefined
        : intId(serviceid, 'service id');
    const place = placeOfQuery((req.query as { pincode?: string }).pincode);
    const filters = serviceFilters(req.query, { serviceId: id, offerOnly, place });
    const page = pageRequest(req.query);
    if (filters.text) filters.search = await understand(db, filters.text);
    // A place with nothing of the kind there: the kind everywhere else, said so (Page.search.placeDropped).
    let placeDropped = false;
    const askedPlace = filters.search?.place ?? null;
    if (
      filters.search?.place &&
      filters.search.tsquery &&
      ((await countServices(db, filters)).total === 0 || !(await kindInPlace(db, filters.search)))
    ) {
      filters.search = { ...filters.search, place: null };
      placeDropped = true;
    }
    const [list, counts] = await Promise.all([
      listServices(db, filters, page),
      page.after ? null : countServices(db, filters),
    ]);
    const u = filters.search;
    // The first page of a search says what was understood (and, with nothing found, what to try).
    const search =
      u && counts ? await searchAnswer(db, u, { place: askedPlace, placeDropped, total: counts.total }) : undefined;
    return {
      ...ok(list.rows),
      Page: {
        limit: page.limit,
        next: list.next,
        ...(counts ? { total: counts.total, minPrice: counts.minPrice, maxPrice: counts.maxPrice } : {}),
        ...(search ? { search } : {}),
      },
    };
  };
  const LIST_SUMMARY =
    'Active services; serviceid empty or "all" = every category. Filters ?minPrice&maxPrice (rupees) &rating (≥) &q (search, docs/search.md; Page.search says what was understood) &sort (relevance (default with q)|newest|price_asc|price_desc|rating|distance); ?pincode= gives each its Reach (distance, travel fare, outside) and sorts nearest first (without q), &serves=1 keeps those that come there; pages ?limit (1-100, default 25) &after (Page.next); Page.total/minPrice/maxPrice on the first page';
  const listContract = { ...reply(PagedEnvelope(C.ProductListing, C.ServiceListPage)), ...query(serviceListQuery) };
  // Every search asked on a list is recorded for the operator (data/search-results `recordQuery`), also when the
  // public cache answers it: read from the reply as sent (its first page says what was understood and how many).
  const searches = queryLogOf(db);
  server.addHook('onClose', async () => searches.flush());
  const recordSearch = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const q = req.query as { q?: unknown; after?: unknown };
    if (reply.statusCode !== 200 || typeof q.q !== 'string' || !q.q.trim() || q.after) return payload;
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : typeof payload === 'string' ? payload : null;
    if (text === null) return payload;
    const page = (JSON.parse(text) as { Page?: { total?: number; search?: { query: string; place: string | null } } })
      .Page;
    if (page?.search && page.total !== undefined) searches.add(page.search.query, page.search.place, page.total);
    return payload;
  };
  const listRead = { ...publicRead, onSend: recordSearch };
  const listDoc = { ...listRead, ...doc('catalog', LIST_SUMMARY, false, listContract) };
  const categoryListDoc = {
    ...listRead,
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
        "Service detail: Payload.Images and Payload.Products (first = the service, then related); ?pincode= adds each one's Reach (distance, travel fare, outside)",
        false,
        { ...reply(Envelope(C.ProductDetails)), ...params(pathParams('id')), ...query(textParams('pincode')) },
      ),
    },
    async (req) => {
      const id = intId(req.params.id, 'service id', 404);
      const place = placeOfQuery(req.query.pincode);
      const d = await serviceDetail(db, id, place);
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
      // A signed-in customer's own unpaid hold on the date does not make it unavailable to them.
      const p = await productOnDate(db, productId, bookingDate, req.user?.type === 'customer' ? req.user.id : null);
      if (!p) throw notFound('Service not found');
      // the vendor's calendar (blocks, working days, lead time, window, the date's capacity) decides too.
      const closed = closedOn(p, bookingDate, p.taken);
      return closed === null
        ? ok('Available', t(req, 'cart.available'))
        : ok(
            'Not Available',
            closed === 'booked_out' ? 'This service not Available' : render(langOf(req), closedDay(closed, rulesOf(p))),
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
