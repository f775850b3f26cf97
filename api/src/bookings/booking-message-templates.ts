/**
 * The booking team's message templates: the booking and payment events' texts in every channel, rendered from the
 * figures the events pass (bookings/booking-messages.ts reads them from the booking rows). Texts: messages/texts (one
 * catalogue per language).
 */
import type { DeclineReason } from '@utsav/domain/schemas/decline-reason';
import { rendered } from '../messages/layout';
import { texts } from '../messages/texts';
import { link } from '../messages/links';
import { day, moment, rupees } from '../messages/format';
import type { Lang, MessageTemplate, Rendered } from '../messages/types';

/** A template of this domain: key, DLT id of its SMS text, approved WhatsApp template name, and its rendering. */
function template<D>(
  key: string,
  dlt: string,
  whatsapp: string,
  render: (d: D, lang: Lang) => Rendered,
): MessageTemplate<D> {
  return { key, smsDltTemplateId: dlt, whatsappTemplate: whatsapp, render };
}

interface Line {
  bookingNo: string;
  title: string;
  date: string;
}

const lineRows = (lang: Lang, lines: Line[]): [string, string][] =>
  lines.map((l) => [`${texts(lang).layout.bookingNo} ${l.bookingNo}`, `${l.title} — ${day(l.date)}`]);

// ---------------------------------------------------------------- templates

export interface OrderPlacedData {
  name: string;
  orderId: string;
  lines: Line[];
  payNow: number;
  total: number;
  holdEnds: string;
}
export const orderPlaced = template<OrderPlacedData>(
  'order.placed',
  '1107170000000000101',
  'utsav_order_placed',
  (d, lang) => {
    const t = texts(lang)['order.placed'];
    const hold = moment(d.holdEnds);
    return rendered(
      t.subject(d.orderId),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.orderId, hold)],
        rows: [...lineRows(lang, d.lines), [t.total, rupees(d.total)]],
        total: [t.payNow, rupees(d.payNow)],
        action: { label: t.action, url: link(`/booking/${d.orderId}?pay=1`) },
      },
      t.sms(d.orderId, rupees(d.payNow), hold),
      [d.orderId, rupees(d.payNow), hold],
      lang,
    );
  },
);

export interface PaidData {
  name: string;
  orderId: string;
  /** Each line with what this payment paid of it, and its own balance and the day that balance is due (none: null). */
  lines: (Line & { amount: number; due: number; dueBy: string | null })[];
  paid: number;
  paymentId: string;
  at: string;
  invoice: boolean;
}
export const bookingPaid = template<PaidData>(
  'booking.paid',
  '1107170000000000102',
  'utsav_booking_paid',
  (d, lang) => {
    const t = texts(lang)['booking.paid'];
    const nos = d.lines.map((l) => l.bookingNo).join(', ');
    return rendered(
      t.subject(d.orderId),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.orderId, rupees(d.paid), moment(d.at))],
        rows: [
          ...d.lines.map((l): [string, string] => [`${l.bookingNo} · ${l.title} · ${day(l.date)}`, rupees(l.amount)]),
          [t.paymentId, d.paymentId],
          // Each line's balance with its own due day (lines of one order may fall due on different days).
          ...d.lines
            .filter((l) => l.due > 0 && l.dueBy)
            .map((l): [string, string] => [t.balance(l.bookingNo, day(l.dueBy!)), rupees(l.due)]),
        ],
        total: [t.paid, rupees(d.paid)],
        action: { label: t.action, url: link(`/booking/${d.orderId}`) },
        note: d.invoice ? t.invoiceNote : undefined,
      },
      t.sms(d.orderId, rupees(d.paid), nos),
      [d.orderId, rupees(d.paid), nos],
      lang,
    );
  },
);

export interface BalancePaidData {
  name: string;
  bookingNo: string;
  orderId: string;
  paid: number;
  totalPaid: number;
  at: string;
}
export const balancePaid = template<BalancePaidData>(
  'balance.paid',
  '1107170000000000103',
  'utsav_balance_paid',
  (d, lang) => {
    const t = texts(lang)['balance.paid'];
    return rendered(
      t.subject(d.bookingNo),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.bookingNo, rupees(d.paid), moment(d.at))],
        rows: [[t.paid, rupees(d.paid)]],
        total: [t.total, rupees(d.totalPaid)],
        action: { label: t.action, url: link(`/booking/${d.orderId}`) },
        note: t.invoiceNote,
      },
      t.sms(d.bookingNo, rupees(d.paid)),
      [d.bookingNo, rupees(d.paid)],
      lang,
    );
  },
);

