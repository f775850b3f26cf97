/** Health, calendar (AES-encrypted), offline pincode lookup. */
import { enqueueNewsletterWelcome } from '../../newsletter/newsletter-messages';
import type { FastifyInstance } from 'fastify';
import { marketplaceFacts, ping, subscribeNewsletter, upcomingCalendarEvents } from '../../data/misc';
import CryptoJS from 'crypto-js';
import { lookupPincode, geocodeReply } from '../../lib/geo';
import { placeOfLocation } from '../../lib/customer-place';
import { customerLocationSchema } from '@utsav/domain/schemas/customer-place';
import { HttpError, ok } from '../../lib/http';
import { langOf, t } from '../../lib/server-messages';
import { newsletterSchema } from '@utsav/domain/schemas/newsletter';
import { seedInfo } from '../../data/seed-info';
import * as M from '../../contract/misc';
import { Envelope, reply } from '../../contract/envelope';
import { doc, publicRead, type RouteContext } from '../context';
import { body, params, type ContractTypes } from '../../contract/request';
import { pathParams } from '../../contract/queries';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export async function miscRoutes(server: FastifyInstance, { db, config }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  app.get(
    '/health',
    doc('misc', 'Health and seed facts (booked demo date)', false, reply(Envelope(M.Health))),
    async () => {
      await ping(db);
      const info = await seedInfo(db);
      return {
        Status: 'Success' as const,
        Message: 'OK',
        Payload: {
          database: db.kind,
          seededOn: info.seeded ?? null,
          bookedProductId: Number(info.booked_product_id ?? 1),
          bookedDate: info.booked_date ?? null,
        },
      };
    },
  );

  // the About page's figures are counted, not written: customers who booked and paid, approved vendors
  // with a listed service, cities with a listed service, the average rating of rated listed services.
  app.get(
    '/MarketplaceFacts',
    {
      ...publicRead,
      ...doc(
        'misc',
        'Counts for the About page: Customers (with a paid booking), Vendors (approved, listing), Cities, AverageRating, Bookings',
        false,
        reply(Envelope(M.MarketplaceFacts)),
      ),
    },
    async () => {
      const r = await marketplaceFacts(db);
      const f = r.rows[0]!;
      return ok({
        Customers: f.customers,
        Vendors: f.vendors,
        Cities: f.cities,
        AverageRating: f.rating === null ? null : Number(f.rating),
        Bookings: f.bookings,
      });
    },
  );

  app.post(
    '/NewsletterSubscribe',
    {
      config: { rateLimit: { max: config.rateLimitMax, timeWindow: '1 minute' } },
      ...doc('misc', 'Subscribe an e-mail address to the newsletter: {email}; once per address', false, {
        ...reply(Envelope(M.NewsletterResult)),
        ...body(newsletterSchema),
      }),
    },
    async (req) => {
      const { email } = req.body;
      const r = await subscribeNewsletter(db, email);
      // the welcome email carries the working unsubscribe link.
      if (r.rows.length === 1)
        await enqueueNewsletterWelcome(db, email, config.jwtSecret, config.messages.apiUrl, langOf(req));
      return ok(
        { Subscribed: true, New: r.rows.length === 1 },
        r.rows.length === 1 ? t(req, 'account.newsletterSubscribed') : t(req, 'account.newsletterAlready'),
      );
    },
  );

  app.get(
    '/Calendar/getCalendar',
    {
      ...publicRead,
      ...doc(
        'calendar',
        'Calendar of events: data = CryptoJS.AES.encrypt(JSON {Months:[{Month, Events:[{Event, Date, Type, Extras}]}]}, CALENDAR_KEY)',
        false,
        reply(M.CalendarReply),
      ),
    },
    async () => {
      const r = await upcomingCalendarEvents(db);
      // each event's Hindi beside the English (null when none); the page picks by its language, so the
      // feed stays one reply for every visitor (public cache).
      type Event = {
        Event: string;
        Date: string;
        Type: string;
        Extras: string;
        EventHi: string | null;
        ExtrasHi: string | null;
      };
      const months: { Month: string; Events: Event[] }[] = [];
      for (const e of r.rows) {
        const label = `${MONTHS[Number(e.event_date.slice(5, 7)) - 1]} ${e.event_date.slice(0, 4)}`;
        let m = months[months.length - 1];
        if (!m || m.Month !== label) months.push((m = { Month: label, Events: [] }));
        m.Events.push({
          Event: e.event,
          Date: e.event_date,
          Type: e.type,
          Extras: e.extras,
          EventHi: e.event_hi,
          ExtrasHi: e.extras_hi,
        });
      }
      const data = CryptoJS.AES.encrypt(JSON.stringify({ Months: months }), config.calendarKey).toString();
      return { Status: 'Success' as const, Message: 'Success', data };
    },
  );

  app.get(
    '/geo/pincode/:pin',
    doc('geo', 'Offline Indian pincode lookup: lat, lon, display_name, boundingbox, city, state, country', false, {
      ...reply(Envelope(M.PincodeLookup)),
      ...params(pathParams('pin')),
    }),
    async (req) => {
      const pin = req.params.pin;
      if (!/^\d{6}$/.test(pin)) throw new HttpError(400, 'Pincode must be 6 digits');
      const info = lookupPincode(pin);
      if (!info) throw new HttpError(404, 'Pincode not found');
      return ok(geocodeReply(info));
    },
  );

  // "Use my location" (docs/payments.md "The customer's place"): the browser's coordinates → the nearest pincode of the
  // offline table (400 when none is within NEAREST_PINCODE_MAX_KM: outside India or a wrong fix).
  app.post(
    '/geo/locate',
    {
      // A read sent as POST (coordinates stay out of URLs and logs): it changes no data.
      config: { changes: [] },
      ...doc(
        'geo',
        'Nearest pincode of the offline table to a location {lat, lon}: the same reply as /geo/pincode',
        false,
        {
          ...body(customerLocationSchema),
          ...reply(Envelope(M.PincodeLookup)),
        },
      ),
    },
    async (req) => {
      const place = placeOfLocation(req.body);
      return ok(geocodeReply(lookupPincode(place.pincode)!));
    },
  );
}
