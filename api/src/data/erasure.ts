/**
 * The SQL of "delete my account" (docs/privacy.md#erasure). An erased account keeps its row and id (bookings,
 * invoices and the vendor ledger point at it) with every personal field replaced; what the tax law needs of an
 * invoice stays: its number and date, the supplier, the place of supply (the state), the recipient's GSTIN when it
 * gave one, and the money. Everything else that names the person is deleted or blanked, then every text column of
 * every table is swept for the person's identifiers (a name, number, email or address line copied into a message,
 * an audit entry or a stored reply).
 */
import type { Queryable } from '../db/client';

export const ERASED_NAME = 'Erased customer';
export const ERASED_VENDOR_CONTACT = 'Erased';
/** What replaces an identifier found inside a longer text. */
export const ERASED_MARK = '[erased]';

/** A mobile number as the outbox also stores it (91 and the 10 digits: messages/outbox), beside the number itself. */
const withOutboxForms = (values: string[]) => [
  ...new Set(values.flatMap((x) => (/^[6-9]\d{9}$/.test(x) ? [x, `91${x}`] : [x]))),
];

/** The identifiers of a customer: its own, and those of every address, booking and enquiry it made. */
export async function customerIdentifiers(q: Queryable, userId: number): Promise<string[]> {
  const r = await q.query<{ v: string | null }>(
    `SELECT v FROM (
       SELECT unnest(ARRAY[name, email, phone]) AS v FROM users WHERE id = $1
       UNION SELECT unnest(ARRAY[name, mobile, email, address, location]) FROM addresses WHERE user_id = $1
       UNION SELECT unnest(ARRAY[name, mobile, email, address, booking_for]) FROM bookings WHERE user_id = $1
       UNION SELECT unnest(ARRAY[name, mobile, email, address, booking_for]) FROM package_bookings WHERE user_id = $1
       UNION SELECT unnest(ARRAY[name, mobile, email, address]) FROM enquiries WHERE user_id = $1
     ) x WHERE v IS NOT NULL AND v <> ''`,
    [userId],
  );
  return withOutboxForms(r.rows.map((x) => x.v!.trim()).filter(Boolean));
}

/** Blanks a customer's own rows; the sweep (sweepIdentifiers) runs after it. */
export async function eraseCustomerRows(q: Queryable, userId: number): Promise<void> {
  const p = [userId];
  // Sessions end (token_version), the account can no longer sign in (no number, no password).
  await q.query(
    `UPDATE users SET name = '${ERASED_NAME}', email = 'erased-' || id || '@erased.invalid', phone = 'erased-' || id,
       password_hash = '', token_version = token_version + 1, whatsapp_opt_in = false, language = NULL,
       phone_verified_at = NULL, email_verified_at = NULL, erased_at = now() WHERE id = $1`,
    p,
  );
  await q.query(
    `UPDATE addresses SET name = '', mobile = '', email = '', address = '', city = '', zipcode = '', location = '',
       regno = '', lat = NULL, lon = NULL, deleted = true WHERE user_id = $1`,
    p,
  );
  // The invoice keeps the place of supply (state) and a GSTIN the customer gave (a business's, printed by law).
  for (const table of ['bookings', 'package_bookings'])
    await q.query(
      `UPDATE ${table} SET name = '${ERASED_NAME}', mobile = '', email = '', address = '', city = '', pin = '',
         booking_for = ''${table === 'bookings' ? ', lat = NULL, lon = NULL' : ''} WHERE user_id = $1`,
      p,
    );
  await q.query(
    "UPDATE enquiries SET name = '', mobile = '', email = '', address = '', answer_note = '' WHERE user_id = $1",
    p,
  );
  await q.query("UPDATE reviews SET review_des = '' WHERE user_id = $1", p);
  await q.query('DELETE FROM cart_items WHERE user_id = $1', p);
  await q.query('DELETE FROM package_carts WHERE user_id = $1', p);
  await q.query("DELETE FROM idempotency_keys WHERE scope LIKE 'customer:' || $1 || ':%'", p);
  await q.query("DELETE FROM auth_throttle WHERE account = 'customer-password:' || $1", p);
  await q.query(
    "DELETE FROM one_time_codes WHERE account_type = 'customer' AND purpose = 'reset' AND target = $1::text",
    p,
  );
  await q.query('UPDATE offline_gateway_pay_tokens SET used_at = coalesce(used_at, now()) WHERE user_id = $1', p);
}

