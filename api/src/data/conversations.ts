/**
 * The statements of conversations between a customer and a vendor (docs/conversations.md): the conversation rows,
 * their messages (newest first, keyset by id), read receipts, unread counters, reports and blocks. The rules — who may
 * read or write, masking, notifications — are in conversations/.
 */
import type { Queryable } from '../db/client';
import { paidForVendor } from './bookings';

export type Side = 'customer' | 'vendor';

export interface ConversationRow {
  id: number;
  user_id: number;
  vendor_id: number;
  product_id: number;
  product_title: string;
  customer_name: string;
  vendor_name: string;
  event_date: string | null;
  guests: number;
  pincode: string;
  created_at: string;
  last_message_at: string;
  customer_unread: number;
  vendor_unread: number;
  customer_read_id: number;
  vendor_read_id: number;
  blocked_by: Side | null;
  reported_at: string | null;
  /** A booking between this customer and vendor was paid: contact details are shown from then on. */
  paid: boolean;
  last_body: string | null;
}

const COLUMNS = `c.id, c.user_id, c.vendor_id, c.product_id, p.title AS product_title, u.name AS customer_name,
  v.name AS vendor_name, to_char(c.event_date, 'YYYY-MM-DD') AS event_date, c.guests, c.pincode, c.created_at,
  c.last_message_at, c.customer_unread, c.vendor_unread, c.customer_read_id,
  c.vendor_read_id, c.blocked_by, c.reported_at,
  EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = c.user_id AND b.vendor_id = c.vendor_id AND ${paidForVendor('b')}) AS paid,
  (SELECT m.body FROM conversation_messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) AS last_body`;
const FROM = `conversations c JOIN products p ON p.id = c.product_id JOIN users u ON u.id = c.user_id
  JOIN vendors v ON v.id = c.vendor_id`;

export async function conversationById(q: Queryable, id: number): Promise<ConversationRow | undefined> {
  const r = await q.query<ConversationRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1`, [id]);
  return r.rows[0];
}

/** Locks a conversation row for a write (a message, a read, a block) in the caller's transaction. */
export async function lockConversation(q: Queryable, id: number): Promise<void> {
  await q.query('SELECT id FROM conversations WHERE id = $1 FOR UPDATE', [id]);
}

/** The service a conversation starts from: its vendor, if it is listed. */
export async function productVendor(q: Queryable, productId: number): Promise<{ vendor_id: number } | undefined> {
  const r = await q.query<{ vendor_id: number }>('SELECT vendor_id FROM products WHERE id = $1 AND status = 1', [
    productId,
  ]);
  return r.rows[0];
}

/** The conversation of this customer, service and date, created if new; returns its id. */
export async function upsertConversation(
  q: Queryable,
  c: { userId: number; vendorId: number; productId: number; eventDate: string | null; guests: number; pincode: string },
): Promise<number> {
  const r = await q.query<{ id: number }>(
    `INSERT INTO conversations (user_id, vendor_id, product_id, event_date, guests, pincode)
       VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, product_id, COALESCE(event_date, DATE '0001-01-01'))
       DO UPDATE SET guests = CASE WHEN EXCLUDED.guests > 0 THEN EXCLUDED.guests ELSE conversations.guests END,
                     pincode = CASE WHEN EXCLUDED.pincode <> '' THEN EXCLUDED.pincode ELSE conversations.pincode END
     RETURNING id`,
    [c.userId, c.vendorId, c.productId, c.eventDate, c.guests, c.pincode],
  );
  return r.rows[0]!.id;
}

/** One page of an inbox, newest activity first (keyset on last_message_at, id). */
export async function inbox(
  q: Queryable,
  owner: { userId: number } | { vendorId: number },
  limit: number,
  after: [string, number] | null,
): Promise<ConversationRow[]> {
  const [col, id] = 'userId' in owner ? ['c.user_id', owner.userId] : ['c.vendor_id', owner.vendorId];
  const params: (string | number)[] = [id, limit + 1];
  let keyset = '';
  if (after) {
    params.push(after[0], after[1]);
    keyset = 'AND (c.last_message_at, c.id) < ($3::timestamptz, $4)';
  }
  const r = await q.query<ConversationRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${col} = $1 ${keyset} ORDER BY c.last_message_at DESC, c.id DESC LIMIT $2`,
    params,
  );
  return r.rows;
}

