/**
 * A package charges what its page showed: with the event's pincode the package page gives each service its package
 * rate and its travel fare there; the checkout's summary for an address in that pincode, the order placed, its
 * stored items, the package invoice and the gateway's charge all come to Σ (rate + travel), to the paisa — over
 * HTTP, as the customer goes (docs/product.md "Event types and service areas").
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { toPaise } from '@utsav/domain/pricing';
import { packageInvoiceFigures } from '@utsav/domain/invoice-figures';
import { placeOfPincode } from '../src/lib/geo';
import { payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';

/** Seed cities' pincodes, where vendors come from other parts of the city (a travel fare > 0). */
const PINCODES = ['400050', '110001', '560034', '302001', '411004', '400706', '122001'];

interface Product {
  id: number;
  title: string;
  avl: number;
  packageRate: number;
  TravelFare: number;
  DistanceInKm: number;
  amount_hide_show: number;
}
interface Group {
  ServiceID: number;
  maxitem: number;
  ProductDetails: Product[];
}

describe('a package charges the travel its page showed', () => {
  let t: TestCtx;
  let A: string;
  const addressOf = new Map<string, number>();
  before(async () => {
    t = await setup();
    A = t.tokens.customerA;
    const userId = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE phone = '9876543210'")).rows[0]!.id;
    for (const pin of PINCODES) {
      const p = placeOfPincode(pin);
      const r = await t.db.query<{ id: number }>(
        `INSERT INTO addresses (user_id, name, mobile, email, address, city, state, zipcode, country, location, lat, lon)
         VALUES ($1, 'Aarav Sharma', '9876543210', 'aarav.sharma@example.in', 'Event venue', $2, $3, $4, 'India', '', $5, $6) RETURNING id`,
        [userId, p.city, p.state, pin, p.lat, p.lon],
      );
      addressOf.set(pin, r.rows[0]!.id);
    }
  });
  after(async () => t.close());

  let day = 30;
  /** The package page for a pincode on a fresh date. */
  const page = async (packageId: number, pin: string) => {
    const date = plusDays(today(), day++);
    const r = await t.call('GET', `/api/PackagesDetails?id=${packageId}&eventDate=${date}&pincode=${pin}`);
    assert.equal(r.status, 200, r.raw);
    return { date, groups: r.body.Payload.PackageItems as Group[], advancePer: r.body.Payload.advance_booking_per };
  };

  /** Every package × pincode where some offered, free service has a travel fare. */
  const withTravel = async () => {
    const packages = (await t.call('GET', '/api/Packages')).body.Payload as { PackageID: number }[];
    const found: { packageId: number; pin: string }[] = [];
    for (const { PackageID } of packages)
      for (const pin of PINCODES) {
        const { groups } = await page(PackageID, pin);
        const bookable = (p: Product) => p.avl === 1 && p.amount_hide_show !== 1;
        if (!groups.some((g) => g.ProductDetails.some((p) => bookable(p) && p.TravelFare > 0))) continue;
        // every group offered here has a free service (else the order is refused for another reason)
        if (groups.some((g) => g.ProductDetails.length > 0 && !g.ProductDetails.some(bookable))) continue;
        found.push({ packageId: PackageID, pin });
      }
    return found;
  };

  /**
   * Chooses one free service per group (`pick` picks among them), orders it through the package cart for an address
   * in `pin`, and checks every figure against the page's Σ (rate + travel). Returns the order.
   */
  const orderAndCheck = async (packageId: number, pin: string, pick: (n: number) => number, key: string) => {
    const { date, groups, advancePer } = await page(packageId, pin);
    const chosen = groups
      .filter((g) => g.ProductDetails.length > 0)
      .map((g) => {
        const free = g.ProductDetails.filter((p) => p.avl === 1 && p.amount_hide_show !== 1);
        return { serviceId: g.ServiceID, p: free[pick(free.length) % free.length]! };
      });
    // What the page showed: each chosen service's package rate and its travel fare to the pincode.
    const shownTotal = chosen.reduce((s, c) => s + toPaise(c.p.packageRate) + toPaise(c.p.TravelFare), 0);
    const shownTravel = chosen.reduce((s, c) => s + toPaise(c.p.TravelFare), 0);
    const shownRates = shownTotal - shownTravel;

    const saved = await t.call('POST', '/api/addPackageTocart', {
      token: A,
      body: {
        packageID: packageId,
        BookingDate: date,
        pincode: pin,
        packageItems: chosen.map((c) => ({ serviceID: c.serviceId, productDetails: [{ Product_ID: c.p.id }] })),
      },
    });
    assert.equal(saved.status, 200, saved.raw);

    // The checkout's summary for the address's pincode.
    const cart = (await t.call('GET', `/api/getPackageTocart?pincode=${pin}`, { token: A })).body.Payload[0];
    assert.equal(toPaise(cart.PackageTotal), shownTotal, 'checkout total = the page: rates + travel');
    assert.equal(toPaise(cart.TravelTotal), shownTravel);
    assert.equal(cart.Pincode, pin);
    const lines = cart.ServiceDetailsJson.flatMap((s: { ProductDetailsJson: unknown[] }) => s.ProductDetailsJson) as {
      Product_ID: number;
      TravelFare: number;
      packageRate: number;
    }[];
    for (const c of chosen) {
      const line = lines.find((l) => l.Product_ID === c.p.id);
      assert.ok(line, `${c.p.title} in the checkout`);
      assert.equal(line.TravelFare, c.p.TravelFare, `${c.p.title}: the page's fare`);
    }
    // The advance is of the rates; travel is paid with the balance (as a service booked alone).
    if (advancePer > 0) assert.equal(toPaise(cart.advance_booking_amount), Math.round((shownRates * advancePer) / 100));

    const order = await t.call('POST', '/api/packageBooking', {
      token: A,
      headers: { 'idempotency-key': key },
      body: { Bookingfor: 'Family event', bookingAddressId: addressOf.get(pin), gst_no: '' },
    });
    assert.equal(order.status, 200, order.raw);
    const id = order.body.Payload.BookingId as number;

    const stored = await t.db.query<{
      product_id: number;
      share_amt: string;
      travel_amt: string;
      commission_amt: string;
    }>(
      'SELECT product_id, share_amt, travel_amt, commission_amt FROM package_booking_items WHERE package_booking_id = $1',
      [id],
    );
    const k = (
      await t.db.query<{ package_total: string; advance_amt: string }>(
        'SELECT package_total, advance_amt FROM package_bookings WHERE id = $1',
        [id],
      )
    ).rows[0]!;
    assert.equal(Number(k.package_total), shownTotal, 'the order stores the total the page showed');
    assert.equal(
      stored.rows.reduce((s, r) => s + Number(r.share_amt), 0),
      shownTotal,
      'the parts add up to the total',
    );
    for (const c of chosen) {
      const row = stored.rows.find((r) => r.product_id === c.p.id)!;
      assert.equal(Number(row.travel_amt), toPaise(c.p.TravelFare), `${c.p.title}: travel stored`);
      assert.equal(Number(row.share_amt), toPaise(c.p.packageRate) + toPaise(c.p.TravelFare));
    }
    assert.equal(Number(k.advance_amt), toPaise(cart.advance_booking_amount));

    // The order's page and its invoice: the same total, each part with its travel.
    const detail = (await t.call('GET', `/api/GetPackageBookingDetails/${id}`, { token: A })).body.Payload;
    assert.equal(toPaise(detail.PackageTotal), shownTotal);
    const products = detail.Services.flatMap((s: { Products: unknown[] }) => s.Products) as {
      Product_ID: number;
      PayableAmt: number;
      TravelAmt: number;
    }[];
    for (const c of chosen)
      assert.equal(products.find((p) => p.Product_ID === c.p.id)!.TravelAmt, c.p.TravelFare, 'invoice travel');
    const figures = packageInvoiceFigures(detail);
    assert.equal(toPaise(figures.totals.total), shownTotal, 'the invoice totals the page');
    assert.equal(
      toPaise(figures.totals.taxable) + toPaise(figures.totals.gst),
      shownTotal,
      'taxable + GST = total, to the paisa',
    );
    return { id, orderId: detail.OrderId as string, total: shownTotal };
  };

  it('a package with travel: the page, the checkout, the order, its invoice and the charge are the same rupees', async () => {
    const found = await withTravel();
    assert.ok(found.length > 0, 'some seeded package has a service with a travel fare at some seed pincode');
    const { packageId, pin } = found[0]!;
    const { id, orderId, total } = await orderAndCheck(packageId, pin, () => 0, 'travel-first');
    assert.ok(total > 0);

    // The gateway is asked for that total (paid in full), and the invoice's payments say it.
    await payThroughGateway(t, A, { OrderId: orderId });
    const pay = await t.db.query<{ amount: string }>(
      `SELECT p.amount FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id
       WHERE o.package_booking_id = $1 AND p.status = 'captured'`,
      [id],
    );
    assert.equal(pay.rows.length, 1);
    assert.equal(Number(pay.rows[0]!.amount), total, 'charged = the total the page showed');
    const detail = (await t.call('GET', `/api/GetPackageBookingDetails/${id}`, { token: A })).body.Payload;
    assert.equal(detail.BookingState, 'confirmed');
    assert.equal(toPaise(detail.PaidAmt), total);
    assert.equal(toPaise(packageInvoiceFigures(detail).money.balance), 0);
  });

  it('any choice of services, at any pincode with travel: checkout = order = invoice = Σ (rate + travel) (property)', async () => {
    const found = await withTravel();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...found),
        fc.array(fc.nat(50), { minLength: 12, maxLength: 12 }),
        async ({ packageId, pin }, picks) => {
          let i = 0;
          await orderAndCheck(packageId, pin, () => picks[i++ % picks.length]!, `travel-prop-${n++}`);
        },
      ),
      { numRuns: 6, seed: 4949 },
    );
  });

  it('without a pincode the package cart carries no travel (it is not yet known)', async () => {
    const [{ packageId, pin }] = await withTravel();
    const { date, groups } = await page(packageId!, pin!);
    const g = groups.find((x) => x.ProductDetails.some((p) => p.avl === 1))!;
    const p = g.ProductDetails.find((x) => x.avl === 1)!;
    const saved = await t.call('POST', '/api/addPackageTocart', {
      token: A,
      body: {
        packageID: packageId,
        BookingDate: date,
        packageItems: [{ serviceID: g.ServiceID, productDetails: [{ Product_ID: p.id }] }],
      },
    });
    assert.equal(saved.status, 200, saved.raw);
    const cart = (await t.call('GET', '/api/getPackageTocart', { token: A })).body.Payload[0];
    assert.equal(cart.TravelTotal, 0);
    assert.equal(cart.Pincode, '');
  });
});
