/**
 * Messages of a booking's moves: the customer and the vendor are told when a booking is
 * moved (old date → new date, the fee, what was refunded or is still to pay) and when the vendor refuses the move
 * (the old date back, or the booking declined). Enqueued on the change's transaction (bookings/reschedule.ts): a
 * move that rolls back sends nothing. Every figure is read from the records as the transaction sees them — the
 * move's row (booking_reschedules), the booking row and its refund rows — never from the caller's arithmetic.
 */
import { RESCHEDULE_REFUSE_HOURS } from '@utsav/domain/refund-policy';
import type { Queryable } from '../db/client';
import { customerParty, notify, vendorParty } from '../messages/outbox';
import { rendered } from '../messages/layout';
import { texts } from '../messages/texts';
import { link } from '../messages/links';
import { day, moment, rupees } from '../messages/format';
import type { Lang, MessageTemplate, Rendered } from '../messages/types';
import { dueOf } from './booking-messages';
import { bookingRefundRows, moveRecord } from '../data/reschedules';

function template<D>(
  key: string,
  dlt: string,
  whatsapp: string,
  render: (d: D, lang: Lang) => Rendered,
): MessageTemplate<D> {
  return { key, smsDltTemplateId: dlt, whatsappTemplate: whatsapp, render };
}

// ---------------------------------------------------------------- templates

export interface MovedData {
  name: string;
  bookingNo: string;
  orderId: string;
  title: string;
  from: string;
  to: string;
  /** Paise: this move's fee, the booking's bill now, refunded by this move, still to pay. */
  fee: number;
  billing: number;
  refund: number;
  due: number;
  creditNotes: string[];
}
export const bookingMoved = template<MovedData>(
  'booking.moved',
  '1107170000000000361',
  'utsav_booking_moved',
  (d, lang) => {
    const t = texts(lang)['booking.moved'];
    const l = texts(lang).layout;
    return rendered(
      t.subject(d.bookingNo, day(d.to)),
      {
        heading: t.heading,
        paragraphs: [l.greeting(d.name), t.intro(d.bookingNo, d.title, day(d.from), day(d.to))],
        rows: [
          [l.bookingNo, d.bookingNo],
          [t.from, day(d.from)],
          [t.to, day(d.to)],
          [t.fee, rupees(d.fee)],
          [t.bill, rupees(d.billing)],
          ...(d.refund > 0 ? [[t.refund, rupees(d.refund)] as [string, string]] : []),
          ...d.creditNotes.map((n): [string, string] => [texts(lang)['booking.cancelled'].creditNotes, n]),
        ],
        total: [t.due, rupees(d.due)],
        action: { label: t.action, url: link(`/booking/${d.orderId}${d.due > 0 ? '?pay=1' : ''}`) },
        note: d.creditNotes.length ? t.creditNoteAttached : undefined,
      },
      t.sms(d.bookingNo, day(d.from), day(d.to), rupees(d.fee)),
      [d.bookingNo, day(d.from), day(d.to), rupees(d.fee)],
      lang,
    );
  },
);

export interface VendorMovedData {
  vendorName: string;
  bookingNo: string;
  title: string;
  from: string;
  to: string;
  fee: number;
  billing: number;
  refuseBy: string;
}
export const vendorBookingMoved = template<VendorMovedData>(
  'vendor.booking-moved',
  '1107170000000000362',
  'utsav_vendor_booking_moved',
  (d, lang) => {
    const t = texts(lang)['vendor.booking-moved'];
    const l = texts(lang).layout;
    return rendered(
      t.subject(d.bookingNo, day(d.to)),
      {
        heading: t.heading,
        paragraphs: [l.greeting(d.vendorName), t.intro(d.bookingNo, d.title, day(d.from), day(d.to))],
        rows: [
          [l.bookingNo, d.bookingNo],
          [l.service, d.title],
          [t.from, day(d.from)],
          [t.to, day(d.to)],
          ...(d.fee > 0 ? [[t.fee, rupees(d.fee)] as [string, string]] : []),
        ],
        total: [t.bill, rupees(d.billing)],
        action: { label: t.action, url: link('/vendor/booking') },
        note: t.refuseNote(moment(d.refuseBy)),
      },
      t.sms(d.bookingNo, day(d.from), day(d.to), moment(d.refuseBy)),
      [d.bookingNo, day(d.from), day(d.to), moment(d.refuseBy)],
      lang,
    );
  },
);

export interface RefusedData {
  name: string;
  bookingNo: string;
  orderId: string;
  title: string;
  refused: string;
  date: string;
  declined: boolean;
  refund: number;
  due: number;
}
export const bookingMoveRefused = template<RefusedData>(
  'booking.move-refused',
  '1107170000000000363',
  'utsav_booking_move_refused',
  (d, lang) => {
    const t = texts(lang)['booking.move-refused'];
    const l = texts(lang).layout;
    return rendered(
      t.subject(d.bookingNo),
      {
        heading: t.heading,
        paragraphs: [
          l.greeting(d.name),
          (d.declined ? t.declined : t.intro)(d.bookingNo, d.title, day(d.refused), day(d.date)),
        ],
        rows: [
          [l.bookingNo, d.bookingNo],
          [t.date, day(d.date)],
          [t.refund, rupees(d.refund)],
        ],
        total: d.declined ? undefined : [t.due, rupees(d.due)],
        action: { label: t.action, url: link(`/booking/${d.orderId}${d.due > 0 && !d.declined ? '?pay=1' : ''}`) },
      },
      t.sms(d.bookingNo, day(d.date), rupees(d.refund)),
      [d.bookingNo, day(d.date), rupees(d.refund)],
      lang,
    );
  },
);

