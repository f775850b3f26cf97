/** Vendor area (product §7 vendor calls): register, login, profile, dashboard, services, images, password; the bookings
 * are vendor-booking-routes. */
import { enqueueVendorWaiting } from '../../vendors/vendor-messages';
import { vendorGstinSchema } from '@utsav/domain/schemas/vendor-gstin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toPaise, toRupees } from '@utsav/domain/pricing';
import { vendorSignUpSchema } from '@utsav/domain/schemas/vendor-sign-up';
import { vendorSignInPayloadSchema } from '@utsav/domain/schemas/vendor-sign-in';
import { vendorServiceSchema, IMAGE_REQUIRED, type VendorServiceData } from '@utsav/domain/schemas/vendor-service';
import { changePasswordSchema } from '@utsav/domain/schemas/change-password';
import { userOf } from '../../lib/auth';
import { checkPassword, checkPasswordOf, hashPassword } from '../../lib/passwords';
import { decorateThrottles } from '../plugins';
import { placeOfAddress, placeOfPincode } from '../../lib/geo';
import { lettersOnlyCity } from '@utsav/domain/pincode-place';
import { readMultipart } from '../../lib/multipart';
import { type PendingImage } from '../../lib/images';
import { priceColumns } from '../../lib/product-price';
import { badRequest, conflict, intId, notFound, ok, parse, unauthorized } from '../../lib/http';
import { giveConsent } from '../../privacy/personal-data';
import { todayIso } from '../../lib/dates';
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
} from '../../data/vendors';
import { chargeableGstRate } from '@utsav/domain/tax-invoice';
import { insertService, serviceForm, updateService } from '../../data/vendor-services';
import * as A from '../../contract/account';
import * as B from '../../contract/bookings';
import { Envelope, reply } from '../../contract/envelope';
import { doc, type RouteContext } from '../context';
import { params, body, formImages, formText, multipartBody, type ContractTypes } from '../../contract/request';
import { pathParams } from '../../contract/queries';
import * as W from '../../contract/writes';
import { langOf, t } from '../../lib/server-messages';
import { ownProduct, vendorGuards } from './vendor-guards';
import { saveImages, withStoredFiles } from './service-images';

const DEFAULT_ADVANCE_PER = 20;
const DEFAULT_COMMISSION_PER = 10;

export async function vendorRoutes(server: FastifyInstance, { db, auth, config }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  // `guard` for every write and the service reads, `readGuard` for what a suspended vendor keeps (vendor-guards).
  const { guard, readGuard } = vendorGuards(db);
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

  const withFiles = <T>(files: PendingImage[], fn: () => Promise<T>) => withStoredFiles(config.uploadDir, files, fn);

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