export interface VendorBookingData {
  vendorName: string;
  bookingNo: string;
  title: string;
  date: string;
  customer: string;
  billing: number;
  paid: number;
  declineBy: string | null;
}
export const vendorNewBooking = template<VendorBookingData>(
  'vendor.new-booking',
  '1107170000000000104',
  'utsav_vendor_new_booking',
  (d, lang) => {
    const t = texts(lang)['vendor.new-booking'];
    const l = texts(lang).layout;
    return rendered(
      t.subject(d.bookingNo),
      {
        heading: t.heading,
        paragraphs: [l.greeting(d.vendorName), t.intro(d.customer, d.title, day(d.date))],
        rows: [
          [l.bookingNo, d.bookingNo],
          [l.service, d.title],
          [l.eventDate, day(d.date)],
          [l.customer, d.customer],
          [t.paid, rupees(d.paid)],
        ],
        total: [t.billing, rupees(d.billing)],
        action: { label: t.action, url: link('/vendor/bookings') },
        note: d.declineBy ? t.declineNote(moment(d.declineBy)) : undefined,
      },
      t.sms(d.bookingNo, d.title, day(d.date)),
      [d.bookingNo, d.title, day(d.date)],
      lang,
    );
  },
);

export interface VendorBalanceData {
  vendorName: string;
  bookingNo: string;
  paid: number;
}
export const vendorBalancePaid = template<VendorBalanceData>(
  'vendor.balance-paid',
  '1107170000000000105',
  'utsav_vendor_balance_paid',
  (d, lang) => {
    const t = texts(lang)['vendor.balance-paid'];
    return rendered(
      t.subject(d.bookingNo),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.vendorName), t.intro(d.bookingNo, rupees(d.paid))],
        action: { label: t.action, url: link('/vendor/bookings') },
      },
      t.sms(d.bookingNo, rupees(d.paid)),
      [d.bookingNo, rupees(d.paid)],
      lang,
    );
  },
);

export interface ClosedData {
  name: string;
  bookingNo: string;
  title: string;
  date: string;
  refund: number;
  percent: number;
  creditNotes: string[];
  /** A decline's reason (docs/decline-reasons.md): a fixed one, or "other" with the vendor's words; absent before. */
  declineReason?: DeclineReason | null;
  declineNote?: string | null;
}

/** The vendor's reason in the customer's language; "other" is the vendor's own words as typed. */
export function declineReasonText(lang: Lang, reason: DeclineReason | null | undefined, note?: string | null) {
  if (!reason) return null;
  if (reason === 'other') return note?.trim() || texts(lang)['booking.declined'].reasons.other;
  return texts(lang)['booking.declined'].reasons[reason];
}

export const bookingDeclined = template<ClosedData>(
  'booking.declined',
  '1107170000000000106',
  'utsav_booking_declined',
  (d, lang) => {
    const t = texts(lang)['booking.declined'];
    const why = declineReasonText(lang, d.declineReason, d.declineNote);
    return rendered(
      t.subject(d.bookingNo),
      {
        heading: t.heading,
        paragraphs: [
          texts(lang).layout.greeting(d.name),
          t.intro(d.bookingNo, d.title, day(d.date)),
          ...(why ? [t.reason(why)] : []),
          t.refundNote,
        ],
        rows: d.creditNotes.map((n): [string, string] => [t.creditNotes, n]),
        total: [t.refund, rupees(d.refund)],
        action: { label: t.action, url: link('/services') },
      },
      t.sms(d.bookingNo, rupees(d.refund), why ?? t.reasons.other),
      [d.bookingNo, rupees(d.refund), why ?? t.reasons.other],
      lang,
    );
  },
);

