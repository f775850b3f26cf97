/**
 * Conversations and quotes (docs/conversations.md): the customer's messages, the vendor's inbox and quotes, the
 * operator's read-only view with reports. Every route reaches the data through conversations/ (services) and
 * data/conversations, data/quotes. A thread is readable by its customer, its vendor and the operator (audited);
 * anyone else gets 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  acceptQuoteSchema,
  messageSchema,
  photoCaptionSchema,
  quoteSchema,
  reportSchema,
  startConversationSchema,
} from '@utsav/domain/schemas/conversation';
import { toRupees } from '@utsav/domain/pricing';
import { requireCustomer, requireOperator, requireVendor, requireSignedIn, userOf } from '../../lib/auth';
import { vendorStanding } from '../../data/vendors';
import { adminDoc } from '../admin/admin-shared';
import { vendorSuspendedMessage } from '@utsav/domain/vendor-standing';
import { badRequest, intId, ok, parse, forbidden } from '../../lib/http';
import { readMultipart } from '../../lib/multipart';
import { storeImages } from '../../lib/images';
import { langOf, t } from '../../lib/server-messages';
import { pageRequest, toPage } from '../../data/keyset';
import * as data from '../../data/conversations';
import * as quotes from '../../data/quotes';
import { Envelope, PagedEnvelope, reply } from '../../contract/envelope';
import * as C from '../../contract/conversations';
import { body, formImage, formText, multipartBody, params, query, type ContractTypes } from '../../contract/request';
import { pageQuery, pathParams, textParams } from '../../contract/queries';
import { doc, type RouteContext } from '../context';
import {
  reportConversation,
  sendMessage,
  startConversation,
  writerOf,
  type Caller,
} from '../../conversations/conversation-service';
import { conversationOut } from '../../conversations/conversation-view';
import { threadOf } from '../../conversations/thread-reply';
import { acceptQuote, sendQuote, withdrawQuote } from '../../conversations/quote-service';

const callerOf = (req: FastifyRequest): Caller => {
  const u = userOf(req);
  return { type: u.type, id: u.id };
};

const inboxKey = (r: data.ConversationRow) => [new Date(r.last_message_at).toISOString(), r.id] as const;

export async function conversationRoutes(server: FastifyInstance, { db, config }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const customer = { preValidation: requireCustomer };
  const vendor = { preValidation: requireVendor };
  // A suspended vendor reads its conversations but sends no quote (the reason, as on every vendor write).
  const activeVendor = {
    preValidation: [
      requireVendor,
      async (req: FastifyRequest) => {
        const standing = await vendorStanding(db, userOf(req).id);
        if (standing?.status === 'suspended') throw forbidden(vendorSuspendedMessage(standing.reason));
      },
    ],
  };
  const operator = { preValidation: requireOperator };
  const signedIn = { preValidation: requireSignedIn };
  const idParams = params(pathParams('id'));
  const quoteParams = params(pathParams('id', 'quoteId'));

  // ------------------------------------------------------------------------------------------------ customer
  app.post(
    '/conversations',
    {
      ...customer,
      ...doc(
        'conversations',
        'Ask the vendor / request a quote from a service page: the conversation of this customer, service and event date (created if new) with the first message',
        'customer',
        { ...body(startConversationSchema), ...reply(Envelope(C.Started)) },
      ),
    },
    async (req) => {
      const b = req.body;
      const id = await startConversation(db, userOf(req).id, {
        productId: b.productId,
        eventDate: b.eventDate,
        guests: b.guests,
        pincode: b.pincode,
        message: b.message,
      });
      return ok({ ConversationId: id }, t(req, 'conversations.started'));
    },
  );

  app.get(
    '/conversations',
    {
      ...customer,
      ...doc('conversations', "The customer's conversations, newest activity first; pages ?limit &after", 'customer', {
        ...query(pageQuery),
        ...reply(PagedEnvelope(C.Conversation)),
      }),
    },
    async (req) => {
      const page = pageRequest(req.query);
      const rows = await data.inbox(db, { userId: userOf(req).id }, page.limit, page.after as [string, number] | null);
      const out = toPage(rows, page.limit, inboxKey);
      return { ...ok(out.rows.map((r) => conversationOut(r, 'customer'))), Page: { next: out.next } };
    },
  );

  app.get(
    '/conversations/unread',
    {
      ...customer,
      ...doc('conversations', "Unread messages in the customer's conversations", 'customer', reply(Envelope(C.Unread))),
    },
    async (req) => ok({ Unread: await data.unreadTotal(db, { userId: userOf(req).id }) }),
  );

  app.post(
    '/conversations/:id/quotes/:quoteId/accept',
    {
      ...customer,
      ...doc(
        'conversations',
        'Accept a quote: an order of the quoted service and date, billed exactly as the quote was sent (its lines, GST, travel, total and advance), awaiting payment (POST /api/payments/order). A repeated accept returns the same order; expired, withdrawn or revised quotes and a date taken meanwhile are 409, nothing charged',
        'customer',
        { ...quoteParams, ...body(acceptQuoteSchema), ...reply(Envelope(C.QuoteAccepted)) },
      ),
    },
    async (req) => {
      const b = req.body;
      const r = await acceptQuote(
        db,
        userOf(req).id,
        intId(req.params.id, 'conversation', 404),
        intId(req.params.quoteId, 'quote', 404),
        {
          bookingAddressId: b.bookingAddressId,
          PaymentType: b.PaymentType,
          Bookingfor: b.Bookingfor,
          gst_no: b.gst_no,
        },
        config.paymentHoldMinutes,
      );
      const order = await quotes.quoteOrder(db, r.BookingId);
      const billing = Number(order?.billing_amt ?? 0);
      const advance = Number(order?.advance_amt ?? 0);
      return ok(
        {
          OrderId: r.OrderId,
          BookingId: r.BookingId,
          State: 'pending_payment' as const,
          AmountToPay: toRupees(advance > 0 ? advance : billing),
          TotalAmount: toRupees(billing),
          HoldExpiresAt: order?.hold_expires_at ? new Date(order.hold_expires_at).toISOString() : null,
        },
        t(req, 'conversations.quoteAccepted'),
      );
    },
  );

  // ------------------------------------------------------------------------------------------------ either side
  app.get(
    '/conversations/:id',
    {
      ...signedIn,
      ...doc(
        'conversations',
        'One conversation: its messages newest first (?limit &after pages to older ones), its quotes, why contact details are masked. Marks it read for the reader. Its customer, its vendor or the operator (audited); others 404',
        'customer',
        { ...idParams, ...query(pageQuery), ...reply(Envelope(C.Thread)) },
      ),
    },
    async (req) =>
      ok(await threadOf(db, callerOf(req), intId(req.params.id, 'conversation', 404), req.query, langOf(req))),
  );

  app.post(
    '/conversations/:id/messages',
    {
      ...signedIn,
      ...doc('conversations', 'Write a message (the customer or the vendor of the conversation)', 'customer', {
        ...idParams,
        ...body(messageSchema),
        ...reply(Envelope(C.Sent)),
      }),
    },
    async (req) => {
      const m = await sendMessage(db, callerOf(req), intId(req.params.id, 'conversation', 404), {
        body: req.body.body,
        photo: null,
      });
      return ok({ MessageId: m.id, CreatedAt: new Date(m.created_at).toISOString() }, t(req, 'conversations.sent'));
    },
  );

  app.post(
    '/conversations/:id/photos',
    {
      ...signedIn,
      ...doc(
        'conversations',
        'Send a photo (multipart: image, optional body): checked by content and re-encoded like service images',
        'customer',
        {
          ...idParams,
          ...multipartBody({ image: formImage('JPEG, PNG or WebP'), body: formText('Text beside the photo') }, [
            'image',
          ]),
          ...reply(Envelope(C.Sent)),
        },
      ),
    },
    async (req) => {
      const id = intId(req.params.id, 'conversation', 404);
      const caller = callerOf(req);
      // Who may write is checked before the upload is read (a stranger's file is never decoded or stored).
      await db.transaction((tx) => writerOf(tx, caller, id));
      const form = await readMultipart(req, { maxBytes: config.maxUploadBytes, maxFiles: 1 });
      const file = form.files[0];
      if (!file) throw badRequest('Please choose an image');
      const caption = parse(photoCaptionSchema, { body: form.fields.body ?? '' });
      await storeImages(config.uploadDir, [file]);
      const m = await sendMessage(db, caller, id, { body: caption.body, photo: file.name });
      return ok(
        { MessageId: m.id, CreatedAt: new Date(m.created_at).toISOString() },
        t(req, 'conversations.photoSent'),
      );
    },
  );

  app.post(
    '/conversations/:id/report',
    {
      ...signedIn,
      ...doc(
        'conversations',
        'Report the conversation to the operator; block: true also stops the other side from writing',
        'customer',
        { ...idParams, ...body(reportSchema), ...reply(Envelope(Type.Null())) },
      ),
    },
    async (req) => {
      await reportConversation(db, callerOf(req), intId(req.params.id, 'conversation', 404), req.body);
      return ok(null, t(req, 'conversations.reported'));
    },
  );

  // ------------------------------------------------------------------------------------------------ vendor
  app.get(
    '/vendor/conversations',
    {
      ...vendor,
      ...doc('conversations', "The vendor's inbox, newest activity first; pages ?limit &after", 'vendor', {
        ...query(pageQuery),
        ...reply(PagedEnvelope(C.Conversation)),
      }),
    },
    async (req) => {
      const page = pageRequest(req.query);
      const rows = await data.inbox(
        db,
        { vendorId: userOf(req).id },
        page.limit,
        page.after as [string, number] | null,
      );
      const out = toPage(rows, page.limit, inboxKey);
      return { ...ok(out.rows.map((r) => conversationOut(r, 'vendor'))), Page: { next: out.next } };
    },
  );

  app.get(
    '/vendor/conversations/unread',
    {
      ...vendor,
      ...doc(
        'conversations',
        "Unread messages in the vendor's inbox (the header badge)",
        'vendor',
        reply(Envelope(C.Unread)),
      ),
    },
    async (req) => ok({ Unread: await data.unreadTotal(db, { vendorId: userOf(req).id }) }),
  );

  app.post(
    '/vendor/conversations/:id/quotes',
    {
      ...activeVendor,
      ...doc(
        'conversations',
        "Send a quote: lines (description, quantity, unitPaise), event date and pincode, hold the date or not, validity in hours (default 72). GST, travel and advance are the service's",
        'vendor',
        { ...idParams, ...body(quoteSchema), ...reply(Envelope(C.QuoteSent)) },
      ),
    },
    async (req) => {
      const id = await sendQuote(db, userOf(req).id, intId(req.params.id, 'conversation', 404), req.body, null);
      return ok({ QuoteId: id }, t(req, 'conversations.quoteSent'));
    },
  );

  app.post(
    '/vendor/conversations/:id/quotes/:quoteId/revise',
    {
      ...activeVendor,
      ...doc('conversations', 'Replace an open quote by a new one (the old one can no longer be accepted)', 'vendor', {
        ...quoteParams,
        ...body(quoteSchema),
        ...reply(Envelope(C.QuoteSent)),
      }),
    },
    async (req) => {
      const id = await sendQuote(
        db,
        userOf(req).id,
        intId(req.params.id, 'conversation', 404),
        req.body,
        intId(req.params.quoteId, 'quote', 404),
      );
      return ok({ QuoteId: id }, t(req, 'conversations.quoteRevised'));
    },
  );

  app.post(
    '/vendor/conversations/:id/quotes/:quoteId/withdraw',
    {
      ...activeVendor,
      ...doc('conversations', 'Withdraw a quote that was not accepted', 'vendor', {
        ...quoteParams,
        ...reply(Envelope(Type.Null())),
      }),
    },
    async (req) => {
      await withdrawQuote(
        db,
        userOf(req).id,
        intId(req.params.id, 'conversation', 404),
        intId(req.params.quoteId, 'quote', 404),
      );
      return ok(null, t(req, 'conversations.quoteWithdrawn'));
    },
  );

  // ------------------------------------------------------------------------------------------------ operator
  app.get(
    '/admin/conversations',
    {
      ...operator,
      ...adminDoc(
        'Every conversation for support, newest activity first (?reported=1: reported ones only); pages ?limit &after. Open one with GET /api/conversations/:id (audited)',
        { ...query(textParams('limit', 'after', 'reported')), ...reply(PagedEnvelope(C.Conversation)) },
      ),
    },
    async (req) => {
      const page = pageRequest(req.query);
      const rows = await data.allConversations(
        db,
        req.query.reported === '1',
        page.limit,
        page.after as [string, number] | null,
      );
      const out = toPage(rows, page.limit, inboxKey);
      return { ...ok(out.rows.map((r) => conversationOut(r, 'operator'))), Page: { next: out.next } };
    },
  );
}
