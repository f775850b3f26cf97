/**
 * Test harness: one database per test file (PGlite in memory, or a fresh PostgreSQL schema when DATABASE_URL is
 * set), reset between tests by truncation + re-seed, requests over HTTP via fastify.inject.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { buildApp, type UtsavApp } from '../src/app';
import { createDb, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedInfo } from '../src/db/seed';
import { seedOrRestore } from './seed-snapshot';
import { DATA_TOPICS } from '../src/db/data-topics';

process.env.NODE_ENV = 'test';
process.env.BCRYPT_ROUNDS ??= '4';
process.env.TZ ??= 'Asia/Kolkata';

// `any` by default: tests read parsed JSON replies field by field and assert on them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  raw: string;
}

export interface TestCtx {
  app: UtsavApp;
  db: Db;
  uploadDir: string;
  reset(): Promise<void>;
  close(): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Reply
  call<T = any>(
    method: string,
    url: string,
    opts?: { token?: string | null; body?: unknown; headers?: Record<string, string>; payload?: Buffer },
  ): Promise<Reply<T>>;
  tokens: { customerA: string; customerB: string; vendorA: string; vendorB: string; operator: string };
  bookedDate: string;
}

export const SECRET = 'test-secret-0123456789-abcdefghijklmnop';

interface Base {
  app: UtsavApp;
  db: Db;
  uploadDir: string;
  tables: string[];
  closeReal(): Promise<void>;
}

let shared: Promise<Base> | null = null;

/**
 * Every 200 reply of every API test is checked against the route's declared reply schema before Fastify serializes
 * it: the handler's object — as JSON would carry it (dates as ISO text) — must have every required
 * field with the declared type, null only where the schema allows it. The serializer would otherwise hide a drift
 * (a null written as "", a number as text) or drop a field the handler meant to send (objects are closed here: the
 * handler and its schema must agree field for field). A violation is reported on the reply (x-contract-violation)
 * and `call` fails the test with it.
 */
/** The schema with every object closed (additionalProperties: false), recursively. */
export function closedSchema(schema: unknown): object {
  const close = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(close);
    if (!x || typeof x !== 'object') return x;
    const o = Object.fromEntries(
      Object.entries(x as Record<string, unknown>).map(([k, v]) => [
        k,
        k === 'properties'
          ? Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([p, ps]) => [p, close(ps)]))
          : close(v),
      ]),
    );
    if (o.type === 'object' && o.properties && o.additionalProperties === undefined) o.additionalProperties = false;
    return o;
  };
  return close(schema) as object;
}

export function checkRepliesAgainstContract(app: Pick<UtsavApp, 'addHook'>): void {
  const ajv = new Ajv({ strict: false, allErrors: true });
  const validators = new WeakMap<object, ValidateFunction>();
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    const schema = (req.routeOptions.schema?.response as Record<string, object> | undefined)?.[200];
    if (reply.statusCode !== 200 || !schema || payload === null || typeof payload !== 'object') return payload;
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile(closedSchema(schema))));
    if (!validate(JSON.parse(JSON.stringify(payload))))
      reply.header(
        'x-contract-violation',
        ajv
          .errorsText(validate.errors)
          .replace(/[^\x20-\x7e]/g, '?')
          .slice(0, 2000),
      );
    return payload;
  });
}

/**
 * A `now` for a worker pass right after a write: one millisecond on. A JavaScript Date has millisecond precision and
 * PostgreSQL's now() microseconds, so a Date taken in the same millisecond as the write can be earlier than what
 * the write stamped (due_at, created_at), and the pass would not see it yet. (Production's next pass does; a test
 * asserting on this pass must not race it.)
 */
export const afterWrites = (): Date => new Date(Date.now() + 1);

/** Inside test/all.test.ts every file shares one database and app (one PGlite start instead of one per file). */
export const singleProcess = () => process.env.UTSAV_TEST_SINGLE_PROCESS === '1';

