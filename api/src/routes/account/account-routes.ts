/** Customer account (product §7): register, login, profile, change password, reviews, enquiries (addresses: address-routes.ts). */
import { enqueueEnquiryReceived } from '../../enquiries/enquiry-messages';
import type { FastifyInstance } from 'fastify';
import {
  addEnquiry,
  contactTaken,
  createCustomer,
  customerByPhone,
  customerEnquiries,
  customerPasswordHash,
  customerProfile,
  packageExists,
  serviceExists,
  setCustomerLanguage,
  setCustomerPasswordHash,
  updateCustomerProfile,
} from '../../data/accounts';
import { languageSchema } from '@utsav/domain/schemas/language';
import { addReview, reviewableBooking, whyNotReviewable } from '../../data/catalog';
import { pageRequest } from '../../data/keyset';
import { signInPayloadSchema } from '@utsav/domain/schemas/sign-in';
import { signUpSchema } from '@utsav/domain/schemas/sign-up';
import { profileSchema } from '@utsav/domain/schemas/profile';
import { changePasswordSchema } from '@utsav/domain/schemas/change-password';
import { reviewSchema } from '@utsav/domain/schemas/review';
import { settleStates } from '../../payments/booking-states';
import {
  consumeContactCode,
  consumeSignUpCode,
  contactChannel,
  runCounted,
  sendPasswordChanged,
  verificationOf,
} from './verification-routes';
import { markVerified } from '../../data/one-time-codes';
import { giveConsent } from '../../privacy/personal-data';

export const REVIEW_AFTER_EVENT = 'You can review a booking once its event has taken place';
export const ONE_CONTACT_AT_A_TIME = 'Change your mobile number and your email one at a time';
const TAKEN = { phone: 'This mobile number is already registered', email: 'This email is already registered' } as const;
import { enquirySchema } from '@utsav/domain/schemas/enquiry';
import { requireCustomer, tokenOf, userOf } from '../../lib/auth';
import { decorateThrottles } from '../plugins';
import { checkPassword, checkPasswordOf, hashPassword } from '../../lib/passwords';
import { badRequest, conflict, forbidden, intId, notFound, ok, okLower, unauthorized } from '../../lib/http';
import { langOf, t } from '../../lib/server-messages';
import * as B from '../../contract/bookings';
import { Envelope, PagedEnvelope, reply } from '../../contract/envelope';
import * as A from '../../contract/account';
import { Type } from '@sinclair/typebox';
import { doc, type RouteContext } from '../context';
import { query, body, type ContractTypes } from '../../contract/request';
import { pageQuery } from '../../contract/queries';
import * as W from '../../contract/writes';

