/**
 * Conversations between a customer and a vendor (docs/conversations.md): who may read and write one, starting one
 * from a service page, messages (text or a photo checked like service uploads), read receipts, reports and blocks.
 * Every write is one transaction with its outbox notice. A conversation that is not the caller's is "not found",
 * whoever asks (no hint that it exists); the operator reads any, and each read is audited.
 */
import type { Db, Queryable } from '../db/client';
import { HttpError, badRequest, notFound } from '../lib/http';
import { recordAudit } from '../data/audit';
import * as data from '../data/conversations';
import type { ConversationRow, Side } from '../data/conversations';
import { enqueueMessageNotice } from './conversation-notices';
import type { Reader } from './conversation-view';
import { msg } from '../lib/server-messages';

export const CONVERSATION_NOT_FOUND = msg('conversations.notFound');
export const BLOCKED = msg('conversations.blocked');
export const EMPTY_MESSAGE = msg('conversations.empty');

export type Caller = { type: 'customer' | 'vendor' | 'operator'; id: number };

/** The conversation if `caller` may read it, and as whom; else 404. The operator's read is audited. */
export async function openConversation(
  q: Queryable,
  caller: Caller,
  id: number,
): Promise<{ c: ConversationRow; reader: Reader }> {
  const c = await data.conversationById(q, id);
  if (!c) throw notFound(CONVERSATION_NOT_FOUND);
  if (caller.type === 'customer' && c.user_id === caller.id) return { c, reader: 'customer' };
  if (caller.type === 'vendor' && c.vendor_id === caller.id) return { c, reader: 'vendor' };
  if (caller.type === 'operator') {
    await recordAudit(q, {
      operatorId: caller.id,
      action: 'conversation.read',
      entity: 'conversation',
      entityId: id,
      before: null,
      after: null,
      reason: 'support',
    });
    return { c, reader: 'operator' };
  }
  throw notFound(CONVERSATION_NOT_FOUND);
}

/** A side of the conversation that may write in it (not blocked by the other side). */
export async function writerOf(tx: Queryable, caller: Caller, id: number): Promise<{ c: ConversationRow; side: Side }> {
  if (caller.type === 'operator') throw notFound(CONVERSATION_NOT_FOUND);
  await data.lockConversation(tx, id);
  const { c, reader } = await openConversation(tx, caller, id);
  const side = reader as Side;
  if (c.blocked_by !== null && c.blocked_by !== side) throw new HttpError(403, BLOCKED);
  return { c, side };
}

const partiesOf = (c: ConversationRow) => ({
  conversationId: c.id,
  userId: c.user_id,
  vendorId: c.vendor_id,
  customerName: c.customer_name,
  vendorName: c.vendor_name,
  service: c.product_title,
});

/** Adds a message on `tx` and enqueues the other side's (batched) notice. */
export async function addMessage(
  tx: Queryable,
  c: ConversationRow,
  side: Side,
  m: { body: string; photo: string | null; quoteId: number | null },
) {
  if (!m.body && !m.photo && m.quoteId === null) throw badRequest(EMPTY_MESSAGE);
  const row = await data.insertMessage(tx, { conversationId: c.id, sender: side, ...m });
  await enqueueMessageNotice(tx, partiesOf(c), side);
  return row;
}

export interface StartInput {
  productId: number;
  eventDate: string;
  guests: number;
  pincode: string;
  message: string;
}

/** "Ask the vendor" / "Request a quote": the customer's conversation of this service and date, with the message. */
export async function startConversation(db: Db, userId: number, input: StartInput): Promise<number> {
  return db.transaction(async (tx) => {
    const product = await data.productVendor(tx, input.productId);
    if (!product) throw notFound('Service not found');
    const id = await data.upsertConversation(tx, {
      userId,
      vendorId: product.vendor_id,
      productId: input.productId,
      eventDate: input.eventDate || null,
      guests: input.guests,
      pincode: input.pincode,
    });
    const { c, side } = await writerOf(tx, { type: 'customer', id: userId }, id);
    await addMessage(tx, c, side, { body: input.message, photo: null, quoteId: null });
    return id;
  });
}

export async function sendMessage(
  db: Db,
  caller: Caller,
  id: number,
  m: { body: string; photo: string | null },
): Promise<{ id: number; created_at: string }> {
  return db.transaction(async (tx) => {
    const { c, side } = await writerOf(tx, caller, id);
    return addMessage(tx, c, side, { ...m, quoteId: null });
  });
}

/** The reader has seen the thread: their unread count goes to 0 and the other side's messages show as read. */
export async function markThreadRead(q: Queryable, reader: Reader, id: number): Promise<void> {
  if (reader !== 'operator') await data.markRead(q, id, reader);
}

/** A side reports the conversation to the operator, and may block the other side from writing. */
export async function reportConversation(
  db: Db,
  caller: Caller,
  id: number,
  r: { reason: string; block: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (caller.type === 'operator') throw notFound(CONVERSATION_NOT_FOUND);
    await data.lockConversation(tx, id);
    const { reader } = await openConversation(tx, caller, id);
    await data.insertReport(tx, { conversationId: id, reporter: reader as Side, reason: r.reason, block: r.block });
  });
}