export interface VendorRefusedData {
  vendorName: string;
  bookingNo: string;
  refused: string;
  date: string;
  declined: boolean;
}
export const vendorMoveRefused = template<VendorRefusedData>(
  'vendor.move-refused',
  '1107170000000000364',
  'utsav_vendor_move_refused',
  (d, lang) => {
    const t = texts(lang)['vendor.move-refused'];
    return rendered(
      t.subject(d.bookingNo),
      {
        heading: t.heading,
        paragraphs: [
          texts(lang).layout.greeting(d.vendorName),
          (d.declined ? t.declined : t.intro)(d.bookingNo, day(d.refused), day(d.date)),
        ],
        action: { label: t.action, url: link('/vendor/booking') },
      },
      t.sms(d.bookingNo, day(d.date)),
      [d.bookingNo, day(d.date)],
      lang,
    );
  },
);

// ---------------------------------------------------------------- events (inside the move's transaction)

/** The refund rows `ids` of a booking (what this change refunded), with their credit notes. */
async function refundRows(tx: Queryable, bookingId: number, ids: readonly number[]) {
  if (!ids.length) return { amount: 0, notes: [] as { id: number; no: string }[] };
  const r = { rows: await bookingRefundRows(tx, bookingId, ids) };
  return {
    amount: r.rows.reduce((s, x) => s + Number(x.amount), 0),
    notes: r.rows.filter((x) => x.credit_note_no).map((x) => ({ id: x.id, no: x.credit_note_no! })),
  };
}

/** A booking was moved (the move `rescheduleId`, its refund rows `refundIds`): the customer and the vendor are told. */
export async function enqueueBookingMoved(
  tx: Queryable,
  rescheduleId: number,
  refundIds: readonly number[],
): Promise<void> {
  const m = await moveRecord(tx, rescheduleId);
  if (!m) return;
  const refunds = await refundRows(tx, m.booking_id, refundIds);
  const customer = await customerParty(tx, m.user_id);
  await notify(tx, [customer], {
    event: `booking.moved:${rescheduleId}`,
    template: bookingMoved,
    attachments: refunds.notes.map((n) => ({ kind: 'credit-note', ref: String(n.id) })),
    data: {
      name: customer?.name ?? m.name,
      bookingNo: m.booking_no,
      orderId: m.order_id,
      title: m.title,
      from: m.from_date,
      to: m.to_date,
      fee: Number(m.fee_amt),
      billing: Number(m.billing_amt),
      refund: refunds.amount,
      due: dueOf(m),
      creditNotes: refunds.notes.map((n) => n.no),
    },
  });
  const vendor = await vendorParty(tx, m.vendor_id);
  const refuseBy = new Date(
    Date.parse(new Date(m.requested_at).toISOString()) + RESCHEDULE_REFUSE_HOURS * 3_600_000,
  ).toISOString();
  if (vendor) {
    await notify(tx, [vendor], {
      event: `vendor.booking-moved:${rescheduleId}`,
      template: vendorBookingMoved,
      data: {
        vendorName: vendor.name,
        bookingNo: m.booking_no,
        title: m.title,
        from: m.from_date,
        to: m.to_date,
        fee: Number(m.fee_amt),
        billing: Number(m.billing_amt),
        refuseBy,
      },
    });
  }
}

/** The vendor refused the move `rescheduleId`: the customer is told the date the booking is on (or that it is declined), the vendor confirmed. */
export async function enqueueMoveRefused(
  tx: Queryable,
  rescheduleId: number,
  refundIds: readonly number[],
): Promise<void> {
  const m = await moveRecord(tx, rescheduleId);
  if (!m) return;
  const refunds = await refundRows(tx, m.booking_id, refundIds);
  const declined = m.booking_state === 'declined';
  const customer = await customerParty(tx, m.user_id);
  await notify(tx, [customer], {
    event: `booking.move-refused:${rescheduleId}`,
    template: bookingMoveRefused,
    attachments: refunds.notes.map((n) => ({ kind: 'credit-note', ref: String(n.id) })),
    data: {
      name: customer?.name ?? m.name,
      bookingNo: m.booking_no,
      orderId: m.order_id,
      title: m.title,
      refused: m.to_date,
      date: m.booking_date,
      declined,
      refund: refunds.amount,
      due: dueOf(m),
    },
  });
  const vendor = await vendorParty(tx, m.vendor_id);
  if (vendor) {
    await notify(tx, [vendor], {
      event: `vendor.move-refused:${rescheduleId}`,
      template: vendorMoveRefused,
      data: { vendorName: vendor.name, bookingNo: m.booking_no, refused: m.to_date, date: m.booking_date, declined },
    });
  }
}
