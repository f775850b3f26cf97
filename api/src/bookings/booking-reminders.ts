/**
 * Booking reminders, scheduled from the records by each worker pass (at most every few minutes per
 * process), in India time:
 * - balance due: 3 days before the balance's due date (BALANCE_DUE_DAYS_BEFORE before the event) and on the day,
 *   while a confirmed advance booking still owes money;
 * - event reminder: the day before the event, for a confirmed booking;
 * - review request: the day after a completed booking's event;
 * - the vendor's decline deadline: 12 hours before the VENDOR_DECLINE_HOURS window after payment closes (for a
 *   booking, and for each part of a package order), brought forward to 20:00 IST when that falls in the IST night.
 * Package orders get the customer's three the same way, from their package_bookings rows (keys with the order's id).
 * Each goes out at 09:00 IST of its day (or at once when the pass runs later that day). Nothing is held in memory:
 * after a restart the next pass finds the same candidates, and the outbox's unique key (event, channel,
 * recipient) lets each reminder out once. A window of a few days lets a pass catch up after downtime.
 */
import { balanceDueDate, VENDOR_DECLINE_HOURS } from '@utsav/domain/refund-policy';
import type { Db } from '../db/client';
import * as reminders from '../data/reminders';
import { customerParty, notify, vendorParty } from '../messages/outbox';
import { rendered } from '../messages/layout';
import { texts } from '../messages/texts';
import { link } from '../messages/links';
import { day, istDate, istMorning, moment, rupees } from '../messages/format';
import { addDays } from '../lib/dates';
import { dueOf } from './booking-messages';
import type { Lang, MessageTemplate, Rendered } from '../messages/types';

function template<D>(
  key: string,
  dlt: string,
  whatsapp: string,
  render: (d: D, lang: Lang) => Rendered,
): MessageTemplate<D> {
  return { key, smsDltTemplateId: dlt, whatsappTemplate: whatsapp, render };
}

export interface BalanceDueData {
  name: string;
  bookingNo: string;
  orderId: string;
  title: string;
  date: string;
  dueDate: string;
  balance: number;
  today: boolean;
}
export const balanceDueReminder = template<BalanceDueData>(
  'reminder.balance-due',
  '1107170000000000201',
  'utsav_balance_due',
  (d, lang) => {
    const t = texts(lang)['reminder.balance-due'];
    const when = d.today ? t.today : t.on(day(d.dueDate));
    return rendered(
      t.subject(d.bookingNo, when),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.bookingNo, d.title, day(d.date), when)],
        total: [t.balance, rupees(d.balance)],
        action: { label: t.action, url: link(`/booking/${d.orderId}`) },
      },
      t.sms(d.bookingNo, rupees(d.balance), when),
      [d.bookingNo, rupees(d.balance), when],
      lang,
    );
  },
);

export interface EventReminderData {
  name: string;
  bookingNo: string;
  orderId: string;
  title: string;
  date: string;
}
export const eventReminder = template<EventReminderData>(
  'reminder.event',
  '1107170000000000202',
  'utsav_event_reminder',
  (d, lang) => {
    const t = texts(lang)['reminder.event'];
    return rendered(
      t.subject(d.title),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.bookingNo, d.title, day(d.date))],
        action: { label: t.action, url: link(`/booking/${d.orderId}`) },
      },
      t.sms(d.bookingNo, d.title, day(d.date)),
      [d.bookingNo, d.title, day(d.date)],
      lang,
    );
  },
);

export interface ReviewData {
  name: string;
  bookingNo: string;
  productId: number;
  title: string;
}
export const reviewRequest = template<ReviewData>(
  'reminder.review',
  '1107170000000000203',
  'utsav_review_request',
  (d, lang) => {
    const t = texts(lang)['reminder.review'];
    return rendered(
      t.subject(d.title),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.title)],
        action: { label: t.action, url: link(`/services/details/${d.productId}`) },
      },
      t.sms(d.title),
      [d.title],
      lang,
    );
  },
);

