/** Vendor area (product §7 vendor calls): register, login, profile, dashboard, bookings, services, images, password. */
import { bookingQuote } from '../../bookings/booking-quote';
import { enqueueVendorWaiting } from '../../vendors/vendor-messages';
import { vendorGstinSchema } from '@utsav/domain/schemas/vendor-gstin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { vendorSuspendedMessage } from '@utsav/domain/vendor-standing';
import { bookingRowOf, ownsBooking, vendorBookings } from '../../data/bookings';
import { pageRequest } from '../../data/keyset';
import { vendorPackageItems } from '../../data/package-items';
import { toPaise, toRupees, vendorTotalBilling } from '@utsav/domain/pricing';
import { vendorSignUpSchema } from '@utsav/domain/schemas/vendor-sign-up';
import { vendorSignInPayloadSchema } from '@utsav/domain/schemas/vendor-sign-in';
import { vendorServiceSchema, IMAGE_REQUIRED, type VendorServiceData } from '@utsav/domain/schemas/vendor-service';
import { changePasswordSchema } from '@utsav/domain/schemas/change-password';
import type { Queryable } from '../../db/client';
import { requireVendor, userOf } from '../../lib/auth';
import { checkPassword, checkPasswordOf, hashPassword } from '../../lib/passwords';
import { decorateThrottles } from '../plugins';
import { placeOfAddress, placeOfPincode } from '../../lib/geo';
import { lettersOnlyCity } from '@utsav/domain/pincode-place';
import { readMultipart } from '../../lib/multipart';
import { removeImageFile, storeImages, type PendingImage } from '../../lib/images';
import { priceColumns } from '../../lib/product-price';
import { badRequest, conflict, forbidden, intId, notFound, ok, parse, unauthorized } from '../../lib/http';
import { giveConsent } from '../../privacy/personal-data';
import { todayIso } from '../../lib/dates';
import { bookingDetail } from '../../bookings/booking-detail';
import { settleStates } from '../../payments/booking-states';
import { declineBooking } from '../../bookings/lifecycle';
import { declineReasonSchema } from '@utsav/domain/schemas/decline-reason';
import { moneyFields } from '../../bookings/booking-money';
import { creditNotes } from '../../data/credit-notes';
import { vendorLedger } from '../../data/vendor-ledger';
import { deriveWithheld } from '../../data/vendor-withheld';
import { consumeSignUpCode, runCounted, sendPasswordChanged, verificationOf } from '../account/verification-routes';
import { vendorDashboard } from '../../data/vendor-dashboard';
import {
  categoryExists,
  createVendor,
  setVendorGstin,
  setVendorPasswordHash,
  vendorByLogin,
  vendorContactTaken,
  vendorGstin,
  vendorPasswordHash,
  vendorProfile,
  vendorStanding,
} from '../../data/vendors';
import { chargeableGstRate } from '@utsav/domain/tax-invoice';
import { bookingInvoiceRecords } from '../../bookings/invoice-records';
import {
  addServiceImages,
  deleteServiceImage,
  insertService,
  ownsService,
  serviceForm,
  serviceImages,
  updateService,
  vendorPackageItem,
  vendorServices,
} from '../../data/vendor-services';
import * as A from '../../contract/account';
import * as B from '../../contract/bookings';
import { Type } from '@sinclair/typebox';
import { Envelope, PagedEnvelope, reply } from '../../contract/envelope';
import { doc, type RouteContext } from '../context';
import { params, query, body, formImages, formText, multipartBody, type ContractTypes } from '../../contract/request';
import { pathParams, pageQuery, textParams, vendorBookingsQuery } from '../../contract/queries';
import * as W from '../../contract/writes';
import { langOf, t } from '../../lib/server-messages';

const DEFAULT_ADVANCE_PER = 20;
const DEFAULT_COMMISSION_PER = 10;

