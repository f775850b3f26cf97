/**
 * One page of a thread as its reader sees it (docs/conversations.md): opening it reads it (and audits an operator),
 * then the messages newest first (keyset on the id), the quotes with the figures they were sent with, the masking notice in the
 * request's language and, for the operator, the reports.
 */
import type { Db } from '../db/client';
import { render } from '../lib/server-messages';
import { pageRequest, toPage } from '../data/keyset';
import * as data from '../data/conversations';
import * as quotes from '../data/quotes';
import { markThreadRead, openConversation, type Caller } from './conversation-service';
import { MASKING_NOTICE, conversationOut, messageOut, quoteOut, type Reader } from './conversation-view';
import { figuresOfQuote } from './quote-figures';

/** One page of a thread as `reader` sees it, with its quotes (and its reports for the operator). */
export async function threadOf(db: Db, caller: Caller, id: number, q: unknown, lang: 'en' | 'hi') {
  const { c, reader } = await db.transaction(async (tx) => {
    const opened = await openConversation(tx, caller, id);
    await markThreadRead(tx, opened.reader, id);
    return opened;
  });
  const fresh = (await data.conversationById(db, id)) ?? c;
  const page = pageRequest(q);
  const before = page.after ? Number(page.after[1]) : null;
  const rows = await data.threadPage(db, id, page.limit, before);
  const messages = toPage(rows, page.limit, (m) => [m.id, m.id] as const);
  const quoteRows = await quotes.quotesOf(db, id);
  const lines = await quotes.linesOf(
    db,
    quoteRows.map((x) => x.id),
  );
  const out = [];
  for (const qr of quoteRows) {
    const own = lines.filter((l) => l.quote_id === qr.id);
    out.push(quoteOut(qr, own, await figuresOfQuote(db, qr, fresh.product_id), fresh));
  }
  return {
    Conversation: conversationOut(fresh, reader as Reader),
    Messages: messages.rows.map((m) => messageOut(m, fresh)),
    Page: { next: messages.next },
    Quotes: out,
    MaskingNotice: fresh.paid ? null : render(lang, MASKING_NOTICE),
    Reports:
      reader === 'operator'
        ? (await data.reportsOf(db, id)).map((r) => ({
            ReportId: r.id,
            Reporter: r.reporter,
            Reason: r.reason,
            Blocked: r.blocked,
            CreatedAt: new Date(r.created_at).toISOString(),
          }))
        : [],
  };
}