export interface DeclineDeadlineData {
  vendorName: string;
  bookingNo: string;
  title: string;
  date: string;
  until: string;
}
export const vendorDeclineReminder = template<DeclineDeadlineData>(
  'reminder.vendor-decline',
  '1107170000000000204',
  'utsav_vendor_decline_deadline',
  (d, lang) => {
    const t = texts(lang)['reminder.vendor-decline'];
    const until = moment(d.until);
    return rendered(
      t.subject(d.bookingNo, until),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.vendorName), t.intro(d.bookingNo, d.title, day(d.date), until)],
        action: { label: t.action, url: link('/vendor/bookings') },
      },
      t.sms(d.bookingNo, until),
      [d.bookingNo, until],
      lang,
    );
  },
);

export interface PackageBalanceDueData {
  name: string;
  orderId: string;
  packageName: string;
  date: string;
  dueDate: string;
  balance: number;
  today: boolean;
}
export const packageBalanceDueReminder = template<PackageBalanceDueData>(
  'reminder.package-balance-due',
  '1107170000000000205',
  'utsav_package_balance_due',
  (d, lang) => {
    const t = texts(lang)['reminder.package-balance-due'];
    const when = d.today ? t.today : t.on(day(d.dueDate));
    return rendered(
      t.subject(d.orderId, when),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.orderId, d.packageName, day(d.date), when)],
        total: [t.balance, rupees(d.balance)],
        action: { label: t.action, url: link(`/booking/${d.orderId}`) },
      },
      t.sms(d.orderId, rupees(d.balance), when),
      [d.orderId, rupees(d.balance), when],
      lang,
    );
  },
);

export interface PackageEventData {
  name: string;
  orderId: string;
  packageName: string;
  date: string;
}
export const packageEventReminder = template<PackageEventData>(
  'reminder.package-event',
  '1107170000000000206',
  'utsav_package_event_reminder',
  (d, lang) => {
    const t = texts(lang)['reminder.package-event'];
    return rendered(
      t.subject(d.packageName),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.orderId, d.packageName, day(d.date))],
        action: { label: t.action, url: link(`/booking/${d.orderId}`) },
      },
      t.sms(d.orderId, d.packageName, day(d.date)),
      [d.orderId, d.packageName, day(d.date)],
      lang,
    );
  },
);

export interface PackageReviewData {
  name: string;
  packageId: number;
  packageName: string;
}
export const packageReviewRequest = template<PackageReviewData>(
  'reminder.package-review',
  '1107170000000000207',
  'utsav_package_review_request',
  (d, lang) => {
    const t = texts(lang)['reminder.package-review'];
    return rendered(
      t.subject(d.packageName),
      {
        heading: t.heading,
        paragraphs: [texts(lang).layout.greeting(d.name), t.intro(d.packageName)],
        action: { label: t.action, url: link(`/packages/${d.packageId}`) },
      },
      t.sms(d.packageName),
      [d.packageName],
      lang,
    );
  },
);

/** How long before the decline window closes the vendor is reminded. */
export const DECLINE_REMINDER_HOURS_BEFORE = 12;

/**
 * When the vendor is reminded of a decline window that opened at `from` (the payment, or a package part's swap-in):
 * DECLINE_REMINDER_HOURS_BEFORE before it closes, brought forward to 20:00 IST the same evening when that falls in
 * the IST night (21:00–08:00) — nobody's phone buzzes at 3 am, and it is still hours before the deadline.
 */
