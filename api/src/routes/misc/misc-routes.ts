/** Health, calendar (AES-encrypted), offline pincode lookup. */
import type { FastifyInstance } from 'fastify';
import CryptoJS from 'crypto-js';
import { lookupPincode, geocodeReply } from '../../lib/geo';
import { HttpError, ok } from '../../lib/http';
import { seedInfo } from '../../db/seed';
import { doc, publicRead, type RouteContext } from '../context';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export async function miscRoutes(app: FastifyInstance, { db, config }: RouteContext) {
  app.get('/health', doc('misc', 'Health and seed facts (booked demo date)'), async () => {
    await db.query('SELECT 1');
    const info = await seedInfo(db);
    return {
      Status: 'Success',
      Message: 'OK',
      Payload: { database: db.kind, seededOn: info.seeded ?? null, bookedProductId: Number(info.booked_product_id ?? 1), bookedDate: info.booked_date ?? null },
    };
  });

  app.get('/Calendar/getCalendar', { ...publicRead, ...doc('calendar', 'Calendar of events: data = CryptoJS.AES.encrypt(JSON {Months:[{Month, Events:[{Event, Date, Type, Extras}]}]}, CALENDAR_KEY)') }, async () => {
    const r = await db.query<{ event_date: string; event: string; type: string; extras: string }>(
      'SELECT event_date, event, type, extras FROM calendar_events WHERE event_date >= CURRENT_DATE - 1 ORDER BY event_date, id',
    );
    const months: { Month: string; Events: { Event: string; Date: string; Type: string; Extras: string }[] }[] = [];
    for (const e of r.rows) {
      const label = `${MONTHS[Number(e.event_date.slice(5, 7)) - 1]} ${e.event_date.slice(0, 4)}`;
      let m = months[months.length - 1];
      if (!m || m.Month !== label) months.push((m = { Month: label, Events: [] }));
      m.Events.push({ Event: e.event, Date: e.event_date, Type: e.type, Extras: e.extras });
    }
    const data = CryptoJS.AES.encrypt(JSON.stringify({ Months: months }), config.calendarKey).toString();
    return { Status: 'Success', Message: 'Success', data };
  });

  app.get('/geo/pincode/:pin', doc('geo', 'Offline Indian pincode lookup: lat, lon, display_name, boundingbox, city, state, country'), async (req) => {
    const pin = String((req.params as { pin: string }).pin);
    if (!/^\d{6}$/.test(pin)) throw new HttpError(400, 'Pincode must be 6 digits');
    const info = lookupPincode(pin);
    if (!info) throw new HttpError(404, 'Pincode not found');
    return ok(geocodeReply(info));
  });
}