export async function accountRoutes(server: FastifyInstance, { db, auth, config }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const guard = { preValidation: requireCustomer };
  const limited = { config: { rateLimit: { max: config.rateLimitMax, timeWindow: '1 minute' } } };
  const lower = { config: { envelope: 'lower' as const } };
  // The domain's own throttles: an encapsulated decorator of this plugin's context (routes/plugins).
  const { account: throttle, signIns, takenAnswers } = decorateThrottles(server, db);
  const verification = verificationOf({ db, config });

  app.post(
    '/UserLogin',
    {
      ...limited,
      ...doc('account', 'Customer sign-in: {mobile, password} → Payload.uidtoken', false, {
        ...body(signInPayloadSchema),
        ...reply(Envelope(W.CustomerSignIn)),
      }),
    },
    async (req) => {
      const { mobile, password } = req.body;
      const u = await customerByPhone(db, mobile);
      // Throttled per mobile number and address, known or not; an unknown number answers exactly like a wrong
      // password, after the same bcrypt work.
      if (
        !(await signIns.attempt(`customer:${mobile}`, req.ip, () =>
          checkPasswordOf(password, u?.password_hash ?? null),
        )) ||
        !u
      )
        throw unauthorized('Invalid mobile number or password');
      const token = await auth.sign({ id: u.id, type: 'customer', name: u.name }, u.token_version);
      return ok({ uidtoken: token, name: u.name, role: 1 }, t(req, 'account.loginOk'));
    },
  );

  app.post(
    '/UserRegister',
    {
      config: { ...limited.config, envelope: 'lower' as const },
      ...doc('account', 'Customer registration (user_type 1); lowercase status/message', false, {
        ...body(signUpSchema),
        ...reply(W.LowerEnvelope(W.IdResult)),
      }),
    },
    async (req) => {
      const data = req.body;
      const taken = await takenAnswers.around({ address: req.ip }, () => contactTaken(db, data.phone, data.email));
      if (taken) throw conflict(TAKEN[taken]);
      const hash = await hashPassword(data.password);
      try {
        // the number is proven by the code sent to it (POST /signup-code) before the account exists.
        const id = await runCounted(db, async (tx) => {
          await consumeSignUpCode(verification, tx, 'customer', data.phone, data.otp);
          const userId = await createCustomer(tx, {
            name: data.name,
            email: data.email,
            phone: data.phone,
            passwordHash: hash,
            phoneVerified: true,
          });
          // The privacy notice shown with the form (docs/privacy.md#notice): consent recorded with its version.
          if (data.noticeVersion)
            await giveConsent(tx, {
              kind: 'customer',
              accountId: userId,
              purpose: 'account',
              lang: langOf(req),
              source: 'signup',
            });
          return userId;
        });
        return okLower(t(req, 'account.registered'), { Id: id });
      } catch (e) {
        if ((e as { code?: string }).code === '23505')
          throw conflict('This mobile number or email is already registered');
        throw e;
      }
    },
  );

  app.get(
    '/userDetails',
    {
      ...guard,
      ...doc('account', 'Customer profile: role, Name, Email, Phone', 'customer', reply(Envelope(A.CustomerProfile))),
    },
    async (req) => {
      const user = userOf(req);
      const u = await customerProfile(db, user.id);
      if (!u) throw unauthorized('Invalid session token');
      return ok({
        role: 1,
        Id: u.id,
        Name: u.name,
        Email: u.email,
        Phone: u.phone,
        CreateDate: u.created_at,
        Language: u.language === 'hi' || u.language === 'en' ? u.language : null,
      });
    },
  );

  app.post(
    '/update-profile',
    {
      ...guard,
      ...lower,
      ...doc('account', 'Update name, email, phone; lowercase status/message', 'customer', {
        ...body(profileSchema),
        ...reply(W.LowerEnvelope(W.ProfileSaved)),
      }),
    },
    async (req) => {
      const user = userOf(req);
      const data = req.body;
      const taken = await takenAnswers.around({ address: req.ip, account: `customer:${user.id}` }, () =>
        contactTaken(db, data.phone, data.email, user.id),
      );
      if (taken) throw conflict(TAKEN[taken]);
      const me = await customerProfile(db, user.id);
      if (!me) throw unauthorized('Invalid session token');
      const newPhone = data.phone !== me.phone;
      const newEmail = data.email.toLowerCase() !== me.email.toLowerCase();
      if (newPhone && newEmail) throw badRequest(ONE_CONTACT_AT_A_TIME);
      const fields = { name: data.name, email: data.email, phone: data.phone };
      if (newPhone || newEmail) {
        // A new mobile number or email is stored only once the code sent to it comes back (POST /contact-code).
        const contact = newPhone ? data.phone : data.email;
        await runCounted(db, async (tx) => {
          await consumeContactCode(verification, tx, 'customer', user.id, contact, data.otp);
          await updateCustomerProfile(tx, user.id, fields);
          await markVerified(tx, 'customer', user.id, contactChannel(contact));
        });
      } else await updateCustomerProfile(db, user.id, fields);
      return okLower(t(req, 'account.profileSaved'), { Name: data.name, Email: data.email, Phone: data.phone });
    },
  );

  // the language the customer chose with the header's switch, kept with the account.
  app.post(
    '/update-language',
    {
      ...guard,
      ...doc('account', "Save the customer's language ('en' or 'hi')", 'customer', {
        ...body(languageSchema),
        ...reply(Envelope(Type.Object({ Language: Type.Union([Type.Literal('en'), Type.Literal('hi')]) }))),
      }),
    },
    async (req) => {
      const user = userOf(req);
      await setCustomerLanguage(db, user.id, req.body.language);
      return ok({ Language: req.body.language }, t(req, 'account.languageSaved'));
    },
  );

  app.post(
    '/change-password',
    {
      ...guard,
      ...doc(
        'account',
        'Change password (uid is ignored: the token decides). Ends every earlier session; Payload.uidtoken is the new session token',
        'customer',
        { ...body(changePasswordSchema), ...reply(W.EnvelopeWithMessage(W.CustomerNewToken)) },
      ),
    },
    async (req) => {
      const user = userOf(req);
      const data = req.body;
      const current = await customerPasswordHash(db, user.id);
      if (
        !(await throttle.attempt(
          `customer-password:${user.id}`,
          async () => current !== null && (await checkPassword(data.oldPassword, current)),
        ))
      )
        throw badRequest('Old password is incorrect');
      const hash = await hashPassword(data.newPassword);
      const version = await db.transaction(async (tx) => {
        await setCustomerPasswordHash(tx, user.id, hash);
        return auth.endAllSessions(user, tx);
      });
      const token = await auth.sign(user, version);
      await sendPasswordChanged(verification, db, 'customer', user.id, langOf(req));
      return {
        ...ok({ uidtoken: token }, t(req, 'account.passwordChanged')),
        message: t(req, 'account.passwordChanged'),
      };
    },
  );

  // Customers and vendors: ends the presented session token at once (it is refused from now on, on every replica).
  app.post(
    '/logout',
    doc(
      'account',
      'Sign out: the X-Auth-Token sent is revoked (an absent or invalid token is not an error)',
      'optional',
      reply(Envelope(W.SignedOut)),
    ),
    async (req) => {
      const token = tokenOf(req);
      const revoked = token ? await auth.revoke(token) : false;
      return ok({ revoked }, t(req, 'account.signedOut'));
    },
  );

  // ---- Reviews
  app.post(
    '/add-review',
    {
      ...guard,
      ...lower,
      ...doc(
        'review',
        'Review a booked service: pid = product id (bookingId optional); lowercase status/message',
        'customer',
        { ...body(reviewSchema), ...reply(W.LowerEnvelope(W.BookingIdResult)) },
      ),
    },
    async (req) => {
      const user = userOf(req);
      const data = req.body;
      const bookingId =
        data.bookingId !== undefined && data.bookingId !== '' ? intId(data.bookingId, 'booking', 404) : null;
      await settleStates(db);
      const result = await db.transaction(async (tx) => {
        const booking = await reviewableBooking(tx, user.id, data.pid, bookingId);
        if (booking === null) {
          const why = await whyNotReviewable(tx, user.id, data.pid);
          if (why === 'not-booked') throw forbidden('You can review only services you have booked');
          if (why === 'not-completed') throw conflict(REVIEW_AFTER_EVENT);
          throw conflict('You have already reviewed this booking');
        }
        await addReview(tx, {
          userId: user.id,
          productId: data.pid,
          bookingId: booking,
          rating: data.rating,
          text: data.reviewDes,
        });
        return booking;
      });
      return okLower(t(req, 'account.reviewThanks'), { BookingId: result });
    },
  );

  // ---- Enquiries
  app.post(
    '/AddEnquiry',
    {
      ...limited,
      ...doc('enquiry', 'Send an enquiry about a service or package (login optional)', 'optional', {
        ...body(enquirySchema),
        ...reply(W.EnvelopeWithMessage(W.IdResult)),
      }),
    },
    async (req) => {
      const data = req.body;
      const userId = req.user?.type === 'customer' ? req.user.id : null;
      const productId =
        data.productId !== undefined && data.productId !== null && data.productId !== ''
          ? intId(data.productId, 'service', 404)
          : null;
      const packageId =
        data.packageId !== undefined && data.packageId !== null && data.packageId !== ''
          ? intId(data.packageId, 'package', 404)
          : null;
      if (productId && !(await serviceExists(db, productId))) throw notFound('Service not found');
      if (packageId && !(await packageExists(db, packageId))) throw notFound('Package not found');
      const id = await db.transaction(async (tx) => {
        const enquiryId = await addEnquiry(tx, {
          userId,
          productId,
          packageId,
          name: data.name,
          mobile: data.mobile,
          email: data.email,
          address: data.address,
        });
        await enqueueEnquiryReceived(tx, enquiryId);
        return enquiryId;
      });
      return {
        ...ok({ Id: id }, t(req, 'account.enquirySent')),
        message: t(req, 'account.enquirySent'),
      };
    },
  );

  app.get(
    '/getEnquiry',
    {
      ...guard,
      ...doc(
        'enquiry',
        "The customer's enquiries, newest first; pages ?limit (1-100, default 25) &after (Page.next)",
        'customer',
        { ...reply(PagedEnvelope(B.EnquiryRow)), ...query(pageQuery) },
      ),
    },
    async (req) => {
      const page = await customerEnquiries(db, userOf(req).id, pageRequest(req.query));
      return { ...ok(page.rows), Page: { next: page.next } };
    },
  );
}