export function declineReminderAt(from: string | Date): { at: Date; deadline: Date } {
  const deadline = new Date(new Date(from).getTime() + VENDOR_DECLINE_HOURS * 3600_000);
  const at = new Date(deadline.getTime() - DECLINE_REMINDER_HOURS_BEFORE * 3600_000);
  const hour = new Date(at.getTime() + 5.5 * 3600_000).getUTCHours();
  if (hour >= 8 && hour < 21) return { at, deadline };
  // 21:00–23:59 → 20:00 that day; 00:00–07:59 → 20:00 the day before (IST dates).
  const evening = istMorning(hour >= 21 ? istDate(at) : addDays(istDate(at), -1), 20);
  return { at: evening, deadline };
}

const lastRun = new WeakMap<Db, number>();
/** How often a process looks for due reminders (they are once a day each; the pass itself is cheap). */
export const REMINDER_SCAN_MS = 5 * 60_000;

/** Enqueues the reminders due today (IST) that are not in the outbox yet. Returns how many messages were added. */
export async function scheduleReminders(db: Db, now: Date, opts: { force?: boolean } = {}): Promise<number> {
  if (!opts.force && now.getTime() - (lastRun.get(db) ?? 0) < REMINDER_SCAN_MS) return 0;
  lastRun.set(db, now.getTime());
  const today = istDate(now);
  const at = istMorning(today);
  const sendAfter = at > now ? at : now;
  // Balance: the due date is BALANCE_DUE_DAYS_BEFORE before the event; "3 days before" covers today … due − 1.
  const dueSoon = await reminders.owingBookings(db, addDays(today, 3), addDays(today, 3 + 3));
  let added = 0;
  for (const b of dueSoon) {
    const balance = dueOf(b);
    if (balance <= 0) continue;
    const dueDate = balanceDueDate(b.booking_date);
    const kind =
      dueDate === today
        ? 'reminder.balance-due-0d'
        : dueDate > today && dueDate <= addDays(today, 3)
          ? 'reminder.balance-due-3d'
          : null;
    if (!kind) continue;
    const customer = await customerParty(db, b.user_id);
    added += await notify(db, [customer], {
      event: `${kind}:${b.id}`,
      template: balanceDueReminder,
      sendAfter,
      data: {
        name: customer?.name ?? '',
        bookingNo: b.booking_no,
        orderId: b.order_id,
        title: b.title,
        date: b.booking_date,
        dueDate,
        balance,
        today: dueDate === today,
      },
    });
  }
  const tomorrow = await reminders.confirmedBookingsOn(db, addDays(today, 1), 'reminder.event');
  for (const b of tomorrow) {
    const customer = await customerParty(db, b.user_id);
    added += await notify(db, [customer], {
      event: `reminder.event:${b.id}`,
      template: eventReminder,
      sendAfter,
      data: {
        name: customer?.name ?? '',
        bookingNo: b.booking_no,
        orderId: b.order_id,
        title: b.title,
        date: b.booking_date,
      },
    });
  }
  // The day after (or, catching up, up to 3 days after) a completed event.
  const done = await reminders.completedBookingsBetween(db, addDays(today, -3), addDays(today, -1), 'reminder.review');
  for (const b of done) {
    const customer = await customerParty(db, b.user_id);
    added += await notify(db, [customer], {
      event: `reminder.review:${b.id}`,
      template: reviewRequest,
      sendAfter,
      data: { name: customer?.name ?? '', bookingNo: b.booking_no, productId: b.product_id, title: b.title },
    });
  }
  added += await schedulePackageReminders(db, today, sendAfter);
  added += await scheduleDeclineReminders(db, now);
  return added;
}

/**
 * The customer's package-order reminders, as for service bookings (same days, same 09:00 IST, same catch-up
 * windows), from the package_bookings rows: balance due (advance orders still owing), the event the day before,
 * a review request after a completed order's event. Keys carry the package order's id.
 */
