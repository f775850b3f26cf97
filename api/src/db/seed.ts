/**
 * Idempotent demo seed (runs on first start; `seed_info.seeded` marks it done). Deterministic: the same
 * ids every time, dates relative to the seeding day (India time). Notable facts for demos and tests:
 * - product 1 (vendor A) is fully booked on seed day + 10 (`seed_info.booked_date`);
 * - customer A (9876543210) has bookings, a package booking, addresses, enquiries and one cart item.
 */
import bcrypt from 'bcryptjs';
import type { Db } from './client';
import { comingTo } from './seed-packages';
import { DATA_TOPICS } from './data-topics';
import { lookupPincode } from '../lib/geo';
import { ART_LIGHTS, seedArtName } from '../lib/seed-art';
import { priceColumns } from '../lib/product-price';
import { addDays, todayIso } from '../lib/dates';
import {
  CATEGORIES,
  CATEGORY_REVIEWS,
  CITIES,
  CUSTOMERS,
  PACKAGES,
  REVIEW_TEXTS,
  SERVICE_RADIUS_KM,
  ALL_INDIA_RADIUS_KM,
  SERVICE_TEMPLATES,
  VENDOR_GSTINS,
  VENDORS,
} from './seed-data';
import { CALENDAR_HINDI, FESTIVALS, MUHURAT_DAYS } from './seed-calendar';
import { chargeableGstRate } from '@utsav/domain/tax-invoice';
import { placeOrder } from '../bookings/place-order';
import { placePackageOrder } from '../bookings/place-package-order';
import { settleSeedOrder } from '../payments/payment-capture';
import { enqueuePaymentConfirmed } from '../bookings/booking-messages';
import { refreshPackageFromPrice } from '../data/packages';
import { PAYMENT_HOLD_MINUTES } from '@utsav/domain/refund-policy';
import * as data from '../data/seed';

/** The demo vendors' package rate: this percent of their own price. */
export const SEED_PACKAGE_RATE_PERCENT = 90;

export const DEMO = {
  customer: { mobile: '9876543210', password: 'Customer@123', name: 'Aarav Sharma' },
  customer2: { mobile: '9876543211', password: 'Customer@123', name: 'Diya Verma' },
  vendor: { username: 'vendor@utsav.in', password: 'Vendor@123' },
  vendor2: { username: 'vendor2@utsav.in', password: 'Vendor@123' },
  operator: { username: 'admin@utsav.in', password: 'Admin@123', name: 'Utsav Operations' },
  bookedProductId: 1,
  bookedDaysFromSeed: 10,
};