/**
 * Messages to the person: queued ones are stopped (skipped, never sent), and every one loses its texts and address
 * (the row stays: the event was notified, and the unique key keeps a resent event from going out again).
 */
export async function stopMessagesTo(
  q: Queryable,
  who: { userId?: number; vendorId?: number; contacts: string[] },
): Promise<number> {
  const r = await q.query(
    `UPDATE messages SET state = CASE WHEN state IN ('queued', 'sending') THEN 'skipped' ELSE state END,
       recipient = 'erased:' || id, subject = '', body_text = '', body_html = NULL, whatsapp_params = '[]',
       last_error = NULL, locked_until = NULL
     WHERE ($1::int IS NOT NULL AND user_id = $1 AND audience = 'customer')
        OR ($2::int IS NOT NULL AND vendor_id = $2 AND audience = 'vendor')
        OR (audience <> 'operator' AND lower(recipient) = ANY($3::text[]))
     RETURNING id`,
    [who.userId ?? null, who.vendorId ?? null, who.contacts.map((c) => c.toLowerCase())],
  );
  return r.rows.length;
}

/** Rows keyed by the person's number or email: sign-in throttles and addresses, sign-up codes, the newsletter. */
export async function dropContactKeyedRows(q: Queryable, kind: 'customer' | 'vendor', contacts: string[]) {
  const lower = contacts.map((c) => c.toLowerCase());
  await q.query(
    `DELETE FROM auth_throttle WHERE split_part(account, '@', 1) = ANY(SELECT '${kind}:' || c FROM unnest($1::text[]) c)
       OR split_part(account, '@', 1) = ANY(SELECT '${kind}-name:' || c FROM unnest($1::text[]) c)`,
    [lower],
  );
  await q.query(
    `DELETE FROM sign_in_addresses WHERE account = ANY(SELECT '${kind}:' || c FROM unnest($1::text[]) c)
       OR account = ANY(SELECT '${kind}-name:' || c FROM unnest($1::text[]) c)`,
    [lower],
  );
  await q.query('DELETE FROM one_time_codes WHERE account_type = $1 AND lower(target) = ANY($2::text[])', [
    kind,
    lower,
  ]);
  await q.query('DELETE FROM newsletter_subscriptions WHERE lower(email) = ANY($1::text[])', [lower]);
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Identifiers too short to sweep for safely (a two-letter name would blank every word it is part of). */
export const SWEEP_MIN_LENGTH = 5;

/** `text` with each identifier (whole words, any case, at least SWEEP_MIN_LENGTH long) replaced by ERASED_MARK: the
 * sweep's rule, for a value outside the database (the render input of a stored document). */
export function sweepText(text: string, identifiers: string[]): string {
  const values = identifiers.filter((v) => v.length >= SWEEP_MIN_LENGTH);
  if (!values.length) return text;
  return text.replace(new RegExp(`\\b(${values.map(escapeRegex).join('|')})\\b`, 'gi'), ERASED_MARK);
}

/**
 * Replaces the identifiers wherever they still appear inside any text or JSON column of any table (whole words,
 * any case). Run after the targeted erasure: what it finds are copies — a name inside a vendor's message, an
 * operator's audit entry, a stored reply. Returns the number of columns that had something.
 */
export async function sweepIdentifiers(q: Queryable, identifiers: string[]): Promise<number> {
  const values = identifiers.filter((v) => v.length >= SWEEP_MIN_LENGTH);
  if (!values.length) return 0;
  // \y: a word boundary in PostgreSQL's regular expressions (an email or number is matched whole too).
  const textPattern = `\\y(${values.map(escapeRegex).join('|')})\\y`;
  // Inside JSON a value appears JSON-escaped (quotes and backslashes).
  const jsonPattern = `\\y(${values.map((v) => escapeRegex(JSON.stringify(v).slice(1, -1))).join('|')})\\y`;
  const columns = await q.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'json', 'jsonb')
       -- Stored documents are erased by re-rendering them without the person (documents/stored-documents
       -- redactStoredDocuments, run before the sweep); their trigger refuses any other change.
       AND c.table_name NOT IN ('schemaversion', 'schema_migrations', 'stored_documents')
     ORDER BY c.table_name, c.ordinal_position`,
  );
  let touched = 0;
  for (const { table_name: t, column_name: c, data_type: type } of columns.rows) {
    const json = type === 'json' || type === 'jsonb';
    const col = `"${c.replace(/"/g, '""')}"`;
    const tbl = `"${t.replace(/"/g, '""')}"`;
    const expr = json
      ? `regexp_replace(${col}::text, $1, '${ERASED_MARK}', 'gi')::${type}`
      : `regexp_replace(${col}, $1, '${ERASED_MARK}', 'gi')`;
    const r = await q.query(
      `UPDATE ${tbl} SET ${col} = ${expr} WHERE ${json ? `${col}::text` : col} ~* $1 RETURNING 1`,
      [json ? jsonPattern : textPattern],
    );
    if (r.rows.length) touched++;
  }
  return touched;
}

