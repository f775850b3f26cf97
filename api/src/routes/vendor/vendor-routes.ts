/** Vendor area (SPEC §7 vendor calls): register, login, profile, dashboard, bookings, services, images, password. */
import { vendorGstinSchema } from '@utsav/shared/schemas/vendor-gstin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingRowOf, ownsBooking, vendorBookings } from '../../data/bookings';
import { MAX_PAGE, pageRequest } from '../../data/keyset';
import { vendorPackageItems } from '../../data/package-items';
import { toPaise, toRupees, vendorTotalBilling } from '@utsav/shared/pricing';
import { vendorSignUpSchema } from '@utsav/shared/schemas/vendor-sign-up';
import { vendorSignInPayloadSchema } from '@utsav/shared/schemas/vendor-sign-in';
import { vendorServiceSchema, IMAGE_REQUIRED, type VendorServiceData } from '@utsav/shared/schemas/vendor-service';
import { changePasswordSchema } from '@utsav/shared/schemas/change-password';
import type { Queryable } from '../../db/client';
import { requireVendor, userOf } from '../../lib/auth';
import { checkPassword, hashPassword } from '../../lib/passwords';
import { AccountThrottle } from '../../lib/throttle';
import { placeOfPincode } from '../../lib/geo';
import { readMultipart } from '../../lib/multipart';
import { removeImageFile, storeImages, type PendingImage } from '../../lib/images';
import { priceColumns } from '../../lib/product-price';
import { badRequest, conflict, intId, notFound, ok, parse, unauthorized } from '../../lib/http';
import { todayIso } from '../../lib/dates';
import { bookingDetail } from '../booking/booking-routes';
import { settleStates } from '../../payments/payment-data';
import { declineBooking } from '../../bookings/lifecycle';
import { creditNotes, moneyFields, type MoneyRow } from '../../bookings/booking-money';
import { vendorLedger } from '../../bookings/vendor-ledger';
import { vendorDashboard } from '../../data/vendor-dashboard';
import { categoryExists, createVendor, setVendorGstin, setVendorPasswordHash, vendorByLogin, vendorContactTaken, vendorPasswordHash, vendorProfile } from '../../data/vendors';
import {
  addServiceImages, deleteServiceImage, insertService, ownsService, serviceForm, serviceImages, updateService, vendorPackageItem, vendorServices,
} from '../../data/vendor-services';
import * as A from '../../contract/account';
import * as B from '../../contract/bookings';
import { Type } from '@sinclair/typebox';
import { Envelope, PagedEnvelope, reply } from '../../contract/envelope';
import { doc, type RouteContext } from '../context';
import { params, query, body, type ContractTypes } from '../../contract/request';
import { pathParams, pageQuery, textParams, vendorBookingsQuery } from '../../contract/queries';
import * as W from '../../contract/writes';

const DEFAULT_ADVANCE_PER = 20;
const DEFAULT_COMMISSION_PER = 10;

/** The reply to a vendor registration (issue 21: a new vendor waits for approval). */
export const VENDOR_AWAITS_APPROVAL = 'Registration successful. Your account awaits approval by Utsav: you can sign in and add your services now, and customers see them once it is approved.';

