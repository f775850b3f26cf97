/**
 * mobile verification at sign-up and password reset, for customers and vendors.
 *
 * - POST /signup-code, /vendor/signup-code {phone}: sends a 6-digit code by SMS to a number about to register (the
 *   registration then carries it as `otp`, routes account-routes /UserRegister and vendor-routes /vendorRegister).
 * - POST /forgot-password, /vendor/forgot-password {login}: a reset code to the account's verified mobile number
 *   (login = the mobile) or its email (login = the email, or a mobile that was never verified). The answer is the
 *   same whether or not an account matches, and requests are throttled per login typed and per address.
 * - POST /reset-password, /vendor/reset-password {login, otp, password, cpassword}: sets the new password, ends every
 *   earlier session (token_version, lib/auth) and sends "password changed" by SMS and email.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { forgotPasswordSchema, resetPasswordSchema, signUpCodeSchema } from '@utsav/domain/schemas/one-time-code';
import { contactCodeSchema } from '@utsav/domain/schemas/profile';
import { requireCustomer, userOf } from '../../lib/auth';
import type { Queryable } from '../../db/client';
import {
  accountByLogin,
  accountContact,
  accountMessagesOf,
  markVerified,
  setPasswordHash,
  type CodeAccount,
  type CodeChannel,
} from '../../data/one-time-codes';
import { contactTaken, customerProfile } from '../../data/accounts';
import { vendorContactTaken } from '../../data/vendors';
import { accountEvent, accountMessenger, type AccountMessenger } from '../../lib/account-messages';
import { CODE_TTL_MINUTES, OneTimeCodes, RESET_CODE_REFUSED, signUpCodeMessage } from '../../lib/one-time-codes';
import { hashPassword } from '../../lib/passwords';
import { inFixedTime } from '../../lib/fixed-time';
import { HttpError, badRequest, ok } from '../../lib/http';
import { langOf, t } from '../../lib/server-messages';
import type { Lang } from '../../messages/types';
import type { Auth } from '../../lib/auth';
import { adminDoc, operatorOnly } from '../admin/admin-shared';
import { Envelope, reply } from '../../contract/envelope';
import { body, query, type ContractTypes } from '../../contract/request';
import { textParams } from '../../contract/queries';
import { doc, type RouteContext } from '../context';

export const CONTACT_CODE_SENT = `If this mobile number or email can be added to your account, we have sent a 6-digit code to it. It is valid for ${CODE_TTL_MINUTES} minutes.`;
export const CONTACT_ALREADY_YOURS = 'This is already your mobile number or email';

const CodeSent = Type.Object({ minutes: Type.Integer() });
const ResetDone = Type.Object({ reset: Type.Boolean() });

/** The codes and messages every account route shares (one instance per app, built in app.ts's route context). */
export interface Verification {
  codes: OneTimeCodes;
  send: AccountMessenger;
}

const verifications = new WeakMap<object, Verification>();
/** The verification helpers of an app's route context (made once per context). */
export function verificationOf(ctx: Pick<RouteContext, 'db' | 'config'>): Verification {
  let v = verifications.get(ctx.db);
  if (!v)
    verifications.set(
      ctx.db,
      (v = {
        codes: new OneTimeCodes(ctx.db, ctx.config.jwtSecret, ctx.config.codeSendsPerAddress),
        send: accountMessenger,
      }),
    );
  return v;
}

/**
 * Checks a registration's sign-up code inside its transaction (run it in `runCounted`, so that a wrong code's
 * attempt is counted even though the registration fails): throws CodeRefused (400) saying what went wrong — the
 * number is the caller's own, so they may be told.
 */
export async function consumeSignUpCode(
  v: Verification,
  q: Queryable,
  account: CodeAccount,
  phone: string,
  otp: string,
): Promise<void> {
  const c = await v.codes.check(q, 'signup', account, phone, otp);
  if (!c.ok) throw new CodeRefused(signUpCodeMessage(c));
}

/** A refused code: the transaction that counted the attempt still commits (see `runCounted`). */
export class CodeRefused extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/**
 * Runs `work` in a transaction that commits the attempts a refused code counted: a CodeRefused thrown inside is
 * returned out of the transaction (which commits) and thrown after it. Any other error rolls back as usual.
 */