export async function vendorRoutes(server: FastifyInstance, { db, auth, config, payments }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  /**
   * a suspended vendor may sign in only to read their bookings and ledger (and their profile and
   * dashboard, which say so). Every other vendor route — every write, and the service reads — is refused with 403
   * and the suspension's reason. `guard` is that default; `readGuard` only for the reads a suspended vendor keeps.
   */
  const activeVendorOnly = async (req: FastifyRequest) => {
    const standing = await vendorStanding(db, userOf(req).id);
    if (standing?.status === 'suspended') throw forbidden(vendorSuspendedMessage(standing.reason));
  };
  const guard = { preValidation: [requireVendor, activeVendorOnly] };
  const readGuard = { preValidation: requireVendor };
  const limited = { config: { rateLimit: { max: config.rateLimitMax, timeWindow: '1 minute' } } };
  // The domain's own throttles: an encapsulated decorator of this plugin's context (routes/plugins).
  const { account: throttle, signIns, takenAnswers } = decorateThrottles(server, db);
  const verification = verificationOf({ db, config });

  app.post(
    '/vendorRegister',
    {
      ...limited,
      ...doc('vendor', 'Vendor registration', false, {
        ...body(vendorSignUpSchema),
        ...reply(W.EnvelopeWithMessage(W.IdResult)),
      }),
    },
    async (req) => {
      const data = req.body;
      if (!(await categoryExists(db, data.serviceId))) throw badRequest('Please select service type');
      const taken = await takenAnswers.around({ address: req.ip }, () =>
        vendorContactTaken(db, data.phone, data.email),
      );
      if (taken)
        throw conflict(
          taken === 'phone' ? 'This mobile number is already registered' : 'This email is already registered',
        );
      try {
        // A new vendor waits for the operator's approval: they can sign in and prepare their services, which
        // the storefront lists once the account is approved.
        // the number is proven by the code sent to it (POST /vendor/signup-code) before the account exists.
        const passwordHash = await hashPassword(data.password);
        const id = await runCounted(db, async (tx) => {
          await consumeSignUpCode(verification, tx, 'vendor', data.phone, data.otp);
          const vendorId = await createVendor(tx, {
            name: data.name,
            email: data.email,
            phone: data.phone,
            passwordHash,
            categoryId: data.serviceId,
            phoneVerified: true,
          });
          await enqueueVendorWaiting(tx, vendorId); // the operators are told
          // The privacy notice shown with the form (docs/privacy.md#notice): consent recorded with its version.
          if (data.noticeVersion)
            await giveConsent(tx, {
              kind: 'vendor',
              accountId: vendorId,
              purpose: 'account',
              lang: langOf(req),
              source: 'vendor-signup',
            });
          return vendorId;
        });
        // The reply to a vendor registration: a new vendor waits for approval.
        const message = t(req, 'vendor.awaitsApproval');
        return { ...ok({ Id: id }, message), message };
      } catch (e) {
        if ((e as { code?: string }).code === '23505')
          throw conflict('This mobile number or email is already registered');
        throw e;
      }
    },
  );

  app.post(
    '/vendor/login',
    {
      ...limited,
      ...doc('vendor', 'Vendor sign-in: {username (email or phone), password} → Payload.token', false, {
        ...body(vendorSignInPayloadSchema),
        ...reply(Envelope(W.VendorSignIn)),
      }),
    },
    async (req) => {
      const { username, password } = req.body;
      const u = await vendorByLogin(db, username);
      // Throttled per account (email and phone count together), or per name typed when no account has it, and per
      // address; an unknown name costs the same bcrypt work as a wrong password.
      const account = u ? `vendor:${u.id}` : `vendor-name:${username.trim().toLowerCase()}`;
      if (!(await signIns.attempt(account, req.ip, () => checkPasswordOf(password, u?.password_hash ?? null))) || !u)
        throw unauthorized('Invalid username or password');
      return ok(
        { token: await auth.sign({ id: u.id, type: 'vendor', name: u.name }, u.token_version), name: u.name, role: 2 },
        t(req, 'account.loginOk'),
      );
    },
  );

  app.get(
    '/vendor/profile',
    { ...readGuard, ...doc('vendor', 'Vendor profile', 'vendor', reply(Envelope(A.VendorProfile))) },
    async (req) => {
      const me = userOf(req);
      const v = await vendorProfile(db, me.id);
      if (!v) throw unauthorized('Invalid session token');
      return ok({
        role: 2,
        Id: v.id,
        Name: v.name,
        Email: v.email,
        Phone: v.phone,
        ServiceId: v.service_id,
        ServiceName: v.service_name,
        AccountStatus: v.status,
        StatusReason: v.status_reason,
        Gstin: v.gstin,
      });
    },
  );

  // the supplier's GSTIN printed on the vendor's tax invoices; '' removes it (not registered).
  app.post(
    '/vendor/gstin',
    {
      ...guard,
      ...doc('vendor', "Set the vendor's GSTIN for tax invoices: {gstin} ('' = not registered)", 'vendor', {
        ...body(vendorGstinSchema),
        ...reply(Envelope(W.GstinSaved)),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const { gstin } = req.body;
      await db.transaction((tx) => setVendorGstin(tx, me.id, gstin));
      // without a GSTIN no GST may be charged — the vendor's services now carry 0 %.
      return ok({ Gstin: gstin }, gstin ? t(req, 'vendor.gstinSaved') : t(req, 'vendor.gstinRemoved'));
    },
  );

  app.get(
    '/vendor/dashboard',
    { ...readGuard, ...doc('vendor', 'Dashboard figures', 'vendor', reply(Envelope(B.VendorDashboard))) },
    async (req) => {
      const me = userOf(req);
      // No settling first: the figures come from the roll-up by status and event day, which a pending hold's
      // expiry or an event's completion does not move (data/vendor-dashboard).
      // The chart's window: 3 months before this one (India time) to 2 after, by event month.
      const [y, m] = todayIso().split('-').map(Number) as [number, number];
      const monthStart = (offset: number) => {
        const d = new Date(Date.UTC(y, m - 1 + offset, 1));
        return d.toISOString().slice(0, 10);
      };
      // The withheld lines of new ledger lines (GST on commission, TCS, TDS) count in what is receivable.
      await deriveWithheld(db, me.id);
      const d = await vendorDashboard(db, me.id, todayIso(), monthStart(-3), monthStart(3));
      const t = d.ledger;
      // Money figures from the ledger: only what was actually collected (net of refunds), its commission, what is owed.
      return ok({
        ProductCount: d.services,
        BookingCount: d.bookings,
        CompleteBookingCount: d.completed,
        TotalBookingAmount: toRupees(t.collected - t.refunded),
        TotalAdminCharges: toRupees(t.commission),
        TotalAdvanceBookingAmount: toRupees(t.advanceCollected),
        TotalReceivableAmount: toRupees(t.receivable),
        TotalRefundedAmount: toRupees(t.refunded),
        TotalPaidOutAmount: toRupees(t.payouts),
        TotalBookingByPackage: d.packageBookings,
        TotalBookingByPackageAmount: toRupees(d.packageAmount),
        Months: d.months.map((m) => ({ Month: m.month, Count: m.count, Amount: toRupees(m.billing) })),
      });
    },
  );

  app.get(
    '/vendor/ledger',
    {
      ...readGuard,
      ...doc(
        'vendor',
        'The vendor ledger: per booking collected, commission, refunds, net receivable; payouts; totals',
        'vendor',
        reply(Envelope(W.VendorLedger)),
      ),
    },
    async (req) => {
      const me = userOf(req);
      await settleStates(db);
      await deriveWithheld(db, me.id);
      return ok(await vendorLedger(db, me.id));
    },
  );

  app.post(
    '/vendor/bookings/:id/decline',
    {
      ...guard,
      ...doc(
        'vendor',
        'Decline a confirmed booking within 48 hours of its confirmation, with a reason the customer is told (full refund to the customer)',
        'vendor',
        { ...body(declineReasonSchema), ...reply(Envelope(W.CancelResult)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const me = userOf(req);
      const id = intId(req.params.id, 'booking', 404);
      const out = await declineBooking(db, payments, me.id, id, req.body);
      return ok(
        { ...out, RefundAmount: toRupees(out.RefundAmount) },
        t(req, 'booking.vendorDeclined', { amount: toRupees(out.RefundAmount).toFixed(2) }),
      );
    },
  );

  app.get(
    '/vendor/bookings/:id/credit-notes',
    {
      ...readGuard,
      ...doc('vendor', "GST credit notes of one of the vendor's bookings", 'vendor', {
        ...reply(Envelope(Type.Array(B.CreditNote))),
        ...params(pathParams('id')),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const id = intId(req.params.id, 'booking', 404);
      if (!(await ownsBooking(db, { vendorId: me.id }, id))) throw notFound('Booking not found');
      return ok(await creditNotes(db, id, langOf(req)));
    },
  );

  app.get(
    '/vendor/getBooking',
    {
      ...readGuard,
      ...doc(
        'vendor',
        "The vendor's bookings, newest first, with state and money; ?when=upcoming|expired (event date from today, or before it; India time); pages ?limit (1-100, default 25) &after (Page.next)",
        'vendor',
        { ...reply(PagedEnvelope(B.VendorBookingRow)), ...query(vendorBookingsQuery) },
      ),
    },
    async (req) => {
      // No settling first: each row's state as of now comes with the page (data/bookings vendorBookings).
      const when = req.query.when ?? '';
      if (when !== '' && when !== 'upcoming' && when !== 'expired')
        throw badRequest('when must be upcoming or expired');
      const page = await vendorBookings(db, userOf(req).id, pageRequest(req.query), {
        today: todayIso(),
        when: when === '' ? undefined : when,
      });
      return { ...ok(page.rows), Page: { next: page.next } };
    },
  );

  app.get(
    '/vendor/OrderDetails/:bookingid',
    {
      ...readGuard,
      ...doc('vendor', 'Booking invoice of one of the vendor bookings (id or BookingNo)', 'vendor', {
        ...reply(Envelope(B.VendorBookingDetail)),
        ...params(pathParams('bookingid')),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const raw = req.params.bookingid.trim();
      const byNo = /^BK\d+$/i.test(raw);
      if (!byNo && !/^\d{1,9}$/.test(raw)) throw notFound('Booking not found');
      const b = await bookingRowOf(db, { vendorId: me.id }, byNo ? { bookingNo: raw } : { id: Number(raw) });
      if (!b) throw notFound('Booking not found');
      const base = bookingDetail(b);
      // The commission on the vendor's service: a reschedule fee is in admin_commission_amt (Utsav keeps
      // it) but it is Utsav's own supply to the customer, not a charge on the vendor — without it the vendor's total is
      // its net, which a move does not change.
      const commission = Number(b.admin_commission_amt) - Number(b.reschedule_fee_amt ?? 0);
      return ok({
        ...base,
        Booking_No: base.BookingNo,
        Order_Id: base.OrderId,
        Booking_For: base.BookingFor,
        Booking_On_Date: base.BookingOnDate,
        admin_commision_per: Number(b.admin_commission_per),
        admin_commision_amount: toRupees(commission),
        TotalBilling: toRupees(vendorTotalBilling(Number(b.travel_charges), Number(b.gst_with_mrp), commission)),
        ...moneyFields(b, todayIso()),
        CreditNotes: await creditNotes(db, b.id, langOf(req)),
        Quote: await bookingQuote(db, b.id),
        ...(await bookingInvoiceRecords(db, b, await vendorGstin(db, me.id), langOf(req))),
      });
    },
  );

  app.get(
    '/vendor/products',
    {
      ...guard,
      ...doc(
        'vendor',
        "The vendor's services (Status 1 active, 2 inactive: the vendor's choice; Listed says whether the storefront shows it — moderation and approval)",
        'vendor',
        reply(Envelope(Type.Array(A.VendorServiceRow))),
      ),
    },
    async (req) => {
      const me = userOf(req);
      return ok(await vendorServices(db, me.id));
    },
  );

  const ownProduct = async (q: Queryable, vendorId: number, productId: number) => {
    if (!(await ownsService(q, vendorId, productId))) throw notFound('Service not found');
  };

  app.get(
    '/vendor/getBookingsByProduct/:productId',
    {
      ...readGuard,
      ...doc(
        'vendor',
        "Package bookings of one of the vendor's services ('all' = every service), newest package booking first; pages ?limit (1-100, default 25) &after (Page.next)",
        'vendor',
        { ...reply(PagedEnvelope(A.VendorPackageBookingRow)), ...query(pageQuery), ...params(pathParams('productId')) },
      ),
    },
    async (req) => {
      const me = userOf(req);
      const raw = req.params.productId;
      const productId = raw.toLowerCase() === 'all' || raw === '0' ? null : intId(raw, 'service', 404);
      if (productId !== null) await ownProduct(db, me.id, productId);
      const page = await vendorPackageItems(db, me.id, productId, pageRequest(req.query));
      return { ...ok(page.rows), Page: { next: page.next } };
    },
  );

  app.get(
    '/vendor/getBookingsByProductDetails/:bookingId/:productId',
    {
      ...readGuard,
      ...doc('vendor', 'One package booking item of the vendor', 'vendor', {
        ...reply(Envelope(B.VendorPackageBookingDetail)),
        ...params(pathParams('bookingId', 'productId')),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const p = req.params;
      const bookingId = intId(p.bookingId, 'booking', 404);
      const productId = intId(p.productId, 'service', 404);
      const item = await vendorPackageItem(db, me.id, bookingId, productId);
      if (!item) throw notFound('Booking not found');
      return ok(item);
    },
  );

  app.get(
    '/vendor/ProductDetails/:serviceId',
    {
      ...guard,
      ...doc('vendor', 'One of the vendor services, shaped as the service form', 'vendor', {
        ...reply(Envelope(A.VendorServiceForm)),
        ...params(pathParams('serviceId')),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const form = await serviceForm(db, me.id, intId(req.params.serviceId, 'service', 404));
      if (!form) throw notFound('Service not found');
      return ok(form);
    },
  );

  /** Reads productJson + images from the multipart form, validated before anything is stored. */
  const readServiceForm = async (req: FastifyRequest): Promise<{ data: VendorServiceData; files: PendingImage[] }> => {
    const form = await readMultipart(req, { maxBytes: config.maxUploadBytes, maxFiles: config.maxUploadFiles });
    let json: unknown;
    try {
      json = JSON.parse(form.fields.productJson ?? '');
    } catch {
      throw badRequest('productJson must be the service form as JSON');
    }
    const parsed = parse(vendorServiceSchema, json);
    if (!(await categoryExists(db, parsed.serviceId))) throw badRequest('Please select service type');
    // the service is where its pin code is — the state must be the pin code's, and city and state are
    // stored as the pincode table has them.
    const place = placeOfAddress(parsed.pin, parsed.state);
    const data = { ...parsed, city: lettersOnlyCity(place.city) || parsed.city, state: place.state };
    return { data, files: form.files };
  };

  /** a vendor without a GSTIN cannot charge GST — its services are stored at 0 % whatever was entered. */
  const productColumns = (data: VendorServiceData, gstin: string) => {
    const cols = priceColumns(
      data.bookingAmt,
      data.discount,
      chargeableGstRate(data.gst, gstin),
      data.gst_include_exclude as 0 | 1,
    );
    // Coordinates from the server's pincode table, never from the form (lib/geo).
    const geo = placeOfPincode(data.pin);
    return { cols, lat: geo.lat, lon: geo.lon, travel: toPaise(data.travelcharge) };
  };

  const saveImages = (tx: Queryable, productId: number, files: PendingImage[]) =>
    addServiceImages(
      tx,
      productId,
      files.map((f) => f.name),
    );

  /** Stores files first (all validated already), then the rows; removes the files again if the transaction fails. */
  const withFiles = async <T>(files: PendingImage[], fn: () => Promise<T>): Promise<T> => {
    await storeImages(config.uploadDir, files);
    try {
      return await fn();
    } catch (e) {
      await Promise.all(files.map((f) => removeImageFile(config.uploadDir, f.name)));
      throw e;
    }
  };

  /** The parts of the service form's upload (AddProduct, UpdateService). */
  const serviceFormParts = {
    productJson: formText(
      'The service form as JSON (@utsav/domain/schemas/vendor-service; UpdateService: with its id), checked like a JSON body',
    ),
    images: formImages("The service's images: JPEG, PNG or WebP, re-encoded to WebP"),
  };

  app.post(
    '/vendor/AddProduct',
    {
      ...guard,
      ...doc('vendor', 'Add a service: multipart productJson + images (at least one)', 'vendor', {
        ...multipartBody(serviceFormParts, ['productJson', 'images']),
        ...reply(Envelope(W.ServiceSaved)),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const { data, files } = await readServiceForm(req);
      if (files.length === 0) throw badRequest(IMAGE_REQUIRED);
      const columns = productColumns(data, await vendorGstin(db, me.id));
      const id = await withFiles(files, () =>
        db.transaction(async (tx) => {
          const id = await insertService(tx, me.id, data, columns, {
            advancePer: DEFAULT_ADVANCE_PER,
            commissionPer: DEFAULT_COMMISSION_PER,
          });
          await saveImages(tx, id, files);
          return id;
        }),
      );
      return ok({ ServiceId: id }, t(req, 'vendor.serviceAdded'));
    },
  );

  app.post(
    '/vendor/UpdateService',
    {
      ...guard,
      ...doc('vendor', 'Update a service: multipart productJson (with id) + optional images', 'vendor', {
        ...multipartBody(serviceFormParts, ['productJson']),
        ...reply(Envelope(W.ServiceSaved)),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const { data, files } = await readServiceForm(req);
      const id = intId(data.id, 'service', 404);
      await ownProduct(db, me.id, id);
      const columns = productColumns(data, await vendorGstin(db, me.id));
      await withFiles(files, () =>
        db.transaction(async (tx) => {
          if (!(await updateService(tx, me.id, id, data, columns))) throw notFound('Service not found');
          await saveImages(tx, id, files);
        }),
      );
      return ok({ ServiceId: id }, t(req, 'vendor.serviceUpdated'));
    },
  );

  const productImages = async (req: FastifyRequest) => {
    const me = userOf(req);
    const id = intId((req.params as { id: string }).id, 'service', 404);
    await ownProduct(db, me.id, id);
    return ok({ Images: await serviceImages(db, id) });
  };
  app.get(
    '/Vendor/ProductImages/:id',
    {
      ...guard,
      ...doc('vendor', 'Images of one of the vendor services', 'vendor', {
        ...reply(Envelope(A.ServiceImages)),
        ...params(pathParams('id')),
      }),
    },
    productImages,
  );
  app.get(
    '/vendor/ProductImages/:id',
    { ...guard, schema: { hide: true, ...reply(Envelope(A.ServiceImages)) } },
    productImages,
  );

  app.post(
    '/uploadMultipleImages',
    {
      ...guard,
      ...doc('vendor', 'Add images to a service: multipart pid, service_id, images', 'vendor', {
        ...multipartBody(
          {
            pid: formText('The service id'),
            service_id: formText("The service's category id"),
            images: formImages('Images to add: JPEG, PNG or WebP (at least one)'),
          },
          ['pid', 'images'],
        ),
        ...reply(Envelope(A.ServiceImages)),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const form = await readMultipart(req, { maxBytes: config.maxUploadBytes, maxFiles: config.maxUploadFiles });
      const pid = intId(form.fields.pid, 'service', 404);
      await ownProduct(db, me.id, pid);
      if (form.files.length === 0) throw badRequest(IMAGE_REQUIRED);
      await withFiles(form.files, () => db.transaction((tx) => saveImages(tx, pid, form.files)));
      return ok(
        { Images: await serviceImages(db, pid) },
        t(req, 'vendor.imagesUploaded', { count: form.files.length }),
      );
    },
  );

  app.get(
    '/vendor/delete-image',
    {
      ...guard,
      ...doc('vendor', 'Delete an image of one of the vendor services: ?id&pid', 'vendor', {
        ...query(textParams('id', 'pid')),
        ...reply(Envelope(W.IdResult)),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const q = req.query;
      const id = intId(q.id, 'image', 404);
      const pid = intId(q.pid, 'service', 404);
      await ownProduct(db, me.id, pid);
      const file = await deleteServiceImage(db, pid, id);
      if (file === null) throw notFound('Image not found');
      await removeImageFile(config.uploadDir, file);
      return ok({ Id: id }, t(req, 'vendor.imageDeleted'));
    },
  );

  app.post(
    '/vendor/change-password',
    {
      ...guard,
      ...doc(
        'vendor',
        'Change the vendor password. Ends every earlier session; Payload.token is the new session token',
        'vendor',
        { ...body(changePasswordSchema), ...reply(W.EnvelopeWithMessage(W.VendorNewToken)) },
      ),
    },
    async (req) => {
      const me = userOf(req);
      const data = req.body;
      const current = await vendorPasswordHash(db, me.id);
      if (
        !(await throttle.attempt(
          `vendor-password:${me.id}`,
          async () => current !== null && (await checkPassword(data.oldPassword, current)),
        ))
      )
        throw badRequest('Old password is incorrect');
      const hash = await hashPassword(data.newPassword);
      const version = await db.transaction(async (tx) => {
        await setVendorPasswordHash(tx, me.id, hash);
        return auth.endAllSessions(me, tx);
      });
      const token = await auth.sign(me, version);
      await sendPasswordChanged(verification, db, 'vendor', me.id, langOf(req));
      return { ...ok({ token }, t(req, 'account.passwordChanged')), message: t(req, 'account.passwordChanged') };
    },
  );
}