/** The identifiers of a vendor: its email and number, and the contacts on its services. */
export async function vendorIdentifiers(q: Queryable, vendorId: number): Promise<string[]> {
  const r = await q.query<{ v: string | null }>(
    `SELECT v FROM (
       SELECT unnest(ARRAY[email, phone]) AS v FROM vendors WHERE id = $1
       UNION SELECT unnest(ARRAY[mobile, email]) FROM products WHERE vendor_id = $1
     ) x WHERE v IS NOT NULL AND v <> ''`,
    [vendorId],
  );
  return withOutboxForms(r.rows.map((x) => x.v!.trim()).filter(Boolean));
}

/**
 * Erases a vendor's personal contacts. The vendor is the supplier on its invoices: its (business) name, GSTIN and
 * place of business stay, as the invoices must show them; its services leave the storefront.
 */
export async function eraseVendorRows(q: Queryable, vendorId: number): Promise<void> {
  await q.query(
    `UPDATE vendors SET email = 'erased-vendor-' || id || '@erased.invalid', phone = 'erased-' || id, password_hash = '',
       token_version = token_version + 1, status = 'suspended', status_reason = '', phone_verified_at = NULL,
       email_verified_at = NULL, erased_at = now() WHERE id = $1`,
    [vendorId],
  );
  await q.query(
    // operator_name stays: it is the supplier's name printed on the invoices (bookings/invoice-pdf).
    "UPDATE products SET status = 2, mobile = '', email = '' WHERE vendor_id = $1",
    [vendorId],
  );
  await q.query("DELETE FROM idempotency_keys WHERE scope LIKE 'vendor:' || $1 || ':%'", [vendorId]);
  await q.query("DELETE FROM auth_throttle WHERE account LIKE 'vendor%:' || $1", [vendorId]);
  await q.query("DELETE FROM sign_in_addresses WHERE account = 'vendor:' || $1", [vendorId]);
  await q.query(
    "DELETE FROM one_time_codes WHERE account_type = 'vendor' AND purpose = 'reset' AND target = $1::text",
    [vendorId],
  );
}

/** What stands in the way of erasing a vendor: money still owed to it, or bookings still to be served. */
export async function vendorOpenWork(q: Queryable, vendorId: number): Promise<{ openBookings: number }> {
  const r = await q.query<{ n: number }>(
    `SELECT (
       (SELECT count(*) FROM bookings WHERE vendor_id = $1 AND booking_state IN ('pending_payment', 'confirmed'))
       + (SELECT count(*) FROM package_booking_items i JOIN package_bookings k ON k.id = i.package_booking_id
          WHERE i.vendor_id = $1 AND i.item_state = 'active' AND k.booking_state IN ('pending_payment', 'confirmed'))
     )::int AS n`,
    [vendorId],
  );
  return { openBookings: Number(r.rows[0]?.n ?? 0) };
}

/** A customer's bookings still to come: awaiting payment, or confirmed for today or later (the vendor needs them). */
export async function customerOpenBookingCount(q: Queryable, userId: number): Promise<number> {
  const r = await q.query<{ n: number }>(
    `SELECT (
       (SELECT count(*) FROM bookings WHERE user_id = $1 AND (booking_state = 'pending_payment'
          OR (booking_state = 'confirmed' AND booking_date >= CURRENT_DATE)))
       + (SELECT count(*) FROM package_bookings WHERE user_id = $1 AND (booking_state = 'pending_payment'
          OR (booking_state = 'confirmed' AND booking_date >= CURRENT_DATE)))
     )::int AS n`,
    [userId],
  );
  return Number(r.rows[0]?.n ?? 0);
}