export async function runCounted<T>(db: RouteContext['db'], work: (tx: Queryable) => Promise<T>): Promise<T> {
  const outcome = await db.transaction(async (tx) => {
    try {
      return { value: await work(tx) };
    } catch (e) {
      if (e instanceof CodeRefused) return { refused: e };
      throw e;
    }
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.value;
}

/** The code target of a new contact of an account: the account and the contact (an email in lower case). */
export const contactTarget = (accountId: number, contact: string) => `${accountId}:${contact.toLowerCase()}`;
/** Which channel proves a contact: a 10-digit mobile number by SMS, anything else (an email) by email. */
export const contactChannel = (contact: string): CodeChannel => (/^\d+$/.test(contact) ? 'sms' : 'email');

/**
 * Checks the code of a customer's new mobile number or email inside the profile's transaction (run it in
 * `runCounted`): the contact is stored only once proven, then marked verified on its channel.
 */
export async function consumeContactCode(
  v: Verification,
  q: Queryable,
  account: CodeAccount,
  accountId: number,
  contact: string,
  otp: string | undefined,
): Promise<void> {
  if (!otp) throw new CodeRefused(CONTACT_CODE_NEEDED);
  const c = await v.codes.check(q, 'contact', account, contactTarget(accountId, contact), otp);
  if (!c.ok) throw new CodeRefused(c.reason === 'none' ? CONTACT_CODE_NEEDED : signUpCodeMessage(c));
}

export const CONTACT_CODE_NEEDED =
  'Enter the 6-digit code we sent to your new mobile number or email (ask for a code first)';

/** "Password changed", by SMS and email, to the account: after a reset and after a change in the account. */
export async function sendPasswordChanged(
  v: Verification,
  q: Queryable,
  account: CodeAccount,
  id: number,
  lang?: Lang,
): Promise<void> {
  const who = await accountContact(q, account, id);
  if (!who) return;
  const at = new Date();
  await v.send(
    q,
    { audience: account, accountId: id, name: who.name, channel: 'sms', to: who.phone, lang },
    { kind: 'password-changed', at },
  );
  await v.send(
    q,
    { audience: account, accountId: id, name: who.name, channel: 'email', to: who.email, lang },
    { kind: 'password-changed', at },
  );
}

const AccountMessageRow = Type.Object({
  Id: Type.Integer(),
  Channel: Type.String(),
  Recipient: Type.String(),
  Template: Type.String(),
  State: Type.String(),
  Subject: Type.String(),
  Text: Type.String(),
  TestDelivery: Type.Boolean(),
  CreateDate: Type.String(),
});

export async function verificationRoutes(server: FastifyInstance, ctx: RouteContext) {
  const { db, auth, config } = ctx;
  const app = server.withTypeProvider<ContractTypes>();
  const v = verificationOf(ctx);
  const limited = { rateLimit: { max: config.rateLimitMax, timeWindow: '1 minute' } };

  /**
   * Operator support: the account messages sent to a mobile number or email ("I never got the code"): was it sent,
   * on which channel, did it fail. In test mode (no SMS/SMTP keys) this is where a code is read — a live code is in
   * clear, a used one is blanked out. In live delivery the operator sees sent / failed only, never a code.
   */
  app.get(
    '/admin/account-messages',
    {
      ...operatorOnly,
      ...adminDoc(
        'Account messages (sign-up and reset codes, "password changed") sent to ?to= (a mobile number or an email), newest first, at most 20',
        { ...query(textParams('to')), ...reply(Envelope(Type.Array(AccountMessageRow))) },
      ),
    },
    async (req) => {
      const to = String(req.query.to ?? '').trim();
      const recipient = /^[6-9]\d{9}$/.test(to) ? `91${to}` : to.toLowerCase();
      // A channel with a real provider behind it (live delivery): its messages show sent / failed only, no text.
      const channels = (req.server as { messages?: { channels: Record<string, { test: boolean }> } }).messages
        ?.channels;
      return ok(await accountMessagesOf(db, recipient, 20, (channel) => channels?.[channel]?.test === false));
    },
  );

  /**
   * A customer's new mobile number or email is proven before /update-profile stores it: a code goes to the new
   * contact. A contact another account holds gets no code and the same answer (the save itself says it is taken,
   * under the "already registered" throttle).
   */
  app.post(
    '/contact-code',
    {
      preValidation: requireCustomer,
      config: { ...limited, changes: [] },
      ...doc(
        'verification',
        'Customer profile: send a 6-digit code to a new mobile number (SMS) or email {contact}; /update-profile then needs it as otp',
        'customer',
        { ...body(contactCodeSchema), ...reply(Envelope(CodeSent)) },
      ),
    },
    async (req) =>
      inFixedTime(config.codeReplyFloorMs, async () => {
        const user = userOf(req);
        const contact = req.body.contact.toLowerCase();
        await v.codes.throttleSend([`contact:${contact}`], req.ip);
        const me = await customerProfile(db, user.id);
        if (!me) throw badRequest(CONTACT_ALREADY_YOURS);
        const channel = contactChannel(contact);
        if (contact === (channel === 'sms' ? me.phone : me.email.toLowerCase()))
          throw badRequest(CONTACT_ALREADY_YOURS);
        const taken =
          channel === 'sms'
            ? await contactTaken(db, contact, '', user.id)
            : await contactTaken(db, '', contact, user.id);
        if (!taken) {
          const to = {
            audience: 'customer',
            accountId: user.id,
            name: me.name,
            channel,
            to: contact,
            lang: langOf(req),
          } as const;
          const event = accountEvent('contact-code', to);
          await db.transaction(async (tx) => {
            const code = await v.codes.issue(
              tx,
              'contact',
              'customer',
              contactTarget(user.id, contact),
              channel,
              event,
            );
            await v.send(tx, to, { kind: 'contact-code', code, minutes: CODE_TTL_MINUTES }, event);
          });
        }
        return ok({ minutes: CODE_TTL_MINUTES }, CONTACT_CODE_SENT);
      }),
  );

  for (const account of ['customer', 'vendor'] as const) {
    const prefix = account === 'vendor' ? '/vendor' : '';
    const who = account === 'vendor' ? 'Vendor' : 'Customer';

    app.post(
      `${prefix}/signup-code`,
      {
        config: { ...limited, changes: [] },
        ...doc(
          'verification',
          `${who} sign-up: send a 6-digit code by SMS to {phone} (10 minutes, 5 tries; resend throttled)`,
          false,
          { ...body(signUpCodeSchema), ...reply(Envelope(CodeSent)) },
        ),
      },
      async (req) =>
        inFixedTime(config.codeReplyFloorMs, async () => {
          const { phone } = req.body;
          await v.codes.throttleSend([`signup:${account}:${phone}`], req.ip);
          // A number that already has an account gets no code, and the same answer (the registration itself says it is
          // taken, under its own throttle).
          const taken =
            account === 'customer' ? await contactTaken(db, phone, '') : await vendorContactTaken(db, phone, '');
          if (taken !== 'phone') {
            const to = {
              audience: account,
              accountId: null,
              name: '',
              channel: 'sms',
              to: phone,
              lang: langOf(req),
            } as const;
            const event = accountEvent('signup-code', to);
            await db.transaction(async (tx) => {
              const code = await v.codes.issue(tx, 'signup', account, phone, 'sms', event);
              await v.send(tx, to, { kind: 'signup-code', code, minutes: CODE_TTL_MINUTES }, event);
            });
          }
          return ok({ minutes: CODE_TTL_MINUTES }, t(req, 'account.signupCodeSent', { minutes: CODE_TTL_MINUTES }));
        }),
    );

    app.post(
      `${prefix}/forgot-password`,
      {
        config: { ...limited, changes: [] },
        ...doc(
          'verification',
          `${who} forgot password: send a reset code to the verified mobile or the email of {login}. The same answer whether or not an account matches`,
          false,
          { ...body(forgotPasswordSchema), ...reply(Envelope(CodeSent)) },
        ),
      },
      async (req) =>
        inFixedTime(config.codeReplyFloorMs, async () => {
          const login = req.body.login.toLowerCase();
          await v.codes.throttleSend([`reset:${account}:${login}`], req.ip);
          const found = await accountByLogin(db, account, login);
          if (found) {
            // A mobile number that was never proven may not be the owner's: its code goes to the email instead.
            const channel: CodeChannel = /^\d+$/.test(login) && found.phoneVerified ? 'sms' : 'email';
            const to = {
              audience: account,
              accountId: found.id,
              name: found.name,
              channel,
              to: channel === 'sms' ? found.phone : found.email,
              lang: langOf(req),
            };
            const event = accountEvent('reset-code', to);
            await db.transaction(async (tx) => {
              const code = await v.codes.issue(tx, 'reset', account, String(found.id), channel, event);
              await v.send(tx, to, { kind: 'reset-code', code, minutes: CODE_TTL_MINUTES }, event);
            });
          }
          return ok({ minutes: CODE_TTL_MINUTES }, t(req, 'account.resetCodeSent', { minutes: CODE_TTL_MINUTES }));
        }),
    );

    app.post(
      `${prefix}/reset-password`,
      {
        config: { ...limited, changes: ['accounts'] },
        ...doc(
          'verification',
          `${who} password reset: {login, otp, password, cpassword}. Ends every earlier session and sends "password changed"`,
          false,
          { ...body(resetPasswordSchema), ...reply(Envelope(ResetDone)) },
        ),
      },
      async (req) =>
        inFixedTime(config.codeReplyFloorMs, async () => {
          const { login, otp, password } = req.body;
          const found = await accountByLogin(db, account, login.toLowerCase());
          if (!found) throw badRequest(RESET_CODE_REFUSED);
          await runCounted(db, async (tx) => {
            const c = await v.codes.check(tx, 'reset', account, String(found.id), otp);
            if (!c.ok) throw new CodeRefused(RESET_CODE_REFUSED);
            await setPasswordHash(tx, account, found.id, await hashPassword(password));
            // The code reached the owner on that channel: it is theirs.
            await markVerified(tx, account, found.id, c.channel);
            await endSessions(auth, tx, account, found.id, found.name);
            await sendPasswordChanged(v, tx, account, found.id, langOf(req));
          });
          return ok({ reset: true }, t(req, 'account.passwordResetDone'));
        }),
    );
  }
}

async function endSessions(auth: Auth, q: Queryable, account: CodeAccount, id: number, name: string): Promise<void> {
  await auth.endAllSessions({ id, type: account, name }, q);
}
