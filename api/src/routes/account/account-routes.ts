/** Customer account (SPEC §7): register, login, profile, change password, addresses, reviews, enquiries. */
import type { FastifyInstance } from 'fastify';
import { customerEnquiries } from '../../data/accounts';
import { MAX_PAGE, pageRequest } from '../../data/keyset';
import * as v from 'valibot';
import { signInPayloadSchema } from '@utsav/shared/schemas/sign-in';
import { signUpSchema } from '@utsav/shared/schemas/sign-up';
import { profileSchema } from '@utsav/shared/schemas/profile';
import { changePasswordSchema } from '@utsav/shared/schemas/change-password';
import { addressSchema } from '@utsav/shared/schemas/address';
import { reviewSchema } from '@utsav/shared/schemas/review';
import { settleStates } from '../../payments/payment-data';

export const REVIEW_AFTER_EVENT = 'You can review a booking once its event has taken place';
import { enquirySchema } from '@utsav/shared/schemas/enquiry';
import { requireCustomer, tokenOf, userOf } from '../../lib/auth';
import { AccountThrottle } from '../../lib/throttle';
import { checkPassword, hashPassword } from '../../lib/passwords';
import { placeOfPincode } from '../../lib/geo';
import { badRequest, conflict, forbidden, intId, notFound, ok, okLower, unauthorized } from '../../lib/http';
import * as B from '../../contract/bookings';
import { Envelope, PagedEnvelope, reply } from '../../contract/envelope';
import * as A from '../../contract/account';
import { Type } from '@sinclair/typebox';
import { doc, type RouteContext } from '../context';
import { query, body, type ContractTypes } from '../../contract/request';
import { pageQuery, textParams } from '../../contract/queries';
import * as W from '../../contract/writes';

