/**
 * Messages of a package order's changes: the customer and the vendors are told when the
 * order is cancelled (by the customer or by the operator on either side's behalf), when a vendor declines its part,
 * and when the customer swaps another service in. Enqueued on the change's transaction
 * (bookings/package-lifecycle.ts): a change that rolls back sends nothing. Figures come from the records the
 * transaction just wrote — the refund rows, each supplier's credit note (package_credit_notes), the items and the
 * order row — never from the caller's arithmetic.
 */
import type { Queryable } from '../db/client';
import * as records from '../data/message-records';
import { customerParty, notify, vendorParty } from '../messages/outbox';
import { rendered } from '../messages/layout';
import { texts } from '../messages/texts';
import { link } from '../messages/links';
import { day, rupees } from '../messages/format';
import type { Lang, MessageTemplate, Rendered } from '../messages/types';
import { isDeclineReason, type DeclineReason } from '@utsav/domain/schemas/decline-reason';
import { declineReasonText } from './booking-messages';

function template<D>(
  key: string,
  dlt: string,
  whatsapp: string,
  render: (d: D, lang: Lang) => Rendered,
): MessageTemplate<D> {
  return { key, smsDltTemplateId: dlt, whatsappTemplate: whatsapp, render };
}

const orderLink = (bookingId: number) => link(`/account/booking-package/${bookingId}`);
const VENDOR_PACKAGES = '/vendor/booking-package';

// ---------------------------------------------------------------- templates

export interface PackageCancelledData {
  name: string;
  bookingId: number;
  orderId: string;
  packageName: string;
  date: string;
  byOperator: boolean;
  paid: boolean;
  /** Paise: refunded in all, and each vendor's part with its credit note. */
  refund: number;
  percent: number;
  parts: { vendor: string; creditNote: string; amount: number }[];
}
export const packageCancelled = template<PackageCancelledData>(
  'package.cancelled',
  '1107170000000000365',
  'utsav_package_cancelled',
  (d, lang) => {
    const t = texts(lang)['package.cancelled'];
    return rendered(
      t.subject(d.orderId),
      {
        heading: t.heading,
        paragraphs: [
          texts(lang).layout.greeting(d.name),
          t.intro(d.orderId, d.packageName, day(d.date)),
          ...(d.byOperator ? [t.byOperator] : []),
          d.refund > 0 ? t.refundNote : d.paid ? t.noRefund : t.nothingPaid,
        ],
        rows: d.parts.map((p): [string, string] => [t.part(p.vendor, p.creditNote), rupees(p.amount)]),
        total: [t.refund(String(d.percent)), rupees(d.refund)],
        action: { label: t.action, url: orderLink(d.bookingId) },
      },
      t.sms(d.orderId, rupees(d.refund)),
      [d.orderId, rupees(d.refund)],
      lang,
    );
  },
);

export interface VendorPackageCancelledData {
  vendorName: string;
  orderId: string;
  services: string;
  date: string;
  refund: number;
  creditNote: string | null;
}
export const vendorPackageCancelled = template<VendorPackageCancelledData>(
  'vendor.package-cancelled',
  '1107170000000000366',
  'utsav_vendor_package_cancelled',
  (d, lang) => {
    const t = texts(lang)['vendor.package-cancelled'];
    return rendered(
      t.subject(d.orderId),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.vendorName), t.intro(d.orderId, d.services, day(d.date))],
        rows: d.creditNote ? [[t.creditNote, d.creditNote]] : [],
        total: [t.refund, rupees(d.refund)],
        action: { label: t.action, url: link(VENDOR_PACKAGES) },
      },
      t.sms(d.orderId, day(d.date), rupees(d.refund)),
      [d.orderId, day(d.date), rupees(d.refund)],
      lang,
    );
  },
);