async function createBase(): Promise<Base> {
  const url = process.env.DATABASE_URL || undefined;
  const schema = url ? `utsav_t_${process.pid}_${Date.now().toString(36)}` : undefined;
  const db = await createDb({ databaseUrl: url, schema, poolSize: 25 });
  await migrate(db);
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'utsav-uploads-'));
  const app = await buildApp({
    db,
    migrate: false,
    seed: false,
    config: { uploadDir, rateLimitMax: 100_000, jwtSecret: SECRET, logger: false, sweepIntervalMs: 0 },
  });
  checkRepliesAgainstContract(app);
  await app.ready();
  const tables = (
    await db.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'schemaversion')",
    )
  ).rows.map((r) => r.tablename);
  return {
    app,
    db,
    uploadDir,
    tables,
    async closeReal() {
      await app.close();
      if (schema) await db.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
      await db.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

let users = 0;

/** Closes the shared database of a single-process run. */
export async function closeShared(): Promise<void> {
  if (shared) await (await shared).closeReal();
  shared = null;
}

/** A freshly seeded database and app for one test file, with signed-in demo accounts. */
export async function setup(): Promise<TestCtx> {
  shared ??= createBase();
  users++;
  const base = await shared;
  const { app, db, uploadDir, tables } = base;

  const ctx: TestCtx = {
    app,
    db,
    uploadDir,
    tokens: { customerA: '', customerB: '', vendorA: '', vendorB: '', operator: '' },
    bookedDate: '',
    async reset() {
      await db.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
      await seedOrRestore(db, tables);
      // The data under every in-process cache was replaced outside any route: say so (lib/data-changes).
      await db.changed(DATA_TOPICS);
      ctx.bookedDate = (await seedInfo(db)).booked_date!;
      for (const f of readdirSync(uploadDir)) rmSync(path.join(uploadDir, f));
    },
    async close() {
      // Suites of one file may overlap: the database goes when the last of them is done with it.
      if (--users === 0 && !singleProcess()) await closeShared();
    },
    async call(method, u, o = {}) {
      if (process.env.TEST_TRACE) console.error('->', method, u);
      const headers: Record<string, string> = { ...(o.headers ?? {}) };
      if (o.token) headers['x-auth-token'] = o.token;
      const res = await app.inject({
        method: method as 'GET',
        url: u,
        headers,
        ...(o.payload ? { payload: o.payload } : o.body !== undefined ? { payload: o.body as object } : {}),
      });
      const violation = res.headers['x-contract-violation'];
      if (violation)
        throw new Error(`${method} ${u}: the reply does not match its declared schema: ${String(violation)}`);
      let body: unknown = res.body;
      try {
        body = JSON.parse(res.body);
      } catch {
        /* not JSON */
      }
      return {
        status: res.statusCode,
        body: body as never,
        headers: res.headers as Record<string, unknown>,
        raw: res.body,
      };
    },
  };
  await ctx.reset();
  const login = async (path: string, body: object, key: 'uidtoken' | 'token') => {
    const r = await ctx.call('POST', path, { body });
    if (r.status !== 200) throw new Error(`login failed ${JSON.stringify(r.body)}`);
    return r.body.Payload[key] as string;
  };
  ctx.tokens.customerA = await login('/api/UserLogin', { mobile: '9876543210', password: 'Customer@123' }, 'uidtoken');
  ctx.tokens.customerB = await login('/api/UserLogin', { mobile: '9876543211', password: 'Customer@123' }, 'uidtoken');
  ctx.tokens.vendorA = await login(
    '/api/vendor/login',
    { username: 'vendor@utsav.in', password: 'Vendor@123' },
    'token',
  );
  ctx.tokens.vendorB = await login(
    '/api/vendor/login',
    { username: 'vendor2@utsav.in', password: 'Vendor@123' },
    'token',
  );
  ctx.tokens.operator = await login('/api/admin/login', { username: 'admin@utsav.in', password: 'Admin@123' }, 'token');
  return ctx;
}

/** Adds days to YYYY-MM-DD. */
export function plusDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function today(): string {
  const n = new Date();
  return `${n.getFullYear()}-${String(n.getMonth() + 1).padStart(2, '0')}-${String(n.getDate()).padStart(2, '0')}`;
}

/** A multipart body (fields + files) for inject. */
export async function multipart(
  fields: Record<string, string>,
  files: { field?: string; name: string; type: string; data: Buffer }[],
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append(f.field ?? 'images', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const req = new Request('http://local/upload', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** Real 2×2 JPEG and WebP files (uploads are decoded and re-encoded, a file must decode). */
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCSAFV3/9k=',
  'base64',
);
export const WEBP = Buffer.from(
  'UklGRjQAAABXRUJQVlA4ICgAAABwAQCdASoCAAIAAUAmJaACdAFAAAD+77zxU/+4OP/7g4//uDj90wAA',
  'base64',
);

/** The site origin the offline gateway may send the payer back to (one of the default CORS origins). */
export const RETURN_URL = 'http://localhost:3000/booking/order';

export interface GatewayReturn {
  status: number;
  /** The query the gateway put on the return URL (razorpay_order_id, razorpay_payment_id, razorpay_signature or payment_status=failed). */
  params: Record<string, string>;
}

/**
 * Pays (or fails) through the offline gateway as a browser does: open the payment (POST /api/payments/order or
 * /balance), load the gateway page, submit its form, read where it sends the payer back. Does not call verify.
 */
export async function gatewayPay(
  t: TestCtx,
  token: string,
  open: { OrderId: string } | { BookingId: number } | { BalanceOfOrder: string },
  choice: { method?: 'upi' | 'card'; outcome?: 'success' | 'failure' } = {},
): Promise<{ opened: Reply; back: GatewayReturn }> {
  // { BalanceOfOrder }: the balance of every line of an order, in one payment ({OrderId} on /payments/balance).
  const opened =
    'BalanceOfOrder' in open
      ? await t.call('POST', '/api/payments/balance', { token, body: { OrderId: open.BalanceOfOrder } })
      : await t.call('POST', 'OrderId' in open ? '/api/payments/order' : '/api/payments/balance', {
          token,
          body: open,
        });
  if (opened.status !== 200) return { opened, back: { status: 0, params: {} } };
  const page = await t.call('GET', `${opened.body.Payload.CheckoutUrl}&return_url=${encodeURIComponent(RETURN_URL)}`);
  if (page.status !== 200 || !page.raw.includes('Test payment — no money moves'))
    throw new Error(`gateway page: ${page.status}`);
  // The page's form carries the one-time pay token of the payment just opened.
  const payToken = new URL(opened.body.Payload.CheckoutUrl, 'http://local').searchParams.get('pay_token') ?? '';
  const form = new URLSearchParams({
    order_id: opened.body.Payload.ProviderOrderId,
    pay_token: payToken,
    return_url: RETURN_URL,
    method: choice.method ?? 'upi',
    outcome: choice.outcome ?? 'success',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/offline/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const location = String(res.headers.location ?? '');
  const params = location ? Object.fromEntries(new URL(location).searchParams) : {};
  return { opened, back: { status: res.statusCode, params } };
}

/** The client callback after a successful gateway payment. */
export async function verifyReturn(t: TestCtx, token: string, params: Record<string, string>): Promise<Reply> {
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = params;
  return t.call('POST', '/api/payments/verify', {
    token,
    body: { razorpay_order_id, razorpay_payment_id, razorpay_signature },
  });
}

/** Pays an order (or a balance) in full through the offline gateway and the client callback; throws if it does not confirm. */
export async function payThroughGateway(
  t: TestCtx,
  token: string,
  open: { OrderId: string } | { BookingId: number } | { BalanceOfOrder: string },
): Promise<void> {
  const { opened, back } = await gatewayPay(t, token, open);
  if (opened.status !== 200) throw new Error(`open payment: ${opened.status} ${JSON.stringify(opened.body)}`);
  const v = await verifyReturn(t, token, back.params);
  if (v.status !== 200) throw new Error(`verify: ${v.status} ${JSON.stringify(v.body)}`);
}

/** A recipient as the outbox stores it: a mobile as 91 and 10 digits, an email in lower case. */
const outboxRecipient = (to: string) => (/^[6-9]\d{9}$/.test(to) ? `91${to}` : to.trim().toLowerCase());

/**
 * the latest one-time code sent to `to` (a mobile number or an email), read from the messages outbox
 * (an unused code is still in the text; used or replaced ones are scrubbed), or null.
 */
export async function lastCodeSentTo(t: TestCtx, to: string): Promise<string | null> {
  const r = await t.db.query<{ body_text: string }>(
    "SELECT body_text FROM messages WHERE recipient = $1 AND template IN ('account.signup-code', 'account.reset-code', 'account.contact-code') ORDER BY id DESC LIMIT 1",
    [outboxRecipient(to)],
  );
  return /(?:^|\D)(\d{6})(?!\d)/.exec(r.rows[0]?.body_text ?? '')?.[1] ?? null;
}

let codeAddress = 0;
/**
 * A registration's sign-up code: asks POST /signup-code (or /vendor/signup-code) for `phone` from an
 * address of its own (so the per-address throttle of one test never meets another's) and reads the code sent.
 */
export async function signUpCode(t: TestCtx, phone: string, kind: 'customer' | 'vendor' = 'customer'): Promise<string> {
  codeAddress = (codeAddress + 1) % 250;
  const res = await t.app.inject({
    method: 'POST',
    url: kind === 'vendor' ? '/api/vendor/signup-code' : '/api/signup-code',
    remoteAddress: `203.0.113.${codeAddress + 1}`,
    payload: { phone },
  });
  if (res.statusCode !== 200) throw new Error(`signup-code ${res.statusCode} ${res.body}`);
  const code = await lastCodeSentTo(t, phone);
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** the templates of the account messages sent to `to` (a mobile number or an email), oldest first ('account.' dropped). */
export async function accountMessagesTo(t: TestCtx, to: string): Promise<string[]> {
  const r = await t.db.query<{ template: string }>(
    "SELECT template FROM messages WHERE recipient = $1 AND template LIKE 'account.%' ORDER BY id",
    [outboxRecipient(to)],
  );
  return r.rows.map((m) => m.template.replace(/^account\./, ''));
}
