import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setup, plusDays, today, type TestCtx } from './helpers';

// Everything sits in one describe so the file can run alone or inside test/all.test.ts (one process, one database).
describe('isolation', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  type Access = 'public' | 'customer' | 'vendor';
  const D = plusDays(today(), 30);
  const ENDPOINTS: [string, string, Access, object?][] = [
    ['GET', '/api/allServices', 'public'],
    ['GET', '/api/getcontact', 'public'],
    ['GET', '/api/Commondashboard', 'public'],
    ['GET', '/api/Search?searchTerm=decor', 'public'],
    ['GET', '/api/AllProduct/', 'public'],
    ['GET', '/api/AllProduct/offer/1', 'public'],
    ['GET', '/api/ProductDetails/1', 'public'],
    ['GET', '/api/getreview/1', 'public'],
    ['GET', `/api/CheckAvailability?productId=1&bookingDate=${D}`, 'public'],
    ['GET', '/api/allServicableCity', 'public'],
    ['GET', '/api/Packages', 'public'],
    ['GET', `/api/PackagesDetails?id=1&eventDate=${D}`, 'public'],
    ['GET', '/api/Calendar/getCalendar', 'public'],
    ['GET', '/api/geo/pincode/400050', 'public'],
    ['GET', '/api/health', 'public'],
    ['POST', '/api/AddEnquiry', 'public', {}],
    ['POST', '/api/UserLogin', 'public', {}],
    ['POST', '/api/UserRegister', 'public', {}],
    ['POST', '/api/vendorRegister', 'public', {}],
    ['POST', '/api/vendor/login', 'public', {}],
    ['GET', '/api/userDetails', 'customer'],
    ['POST', '/api/update-profile', 'customer', {}],
    ['POST', '/api/change-password', 'customer', {}],
    ['GET', '/api/getCart', 'customer'],
    ['POST', '/api/AddToCart', 'customer', {}],
    ['GET', '/api/DeleteCart?CartId=999', 'customer'],
    ['GET', `/api/checkCartAvailability?bookingDate=${D}`, 'customer'],
    ['GET', '/api/GetBookingAddressList', 'customer'],
    ['GET', '/api/ServiceReach?productIds=1', 'customer'],
    ['POST', '/api/AddBookingAddress', 'customer', {}],
    ['POST', '/api/UpdateBookingAddress', 'customer', {}],
    ['GET', '/api/deleteAddress?id=999', 'customer'],
    ['POST', '/api/EventBooking', 'customer', {}],
    ['POST', '/api/add-review', 'customer', {}],
    ['GET', '/api/getEnquiry', 'customer'],
    ['GET', '/api/GetMyBookings', 'customer'],
    ['GET', '/api/GetPackageOrders', 'customer'],
    ['GET', '/api/GetOrderDetail?bookingId=999', 'customer'],
    ['GET', '/api/GetPackageBookingDetails/999', 'customer'],
    ['POST', '/api/addPackageTocart', 'customer', {}],
    ['GET', '/api/getPackageTocart', 'customer'],
    ['POST', '/api/packageBooking', 'customer', {}],
    ['GET', '/api/vendor/profile', 'vendor'],
    ['GET', '/api/vendor/dashboard', 'vendor'],
    ['GET', '/api/vendor/getBooking', 'vendor'],
    ['GET', '/api/vendor/OrderDetails/999', 'vendor'],
    ['GET', '/api/vendor/products', 'vendor'],
    ['GET', '/api/vendor/getBookingsByProduct/all', 'vendor'],
    ['GET', '/api/vendor/getBookingsByProductDetails/999/999', 'vendor'],
    ['GET', '/api/vendor/ProductDetails/999', 'vendor'],
    ['POST', '/api/vendor/AddProduct', 'vendor', {}],
    ['POST', '/api/vendor/UpdateService', 'vendor', {}],
    ['GET', '/api/Vendor/ProductImages/999', 'vendor'],
    ['POST', '/api/uploadMultipleImages', 'vendor', {}],
    ['GET', '/api/vendor/delete-image?id=999&pid=999', 'vendor'],
    ['POST', '/api/vendor/change-password', 'vendor', {}],
  ];

  describe('role × endpoint matrix (visitor, customer A, customer B, vendor A, vendor B)', () => {
    it('every endpoint answers each role as its access rule says, never with a 5xx', async () => {
      const roles = {
        visitor: null,
        customerA: t.tokens.customerA,
        customerB: t.tokens.customerB,
        vendorA: t.tokens.vendorA,
        vendorB: t.tokens.vendorB,
      };
      const problems: string[] = [];
      for (const [method, url, access, body] of ENDPOINTS) {
        for (const [role, token] of Object.entries(roles)) {
          const r = await t.call(method, url, { token, body });
          const isCustomer = role.startsWith('customer');
          const isVendor = role.startsWith('vendor');
          let expected: number | 'ok';
          if (access === 'public') expected = 'ok';
          else if (access === 'customer') expected = isCustomer ? 'ok' : isVendor ? 403 : 401;
          else expected = isVendor ? 'ok' : isCustomer ? 403 : 401;
          const good =
            expected === 'ok' ? r.status < 500 && r.status !== 401 && r.status !== 403 : r.status === expected;
          if (!good)
            problems.push(`${method} ${url} as ${role}: ${r.status} (expected ${expected}) ${r.raw.slice(0, 120)}`);
          if (r.status >= 400) {
            const env = r.body as Record<string, unknown>;
            if (typeof env !== 'object' || !('Status' in env) || !(env.Message || env.message))
              problems.push(`${method} ${url} as ${role}: no envelope ${r.raw.slice(0, 80)}`);
          }
        }
      }
      assert.deepEqual(problems, []);
    });
  });

  describe('customer B cannot read or change customer A rows (404, no leak, no write)', () => {
    it('lists hold only own rows', async () => {
      const B = t.tokens.customerB;
      const bookings = (await t.call('GET', '/api/GetMyBookings', { token: B })).body.Payload.map(
        (b: { BookingId: number }) => b.BookingId,
      );
      assert.deepEqual(bookings.sort(), [5, 6]);
      assert.deepEqual(
        (await t.call('GET', '/api/GetBookingAddressList', { token: B })).body.Payload.map((a: { Id: number }) => a.Id),
        [3],
      );
      assert.equal((await t.call('GET', '/api/getCart', { token: B })).body.Payload.TotalItems, 0);
      assert.deepEqual((await t.call('GET', '/api/GetPackageOrders', { token: B })).body.Payload, []);
      assert.ok(
        (await t.call('GET', '/api/getEnquiry', { token: B })).body.Payload.every(
          (e: { Mobile: string }) => e.Mobile === '9876543211',
        ),
      );
      assert.equal((await t.call('GET', '/api/userDetails', { token: B })).body.Payload.Phone, '9876543211');
    });

    it("A's ids answer 404 to B and stay unchanged", async () => {
      const B = t.tokens.customerB;
      // A valid address (pincode, city and state agree), so only ownership can refuse it.
      const address = {
        id: 1,
        name: 'Hacker',
        mobile: '9000000000',
        email: 'h@x.in',
        address: 'x',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipcode: '400050',
      };
      const attempts: [string, string, object?][] = [
        ['GET', '/api/GetOrderDetail?bookingId=1'],
        ['GET', '/api/GetOrderDetail?bookingId=BK000001'],
        ['GET', '/api/GetPackageBookingDetails/1'],
        ['GET', '/api/DeleteCart?CartId=1'],
        ['GET', '/api/deleteAddress?id=1'],
        ['POST', '/api/UpdateBookingAddress', address],
        ['GET', `/api/checkCartAvailability?bookingDate=${D}&addressId=1`],
      ];
      for (const [m, u, body] of attempts) {
        const r = await t.call(m, u, { token: B, body });
        assert.equal(r.status, u.startsWith('/api/checkCartAvailability') ? 404 : 404, `${m} ${u}`);
        assert.ok(!r.raw.includes('Aarav'), `${m} ${u} leaks`);
      }
      // B booking at A's address
      await t.call('POST', '/api/AddToCart', { token: B, body: { productId: 13, bookingDate: D } });
      const book = await t.call('POST', '/api/EventBooking', {
        token: B,
        body: { bookingAddressId: 1, Bookingfor: 'x', bookingDate: D, PaymentType: 'full' },
      });
      assert.equal(book.status, 404);
      // Nothing of A changed.
      const A = t.tokens.customerA;
      assert.equal((await t.call('GET', '/api/getCart', { token: A })).body.Payload.TotalItems, 1);
      const addr = (await t.call('GET', '/api/GetBookingAddressList', { token: A })).body.Payload.find(
        (a: { Id: number }) => a.Id === 1,
      );
      assert.equal(addr.Name, 'Aarav Sharma');
      assert.equal((await t.call('GET', '/api/GetOrderDetail?bookingId=1', { token: A })).status, 200);
      // B cannot review A's bookings (B never booked product 1).
      assert.equal(
        (await t.call('POST', '/api/add-review', { token: B, body: { pid: 1, rating: 5, reviewDes: 'x' } })).status,
        403,
      );
    });
  });

  describe('vendor B cannot read or change vendor A rows', () => {
    it('lists hold only own rows', async () => {
      const VB = t.tokens.vendorB;
      const rows = (await t.call('GET', '/api/vendor/getBooking', { token: VB })).body.Payload;
      assert.deepEqual(rows.map((b: { BookingId: number }) => b.BookingId).sort(), [2, 3, 6]);
      assert.ok(rows.every((b: { Product_ID: number }) => b.Product_ID >= 7 && b.Product_ID <= 12));
      const products = (await t.call('GET', '/api/vendor/products', { token: VB })).body.Payload.map(
        (p: { Id: number }) => p.Id,
      );
      assert.deepEqual(
        products.sort((a: number, b: number) => a - b),
        [7, 8, 9, 10, 11, 12],
      );
      assert.equal((await t.call('GET', '/api/vendor/dashboard', { token: VB })).body.Payload.BookingCount, 3);
    });

    it("A's ids answer 404 to B and stay unchanged", async () => {
      const VB = t.tokens.vendorB;
      for (const u of [
        '/api/vendor/OrderDetails/1',
        '/api/vendor/OrderDetails/BK000001',
        '/api/vendor/ProductDetails/1',
        '/api/Vendor/ProductImages/1',
        '/api/vendor/getBookingsByProduct/1',
        '/api/vendor/getBookingsByProductDetails/1/1',
        '/api/vendor/delete-image?id=1&pid=1',
      ]) {
        const r = await t.call('GET', u, { token: VB });
        assert.equal(r.status, 404, u);
      }
      assert.equal(
        (await t.call('GET', '/api/Vendor/ProductImages/1', { token: t.tokens.vendorA })).body.Payload.Images.length,
        3,
      );
      assert.equal(
        (await t.call('GET', '/api/ProductDetails/1')).body.Payload.Products[0].title,
        'Marigold Mandap Decoration',
      );
    });
  });
});