export const bookingCancelled = template<ClosedData>(
  'booking.cancelled',
  '1107170000000000107',
  'utsav_booking_cancelled',
  (d, lang) => {
    const t = texts(lang)['booking.cancelled'];
    return rendered(
      t.subject(d.bookingNo),
      {
        heading: t.heading,
        paragraphs: [
          texts(lang).layout.greeting(d.name),
          t.intro(d.bookingNo, d.title, day(d.date)),
          d.refund > 0 ? t.refundNote : t.noRefund,
        ],
        rows: d.creditNotes.map((n): [string, string] => [t.creditNotes, n]),
        total: [t.refund(String(d.percent)), rupees(d.refund)],
        action: { label: t.action, url: link('/account/booking') },
        note: d.creditNotes.length ? t.creditNoteAttached : undefined,
      },
      t.sms(d.bookingNo, rupees(d.refund)),
      [d.bookingNo, rupees(d.refund)],
      lang,
    );
  },
);

export interface VendorClosedData {
  vendorName: string;
  bookingNo: string;
  title: string;
  date: string;
}
export const vendorBookingCancelled = template<VendorClosedData>(
  'vendor.booking-cancelled',
  '1107170000000000108',
  'utsav_vendor_booking_cancelled',
  (d, lang) => {
    const t = texts(lang)['vendor.booking-cancelled'];
    return rendered(
      t.subject(d.bookingNo),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.vendorName), t.intro(d.bookingNo, d.title, day(d.date))],
        action: { label: t.action, url: link('/vendor/bookings') },
      },
      t.sms(d.bookingNo, day(d.date)),
      [d.bookingNo, day(d.date)],
      lang,
    );
  },
);

export interface PackagePlacedData {
  name: string;
  orderId: string;
  packageName: string;
  payNow: number;
  total: number;
  holdEnds: string;
}
export const packagePlaced = template<PackagePlacedData>(
  'package.placed',
  '1107170000000000109',
  'utsav_package_placed',
  (d, lang) => {
    const t = texts(lang)['package.placed'];
    const hold = moment(d.holdEnds);
    return rendered(
      t.subject(d.orderId),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.orderId, d.packageName, hold)],
        rows: [[t.total, rupees(d.total)]],
        total: [t.payNow, rupees(d.payNow)],
        action: { label: t.action, url: link(`/booking/${d.orderId}?pay=1`) },
      },
      t.sms(d.orderId, rupees(d.payNow), hold),
      [d.orderId, rupees(d.payNow), hold],
      lang,
    );
  },
);

export interface PackagePaidData {
  name: string;
  orderId: string;
  packageName: string;
  paid: number;
  total: number;
  due: number;
  at: string;
}
export const packagePaid = template<PackagePaidData>(
  'package.paid',
  '1107170000000000110',
  'utsav_package_paid',
  (d, lang) => {
    const t = texts(lang)['package.paid'];
    return rendered(
      t.subject(d.orderId),
      {
        heading: t.heading,
        paragraphs: [
          texts(lang).layout.greeting(d.name),
          t.intro(d.orderId, d.packageName, rupees(d.paid), moment(d.at)),
        ],
        rows: [[t.total, rupees(d.total)], ...(d.due > 0 ? [[t.balance, rupees(d.due)] as [string, string]] : [])],
        total: [t.paid, rupees(d.paid)],
        action: { label: t.action, url: link(`/booking/${d.orderId}`) },
      },
      t.sms(d.orderId, rupees(d.paid)),
      [d.orderId, rupees(d.paid)],
      lang,
    );
  },
);

export interface VendorPackageData {
  vendorName: string;
  orderId: string;
  packageName: string;
  customer: string;
  date: string;
  services: string[];
  share: number;
  declineBy: string | null;
}
export const vendorNewPackageBooking = template<VendorPackageData>(
  'vendor.new-package-booking',
  '1107170000000000111',
  'utsav_vendor_new_package_booking',
  (d, lang) => {
    const t = texts(lang)['vendor.new-package-booking'];
    const services = d.services.join(', ');
    return rendered(
      t.subject(d.orderId),
      {
        heading: t.heading,
        paragraphs: [
          texts(lang).layout.greeting(d.vendorName),
          t.intro(d.customer, d.packageName, day(d.date)),
          ...(d.declineBy ? [t.declineNote(moment(d.declineBy))] : []),
        ],
        rows: [
          [texts(lang).layout.orderNo, d.orderId],
          ...d.services.map((s) => [texts(lang).layout.service, s] as [string, string]),
        ],
        total: [t.share, rupees(d.share)],
        action: { label: t.action, url: link('/vendor/bookings') },
      },
      t.sms(d.orderId, services, day(d.date)),
      [d.orderId, services, day(d.date)],
      lang,
    );
  },
);
