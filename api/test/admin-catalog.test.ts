/**
 * the operator's catalogue. Uploaded images are re-encoded; categories can be created, renamed, reordered
 * and hidden; sliders run between dates; the package builder offers only bookable services of a group's category,
 * keeps each group's limit within its services, and a package built here is what the storefront shows and a
 * customer books. A group removed after bookings is retired, never deleted.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { multipart, PNG, plusDays, setup, today, type TestCtx } from './helpers';

// Everything sits in one describe, its set-up inside: run in test/all.test.ts, a top-level `before` would run with
// every other file's before any test, and the earlier files' writes would leak in.
let t: TestCtx;
const O = () => t.tokens.operator;
const upload = async (data: Buffer = PNG, type = 'image/png') => {
  const { payload, headers } = await multipart({}, [{ field: 'image', name: 'pic.png', type, data }]);
  return t.call('POST', '/api/admin/images', { token: O(), payload, headers });
};
const auditActions = async () =>
  (await t.call('GET', '/api/admin/audit?limit=100', { token: O() })).body.Payload as {
    Action: string;
    EntityId: string;
  }[];

describe('operator catalogue', () => {
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it('images: an upload is re-encoded to WebP and served; a non-image is refused', async () => {
    const up = await upload();
    assert.equal(up.status, 200, up.raw);
    const name = up.body.Payload.Name as string;
    assert.match(name, /^[0-9a-f-]{36}\.webp$/);
    const img = await t.call('GET', `/images/packageimage/${name}`);
    assert.equal(img.status, 200);
    assert.match(String(img.headers['content-type']), /image\/webp/);
    const bad = await upload(Buffer.from('<script>alert(1)</script>'), 'image/png');
    assert.equal(bad.status, 400);
    assert.match(bad.body.Message, /is not an image/);
    assert.equal((await t.call('POST', '/api/admin/images', { token: t.tokens.vendorA, body: {} })).status, 403);
  });

  it('categories: create, duplicate names refused, rename and hide take effect on the storefront at once', async () => {
    const image = (await upload()).body.Payload.Name as string;
    const noName = await t.call('POST', '/api/admin/categories', {
      token: O(),
      body: { name: ' ', image, sortOrder: 5 },
    });
    assert.equal(noName.body.Message, 'Please enter the category name');
    const made = await t.call('POST', '/api/admin/categories', {
      token: O(),
      body: { name: 'Live Bands', image, sortOrder: 0 },
    });
    assert.equal(made.status, 200, made.raw);
    const id = made.body.Payload.Id as number;
    const cats = async () =>
      (await t.call('GET', '/api/allServices')).body.Payload as {
        serviceid: number;
        servicename: string;
        imageFile: string;
      }[];
    assert.equal(
      (await cats())[1]!.servicename,
      'Live Bands',
      'order 0: after the seeded order-0 category (ties keep the older first), before order 1',
    );
    assert.equal(
      (await t.call('POST', '/api/admin/categories', { token: O(), body: { name: 'live bands', image, sortOrder: 1 } }))
        .status,
      409,
    );
    const renamed = await t.call('POST', `/api/admin/categories/${id}`, {
      token: O(),
      body: { name: 'Live Music Bands', image, sortOrder: 99, hidden: false },
    });
    assert.equal(renamed.status, 200, renamed.raw);
    const now = await cats();
    assert.equal(now.find((c) => c.serviceid === id)!.servicename, 'Live Music Bands');
    assert.equal(now.at(-1)!.serviceid, id, 'reordered to the end');
    assert.equal(
      (
        await t.call('POST', `/api/admin/categories/${id}`, {
          token: O(),
          body: { name: 'Live Music Bands', image, sortOrder: 99, hidden: true },
        })
      ).status,
      200,
    );
    assert.ok(!(await cats()).some((c) => c.serviceid === id), 'a hidden category leaves the storefront lists');
    assert.ok(
      !((await t.call('GET', '/api/Commondashboard')).body.Payload.Services as { serviceid: number }[]).some(
        (c) => c.serviceid === id,
      ),
    );
    const all = (await t.call('GET', '/api/admin/categories', { token: O() })).body.Payload as {
      Id: number;
      Hidden: boolean;
    }[];
    assert.equal(all.find((c) => c.Id === id)!.Hidden, true, 'the back office still lists it');
    assert.equal(
      (await t.call('POST', '/api/admin/categories/99999', { token: O(), body: { name: 'X', image, sortOrder: 1 } }))
        .status,
      404,
    );
    const actions = await auditActions();
    assert.ok(actions.some((a) => a.Action === 'category.create' && a.EntityId === String(id)));
    assert.ok(actions.some((a) => a.Action === 'category.update' && a.EntityId === String(id)));
  });

  it('sliders: only those whose dates include today show on the home page; bad dates refused; removed', async () => {
    const image = (await upload()).body.Payload.Name as string;
    const homeSliders = async () =>
      (await t.call('GET', '/api/Commondashboard')).body.Payload.sliders as { doc: string }[];
    const backwards = await t.call('POST', '/api/admin/sliders', {
      token: O(),
      body: { image, serviceId: 1, sortOrder: 0, activeFrom: plusDays(today(), 5), activeTo: today() },
    });
    assert.equal(backwards.body.Message, 'Active to must be on or after Active from');
    const later = await t.call('POST', '/api/admin/sliders', {
      token: O(),
      body: { image, serviceId: 1, sortOrder: 0, activeFrom: plusDays(today(), 3), activeTo: '' },
    });
    assert.equal(later.status, 200, later.raw);
    assert.equal(later.body.Payload.Live, false);
    assert.ok(!(await homeSliders()).some((s) => s.doc === image), 'not before its start date');
    const id = later.body.Payload.Id as number;
    const nowOn = await t.call('POST', `/api/admin/sliders/${id}`, {
      token: O(),
      body: { image, serviceId: 2, sortOrder: 0, activeFrom: today(), activeTo: plusDays(today(), 7) },
    });
    assert.equal(nowOn.status, 200, nowOn.raw);
    assert.equal(nowOn.body.Payload.Live, true);
    const second = (await homeSliders())[1] as { doc: string; serviceid: number };
    assert.deepEqual(
      [second.doc, second.serviceid],
      [image, 2],
      'order 0: after the seeded order-0 slider, linking to its category',
    );
    assert.equal(
      (await t.call('POST', '/api/admin/sliders', { token: O(), body: { image, serviceId: 99999, sortOrder: 0 } })).body
        .Message,
      'Please choose the linked category',
    );
    assert.equal((await t.call('POST', `/api/admin/sliders/${id}/delete`, { token: O() })).status, 200);
    assert.ok(!(await homeSliders()).some((s) => s.doc === image));
    assert.equal((await t.call('POST', `/api/admin/sliders/${id}/delete`, { token: O() })).status, 404);
  });

  it('offer banners: title and a storefront link, shown in the home promos (not among the sliders) while their dates include today', async () => {
    const image = (await upload()).body.Payload.Name as string;
    const home = async () =>
      (await t.call('GET', '/api/Commondashboard')).body.Payload as {
        sliders: { doc: string }[];
        promos: { doc: string; title: string; link: string }[];
      };
    const noTitle = await t.call('POST', '/api/admin/sliders', {
      token: O(),
      body: { kind: 'offer', image, title: '', link: '/services/all/offer', sortOrder: 0 },
    });
    assert.equal(noTitle.body.Message, 'Please enter the offer title');
    const offsite = await t.call('POST', '/api/admin/sliders', {
      token: O(),
      body: { kind: 'offer', image, title: 'Diwali', link: 'https://evil.example/x', sortOrder: 0 },
    });
    assert.equal(offsite.body.Message, 'Link must be a storefront page such as /services/all/offer');
    const made = await t.call('POST', '/api/admin/sliders', {
      token: O(),
      body: {
        kind: 'offer',
        image,
        title: 'Diwali decor: 15% off',
        link: '/services/1/offer',
        sortOrder: 0,
        activeFrom: today(),
        activeTo: '',
      },
    });
    assert.equal(made.status, 200, made.raw);
    assert.equal(made.body.Payload.Kind, 'offer');
    const h = await home();
    assert.deepEqual(h.promos[0], {
      doc: image,
      title: 'Diwali decor: 15% off',
      title_hi: null,
      link: '/services/1/offer',
    });
    assert.ok(!h.sliders.some((s) => s.doc === image), 'an offer is not a slider');
    await t.call('POST', `/api/admin/sliders/${made.body.Payload.Id}`, {
      token: O(),
      body: {
        kind: 'offer',
        image,
        title: 'Diwali decor: 15% off',
        link: '/services/1/offer',
        sortOrder: 0,
        activeFrom: plusDays(today(), 2),
      },
    });
    assert.ok(!(await home()).promos.some((p) => p.doc === image), 'not before its start date');
    const log = (
      (await t.call('GET', '/api/admin/audit?limit=100', { token: O() })).body.Payload as { Action: string }[]
    ).map((a) => a.Action);
    assert.ok(log.includes('offer.create') && log.includes('offer.update'));
  });

  it('package builder: only bookable services of the group category, limits within the services; the storefront shows it and a customer books it; a booked group is retired on edit', async () => {
    const image = (await upload()).body.Payload.Name as string;
    // Every vendor comes to customer A's Mumbai address (this test is about the builder, not the service area); the
    // groups offer services that suit a wedding, the package's event type.
    await t.db.query('UPDATE products SET service_radius_km = 5000');
    const candidates = async (serviceId: number) =>
      (
        (await t.call('GET', `/api/admin/package-candidates?serviceId=${serviceId}`, { token: O() })).body.Payload as {
          Id: number;
          EventTypes: string[];
        }[]
      )
        .filter((p) => p.EventTypes.includes('wedding'))
        .map((p) => p.Id);
    const deco = await candidates(1);
    const photo = await candidates(3);
    assert.ok(deco.length >= 2 && photo.length >= 1, 'seeded services to choose from');
    const enquiryOnly = (
      await t.db.query<{ id: number; service_id: number }>(
        'SELECT id, service_id FROM products WHERE amount_hide_show = 1 AND status = 1 LIMIT 1',
      )
    ).rows[0];
    if (enquiryOnly)
      assert.ok(
        !(await candidates(enquiryOnly.service_id)).includes(enquiryOnly.id),
        'enquiry-only services are not offered',
      );
    const base = {
      name: 'Intimate Wedding Package',
      description: 'Decor and photos for a small wedding',
      inPackage: 'Decoration, Photography',
      image,
      eventType: 'wedding',
      advancePercent: 25,
      listed: true,
    };
    // Each offered service with the package rate its vendor agreed to.
    const groups = [
      { serviceId: 1, maxItems: 1, amount: '50000', productIds: deco.slice(0, 2), rates: ['30000', '35000.50'] },
      { serviceId: 3, maxItems: 1, amount: '40000', productIds: photo.slice(0, 1), rates: ['40000'] },
    ];
    const bad = async (body: object) =>
      (await t.call('POST', '/api/admin/packages', { token: O(), body })).body.Message as string;
    assert.equal(await bad({ ...base, groups: [] }), 'Add at least one service group');
    assert.equal(
      await bad({ ...base, groups: [{ ...groups[0], maxItems: 3 }] }),
      "A group's limit cannot be more than the services it offers",
    );
    assert.equal(
      await bad({ ...base, groups: [groups[0], { ...groups[0] }] }),
      'Each category can have one group only',
    );
    assert.match(
      await bad({ ...base, groups: [{ ...groups[0], productIds: [photo[0]], rates: ['1'] }] }),
      /is not in this group's category/,
    );
    assert.equal(
      await bad({ ...base, groups: [{ ...groups[0], rates: ['0', '35000'] }, groups[1]] }),
      'Package rate must be more than 0',
    );
    assert.equal(
      await bad({ ...base, groups: [{ ...groups[0], rates: ['30000'] }, groups[1]] }),
      'Enter the package rate of each chosen service',
    );
    assert.equal(
      await bad({ ...base, groups: [{ serviceId: 1, maxItems: 1, amount: '1', productIds: deco.slice(0, 1) }] }),
      'Enter the package rate of each chosen service',
    );
    if (enquiryOnly)
      assert.match(
        await bad({
          ...base,
          groups: [
            { serviceId: enquiryOnly.service_id, maxItems: 1, amount: '1', productIds: [enquiryOnly.id], rates: ['1'] },
          ],
        }),
        /only listed, priced services/,
      );
    const made = await t.call('POST', '/api/admin/packages', { token: O(), body: { ...base, groups } });
    assert.equal(made.status, 200, made.raw);
    const id = made.body.Payload.Id as number;
    assert.deepEqual(
      made.body.Payload.Groups.map((g: { ServiceId: number; MaxItems: number }) => [g.ServiceId, g.MaxItems]),
      [
        [1, 1],
        [3, 1],
      ],
    );
    assert.deepEqual(
      made.body.Payload.Groups.map((g: { Products: { PackageRate: number }[] }) =>
        g.Products.map((x) => x.PackageRate).sort((a, b) => a - b),
      ),
      [[30000, 35000.5], [40000]],
      'the rates are kept',
    );

    const listed = (await t.call('GET', '/api/Packages')).body.Payload as {
      PackageID: number;
      PackageTotal: number;
      Services: string;
    }[];
    const mine = listed.find((p) => p.PackageID === id)!;
    assert.equal(mine.PackageTotal, 70000, 'the "from" price: each group\'s cheapest rate');
    assert.equal(mine.Services, 'Decoration, Photography');
    const date = plusDays(today(), 95);
    const detail = (await t.call('GET', `/api/PackagesDetails?id=${id}&eventDate=${date}`)).body.Payload;
    assert.deepEqual(
      detail.PackageItems.map((g: { maxitem: number; ProductDetails: { id: number }[] }) => [
        g.maxitem,
        g.ProductDetails.map((p) => p.id),
      ]),
      [
        [1, deco.slice(0, 2).sort((a, b) => a - b)],
        [1, photo.slice(0, 1)],
      ],
    ); // the storefront lists a group's services by id

    // A customer books it.
    const A = t.tokens.customerA;
    const pkgBody = {
      packageID: id,
      packageName: base.name,
      packageDesc: '',
      packageTotal: 1,
      packageImage: '',
      inPackage: '',
      BookingDate: date,
      packageItems: [
        {
          serviceID: 1,
          serviceName: '',
          amount: 0,
          book_On: date,
          productDetails: [{ Product_ID: deco[0], ServiceID: 1, Title: '', BookingDate: date, vid: 0 }],
        },
      ],
    };
    const twoOfOne = {
      ...pkgBody,
      packageItems: [
        {
          ...pkgBody.packageItems[0]!,
          productDetails: deco
            .slice(0, 2)
            .map((pid) => ({ Product_ID: pid, ServiceID: 1, Title: '', BookingDate: date, vid: 0 })),
        },
      ],
    };
    assert.equal(
      (await t.call('POST', '/api/addPackageTocart', { token: A, body: twoOfOne })).body.Message,
      'Selected products exceed the allowed limit for this service',
      "the builder's limit holds",
    );
    assert.equal((await t.call('POST', '/api/addPackageTocart', { token: A, body: pkgBody })).body.Status, 1);
    const booked = await t.call('POST', '/api/packageBooking', {
      token: A,
      body: { Bookingfor: 'Wedding', bookingAddressId: 1, gst_no: '' },
    });
    assert.equal(booked.status, 200, booked.raw);
    const bookingId = booked.body.Payload.BookingId as number;
    const order = (await t.call('GET', `/api/GetPackageBookingDetails/${bookingId}`, { token: A })).body.Payload;
    // Each part also carries its travel fare to the event's address, charged with the balance (docs/gst.md).
    const travel = (order.Services as { Products: { TravelAmt?: number }[] }[])
      .flatMap((s) => s.Products)
      .reduce((sum, p) => sum + Math.round((p.TravelAmt ?? 0) * 100), 0);
    assert.equal(
      Math.round(order.PackageTotal * 100),
      70000_00 + travel,
      'the order costs its selection: ₹30,000 + ₹40,000 (the photography picked for the empty group), with travel',
    );
    assert.equal(order.advance_booking_amount, 17500, 'the advance is a share of the rates only');

    // Edit: drop the photography group (booked: it is auto-picked into the booking), raise the decoration limit, hide, then list again.
    const edited = await t.call('POST', `/api/admin/packages/${id}`, {
      token: O(),
      body: { ...base, listed: false, groups: [{ ...groups[0], maxItems: 2, rates: ['31000', '35000.50'] }] },
    });
    assert.equal(edited.status, 200, edited.raw);
    assert.deepEqual(
      edited.body.Payload.Groups.map((g: { ServiceId: number; MaxItems: number }) => [g.ServiceId, g.MaxItems]),
      [[1, 2]],
    );
    assert.ok(
      !((await t.call('GET', '/api/Packages')).body.Payload as { PackageID: number }[]).some((p) => p.PackageID === id),
      'hidden from the storefront',
    );
    assert.equal((await t.call('GET', `/api/PackagesDetails?id=${id}&eventDate=${date}`)).status, 404);
    const groupRows = (
      await t.db.query<{ service_id: number; retired: boolean }>(
        'SELECT service_id, retired_at IS NOT NULL AS retired FROM package_groups WHERE package_id = $1 ORDER BY id',
        [id],
      )
    ).rows;
    assert.deepEqual(
      groupRows.map((g) => [g.service_id, g.retired]),
      [
        [1, false],
        [3, true],
      ],
      'the booked group is retired, not deleted',
    );
    const bookingDetail = await t.call('GET', `/api/GetPackageBookingDetails/${bookingId}`, { token: A });
    assert.equal(bookingDetail.status, 200);
    assert.equal(bookingDetail.body.Payload.Services.length, 2, 'the booking keeps both of its services');
    await t.call('POST', `/api/admin/packages/${id}`, {
      token: O(),
      body: { ...base, listed: true, groups: [{ ...groups[0], maxItems: 2 }, groups[1]] },
    });
    const back = (await t.call('GET', `/api/PackagesDetails?id=${id}&eventDate=${plusDays(date, 1)}`)).body.Payload;
    assert.deepEqual(
      back.PackageItems.map((g: { maxitem: number }) => g.maxitem),
      [2, 1],
      'the photography group is back (un-retired)',
    );
    assert.equal(
      (await t.db.query('SELECT 1 FROM package_groups WHERE package_id = $1', [id])).rows.length,
      2,
      'reused, not duplicated',
    );
    assert.equal(
      (await t.call('POST', '/api/admin/packages/99999', { token: O(), body: { ...base, groups } })).status,
      404,
    );
    const actions = await auditActions();
    assert.ok(actions.some((a) => a.Action === 'package.create' && a.EntityId === String(id)));
    assert.equal(actions.filter((a) => a.Action === 'package.update' && a.EntityId === String(id)).length, 2);
  });
});
