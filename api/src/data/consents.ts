/**
 * The SQL of consents and data requests (docs/privacy.md): what a person agreed to, against which notice version and
 * when, its withdrawal, and the register of export and erasure requests the operator reads.
 */
import type { Queryable } from '../db/client';

export type AccountKind = 'customer' | 'vendor';
export type ConsentPurpose = 'account' | 'checkout' | 'whatsapp' | 'newsletter';
export type ConsentSource = 'signup' | 'vendor-signup' | 'checkout' | 'account';

export interface ConsentRow {
  id: number;
  purpose: ConsentPurpose;
  notice_version: string;
  lang: string;
  source: ConsentSource;
  given_at: string;
  withdrawn_at: string | null;
}

export async function recordConsent(
  q: Queryable,
  c: {
    kind: AccountKind;
    accountId: number;
    purpose: ConsentPurpose;
    version: string;
    lang: 'en' | 'hi';
    source: ConsentSource;
  },
): Promise<void> {
  await q.query(
    'INSERT INTO consents (account_type, account_id, purpose, notice_version, lang, source) VALUES ($1, $2, $3, $4, $5, $6)',
    [c.kind, c.accountId, c.purpose, c.version, c.lang, c.source],
  );
}

/** Stamps the withdrawal on every standing consent of that purpose; how many there were. */
export async function withdrawConsents(
  q: Queryable,
  kind: AccountKind,
  accountId: number,
  purpose: ConsentPurpose,
): Promise<number> {
  const r = await q.query(
    'UPDATE consents SET withdrawn_at = now() WHERE account_type = $1 AND account_id = $2 AND purpose = $3 AND withdrawn_at IS NULL RETURNING id',
    [kind, accountId, purpose],
  );
  return r.rows.length;
}

/** Every consent of an account, newest first. */
export async function consentsOf(q: Queryable, kind: AccountKind, accountId: number): Promise<ConsentRow[]> {
  const r = await q.query<ConsentRow>(
    `SELECT id::int AS id, purpose, notice_version, lang, source, given_at, withdrawn_at FROM consents
     WHERE account_type = $1 AND account_id = $2 ORDER BY given_at DESC, id DESC`,
    [kind, accountId],
  );
  return r.rows;
}

export interface DataRequestRow {
  id: number;
  account_type: AccountKind;
  account_id: number;
  kind: 'export' | 'erasure';
  state: 'completed' | 'refused';
  detail: string;
  created_at: string;
  completed_at: string | null;
}

export async function recordDataRequest(
  q: Queryable,
  r: {
    kind: AccountKind;
    accountId: number;
    request: 'export' | 'erasure';
    state: 'completed' | 'refused';
    detail?: string;
  },
): Promise<number> {
  const x = await q.query<{ id: number }>(
    `INSERT INTO data_requests (account_type, account_id, kind, state, detail, completed_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $4 = 'completed' THEN now() END) RETURNING id`,
    [r.kind, r.accountId, r.request, r.state, r.detail ?? ''],
  );
  return Number(x.rows[0]!.id);
}

/** The register of data requests, newest first (optionally one kind or state), at most `limit`. */
export async function dataRequestPage(
  q: Queryable,
  f: { kind?: 'export' | 'erasure' | ''; state?: 'completed' | 'refused' | ''; limit: number },
): Promise<DataRequestRow[]> {
  const r = await q.query<DataRequestRow>(
    `SELECT id, account_type, account_id, kind, state, detail, created_at, completed_at FROM data_requests
     WHERE ($1 = '' OR kind = $1) AND ($2 = '' OR state = $2) ORDER BY created_at DESC, id DESC LIMIT $3`,
    [f.kind ?? '', f.state ?? '', f.limit],
  );
  return r.rows;
}

/** An account's own data requests (its export lists them). */
export async function dataRequestsOf(q: Queryable, kind: AccountKind, accountId: number): Promise<DataRequestRow[]> {
  const r = await q.query<DataRequestRow>(
    `SELECT id, account_type, account_id, kind, state, detail, created_at, completed_at FROM data_requests
     WHERE account_type = $1 AND account_id = $2 ORDER BY created_at DESC, id DESC`,
    [kind, accountId],
  );
  return r.rows;
}

/** The WhatsApp and newsletter consents of a customer as they stand (the switch, and a subscription of its email). */
export async function customerConsentFlags(q: Queryable, userId: number) {
  const r = await q.query<{ whatsapp: boolean; newsletter: boolean }>(
    `SELECT u.whatsapp_opt_in AS whatsapp,
            EXISTS (SELECT 1 FROM newsletter_subscriptions n WHERE lower(n.email) = lower(u.email)) AS newsletter
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return { whatsapp: !!r.rows[0]?.whatsapp, newsletter: !!r.rows[0]?.newsletter };
}

/** A customer's email (the newsletter is subscribed by address). */
export async function customerEmail(q: Queryable, userId: number): Promise<string | undefined> {
  const r = await q.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return r.rows[0]?.email;
}

/** Locks a vendor's row for the rest of the transaction (a payout or a booking waits for the erasure check). */
export async function lockVendorRow(q: Queryable, vendorId: number): Promise<void> {
  await q.query('SELECT id FROM vendors WHERE id = $1 FOR UPDATE', [vendorId]);
}