export async function vendorRoutes(server: FastifyInstance, { db, auth, config, payments }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const guard = { preValidation: requireVendor };
  const limited = { config: { rateLimit: { max: config.rateLimitMax, timeWindow: '1 minute' } } };
  const throttle = new AccountThrottle(db);

  app.post('/vendorRegister', { ...limited, ...doc('vendor', 'Vendor registration', false, { ...body(vendorSignUpSchema), ...reply(W.EnvelopeWithMessage(W.IdResult)) }) }, async (req) => {
    const data = req.body;
    if (!(await categoryExists(db, data.serviceId))) throw badRequest('Please select service type');
    const taken = await vendorContactTaken(db, data.phone, data.email);
    if (taken) throw conflict(taken === 'phone' ? 'This mobile number is already registered' : 'This email is already registered');
    try {
      // A new vendor waits for the operator's approval (issue 21): they can sign in and prepare their services, which
      // the storefront lists once the account is approved.
      const id = await createVendor(db, { name: data.name, email: data.email, phone: data.phone, passwordHash: await hashPassword(data.password), categoryId: data.serviceId });
      const message = VENDOR_AWAITS_APPROVAL;
      return { ...ok({ Id: id }, message), message };
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw conflict('This mobile number or email is already registered');
      throw e;
    }
  });

  app.post('/vendor/login', { ...limited, ...doc('vendor', 'Vendor sign-in: {username (email or phone), password} → Payload.token', false, { ...body(vendorSignInPayloadSchema), ...reply(Envelope(W.VendorSignIn)) }) }, async (req) => {
    const { username, password } = req.body;
    const u = await vendorByLogin(db, username);
    // Throttled per account (email and phone count together), or per name typed when no account has it.
    const account = u ? `vendor:${u.id}` : `vendor-name:${username.trim().toLowerCase()}`;
    if (!(await throttle.attempt(account, async () => !!u && (await checkPassword(password, u.password_hash)))) || !u) throw unauthorized('Invalid username or password');
    return ok({ token: await auth.sign({ id: u.id, type: 'vendor', name: u.name }, u.token_version), name: u.name, role: 2 }, 'Login successful');
  });

  app.get('/vendor/profile', { ...guard, ...doc('vendor', 'Vendor profile', 'vendor', reply(Envelope(A.VendorProfile))) }, async (req) => {
    const me = userOf(req);
    const v = await vendorProfile(db, me.id);
    if (!v) throw unauthorized('Invalid session token');
    return ok({ role: 2, Id: v.id, Name: v.name, Email: v.email, Phone: v.phone, ServiceId: v.service_id, ServiceName: v.service_name, AccountStatus: v.status, Gstin: v.gstin });
  });

  // Issue 17.7: the supplier's GSTIN printed on the vendor's tax invoices; '' removes it (not registered).
  app.post('/vendor/gstin', { ...guard, ...doc('vendor', "Set the vendor's GSTIN for tax invoices: {gstin} ('' = not registered)", 'vendor', { ...body(vendorGstinSchema), ...reply(Envelope(W.GstinSaved)) }) }, async (req) => {
    const me = userOf(req);
    const { gstin } = req.body;
    await setVendorGstin(db, me.id, gstin);
    return ok({ Gstin: gstin }, gstin ? 'GSTIN saved: it is printed on your tax invoices' : 'GSTIN removed');
  });

  app.get('/vendor/dashboard', { ...guard, ...doc('vendor', 'Dashboard figures', 'vendor', reply(Envelope(B.VendorDashboard))) }, async (req) => {
    const me = userOf(req);
    await settleStates(db);
    // The chart's window: 3 months before this one (India time) to 2 after, by event month.
    const [y, m] = todayIso().split('-').map(Number) as [number, number];
    const monthStart = (offset: number) => {
      const d = new Date(Date.UTC(y, m - 1 + offset, 1));
      return d.toISOString().slice(0, 10);
    };
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
  });

  app.get('/vendor/ledger', { ...guard, ...doc('vendor', 'The vendor ledger: per booking collected, commission, refunds, net receivable; payouts; totals', 'vendor', reply(Envelope(W.VendorLedger))) }, async (req) => {
    const me = userOf(req);
    await settleStates(db);
    return ok(await vendorLedger(db, me.id));
  });

  app.post('/vendor/bookings/:id/decline', { ...guard, ...doc('vendor', 'Decline a confirmed booking within 48 hours of its confirmation (full refund to the customer)', 'vendor', { ...reply(Envelope(W.CancelResult)), ...params(pathParams('id')) }) }, async (req) => {
    const me = userOf(req);
    const id = intId(req.params.id, 'booking', 404);
    const out = await declineBooking(db, payments, me.id, id);
    return ok({ ...out, RefundAmount: toRupees(out.RefundAmount) }, `Booking declined. ₹${toRupees(out.RefundAmount).toFixed(2)} is refunded to the customer.`);
  });

  app.get('/vendor/bookings/:id/credit-notes', { ...guard, ...doc('vendor', "GST credit notes of one of the vendor's bookings", 'vendor', { ...reply(Envelope(Type.Array(B.CreditNote))), ...params(pathParams('id')) }) }, async (req) => {
    const me = userOf(req);
    const id = intId(req.params.id, 'booking', 404);
    if (!(await ownsBooking(db, { vendorId: me.id }, id))) throw notFound('Booking not found');
    return ok(await creditNotes(db, id));
  });

  app.get('/vendor/getBooking', { ...guard, ...doc('vendor', "The vendor's bookings, newest first, with state and money; ?when=upcoming|expired (event date from today, or before it; India time); pages ?limit (1-200, default 200) &after (Page.next)", 'vendor', { ...reply(PagedEnvelope(B.VendorBookingRow)), ...query(vendorBookingsQuery) }) }, async (req) => {
    await settleStates(db);
    const when = req.query.when ?? '';
    if (when !== '' && when !== 'upcoming' && when !== 'expired') throw badRequest('when must be upcoming or expired');
    const page = await vendorBookings(db, userOf(req).id, pageRequest(req.query, MAX_PAGE), { today: todayIso(), when: when === '' ? undefined : when });
    return { ...ok(page.rows), Page: { next: page.next } };
  });

  app.get('/vendor/OrderDetails/:bookingid', { ...guard, ...doc('vendor', 'Booking invoice of one of the vendor bookings (id or BookingNo)', 'vendor', { ...reply(Envelope(B.VendorBookingDetail)), ...params(pathParams('bookingid')) }) }, async (req) => {
    const me = userOf(req);
    const raw = req.params.bookingid.trim();
    const byNo = /^BK\d+$/i.test(raw);
    if (!byNo && !/^\d{1,9}$/.test(raw)) throw notFound('Booking not found');
    const b = await bookingRowOf(db, { vendorId: me.id }, byNo ? { bookingNo: raw } : { id: Number(raw) });
    if (!b) throw notFound('Booking not found');
    const base = bookingDetail(b);
    const commission = Number(b.admin_commission_amt);
    return ok({
      ...base,
      Booking_No: base.BookingNo,
      Order_Id: base.OrderId,
      Booking_For: base.BookingFor,
      Booking_On_Date: base.BookingOnDate,
      admin_commision_per: Number(b.admin_commission_per),
      admin_commision_amount: toRupees(commission),
      TotalBilling: toRupees(vendorTotalBilling(Number(b.travel_charges), Number(b.gst_with_mrp), commission)),
      ...moneyFields(b as unknown as MoneyRow, todayIso()),
      CreditNotes: await creditNotes(db, b.id as number),
    });
  });

  app.get('/vendor/products', { ...guard, ...doc('vendor', "The vendor's services (Status 1 active, 2 inactive: the vendor's choice; Listed says whether the storefront shows it — moderation and approval, issue 21)", 'vendor', reply(Envelope(Type.Array(A.VendorServiceRow)))) }, async (req) => {
    const me = userOf(req);
    return ok(await vendorServices(db, me.id));
  });

  const ownProduct = async (q: Queryable, vendorId: number, productId: number) => {
    if (!(await ownsService(q, vendorId, productId))) throw notFound('Service not found');
  };

  app.get('/vendor/getBookingsByProduct/:productId', { ...guard, ...doc('vendor', "Package bookings of one of the vendor's services ('all' = every service), newest package booking first; pages ?limit (1-200, default 200) &after (Page.next)", 'vendor', { ...reply(PagedEnvelope(A.VendorPackageBookingRow)), ...query(pageQuery), ...params(pathParams('productId')) }) }, async (req) => {
    const me = userOf(req);
    const raw = req.params.productId;
    const productId = raw.toLowerCase() === 'all' || raw === '0' ? null : intId(raw, 'service', 404);
    if (productId !== null) await ownProduct(db, me.id, productId);
    const page = await vendorPackageItems(db, me.id, productId, pageRequest(req.query, MAX_PAGE));
    return { ...ok(page.rows), Page: { next: page.next } };
  });

  app.get('/vendor/getBookingsByProductDetails/:bookingId/:productId', { ...guard, ...doc('vendor', 'One package booking item of the vendor', 'vendor', { ...reply(Envelope(B.VendorPackageBookingDetail)), ...params(pathParams('bookingId', 'productId')) }) }, async (req) => {
    const me = userOf(req);
    const p = req.params;
    const bookingId = intId(p.bookingId, 'booking', 404);
    const productId = intId(p.productId, 'service', 404);
    const item = await vendorPackageItem(db, me.id, bookingId, productId);
    if (!item) throw notFound('Booking not found');
    return ok(item);
  });

  app.get('/vendor/ProductDetails/:serviceId', { ...guard, ...doc('vendor', 'One of the vendor services, shaped as the service form', 'vendor', { ...reply(Envelope(A.VendorServiceForm)), ...params(pathParams('serviceId')) }) }, async (req) => {
    const me = userOf(req);
    const form = await serviceForm(db, me.id, intId(req.params.serviceId, 'service', 404));
    if (!form) throw notFound('Service not found');
    return ok(form);
  });

  /** Reads productJson + images from the multipart form, validated before anything is stored. */
  const readServiceForm = async (req: FastifyRequest): Promise<{ data: VendorServiceData; files: PendingImage[] }> => {
    const form = await readMultipart(req, { maxBytes: config.maxUploadBytes, maxFiles: config.maxUploadFiles });
    let json: unknown;
    try {
      json = JSON.parse(form.fields.productJson ?? '');
    } catch {
      throw badRequest('productJson must be the service form as JSON');
    }
    const data = parse(vendorServiceSchema, json);
    if (!(await categoryExists(db, data.serviceId))) throw badRequest('Please select service type');
    return { data, files: form.files };
  };

  const productColumns = (data: VendorServiceData) => {
    const cols = priceColumns(data.bookingAmt, data.discount, data.gst, data.gst_include_exclude as 0 | 1);
    // Coordinates from the server's pincode table, never from the form (issue 16.2; lib/geo).
    const geo = placeOfPincode(data.pin);
    return { cols, lat: geo.lat, lon: geo.lon, travel: toPaise(data.travelcharge) };
  };

  const saveImages = (tx: Queryable, productId: number, files: PendingImage[]) => addServiceImages(tx, productId, files.map((f) => f.name));

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

  app.post('/vendor/AddProduct', { ...guard, ...doc('vendor', 'Add a service: multipart productJson + images (at least one)', 'vendor', reply(Envelope(W.ServiceSaved))) }, async (req) => {
    const me = userOf(req);
    const { data, files } = await readServiceForm(req);
    if (files.length === 0) throw badRequest(IMAGE_REQUIRED);
    const columns = productColumns(data);
    const id = await withFiles(files, () =>
      db.transaction(async (tx) => {
        const id = await insertService(tx, me.id, data, columns, { advancePer: DEFAULT_ADVANCE_PER, commissionPer: DEFAULT_COMMISSION_PER });
        await saveImages(tx, id, files);
        return id;
      }),
    );
    return ok({ ServiceId: id }, 'Service added successfully');
  });

  app.post('/vendor/UpdateService', { ...guard, ...doc('vendor', 'Update a service: multipart productJson (with id) + optional images', 'vendor', reply(Envelope(W.ServiceSaved))) }, async (req) => {
    const me = userOf(req);
    const { data, files } = await readServiceForm(req);
    const id = intId(data.id, 'service', 404);
    await ownProduct(db, me.id, id);
    const columns = productColumns(data);
    await withFiles(files, () =>
      db.transaction(async (tx) => {
        if (!(await updateService(tx, me.id, id, data, columns))) throw notFound('Service not found');
        await saveImages(tx, id, files);
      }),
    );
    return ok({ ServiceId: id }, 'Service updated successfully');
  });

  const productImages = async (req: FastifyRequest) => {
    const me = userOf(req);
    const id = intId((req.params as { id: string }).id, 'service', 404);
    await ownProduct(db, me.id, id);
    return ok({ Images: await serviceImages(db, id) });
  };
  app.get('/Vendor/ProductImages/:id', { ...guard, ...doc('vendor', 'Images of one of the vendor services', 'vendor', { ...reply(Envelope(A.ServiceImages)), ...params(pathParams('id')) }) }, productImages);
  app.get('/vendor/ProductImages/:id', { ...guard, schema: { hide: true, ...reply(Envelope(A.ServiceImages)) } }, productImages);

  app.post('/uploadMultipleImages', { ...guard, ...doc('vendor', 'Add images to a service: multipart pid, service_id, images', 'vendor', reply(Envelope(A.ServiceImages))) }, async (req) => {
    const me = userOf(req);
    const form = await readMultipart(req, { maxBytes: config.maxUploadBytes, maxFiles: config.maxUploadFiles });
    const pid = intId(form.fields.pid, 'service', 404);
    await ownProduct(db, me.id, pid);
    if (form.files.length === 0) throw badRequest(IMAGE_REQUIRED);
    await withFiles(form.files, () => db.transaction((tx) => saveImages(tx, pid, form.files)));
    return ok({ Images: await serviceImages(db, pid) }, `${form.files.length} image(s) uploaded`);
  });

  app.get('/vendor/delete-image', { ...guard, ...doc('vendor', 'Delete an image of one of the vendor services: ?id&pid', 'vendor', { ...query(textParams('id', 'pid')), ...reply(Envelope(W.IdResult)) }) }, async (req) => {
    const me = userOf(req);
    const q = req.query;
    const id = intId(q.id, 'image', 404);
    const pid = intId(q.pid, 'service', 404);
    await ownProduct(db, me.id, pid);
    const file = await deleteServiceImage(db, pid, id);
    if (file === null) throw notFound('Image not found');
    await removeImageFile(config.uploadDir, file);
    return ok({ Id: id }, 'Image deleted');
  });

  app.post('/vendor/change-password', { ...guard, ...doc('vendor', 'Change the vendor password. Ends every earlier session; Payload.token is the new session token', 'vendor', { ...body(changePasswordSchema), ...reply(W.EnvelopeWithMessage(W.VendorNewToken)) }) }, async (req) => {
    const me = userOf(req);
    const data = req.body;
    const current = await vendorPasswordHash(db, me.id);
    if (!(await throttle.attempt(`vendor-password:${me.id}`, async () => current !== null && (await checkPassword(data.oldPassword, current))))) throw badRequest('Old password is incorrect');
    const hash = await hashPassword(data.newPassword);
    const version = await db.transaction(async (tx) => {
      await setVendorPasswordHash(tx, me.id, hash);
      return auth.endAllSessions(me, tx);
    });
    const token = await auth.sign(me, version);
    return { ...ok({ token }, 'Password changed successfully'), message: 'Password changed successfully' };
  });

}