async function schedulePackageReminders(db: Db, today: string, sendAfter: Date): Promise<number> {
  let added = 0;
  const dueSoon = await reminders.owingPackages(db, addDays(today, 3), addDays(today, 3 + 3));
  for (const k of dueSoon) {
    const balance = dueOf({
      booking_state: k.booking_state,
      payment_type: k.payment_type,
      billing_amt: k.package_total,
      advance_amt: k.advance_amt,
      paid_amt: k.paid_amt,
      refunded_amt: k.refunded_amt,
    });
    if (balance <= 0) continue;
    const dueDate = balanceDueDate(k.booking_date);
    const kind =
      dueDate === today
        ? 'reminder.package-balance-due-0d'
        : dueDate > today && dueDate <= addDays(today, 3)
          ? 'reminder.package-balance-due-3d'
          : null;
    if (!kind) continue;
    const customer = await customerParty(db, k.user_id);
    added += await notify(db, [customer], {
      event: `${kind}:${k.id}`,
      template: packageBalanceDueReminder,
      sendAfter,
      data: {
        name: customer?.name ?? '',
        orderId: k.order_id,
        packageName: k.package_name,
        date: k.booking_date,
        dueDate,
        balance,
        today: dueDate === today,
      },
    });
  }
  const tomorrow = await reminders.confirmedPackagesOn(db, addDays(today, 1), 'reminder.package-event');
  for (const k of tomorrow) {
    const customer = await customerParty(db, k.user_id);
    added += await notify(db, [customer], {
      event: `reminder.package-event:${k.id}`,
      template: packageEventReminder,
      sendAfter,
      data: { name: customer?.name ?? '', orderId: k.order_id, packageName: k.package_name, date: k.booking_date },
    });
  }
  const done = await reminders.completedPackagesBetween(
    db,
    addDays(today, -3),
    addDays(today, -1),
    'reminder.package-review',
  );
  for (const k of done) {
    const customer = await customerParty(db, k.user_id);
    added += await notify(db, [customer], {
      event: `reminder.package-review:${k.id}`,
      template: packageReviewRequest,
      sendAfter,
      data: { name: customer?.name ?? '', packageId: k.package_id, packageName: k.package_name },
    });
  }
  return added;
}

/**
 * The vendor's decline-deadline reminders that are due now: confirmed bookings (and active package parts) whose
 * window closes within the next day and whose reminder moment has come; each once (its event key).
 */
async function scheduleDeclineReminders(db: Db, now: Date): Promise<number> {
  // The reminder is never earlier than a day before the deadline (declineReminderAt), nor after it.
  const opened = [
    new Date(now.getTime() - VENDOR_DECLINE_HOURS * 3600_000).toISOString(),
    new Date(now.getTime() - (VENDOR_DECLINE_HOURS - 24) * 3600_000).toISOString(),
  ];
  const due = (from: string) => {
    const r = declineReminderAt(from);
    return r.at <= now && now < r.deadline ? r.deadline : null;
  };
  let added = 0;
  const bookings = await reminders.bookingsInDeclineWindow(db, opened);
  for (const b of bookings) {
    const deadline = due(new Date(b.confirmed_at).toISOString());
    if (!deadline) continue;
    const vendor = await vendorParty(db, b.vendor_id);
    added += await notify(db, [vendor], {
      event: `reminder.vendor-decline:${b.id}`,
      template: vendorDeclineReminder,
      data: {
        vendorName: vendor?.name ?? '',
        bookingNo: b.booking_no,
        title: b.title,
        date: b.booking_date,
        until: deadline.toISOString(),
      },
    });
  }
  const parts = await reminders.packagePartsInDeclineWindow(db, opened);
  for (const p of parts) {
    const deadline = due(new Date(p.opened_at).toISOString());
    if (!deadline) continue;
    const vendor = await vendorParty(db, p.vendor_id);
    added += await notify(db, [vendor], {
      event: `reminder.vendor-decline-package:${p.id}`,
      template: vendorDeclineReminder,
      data: {
        vendorName: vendor?.name ?? '',
        bookingNo: p.order_id,
        title: p.title,
        date: p.booking_date,
        until: deadline.toISOString(),
      },
    });
  }
  return added;
}