/** Every conversation for the operator (reported ones first when asked), keyset on (last_message_at, id). */
export async function allConversations(
  q: Queryable,
  reportedOnly: boolean,
  limit: number,
  after: [string, number] | null,
): Promise<ConversationRow[]> {
  const params: (string | number)[] = [limit + 1];
  const where: string[] = [];
  if (reportedOnly) where.push('c.reported_at IS NOT NULL');
  if (after) {
    params.push(after[0], after[1]);
    where.push('(c.last_message_at, c.id) < ($2::timestamptz, $3)');
  }
  const r = await q.query<ConversationRow>(
    `SELECT ${COLUMNS} FROM ${FROM} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY c.last_message_at DESC, c.id DESC LIMIT $1`,
    params,
  );
  return r.rows;
}

/** Σ unread messages of a customer's or a vendor's conversations (the header badge). */
export async function unreadTotal(q: Queryable, owner: { userId: number } | { vendorId: number }): Promise<number> {
  const r =
    'userId' in owner
      ? await q.query<{ n: number }>(
          'SELECT COALESCE(sum(customer_unread), 0)::int AS n FROM conversations WHERE user_id = $1 AND customer_unread > 0',
          [owner.userId],
        )
      : await q.query<{ n: number }>(
          'SELECT COALESCE(sum(vendor_unread), 0)::int AS n FROM conversations WHERE vendor_id = $1 AND vendor_unread > 0',
          [owner.vendorId],
        );
  return r.rows[0]!.n;
}

export interface MessageRow {
  id: number;
  sender: Side;
  body: string;
  photo: string | null;
  quote_id: number | null;
  created_at: string;
}

/** A page of a thread, newest first (keyset on id). */
export async function threadPage(
  q: Queryable,
  conversationId: number,
  limit: number,
  beforeId: number | null,
): Promise<MessageRow[]> {
  const r = await q.query<MessageRow>(
    `SELECT id, sender, body, photo, quote_id, created_at FROM conversation_messages
      WHERE conversation_id = $1 ${beforeId !== null ? 'AND id < $3' : ''} ORDER BY id DESC LIMIT $2`,
    beforeId !== null ? [conversationId, limit + 1, beforeId] : [conversationId, limit + 1],
  );
  return r.rows;
}

/** Adds a message, counts it unread for the other side and moves the conversation up both inboxes. */
export async function insertMessage(
  q: Queryable,
  m: { conversationId: number; sender: Side; body: string; photo: string | null; quoteId: number | null },
): Promise<{ id: number; created_at: string }> {
  const r = await q.query<{ id: number; created_at: string }>(
    `INSERT INTO conversation_messages (conversation_id, sender, body, photo, quote_id) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, created_at`,
    [m.conversationId, m.sender, m.body, m.photo, m.quoteId],
  );
  const other = m.sender === 'customer' ? 'vendor_unread' : 'customer_unread';
  const own = m.sender === 'customer' ? 'customer' : 'vendor';
  // Writing answers everything before: the writer's own counter is cleared and its read receipt moves up.
  await q.query(
    `UPDATE conversations SET ${other} = ${other} + 1, ${own}_unread = 0, ${own}_read_id = $2, last_message_at = $3
      WHERE id = $1`,
    [m.conversationId, r.rows[0]!.id, r.rows[0]!.created_at],
  );
  return r.rows[0]!;
}

/** `side` has read everything up to the newest message: its counter goes to 0, its read receipt to that id. */
export async function markRead(q: Queryable, conversationId: number, side: Side): Promise<void> {
  await q.query(
    `UPDATE conversations SET ${side}_unread = 0,
       ${side}_read_id = COALESCE((SELECT max(id) FROM conversation_messages WHERE conversation_id = $1), 0)
     WHERE id = $1 AND (${side}_unread > 0 OR ${side}_read_id <
       COALESCE((SELECT max(id) FROM conversation_messages WHERE conversation_id = $1), 0))`,
    [conversationId],
  );
}

export async function insertReport(
  q: Queryable,
  r: { conversationId: number; reporter: Side; reason: string; block: boolean },
): Promise<void> {
  await q.query(
    'INSERT INTO conversation_reports (conversation_id, reporter, reason, blocked) VALUES ($1, $2, $3, $4)',
    [r.conversationId, r.reporter, r.reason, r.block],
  );
  await q.query(
    `UPDATE conversations SET reported_at = now(),
       blocked_by = CASE WHEN $2::boolean THEN COALESCE(blocked_by, $3) ELSE blocked_by END WHERE id = $1`,
    [r.conversationId, r.block, r.reporter],
  );
}

export interface ReportRow {
  id: number;
  reporter: Side;
  reason: string;
  blocked: boolean;
  created_at: string;
}

export async function reportsOf(q: Queryable, conversationId: number): Promise<ReportRow[]> {
  const r = await q.query<ReportRow>(
    'SELECT id, reporter, reason, blocked, created_at FROM conversation_reports WHERE conversation_id = $1 ORDER BY id DESC LIMIT 50',
    [conversationId],
  );
  return r.rows;
}