export interface ItemDeclinedData {
  name: string;
  bookingId: number;
  orderId: string;
  service: string;
  date: string;
  refund: number;
  creditNote: string | null;
  ended: boolean;
  /** The vendor's reason (docs/decline-reasons.md): a fixed one, or "other" with their words; absent before. */
  declineReason?: DeclineReason | null;
  declineNote?: string | null;
}
export const packageItemDeclined = template<ItemDeclinedData>(
  'package.item-declined',
  '1107170000000000367',
  'utsav_package_item_declined',
  (d, lang) => {
    const t = texts(lang)['package.item-declined'];
    const why = declineReasonText(lang, d.declineReason, d.declineNote);
    const whyWords = why ?? texts(lang)['booking.declined'].reasons.other;
    return rendered(
      t.subject(d.orderId),
      {
        heading: t.heading,
        paragraphs: [
          texts(lang).layout.greeting(d.name),
          t.intro(d.orderId, d.service, day(d.date)),
          ...(why ? [t.reason(why)] : []),
          d.ended ? t.ended : t.swap,
        ],
        rows: d.creditNote ? [[t.creditNote, d.creditNote]] : [],
        total: [t.refund, rupees(d.refund)],
        action: { label: t.action, url: orderLink(d.bookingId) },
      },
      t.sms(d.orderId, d.service, rupees(d.refund), whyWords),
      [d.orderId, d.service, rupees(d.refund), whyWords],
      lang,
    );
  },
);

export interface VendorItemDeclinedData {
  vendorName: string;
  orderId: string;
  service: string;
  date: string;
  refund: number;
  creditNote: string | null;
}
export const vendorPackageItemDeclined = template<VendorItemDeclinedData>(
  'vendor.package-item-declined',
  '1107170000000000368',
  'utsav_vendor_package_item_declined',
  (d, lang) => {
    const t = texts(lang)['vendor.package-item-declined'];
    return rendered(
      t.subject(d.orderId),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.vendorName), t.intro(d.orderId, d.service, day(d.date))],
        rows: d.creditNote ? [[t.creditNote, d.creditNote]] : [],
        total: [t.refund, rupees(d.refund)],
        action: { label: t.action, url: link(VENDOR_PACKAGES) },
      },
      t.sms(d.orderId, rupees(d.refund)),
      [d.orderId, rupees(d.refund)],
      lang,
    );
  },
);

export interface ItemSwappedData {
  name: string;
  bookingId: number;
  orderId: string;
  was: string;
  now: string;
  date: string;
  rate: number;
  total: number;
  due: number;
}
export const packageItemSwapped = template<ItemSwappedData>(
  'package.item-swapped',
  '1107170000000000369',
  'utsav_package_item_swapped',
  (d, lang) => {
    const t = texts(lang)['package.item-swapped'];
    return rendered(
      t.subject(d.orderId),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.orderId, d.was, d.now, day(d.date))],
        rows: [
          [t.rate, rupees(d.rate)],
          [t.total, rupees(d.total)],
        ],
        total: [t.due, rupees(d.due)],
        action: { label: t.action, url: orderLink(d.bookingId) },
      },
      t.sms(d.orderId, d.now, rupees(d.due)),
      [d.orderId, d.now, rupees(d.due)],
      lang,
    );
  },
);

export interface VendorItemAddedData {
  vendorName: string;
  orderId: string;
  service: string;
  date: string;
  rate: number;
}
export const vendorPackageItemAdded = template<VendorItemAddedData>(
  'vendor.package-item-added',
  '1107170000000000370',
  'utsav_vendor_package_item_added',
  (d, lang) => {
    const t = texts(lang)['vendor.package-item-added'];
    return rendered(
      t.subject(d.orderId),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.vendorName), t.intro(d.orderId, d.service, day(d.date))],
        total: [t.rate, rupees(d.rate)],
        action: { label: t.action, url: link(VENDOR_PACKAGES) },
        note: t.declineNote,
      },
      t.sms(d.orderId, d.service, day(d.date)),
      [d.orderId, d.service, day(d.date)],
      lang,
    );
  },
);

// ---------------------------------------------------------------- the records the events read

const orderRow = records.packageOrderRow;
const notesAt = records.packageNotesAt;
const refundedAt = records.packageRefundedAt;

// ---------------------------------------------------------------- events (inside the change's transaction)

/**
 * The order was closed at `atIso` (cancelled by the customer, or by the operator on either side's behalf): the
 * customer with the refund and each vendor's part and credit note; each vendor whose services it held (once the
 * order was paid: before that they had nothing to lose) with the part refunded from its share.
 */
