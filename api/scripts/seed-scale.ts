/**
 * Scale data set: `npm run seed:scale -w api -- --services 50000 --bookings 1000000`.
 * Applies the migrations and the demo seed to the database of the environment (DATABASE_URL [+ DB_SCHEMA]; without
 * it the embedded PGlite under DATA_DIR, which copes with smaller counts), then adds vendors, customers, services
 * and bookings in bulk with INSERT … SELECT generate_series: services in every category, in real Indian cities and
 * pincodes (api/assets/pincodes.tsv), prices ₹2,000–₹5,00,000, ratings, created over two years; bookings spread over
 * two years, 40 % of them on the demo customer (9876543210) and on the demo vendor's services — the worst case
 * for "my bookings" and "vendor bookings". Run once on an empty database.
 */
import * as conversations from '../src/data/scale-conversations';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT, loadConfig } from '../src/config';
import { createDb } from '../src/db/client';
import { DATA_TOPICS } from '../src/db/data-topics';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import * as scale from '../src/data/scale-seed';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 0) throw new Error(`--${name} must be a whole number`);
  return v;
};
const SERVICES = arg('services', 50_000);
const BOOKINGS = arg('bookings', 1_000_000);
const VENDORS = arg('vendors', Math.max(10, Math.round(SERVICES / 50)));
const CONVERSATIONS = arg('conversations', Math.max(10, Math.round(BOOKINGS / 10)));
const MESSAGES = arg('messages', BOOKINGS);
const CUSTOMERS = arg('customers', Math.max(10, Math.round(BOOKINGS / 50)));

const config = loadConfig();
const db = await createDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pgdata`,
  schema: config.dbSchema,
  poolSize: 2,
});
const t0 = Date.now();
const step = async (label: string, write: () => Promise<number>) => {
  const s = Date.now();
  const rows = await write();
  console.log(`${label}: ${rows} rows in ${((Date.now() - s) / 1000).toFixed(1)} s`);
};
try {
  await migrate(db);
  await seed(db);
  if (await scale.hasScaleData(db)) throw new Error('this database already has the scale data set');

  // Places: a sample of real pincodes.
  const lines = readFileSync(path.join(API_ROOT, 'assets', 'pincodes.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  const places = lines
    .filter((_, i) => i % Math.max(1, Math.floor(lines.length / 2000)) === 0)
    .map((l) => l.split('\t'));
  await scale.createScalePlaces(db);
  for (let i = 0; i < places.length; i += 500) {
    const chunk = places.slice(i, i + 500);
    await scale.insertScalePlaces(
      db,
      chunk.map((p) => p[0]!),
      chunk.map((p) => p[2]!),
      chunk.map((p) => p[3]!),
      chunk.map((p) => Number(p[4])),
      chunk.map((p) => Number(p[5])),
    );
  }
  const placeCount = places.length;
  await scale.seedRandom(db);
  const hash = await scale.demoVendorHash(db);

  await step('vendors', () => scale.insertScaleVendors(db, hash, VENDORS));
  await step('customers', () => scale.insertScaleCustomers(db, hash, CUSTOMERS));

  const words = [
    'Royal',
    'Golden',
    'Shubh',
    'Grand',
    'Classic',
    'Elegant',
    'Utsav',
    'Mangal',
    'Heritage',
    'Modern',
    'Rangoli',
    'Saffron',
  ];
  await step('services', () => scale.insertScaleServices(db, SERVICES, placeCount, words));
  await step('service images', () => scale.insertScaleServiceImages(db));

  // The vendor totals row (migration 195) is one row per vendor, updated by a row trigger per booking: in one INSERT
  // of hundreds of thousands of bookings, 40 % on the demo vendor, every update walks the row's whole chain of
  // versions (none can be pruned inside the transaction) — quadratic, hours on a busy machine. The trigger is off for
  // the bulk insert and the bookings count is set once from the per-day roll-up (which its own trigger keeps).
  await scale.vendorTotalsTrigger(db, true);
  await step('bookings', () => scale.insertScaleBookings(db, BOOKINGS));
  await scale.vendorTotalsTrigger(db, false);
  await step('vendor totals: bookings', () => scale.recountVendorTotals(db));
  // the slots the bookings hold (the month availability read counts them) and vendor calendars — every
  // scale vendor has two blocks (one for all services, one for a service), a fifth of the services booking rules and
  // a tenth a week of their own capacities.
  await step('booking slots', () => scale.insertScaleSlots(db));
  await step('calendar blocks', () => scale.insertScaleBlocks(db));
  await step('calendar rules', () => scale.insertScaleRules(db));
  await step('calendar capacities', () => scale.insertScaleCapacities(db));
  // Conversations and messages (docs/conversations.md): the inbox and thread reads at 1,000,000 messages.
  await step('conversations', () => conversations.insertScaleConversations(db, CONVERSATIONS));
  await step('messages', () => conversations.insertScaleMessages(db, MESSAGES));
  await step('conversation counters', () => conversations.settleScaleConversations(db));
  await scale.markScaleData(db, `${SERVICES} services, ${BOOKINGS} bookings, ${MESSAGES} messages`);
  // One INSERT of a million bookings updated the dashboard's roll-up a million times in a single transaction, where
  // no old version can be pruned: its table and index came out two to three times their size (migration 015).
  // Rewritten once, as after any bulk import; day-to-day writes keep it compact by themselves (fillfactor 70).
  await step('compact the roll-up', () => scale.compactRollUp(db));
  // VACUUM sets the visibility map, so counts read the partial indexes only (index-only scans).
  await step('vacuum analyze', () => scale.vacuumAnalyze(db));
  await db.changed(DATA_TOPICS);
  console.log(
    `scale data set ready in ${((Date.now() - t0) / 1000).toFixed(0)} s (${SERVICES} services, ${BOOKINGS} bookings, ${VENDORS} vendors, ${CUSTOMERS} customers)`,
  );
} finally {
  await db.close();
}