/** Small deterministic PRNG (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hashCache = new Map<string, string>();
function hashOnce(plain: string): string {
  let h = hashCache.get(plain);
  if (!h) {
    h = bcrypt.hashSync(plain, Number(process.env.BCRYPT_ROUNDS ?? 10));
    hashCache.set(plain, h);
  }
  return h;
}

export async function isSeeded(db: Db): Promise<boolean> {
  return data.seededMark(db);
}

export { seedInfo } from '../data/seed-info';

export async function seed(db: Db, today = todayIso()): Promise<void> {
  if (await isSeeded(db)) return;
  const rand = rng(20251225);
  const pick = <T>(arr: readonly T[]): T => arr[Math.floor(rand() * arr.length)]!;
  await db.transaction(async (tx) => {
    // Concurrent starters on PostgreSQL: the second waits here, then sees the seed done.
    if (db.kind === 'postgres') await data.lockSeed(tx);
    if (await data.seededInTransaction(tx)) return;
    const catIds = new Map<string, number>();
    let order = 0;
    for (const c of CATEGORIES) {
      // Category artwork: an illustration of the service, made through the upload pipeline (lib/seed-art).
      catIds.set(c.slug, await data.insertCategory(tx, c.name, seedArtName(c.slug, 1), order++, c.nameHi));
    }
    // Sliders: one per category of the first five.
    for (const [i, c] of CATEGORIES.slice(0, 5).entries()) {
      await data.insertSlider(tx, catIds.get(c.slug)!, seedArtName(c.slug, i % ART_LIGHTS, true), i);
    }
    await data.insertContacts(tx, ['+91 98765 43210', 'support@utsav.in', '+91 22 4000 1234', 'bookings@utsav.in']);
    await data.insertSearchDefaults(tx);

    const customerHash = hashOnce(DEMO.customer.password);
    const userIds: number[] = [];
    for (const c of CUSTOMERS) {
      // Demo accounts count as verified: they sign in and reset passwords without a sign-up code.
      userIds.push(await data.insertVerifiedUser(tx, c.name, c.email, c.phone, customerHash));
    }

    // The demo operator (role 3). A real deployment creates its operators itself (docs/admin.md).
    await data.insertOperator(tx, DEMO.operator.name, DEMO.operator.username, hashOnce(DEMO.operator.password));

    const vendorHash = hashOnce(DEMO.vendor.password);
    const productIds: { id: number; slug: string; vendorIndex: number }[] = [];
    let created = Date.parse(`${today}T09:00:00+05:30`) - 120 * 86400000;
    for (const [vi, [name, email, phone, slug, cityIndex]] of VENDORS.entries()) {
      const city = CITIES[cityIndex]!;
      const geo = lookupPincode(city.pin);
      const cat = CATEGORIES.find((c) => c.slug === slug)!;
      const gstin = VENDOR_GSTINS[email] ?? '';
      const vendorId = await data.insertVerifiedVendor(tx, {
        name,
        email,
        phone,
        passwordHash: vendorHash,
        serviceId: catIds.get(slug)!,
        gstin,
      });
      const templates = SERVICE_TEMPLATES[slug]!;
      const count = vi < 2 ? 6 : 5;
      // A later vendor of the same category starts after the titles the earlier ones took (distinct titles).
      const offset = VENDORS.slice(0, vi).filter((v) => v[3] === slug).length * 6;
      for (let t = 0; t < count; t++) {
        const [title, mrp] = templates[(offset + t) % templates.length]!;
        const discount = pick([0, 0, 5, 10, 10, 15, 20, 25]);
        const gstIncluded: 0 | 1 = rand() < 0.3 ? 1 : 0;
        const cols = priceColumns(mrp, discount, chargeableGstRate(cat.gst, gstin), gstIncluded);
        const hide = (vi * 7 + t) % 9 === 4 ? 1 : 0;
        const travel = pick([0, 10, 15, 20, 25, 30, 40]) * 100;
        const advance = pick([20, 25, 30]);
        const commission = pick([10, 12, 15]);
        const capacity = slug === 'catering' && t === 2 ? 3 : 1;
        created += 3600_000 * 11;
        // No policy in free text: the service page shows the cancellation policy from the code's tiers.
        const desc = `${title} by ${name}, ${city.city}. Trusted by hundreds of families for weddings, birthdays and festivals.`;
        const long = `${desc}\n\nWhat you get:\n- Experienced team and on-time setup\n- Customisation to your theme and budget\n- Travel within ${city.city} (charged per km beyond the venue)`;
        const id = await data.insertSeedProduct(tx, [
          vendorId,
          catIds.get(slug)!,
          title,
          name,
          phone,
          email,
          desc,
          long,
          cols.booking_amt,
          cols.discount_per,
          cols.discount_amt,
          cols.offer_amt,
          cols.gst_per,
          cols.gst_amt,
          cols.gst_include_exclude,
          cols.tax_in_payable,
          cols.payable_amt,
          travel,
          advance,
          commission,
          hide,
          `${10 + t * 7}, ${city.area}`,
          city.city,
          geo?.state ?? '',
          city.pin,
          geo?.lat ?? null,
          geo?.lon ?? null,
          vi === 0 && t === 5 ? 2 : 1,
          capacity,
          new Date(created).toISOString(),
        ]);
        // Three pictures of the category's artwork in its three lights, starting from a different one per service.
        for (let n = 0; n < 3; n++) await data.insertProductImage(tx, id, seedArtName(slug, (id + n) % ART_LIGHTS));
        productIds.push({ id, slug, vendorIndex: vi });
      }
    }

    // Reviews (historical, without bookings) and the product rating as their average: every service has three or
    // four, each by a different seeded customer (not the two demo customers), in the words of its category first
    //. Every third service (product 1 among them) is a top-rated one: only five-star reviews.
    for (const p of productIds) {
      const own = CATEGORY_REVIEWS[p.slug] ?? [];
      const top = p.id % 3 === 1;
      const pool = top ? [...own, ...REVIEW_TEXTS].filter(([rating]) => rating === 5) : [...own, ...REVIEW_TEXTS];
      const n = 3 + Math.floor(rand() * 2);
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const [rating, text] = pool[(p.id + i) % pool.length]!;
        sum += rating;
        await data.insertReview(
          tx,
          userIds[2 + ((p.id + i) % 4)]!,
          p.id,
          rating,
          text,
          new Date(Date.parse(`${today}T12:00:00+05:30`) - (i + 1) * 9 * 86400000).toISOString(),
        );
      }
      await data.setProductRating(tx, p.id, Math.round((sum / n) * 10) / 10);
    }

    // Packages with service groups of active products of that category. Each service's package rate:
    // the demo vendors agreed to 10 % off their own price for package orders, rounded down to the rupee. The
    // package's total is its "from" price, each group's cheapest rate.
    for (const pkg of PACKAGES) {
      const pkgId = await data.insertPackage(tx, {
        name: pkg.name,
        desc: pkg.desc,
        inPackage: pkg.inPackage,
        // No picture of its own: the apps draw the designed default (docs/admin.md "Storefront").
        image: '',
        total: 0,
        advancePer: 20,
        hide: 0,
      });
      for (const [gi, [slug, maxitem, amount]] of pkg.groups.entries()) {
        const groupId = await data.insertPackageGroup(tx, pkgId, catIds.get(slug)!, maxitem, amount * 100, gi);
        await data.fillPackageGroup(
          tx,
          groupId,
          catIds.get(slug)!,
          SEED_PACKAGE_RATE_PERCENT,
          pkg.city ? await comingTo(tx, catIds.get(slug)!, slug, pkg.city, pkgId) : null,
        );
      }
      await refreshPackageFromPrice(tx, pkgId);
    }

    // Calendar: festivals and indicative wedding muhurats for the coming 12 months.
    const end = addDays(today, 365);
    // Each with its Hindi, shown on a Hindi page.
    const hindi = (event: string, extras: string) => ({
      event: CALENDAR_HINDI[event] ?? null,
      extras: CALENDAR_HINDI[extras] ?? null,
    });
    for (const [date, name, type] of FESTIVALS) {
      const extras = type === 'Festival' ? 'High demand for decoration, catering and music' : '';
      if (date >= today && date <= end)
        await data.insertCalendarEvent(tx, date, name, type, extras, hindi(name, extras));
    }
    for (let m = 0; m < 13; m++) {
      const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
      first.setUTCMonth(first.getUTCMonth() + m);
      for (const day of MUHURAT_DAYS[first.getUTCMonth()] ?? []) {
        const date = `${first.toISOString().slice(0, 7)}-${String(day).padStart(2, '0')}`;
        if (date >= today && date <= end)
          await data.insertCalendarEvent(
            tx,
            date,
            'Shubh Vivah Muhurat',
            'Wedding Muhurat',
            'Auspicious wedding date (indicative; confirm with your pandit)',
            hindi('Shubh Vivah Muhurat', 'Auspicious wedding date (indicative; confirm with your pandit)'),
          );
      }
    }

    // Addresses of the demo customers.
    const addr = async (userId: number, name: string, mobile: string, email: string, line: string, pin: string) => {
      const g = lookupPincode(pin)!;
      return data.insertSeedAddress(tx, [
        userId,
        name,
        mobile,
        email,
        line,
        g.city,
        g.state,
        pin,
        'India',
        `${g.place}, ${g.city}, ${g.state}, India`,
        g.lat,
        g.lon,
      ]);
    };
    const [a, b] = [CUSTOMERS[0]!, CUSTOMERS[1]!];
    const aHome = await addr(
      userIds[0]!,
      a.name,
      a.phone,
      a.email,
      'Flat 12B, Sea Breeze Apartments, Carter Road',
      '400050',
    );
    await addr(
      userIds[0]!,
      'Meera Sharma',
      '9876500001',
      'meera.sharma@example.in',
      '45 Prabhat Road, Erandwane',
      '411004',
    );
    const bHome = await addr(userIds[1]!, b.name, b.phone, b.email, 'B-7, Defence Colony', '110024');

    // Existing bookings so account and vendor pages have data, booked when every vendor still served all of India
    // (their radius is set below, after them).
    for (const v of VENDORS) await data.setVendorRadius(tx, v[1], ALL_INDIA_RADIUS_KM);
    const bookedDate = addDays(today, DEMO.bookedDaysFromSeed);
    // Each seeded order is paid a minute after it was placed (the ledger and the invoices follow from that).
    const seedOrder = async (
      input: Omit<Parameters<typeof placeOrder>[1], 'holdMinutes' | 'createdAt'>,
      daysAgo: number,
    ) => {
      const createdAt = new Date(Date.parse(`${today}T10:00:00+05:30`) - daysAgo * 86400000);
      const placed = await placeOrder(tx, {
        ...input,
        createdAt: createdAt.toISOString(),
        holdMinutes: PAYMENT_HOLD_MINUTES,
      });
      await settleSeedOrder(tx, { orderId: placed.OrderId }, input.userId, new Date(createdAt.getTime() + 60_000));
      // the demo history has its receipts and vendor messages (marked delivered below: nothing is sent).
      await enqueuePaymentConfirmed(
        tx,
        `seed_pay_${placed.OrderId}`,
        new Date(createdAt.getTime() + 60_000).toISOString(),
      );
    };
    const on = (bookingDate: string, productIds: number[]) =>
      productIds.map((productId) => ({ productId, bookingDate }));
    await seedOrder(
      {
        userId: userIds[0]!,
        addressId: aHome,
        bookingFor: 'Wedding anniversary',
        gstNo: '',
        paymentType: 'advance',
        items: on(bookedDate, [DEMO.bookedProductId]),
      },
      5,
    );
    await seedOrder(
      {
        userId: userIds[0]!,
        addressId: aHome,
        bookingFor: 'Daughter birthday party',
        gstNo: '',
        paymentType: 'full',
        items: on(addDays(today, 20), [7, 9]),
      },
      3,
    );
    await seedOrder(
      {
        userId: userIds[0]!,
        addressId: aHome,
        bookingFor: 'Griha Pravesh',
        gstNo: '27AAPFU0939F1ZV',
        paymentType: 'full',
        items: on(addDays(today, 1), [4]),
      },
      40,
    );
    await seedOrder(
      {
        userId: userIds[1]!,
        addressId: bHome,
        bookingFor: 'Engagement',
        gstNo: '',
        paymentType: 'advance',
        items: on(addDays(today, 15), [2, 8]),
      },
      2,
    );
    await seedOrder(
      {
        userId: userIds[0]!,
        addressId: aHome,
        bookingFor: 'Diwali get-together',
        gstNo: '',
        paymentType: 'full',
        items: on(addDays(today, -20), [3]),
      },
      30,
    );
    const pkgCreated = new Date(Date.parse(`${today}T10:00:00+05:30`) - 86400000);
    const pkg = await placePackageOrder(tx, {
      userId: userIds[0]!,
      addressId: aHome,
      packageId: 2,
      bookingDate: addDays(today, 30),
      bookingFor: 'Son birthday',
      gstNo: '',
      selection: null,
      holdMinutes: PAYMENT_HOLD_MINUTES,
      createdAt: pkgCreated.toISOString(),
    });
    await settleSeedOrder(
      tx,
      { packageBookingId: pkg.BookingId },
      userIds[0]!,
      new Date(pkgCreated.getTime() + 60_000),
    );
    await data.insertCartItem(tx, userIds[0]!, 3, addDays(today, 12));
    await data.insertTwoEnquiries(tx, [userIds[0]!, 13, a.name, a.phone, a.email, 'Bandra West, Mumbai', 31]);
    await data.insertEnquiry(tx, [userIds[1]!, 14, b.name, b.phone, b.email, 'Defence Colony, Delhi']);

    // Service radius per category, set after the historical orders above (booked before the vendors set
    // one). The demo vendors A and B (the first two) chose to serve all of India: see SERVICE_RADIUS_KM.
    for (const [vi, v] of VENDORS.entries()) {
      await data.setVendorRadius(tx, v[1], vi < 2 ? ALL_INDIA_RADIUS_KM : SERVICE_RADIUS_KM[v[3]]!);
    }

    await data.markSeedMessagesSent(tx);
    await data.insertSeedInfo(tx, [
      'seeded',
      today,
      'booked_date',
      bookedDate,
      'booked_product_id',
      String(DEMO.bookedProductId),
    ]);
  });
  // Everything changed (lib/data-changes): caches of this and other processes start afresh.
  await db.changed(DATA_TOPICS);
}
