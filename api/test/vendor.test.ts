import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { JPEG, PNG, WEBP, multipart, setup, type TestCtx } from './helpers';

// Everything sits in one describe so the file can run alone or inside test/all.test.ts (one process, one database).
describe('vendor flows', () => {
  let t: TestCtx;
  let V: string;
  before(async () => {
    t = await setup();
    V = t.tokens.vendorA;
  });
  after(async () => t.close());

  const form = {
    serviceId: 1,
    name: 'Rangoli Floor Art',
    operatorName: 'Shubh Decorators',
    mobile: '9820000001',
    email: 'vendor@utsav.in',
    shortDes: 'Colourful rangoli for festivals',
    longDes: 'Long text',
    bookingAmt: '10000',
    travelcharge: '12.5',
    gst: '18',
    gst_include_exclude: '0',
    discount: '10',
    amount_hide_show: '0',
    discountAmt: 1,
    offerAmt: 1,
    gstAmt: 1,
    gstAmtWithMrp: 1,
    payAmt: 1,
    address: 'Hill Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pin: '400050',
  };
  const upload = (url: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1], token = V) =>
    multipart(fields, files).then(({ payload, headers }) => t.call('POST', url, { token, payload, headers }));
  const uploads = () => readdirSync(t.uploadDir);
  const rowCount = async (sql: string) => (await t.db.query<{ n: number }>(sql)).rows[0]!.n;

  describe('vendor account and figures', () => {
    it('profile', async () => {
      const r = await t.call('GET', '/api/vendor/profile', { token: V });
      assert.deepEqual(
        { ...r.body.Payload },
        {
          role: 2,
          Id: 1,
          Name: 'Shubh Decorators',
          Email: 'vendor@utsav.in',
          Phone: '9820000001',
          ServiceId: 1,
          ServiceName: 'Decoration',
          AccountStatus: 'approved',
          StatusReason: '',
          Gstin: '27AAKFS4821L1ZS',
        },
      );
    });

    it('dashboard figures match the bookings', async () => {
      const r = await t.call('GET', '/api/vendor/dashboard', { token: V });
      const d = r.body.Payload;
      for (const k of [
        'ProductCount',
        'BookingCount',
        'CompleteBookingCount',
        'TotalBookingAmount',
        'TotalAdminCharges',
        'TotalAdvanceBookingAmount',
        'TotalReceivableAmount',
        'TotalBookingByPackage',
        'TotalBookingByPackageAmount',
      ])
        assert.equal(typeof d[k], 'number', k);
      assert.equal(d.ProductCount, 6);
      assert.equal(d.BookingCount, 4); // products 1, 4, 3 (past) for A and 2 for B
      assert.equal(d.CompleteBookingCount, 1); // the past one
      // Money figures come from the ledger: what the seeded payments actually collected (advances for the advance
      // bookings, the whole bill for the others), the commission on that share, nothing for unpaid balances.
      const rows = (
        await t.db.query<{
          billing_amt: number;
          advance_amt: number;
          paid_amt: number;
          admin_commission_amt: number;
          payment_type: string;
        }>(
          'SELECT billing_amt, advance_amt, paid_amt, admin_commission_amt, payment_type FROM bookings WHERE vendor_id = 1',
        )
      ).rows;
      const paid = rows.reduce((s, b) => s + b.paid_amt, 0);
      assert.equal(
        paid,
        rows.reduce((s, b) => s + (b.payment_type === 'advance' ? b.advance_amt : b.billing_amt), 0),
      );
      const commission = rows.reduce(
        (s, b) => s + Math.round((b.admin_commission_amt * b.paid_amt) / b.billing_amt),
        0,
      );
      assert.ok(paid < rows.reduce((s, b) => s + b.billing_amt, 0), 'unpaid balances are not counted');
      // The vendor's parts of paid package orders count too: the seeded one was paid in full, so each
      // item collected its package rate and was charged its commission.
      const items = (
        await t.db.query<{ share_amt: number; commission_amt: number }>(
          `SELECT i.share_amt::float8 AS share_amt, i.commission_amt::float8 AS commission_amt FROM package_booking_items i JOIN package_bookings k ON k.id = i.package_booking_id
       WHERE i.vendor_id = 1 AND k.booking_state = 'confirmed' AND k.paid_amt = k.package_total`,
        )
      ).rows;
      assert.ok(items.length >= 1);
      const pkgPaid = items.reduce((s, i) => s + i.share_amt, 0);
      const pkgCommission = items.reduce((s, i) => s + i.commission_amt, 0);
      assert.ok(pkgCommission > 0);
      assert.equal(d.TotalBookingAmount, (paid + pkgPaid) / 100);
      assert.equal(d.TotalAdminCharges, (commission + pkgCommission) / 100);
      assert.equal(
        d.TotalAdvanceBookingAmount,
        rows.filter((b) => b.payment_type === 'advance').reduce((s, b) => s + b.advance_amt, 0) / 100,
      );
      // What the law makes the marketplace withhold (GST on commission, TCS, TDS: docs/payments.md) is not receivable;
      // its lines are signed like the money they follow (negative: taken from the vendor's share).
      const withheld = Number(
        (
          await t.db.query<{ w: string }>(
            'SELECT coalesce(sum(amount), 0) AS w FROM vendor_withheld WHERE vendor_id = 1',
          )
        ).rows[0]!.w,
      );
      assert.equal(d.TotalReceivableAmount, (paid + pkgPaid - commission - pkgCommission + withheld) / 100);
      const ledger = (await t.call('GET', '/api/vendor/ledger', { token: V })).body.Payload as {
        Bookings: {
          Kind: string;
          BookingNo: string;
          Collected: number;
          Commission: number;
          NetReceivable: number;
          Withheld: number;
        }[];
      };
      const pkgRows = ledger.Bookings.filter((b) => b.Kind === 'package');
      assert.equal(pkgRows.length, items.length, 'the ledger lists each package part');
      assert.equal(
        Math.round(pkgRows.reduce((s, b) => s + b.NetReceivable + b.Withheld, 0) * 100),
        pkgPaid - pkgCommission,
        'each vendor is owed its rates less commission (and less what the law withholds)',
      );
      assert.ok(pkgRows.every((b) => /^PK\d{6}$/.test(b.BookingNo)));
      assert.equal(d.TotalRefundedAmount, 0);
      assert.equal(d.TotalBookingByPackage, 1); // Birthday Bash decoration item (product 1)
      assert.ok(d.TotalBookingByPackageAmount > 0);
    });

    it('bookings: list of own rows and invoice detail', async () => {
      const r = await t.call('GET', '/api/vendor/getBooking', { token: V });
      assert.equal(r.body.Payload.length, 4);
      const row = r.body.Payload[0];
      for (const k of [
        'Booking_No',
        'Order_Id',
        'BillNo',
        'Title',
        'Booking_For',
        'TotalBookingAmt',
        'Payment_type',
        'CreateDate',
        'Booking_On_Date',
      ])
        assert.ok(k in row, k);
      const products = new Set(r.body.Payload.map((b: { Product_ID: number }) => b.Product_ID));
      assert.deepEqual([...products].sort(), [1, 2, 3, 4]);
      const d = await t.call('GET', `/api/vendor/OrderDetails/${row.BookingId}`, { token: V });
      for (const k of [
        'Name',
        'Mobile',
        'Email',
        'Address',
        'City',
        'State',
        'Pin',
        'BookingAmt',
        'Discount',
        'DiscountAmt',
        'OfferAmt',
        'Gst',
        'GstWithMrp',
        'admin_commision_per',
        'admin_commision_amount',
        'travelCharges',
        'TotalBilling',
      ])
        assert.ok(k in d.body.Payload, k);
      const p = d.body.Payload;
      assert.equal(
        Math.round(p.TotalBilling * 100),
        Math.round((p.travelCharges + p.GstWithMrp - p.admin_commision_amount) * 100),
      );
      assert.equal(
        (await t.call('GET', `/api/vendor/OrderDetails/${row.Booking_No}`, { token: V })).body.Payload.BookingId,
        row.BookingId,
      );
      assert.equal((await t.call('GET', '/api/vendor/OrderDetails/2', { token: V })).status, 404, "vendor B's booking");
      assert.equal((await t.call('GET', '/api/vendor/OrderDetails/abc', { token: V })).status, 404);
    });

    it('services list with status; package bookings by service', async () => {
      const r = await t.call('GET', '/api/vendor/products', { token: V });
      assert.equal(r.body.Payload.length, 6);
      for (const k of ['Id', 'Title', 'Operator_Name', 'PayableAmt', 'Status', 'CreateDate'])
        assert.ok(k in r.body.Payload[0], k);
      assert.equal(r.body.Payload.find((p: { Id: number }) => p.Id === 6).Status, 2);
      // The seeded birthday package order holds one of vendor A's services that suits a birthday.
      const mine = (
        await t.db.query<{ product_id: number }>(
          'SELECT product_id FROM package_booking_items WHERE vendor_id = 1 ORDER BY id LIMIT 1',
        )
      ).rows[0]!.product_id;
      assert.notEqual(mine, 2);
      const pk = await t.call('GET', `/api/vendor/getBookingsByProduct/${mine}`, { token: V });
      assert.equal(pk.body.Payload.length, 1);
      const row = pk.body.Payload[0];
      for (const k of [
        'BookingId',
        'ProductTitle',
        'BookingFor',
        'OnBehalfName',
        'PayableAmt',
        'CreateOn',
        'BookOn',
        'Product_ID',
      ])
        assert.ok(k in row, k);
      assert.equal((await t.call('GET', '/api/vendor/getBookingsByProduct/all', { token: V })).body.Payload.length, 1);
      assert.deepEqual((await t.call('GET', '/api/vendor/getBookingsByProduct/2', { token: V })).body.Payload, []);
      const d = await t.call('GET', `/api/vendor/getBookingsByProductDetails/${row.BookingId}/${mine}`, {
        token: V,
      });
      for (const k of ['OnBehalfMobile', 'PackageName', 'BookingDate', 'Address', 'City', 'State', 'Pin'])
        assert.ok(k in d.body.Payload, k);
      assert.equal(
        (await t.call('GET', `/api/vendor/getBookingsByProductDetails/${row.BookingId}/2`, { token: V })).status,
        404,
      );
      assert.equal(
        (await t.call('GET', '/api/vendor/getBookingsByProduct/7', { token: V })).status,
        404,
        "vendor B's service",
      );
    });

    it('service form read', async () => {
      const r = await t.call('GET', '/api/vendor/ProductDetails/1', { token: V });
      const p = r.body.Payload;
      for (const k of [
        'id',
        'serviceId',
        'name',
        'mobile',
        'email',
        'operatorName',
        'shortDes',
        'longDes',
        'bookingAmt',
        'travelcharge',
        'gst',
        'gst_include_exclude',
        'gstAmt',
        'gstAmtWithMrp',
        'discount',
        'discountAmt',
        'offerAmt',
        'payAmt',
        'amount_hide_show',
        'address',
        'city',
        'state',
        'pin',
        'lat',
        'lon',
        'Status',
        'images',
      ])
        assert.ok(k in p, k);
      assert.equal(p.images.length, 3);
      assert.equal((await t.call('GET', '/api/vendor/ProductDetails/7', { token: V })).status, 404);
    });

    it('change password', async () => {
      const bad = await t.call('POST', '/api/vendor/change-password', {
        token: V,
        body: { uid: 1, oldPassword: 'x', newPassword: 'A@12345', confirmPassword: 'A@12345' },
      });
      assert.equal(bad.status, 400);
      const mismatch = await t.call('POST', '/api/vendor/change-password', {
        token: V,
        body: { uid: 1, oldPassword: 'Vendor@123', newPassword: 'A@12345', confirmPassword: 'B' },
      });
      assert.equal(mismatch.body.Message, 'New password and confirm password do not match');
      const ok = await t.call('POST', '/api/vendor/change-password', {
        token: V,
        body: { uid: 1, oldPassword: 'Vendor@123', newPassword: 'A@12345', confirmPassword: 'A@12345' },
      });
      assert.equal(ok.status, 200);
      assert.equal(
        (await t.call('POST', '/api/vendor/login', { body: { username: 'vendor@utsav.in', password: 'A@12345' } }))
          .status,
        200,
      );
      // The change ended V's earlier tokens; the reply carries the new session.
      const back = await t.call('POST', '/api/vendor/change-password', {
        token: ok.body.Payload.token,
        body: { oldPassword: 'A@12345', newPassword: 'Vendor@123', confirmPassword: 'Vendor@123' },
      });
      assert.equal(back.status, 200);
      V = t.tokens.vendorA = back.body.Payload.token;
    });
  });

  describe('services and uploads', () => {
    let newId = 0;

    it('AddProduct: stores the service with server-computed prices and the images', async () => {
      const r = await upload('/api/vendor/AddProduct', { productJson: JSON.stringify(form) }, [
        { name: 'a.png', type: 'image/png', data: PNG },
        { name: 'b.jpg', type: 'image/jpeg', data: JPEG },
        { name: 'c.webp', type: 'image/webp', data: WEBP },
      ]);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      newId = r.body.Payload.ServiceId;
      assert.ok(newId > 0);
      const p = (await t.call('GET', `/api/vendor/ProductDetails/${newId}`, { token: V })).body.Payload;
      // ₹10,000, 10 % off → 9,000; GST 18 % exclusive → 1,620; payable 10,620 (client figures ignored).
      assert.equal(p.discountAmt, 1000);
      assert.equal(p.offerAmt, 9000);
      assert.equal(p.gstAmt, 1620);
      assert.equal(p.payAmt, 10620);
      assert.equal(p.travelcharge, 12.5);
      assert.equal(p.Status, 1);
      assert.ok(Math.abs(p.lat - 18.98) < 0.1, 'coordinates from the pincode');
      assert.equal(p.images.length, 3);
      // Every upload is re-encoded as WebP, stored with its 960 and 480 px variants.
      assert.deepEqual(
        p.images.map((i: { doc: string }) => i.doc.split('.').pop()),
        ['webp', 'webp', 'webp'],
      );
      assert.equal(uploads().length, 9);
      const img = await t.call('GET', `/images/product/${p.images[0].doc}`);
      assert.equal(img.status, 200);
      assert.equal(img.headers['content-type'], 'image/webp');
      assert.equal(
        (await t.call('GET', `/images/uploads/${p.images[1].doc.replace('.webp', '-480w.webp')}`)).headers[
          'content-type'
        ],
        'image/webp',
      );
      const listed = await t.call('GET', '/api/AllProduct/1');
      assert.ok(
        listed.body.Payload.some((x: { id: number }) => x.id === newId),
        'the new service is public',
      );
    });

    it('AddProduct refuses: no images, non-image content, oversize, too many, bad JSON, invalid form — nothing stored', async () => {
      const before = uploads().length;
      const products = await rowCount('SELECT count(*)::int AS n FROM products');
      const images = await rowCount('SELECT count(*)::int AS n FROM product_images');
      const noImg = await upload('/api/vendor/AddProduct', { productJson: JSON.stringify(form) }, []);
      assert.equal(noImg.status, 400);
      assert.equal(noImg.body.Message, 'Please select at least one image');
      const fake = await upload('/api/vendor/AddProduct', { productJson: JSON.stringify(form) }, [
        { name: 'ok.png', type: 'image/png', data: PNG },
        { name: 'evil.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
      ]);
      assert.equal(fake.status, 400);
      assert.match(fake.body.Message, /not an image/);
      // A PNG signature followed by anything but a decodable image (a polyglot's script, a truncated file) is refused.
      const truncated = await upload('/api/vendor/AddProduct', { productJson: JSON.stringify(form) }, [
        {
          name: 'cut.png',
          type: 'image/png',
          data: Buffer.concat([PNG.subarray(0, 40), Buffer.from('<script>alert(1)</script>')]),
        },
      ]);
      assert.equal(truncated.status, 400);
      assert.match(truncated.body.Message, /cut\.png is not an image/);
      const html = await upload('/api/vendor/AddProduct', { productJson: JSON.stringify(form) }, [
        { name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      ]);
      assert.equal(html.status, 400, 'SVG uploads are refused');
      const big = await upload('/api/vendor/AddProduct', { productJson: JSON.stringify(form) }, [
        { name: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
      ]);
      assert.equal(big.status, 413);
      assert.equal(big.body.Message, 'Each image must be at most 5 MB');
      const many = await upload(
        '/api/vendor/AddProduct',
        { productJson: JSON.stringify(form) },
        Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', data: PNG })),
      );
      assert.equal(many.status, 413);
      assert.equal(many.body.Message, 'You can upload at most 10 images at a time');
      const badJson = await upload('/api/vendor/AddProduct', { productJson: '{oops' }, [
        { name: 'a.png', type: 'image/png', data: PNG },
      ]);
      assert.equal(badJson.status, 400);
      const invalid = await upload(
        '/api/vendor/AddProduct',
        { productJson: JSON.stringify({ ...form, pin: '4000' }) },
        [{ name: 'a.png', type: 'image/png', data: PNG }],
      );
      assert.equal(invalid.body.Message, 'Pin code must be 6 digits');
      const notMultipart = await t.call('POST', '/api/vendor/AddProduct', { token: V, body: form });
      assert.equal(notMultipart.status, 400);
      assert.equal(uploads().length, before, 'no file stored');
      assert.equal(await rowCount('SELECT count(*)::int AS n FROM products'), products);
      assert.equal(await rowCount('SELECT count(*)::int AS n FROM product_images'), images);
    });

    it('UpdateService: own services only; status and prices change', async () => {
      const r = await upload(
        '/api/vendor/UpdateService',
        {
          productJson: JSON.stringify({
            ...form,
            id: newId,
            bookingAmt: 20000,
            discount: 0,
            gst_include_exclude: 1,
            Status: 2,
          }),
        },
        [],
      );
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.Payload.ServiceId, newId);
      const p = (await t.call('GET', `/api/vendor/ProductDetails/${newId}`, { token: V })).body.Payload;
      assert.equal(p.payAmt, 20000);
      assert.equal(p.Status, 2);
      assert.equal((await t.call('GET', `/api/ProductDetails/${newId}`)).status, 404, 'inactive is not public');
      const withImage = await upload(
        '/api/vendor/UpdateService',
        { productJson: JSON.stringify({ ...form, id: newId, Status: 1 }) },
        [{ name: 'd.png', type: 'image/png', data: PNG }],
      );
      assert.equal(withImage.status, 200);
      assert.equal(
        (await t.call('GET', `/api/Vendor/ProductImages/${newId}`, { token: V })).body.Payload.Images.length,
        4,
      );
      const foreign = await upload(
        '/api/vendor/UpdateService',
        { productJson: JSON.stringify({ ...form, id: 7 }) },
        [],
      );
      assert.equal(foreign.status, 404);
      const noId = await upload('/api/vendor/UpdateService', { productJson: JSON.stringify(form) }, []);
      assert.equal(noId.status, 404);
    });

    it('images: list, upload more, delete (file removed), ownership', async () => {
      const list = await t.call('GET', `/api/Vendor/ProductImages/${newId}`, { token: V });
      assert.equal(list.body.Payload.Images.length, 4);
      assert.deepEqual(Object.keys(list.body.Payload.Images[0]).sort(), ['doc', 'id', 'pid']);
      assert.equal(
        (await t.call('GET', `/api/vendor/ProductImages/${newId}`, { token: V })).status,
        200,
        'lowercase path',
      );
      const more = await upload('/api/uploadMultipleImages', { pid: String(newId), service_id: '1' }, [
        { name: 'e.jpg', type: 'image/jpeg', data: JPEG },
      ]);
      assert.equal(more.status, 200);
      assert.equal(more.body.Payload.Images.length, 5);
      const bad = await upload('/api/uploadMultipleImages', { pid: String(newId), service_id: '1' }, [
        { name: 'e.txt', type: 'text/plain', data: Buffer.from('hello world, not an image') },
      ]);
      assert.equal(bad.status, 400);
      const none = await upload('/api/uploadMultipleImages', { pid: String(newId), service_id: '1' }, []);
      assert.equal(none.body.Message, 'Please select at least one image');
      const foreign = await upload('/api/uploadMultipleImages', { pid: '7', service_id: '2' }, [
        { name: 'e.jpg', type: 'image/jpeg', data: JPEG },
      ]);
      assert.equal(foreign.status, 404);
      const last = more.body.Payload.Images.at(-1);
      const variants = [last.doc, last.doc.replace('.webp', '-960w.webp'), last.doc.replace('.webp', '-480w.webp')];
      for (const f of variants) assert.ok(existsSync(path.join(t.uploadDir, f)), f);
      const del = await t.call('GET', `/api/vendor/delete-image?id=${last.id}&pid=${newId}`, { token: V });
      assert.equal(del.status, 200);
      for (const f of variants) assert.ok(!existsSync(path.join(t.uploadDir, f)), `${f} removed with the image`);
      assert.equal((await t.call('GET', `/images/product/${last.doc}`)).status, 404);
      assert.equal(
        (await t.call('GET', `/api/vendor/delete-image?id=${last.id}&pid=${newId}`, { token: V })).status,
        404,
      );
      const seeded = (await t.call('GET', '/api/Vendor/ProductImages/7', { token: t.tokens.vendorB })).body.Payload
        .Images[0];
      assert.equal((await t.call('GET', `/api/vendor/delete-image?id=${seeded.id}&pid=7`, { token: V })).status, 404);
      assert.equal(
        (await t.call('GET', `/api/vendor/delete-image?id=${seeded.id}&pid=${newId}`, { token: V })).status,
        404,
        'image of another service',
      );
      assert.equal(
        (await t.call('GET', '/api/Vendor/ProductImages/7', { token: t.tokens.vendorB })).body.Payload.Images.length,
        3,
      );
    });
  });
});