export async function accountRoutes(server: FastifyInstance, { db, auth, config }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const guard = { preValidation: requireCustomer };
  const limited = { config: { rateLimit: { max: config.rateLimitMax, timeWindow: '1 minute' } } };
  const lower = { config: { envelope: 'lower' as const } };
  const throttle = new AccountThrottle(db);

  app.post('/UserLogin', { ...limited, ...doc('account', 'Customer sign-in: {mobile, password} → Payload.uidtoken', false, { ...body(signInPayloadSchema), ...reply(Envelope(W.CustomerSignIn)) }) }, async (req) => {
    const { mobile, password } = req.body;
    const r = await db.query<{ id: number; name: string; password_hash: string; token_version: number }>('SELECT id, name, password_hash, token_version FROM users WHERE phone = $1', [mobile]);
    const u = r.rows[0];
    // Throttled per mobile number, known or not (an unknown number answers exactly like a wrong password).
    if (!(await throttle.attempt(`customer:${mobile}`, async () => !!u && (await checkPassword(password, u.password_hash))))) throw unauthorized('Invalid mobile number or password');
    const token = await auth.sign({ id: u!.id, type: 'customer', name: u!.name }, u!.token_version);
    return ok({ uidtoken: token, name: u.name, role: 1 }, 'Login successful');
  });

  app.post('/UserRegister', { config: { ...limited.config, envelope: 'lower' as const }, ...doc('account', 'Customer registration (user_type 1); lowercase status/message', false, { ...body(signUpSchema), ...reply(W.LowerEnvelope(W.IdResult)) }) }, async (req) => {
    const data = req.body;
    const dup = await db.query<{ phone: string }>('SELECT phone FROM users WHERE phone = $1 OR lower(email) = lower($2)', [data.phone, data.email]);
    if (dup.rows[0]) throw conflict(dup.rows[0].phone === data.phone ? 'This mobile number is already registered' : 'This email is already registered');
    const hash = await hashPassword(data.password);
    try {
      const r = await db.query<{ id: number }>('INSERT INTO users (name, email, phone, password_hash) VALUES ($1, $2, $3, $4) RETURNING id', [data.name, data.email, data.phone, hash]);
      return okLower('Registration successful. Please sign in.', { Id: r.rows[0]!.id });
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw conflict('This mobile number or email is already registered');
      throw e;
    }
  });

  app.get('/userDetails', { ...guard, ...doc('account', 'Customer profile: role, Name, Email, Phone', 'customer', reply(Envelope(A.CustomerProfile))) }, async (req) => {
    const user = userOf(req);
    const r = await db.query<{ id: number; name: string; email: string; phone: string; created_at: string }>('SELECT id, name, email, phone, created_at FROM users WHERE id = $1', [user.id]);
    const u = r.rows[0]!;
    return ok({ role: 1, Id: u.id, Name: u.name, Email: u.email, Phone: u.phone, CreateDate: u.created_at });
  });

  app.post('/update-profile', { ...guard, ...lower, ...doc('account', 'Update name, email, phone; lowercase status/message', 'customer', { ...body(profileSchema), ...reply(W.LowerEnvelope(W.ProfileSaved)) }) }, async (req) => {
    const user = userOf(req);
    const data = req.body;
    const dup = await db.query<{ phone: string }>('SELECT phone FROM users WHERE id <> $1 AND (phone = $2 OR lower(email) = lower($3))', [user.id, data.phone, data.email]);
    if (dup.rows[0]) throw conflict(dup.rows[0].phone === data.phone ? 'This mobile number is already registered' : 'This email is already registered');
    await db.query('UPDATE users SET name = $2, email = $3, phone = $4 WHERE id = $1', [user.id, data.name, data.email, data.phone]);
    return okLower('Profile updated successfully', { Name: data.name, Email: data.email, Phone: data.phone });
  });

  app.post('/change-password', { ...guard, ...doc('account', 'Change password (uid is ignored: the token decides). Ends every earlier session; Payload.uidtoken is the new session token', 'customer', { ...body(changePasswordSchema), ...reply(W.EnvelopeWithMessage(W.CustomerNewToken)) }) }, async (req) => {
    const user = userOf(req);
    const data = req.body;
    const r = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    if (!(await throttle.attempt(`customer-password:${user.id}`, () => checkPassword(data.oldPassword, r.rows[0]!.password_hash)))) throw badRequest('Old password is incorrect');
    const hash = await hashPassword(data.newPassword);
    const version = await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, hash]);
      return auth.endAllSessions(user, tx);
    });
    const token = await auth.sign(user, version);
    return { ...ok({ uidtoken: token }, 'Password changed successfully'), message: 'Password changed successfully' };
  });

  // Customers and vendors: ends the presented session token at once (it is refused from now on, on every replica).
  app.post('/logout', doc('account', 'Sign out: the X-Auth-Token sent is revoked (an absent or invalid token is not an error)', 'optional', reply(Envelope(W.SignedOut))), async (req) => {
    const token = tokenOf(req);
    const revoked = token ? await auth.revoke(token) : false;
    return ok({ revoked }, 'Signed out');
  });

  // ---- Booking addresses
  const addressReply = `SELECT id AS "Id", name AS "Name", mobile AS "Mobile", email AS "Email", address AS "Address", city AS "City", state AS "State",
      zipcode, country AS "Country", location, lat, lon, regno FROM addresses`;

  app.get('/GetBookingAddressList', { ...guard, ...doc('address', "The customer's booking addresses", 'customer', reply(Envelope(Type.Array(A.BookingAddress)))) }, async (req) => {
    const user = userOf(req);
    return ok((await db.query(`${addressReply} WHERE user_id = $1 AND NOT deleted ORDER BY id`, [user.id])).rows);
  });

  /** Coordinates come from the server's pincode table, never from the payload (issue 16.2; lib/geo). */
  const coordsOf = (data: v.InferOutput<typeof addressSchema>) => placeOfPincode(data.zipcode);

  app.post('/AddBookingAddress', { ...guard, ...doc('address', 'Add a booking address', 'customer', { ...body(addressSchema), ...reply(Envelope(W.IdResult)) }) }, async (req) => {
    const user = userOf(req);
    const data = req.body;
    const { lat, lon } = coordsOf(data);
    const r = await db.query<{ id: number }>(
      `INSERT INTO addresses (user_id, regno, name, mobile, email, address, city, state, zipcode, country, location, lat, lon)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) RETURNING id`,
      [user.id, String(data.regno ?? '123456'), data.name, data.mobile, data.email, data.address, data.city, data.state, data.zipcode, data.country || 'India', data.location, lat, lon],
    );
    return ok({ Id: r.rows[0]!.id }, 'Address added successfully');
  });

  app.post('/UpdateBookingAddress', { ...guard, ...doc('address', 'Update a booking address (id in the body)', 'customer', { ...body(addressSchema), ...reply(Envelope(W.IdResult)) }) }, async (req) => {
    const user = userOf(req);
    const data = req.body;
    const id = intId(data.id, 'address', 404);
    const { lat, lon } = coordsOf(data);
    const r = await db.query(
      `UPDATE addresses SET name = $3, mobile = $4, email = $5, address = $6, city = $7, state = $8, zipcode = $9, country = $10, location = $11, lat = $12, lon = $13
       WHERE id = $1 AND user_id = $2 AND NOT deleted RETURNING id`,
      [id, user.id, data.name, data.mobile, data.email, data.address, data.city, data.state, data.zipcode, data.country || 'India', data.location, lat, lon],
    );
    if (r.rows.length === 0) throw notFound('Address not found');
    return ok({ Id: id }, 'Address updated successfully');
  });

  app.get('/deleteAddress', { ...guard, ...doc('address', 'Delete a booking address: ?id=', 'customer', { ...query(textParams('id')), ...reply(W.EnvelopeWithMessage(W.IdResult)) }) }, async (req) => {
    const user = userOf(req);
    const id = intId(req.query.id, 'address', 404);
    const r = await db.query('UPDATE addresses SET deleted = true WHERE id = $1 AND user_id = $2 AND NOT deleted RETURNING id', [id, user.id]);
    if (r.rows.length === 0) throw notFound('Address not found');
    return { ...ok({ Id: id }, 'Address deleted successfully'), message: 'Address deleted successfully' };
  });

  // ---- Reviews
  app.post('/add-review', { ...guard, ...lower, ...doc('review', 'Review a booked service: pid = product id (bookingId optional); lowercase status/message', 'customer', { ...body(reviewSchema), ...reply(W.LowerEnvelope(W.BookingIdResult)) }) }, async (req) => {
    const user = userOf(req);
    const data = req.body;
    const bookingId = data.bookingId !== undefined && data.bookingId !== '' ? intId(data.bookingId, 'booking', 404) : null;
    await settleStates(db);
    const result = await db.transaction(async (tx) => {
      const b = await tx.query<{ id: number }>(
        `SELECT b.id FROM bookings b LEFT JOIN reviews r ON r.booking_id = b.id
         WHERE b.user_id = $1 AND b.product_id = $2 AND b.booking_state = 'completed' ${bookingId ? 'AND b.id = $3' : ''} AND r.id IS NULL
         ORDER BY b.booking_date LIMIT 1`,
        bookingId ? [user.id, data.pid, bookingId] : [user.id, data.pid],
      );
      if (!b.rows[0]) {
        const any = await tx.query('SELECT 1 FROM bookings WHERE user_id = $1 AND product_id = $2', [user.id, data.pid]);
        if (any.rows.length === 0) throw forbidden('You can review only services you have booked');
        const done = await tx.query("SELECT 1 FROM bookings WHERE user_id = $1 AND product_id = $2 AND booking_state = 'completed'", [user.id, data.pid]);
        if (done.rows.length === 0) throw conflict(REVIEW_AFTER_EVENT);
        throw conflict('You have already reviewed this booking');
      }
      await tx.query('INSERT INTO reviews (user_id, product_id, booking_id, rating, review_des) VALUES ($1, $2, $3, $4, $5)', [user.id, data.pid, b.rows[0].id, data.rating, data.reviewDes]);
      await tx.query('UPDATE products SET rating = (SELECT round(avg(rating)::numeric, 1) FROM reviews WHERE product_id = $1) WHERE id = $1', [data.pid]);
      return b.rows[0].id;
    });
    return okLower('Thank you for your review', { BookingId: result });
  });

  // ---- Enquiries
  app.post('/AddEnquiry', { ...limited, ...doc('enquiry', 'Send an enquiry about a service or package (login optional)', 'optional', { ...body(enquirySchema), ...reply(W.EnvelopeWithMessage(W.IdResult)) }) }, async (req) => {
    const data = req.body;
    const userId = req.user?.type === 'customer' ? req.user.id : null;
    const productId = data.productId !== undefined && data.productId !== null && data.productId !== '' ? intId(data.productId, 'service', 404) : null;
    const packageId = data.packageId !== undefined && data.packageId !== null && data.packageId !== '' ? intId(data.packageId, 'package', 404) : null;
    if (productId && (await db.query('SELECT 1 FROM products WHERE id = $1', [productId])).rows.length === 0) throw notFound('Service not found');
    if (packageId && (await db.query('SELECT 1 FROM packages WHERE id = $1', [packageId])).rows.length === 0) throw notFound('Package not found');
    const r = await db.query<{ id: number }>(
      'INSERT INTO enquiries (user_id, product_id, package_id, name, mobile, email, address) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id',
      [userId, productId, packageId, data.name, data.mobile, data.email, data.address],
    );
    return { ...ok({ Id: r.rows[0]!.id }, 'Thank you! Your enquiry has been sent'), message: 'Thank you! Your enquiry has been sent' };
  });

  app.get('/getEnquiry', { ...guard, ...doc('enquiry', "The customer's enquiries, newest first; pages ?limit (1-200, default 200) &after (Page.next)", 'customer', { ...reply(PagedEnvelope(B.EnquiryRow)), ...query(pageQuery) }) }, async (req) => {
    const page = await customerEnquiries(db, userOf(req).id, pageRequest(req.query, MAX_PAGE));
    return { ...ok(page.rows), Page: { next: page.next } };
  });

}