export async function enqueuePackageClosed(
  tx: Queryable,
  packageBookingId: number,
  atIso: string,
  percent: number,
  byOperator: boolean,
): Promise<void> {
  const k = await orderRow(tx, packageBookingId);
  if (!k) return;
  const notes = await notesAt(tx, k.id, atIso);
  const refund = await refundedAt(tx, k.id, atIso);
  const customer = await customerParty(tx, k.user_id);
  await notify(tx, [customer], {
    event: `package.${k.booking_state}:${k.id}`,
    template: packageCancelled,
    data: {
      name: customer?.name ?? '',
      bookingId: k.id,
      orderId: k.order_id,
      packageName: k.package_name,
      date: k.booking_date,
      byOperator,
      paid: Number(k.paid_amt) > 0,
      refund,
      percent,
      parts: notes.map((n) => ({ vendor: n.vendor, creditNote: n.credit_note_no, amount: Number(n.amount) })),
    },
  });
  if (Number(k.paid_amt) <= 0) return;
  const items = await records.itemsCancelledAt(tx, k.id, atIso);
  for (const vendorId of [...new Set(items.map((i) => i.vendor_id))]) {
    const vendor = await vendorParty(tx, vendorId);
    if (!vendor) continue;
    const mine = notes.filter((n) => n.vendor_id === vendorId);
    await notify(tx, [vendor], {
      event: `vendor.package-cancelled:${k.id}:${vendorId}`,
      template: vendorPackageCancelled,
      data: {
        vendorName: vendor.name,
        orderId: k.order_id,
        services: items
          .filter((i) => i.vendor_id === vendorId)
          .map((i) => i.title)
          .join(', '),
        date: k.booking_date,
        refund: mine.reduce((s, n) => s + Number(n.amount), 0),
        creditNote: mine.map((n) => n.credit_note_no).join(', ') || null,
      },
    });
  }
}

/** A vendor declined its part (item `itemId`) at `atIso`: the customer (refund, credit note, may swap) and the vendor (confirmation). */
export async function enqueuePackageItemDeclined(tx: Queryable, itemId: number, atIso: string): Promise<void> {
  const i = await records.packageItemBrief(tx, itemId);
  if (!i) return;
  const k = await orderRow(tx, i.package_booking_id);
  if (!k) return;
  const mine = (await notesAt(tx, k.id, atIso)).filter((n) => n.vendor_id === i.vendor_id);
  const refund = await refundedAt(tx, k.id, atIso);
  const creditNote = mine.map((n) => n.credit_note_no).join(', ') || null;
  const customer = await customerParty(tx, k.user_id);
  await notify(tx, [customer], {
    event: `package.item-declined:${itemId}`,
    template: packageItemDeclined,
    data: {
      name: customer?.name ?? '',
      bookingId: k.id,
      orderId: k.order_id,
      service: i.title,
      date: k.booking_date,
      refund,
      creditNote,
      ended: k.booking_state === 'declined',
      declineReason: isDeclineReason(i.decline_reason) ? i.decline_reason : null,
      declineNote: i.decline_note,
    },
  });
  const vendor = await vendorParty(tx, i.vendor_id);
  if (vendor) {
    await notify(tx, [vendor], {
      event: `vendor.package-item-declined:${itemId}`,
      template: vendorPackageItemDeclined,
      data: {
        vendorName: vendor.name,
        orderId: k.order_id,
        service: i.title,
        date: k.booking_date,
        refund: mine.reduce((s, n) => s + Number(n.amount), 0),
        creditNote,
      },
    });
  }
}

/** The customer swapped item `newItemId` in: the customer (the new total and the balance to pay) and the new service's vendor. */
export async function enqueuePackageItemSwapped(tx: Queryable, newItemId: number): Promise<void> {
  const i = await records.swappedItem(tx, newItemId);
  if (!i) return;
  const k = await orderRow(tx, i.package_booking_id);
  if (!k) return;
  const due = Math.max(0, Number(k.package_total) - (Number(k.paid_amt) - Number(k.refunded_amt)));
  const customer = await customerParty(tx, k.user_id);
  await notify(tx, [customer], {
    event: `package.item-swapped:${newItemId}`,
    template: packageItemSwapped,
    data: {
      name: customer?.name ?? '',
      bookingId: k.id,
      orderId: k.order_id,
      was: i.was,
      now: i.title,
      date: k.booking_date,
      rate: Number(i.share_amt),
      total: Number(k.package_total),
      due,
    },
  });
  const vendor = await vendorParty(tx, i.vendor_id);
  if (vendor) {
    await notify(tx, [vendor], {
      event: `vendor.package-item-added:${newItemId}`,
      template: vendorPackageItemAdded,
      data: {
        vendorName: vendor.name,
        orderId: k.order_id,
        service: i.title,
        date: k.booking_date,
        rate: Number(i.share_amt),
      },
    });
  }
}
