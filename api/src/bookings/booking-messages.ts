/**
 * The booking team's messages: the functions the write paths call inside their transaction to enqueue the booking and
 * payment events' messages (templates: bookings/booking-message-templates.ts). Figures come from the booking rows as
 * the transaction sees them, through the one money rule (moneyFigures of @utsav/domain/order-money) — never
 * recomputed otherwise; amounts in rupees to the paisa, dates and times in IST.
 */
import { moneyFigures } from '@utsav/domain/order-money';
import { VENDOR_DECLINE_HOURS, balanceDueDate } from '@utsav/domain/refund-policy';
import type { DeclineWhy } from '../data/lifecycle';
import type { Queryable } from '../db/client';
import * as records from '../data/message-records';
import { customerParty, notify, vendorParty } from '../messages/outbox';
import {
  OrderPlacedData,
  orderPlaced,
  bookingPaid,
  balancePaid,
  vendorNewBooking,
  vendorBalancePaid,
  ClosedData,
  bookingDeclined,
  bookingCancelled,
  vendorBookingCancelled,
  packagePlaced,
  packagePaid,
  vendorNewPackageBooking,
} from './booking-message-templates';

export { declineReasonText } from './booking-message-templates';

// ---------------------------------------------------------------- the rows the events read

type BookingRow = records.MessageBookingRow;

/** What a booking still owes, by the one money rule. */
export function dueOf(
  b: Pick<BookingRow, 'booking_state' | 'payment_type' | 'billing_amt' | 'advance_amt' | 'paid_amt' | 'refunded_amt'>,
): number {
  return moneyFigures({
    state: b.booking_state as Parameters<typeof moneyFigures>[0]['state'],
    paymentType: b.payment_type === 'advance' ? 'advance' : 'full',
    billing: Number(b.billing_amt),
    advance: Number(b.advance_amt),
    paid: Number(b.paid_amt),
    refunded: Number(b.refunded_amt),
  }).due;
}
const payNowOf = (b: BookingRow) =>
  moneyFigures({
    state: 'pending_payment',
    paymentType: b.payment_type === 'advance' ? 'advance' : 'full',
    billing: Number(b.billing_amt),
    advance: Number(b.advance_amt),
    paid: 0,
    refunded: 0,
  }).toPay;

// ---------------------------------------------------------------- events (each inside the change's transaction)

/** A service order was placed and awaits payment: the customer gets the pay link and the hold's end. */
export async function enqueueOrderPlaced(tx: Queryable, orderId: string): Promise<void> {
  const rows = (await records.orderBookingRows(tx, orderId)).filter((b) => b.booking_state === 'pending_payment');
  if (!rows.length) return;
  const holdEnds = rows
    .map((b) => b.hold_expires_at)
    .filter((h): h is string => !!h)
    .sort()[0];
  if (!holdEnds) return;
  const customer = await customerParty(tx, rows[0]!.user_id);
  const data: OrderPlacedData = {
    name: customer?.name ?? rows[0]!.name,
    orderId,
    holdEnds,
    lines: rows.map((b) => ({ bookingNo: b.booking_no, title: b.title, date: b.booking_date })),
    payNow: rows.reduce((s, b) => s + payNowOf(b), 0),
    total: rows.reduce((s, b) => s + Number(b.billing_amt), 0),
  };
  await notify(tx, [customer], { event: `order.placed:${orderId}`, template: orderPlaced, data });
}

/** A package order was placed and awaits payment. */
export async function enqueuePackagePlaced(tx: Queryable, packageBookingId: number): Promise<void> {
  const p = await records.placedPackage(tx, packageBookingId);
  if (!p?.hold_expires_at) return;
  const customer = await customerParty(tx, p.user_id);
  if (!customer) return;
  const payNow =
    p.payment_type === 'advance' && Number(p.advance_amt) > 0 ? Number(p.advance_amt) : Number(p.package_total);
  await notify(tx, [customer], {
    event: `package.placed:${p.order_id}`,
    template: packagePlaced,
    data: {
      name: customer.name,
      orderId: p.order_id,
      packageName: p.package_name,
      payNow,
      total: Number(p.package_total),
      holdEnds: p.hold_expires_at,
    },
  });
}

/**
 * A captured payment confirmed what it was for (payments/payment-capture applyCapturedPayment, same transaction): the receipt
 * with the tax invoice of each booking attached, and each vendor's "new booking" (or "balance paid").
 */
export async function enqueuePaymentConfirmed(tx: Queryable, paymentId: string, nowIso: string): Promise<void> {
  const o = await records.paymentWithOrder(tx, paymentId);
  if (!o) return;
  const customer = await customerParty(tx, o.user_id);
  if (o.package_booking_id !== null) {
    const p = await records.paidPackage(tx, o.package_booking_id);
    if (!p || !customer) return;
    const due = Math.max(0, Number(p.package_total) - (Number(p.paid_amt) - Number(p.refunded_amt)));
    await notify(tx, [customer], {
      event: `package.paid:${paymentId}`,
      template: packagePaid,
      data: {
        name: customer.name,
        orderId: p.order_id,
        packageName: p.package_name,
        paid: Number(o.amount),
        total: Number(p.package_total),
        due,
        at: nowIso,
      },
    });
    // The payment that confirmed the order: each vendor hears of its part (a balance payment tells them nothing new).
    if (o.kind === 'package') await enqueueVendorPackageBookings(tx, o.package_booking_id, nowIso);
    return;
  }
  const items = { rows: await records.paymentAllocations(tx, paymentId) };
  const rows = await records.bookingRowsByIds(
    tx,
    items.rows.map((i) => i.booking_id),
  );
  if (!rows.length) return;
  const attachments = rows.map((b) => ({ kind: 'tax-invoice', ref: String(b.id) }));
  const amountOf = new Map(items.rows.map((i) => [i.booking_id, Number(i.amount)]));
  if (o.kind === 'balance') {
    // One payment may pay the balance of several lines of an order: each booking's customer and vendor hear of its
    // own share, with its invoice and the receipt of this payment for that booking.
    for (const b of rows) {
      const key = rows.length === 1 ? paymentId : `${paymentId}:${b.id}`;
      const paid = amountOf.get(b.id) ?? 0;
      await notify(tx, [customer], {
        event: `balance.paid:${key}`,
        template: balancePaid,
        // The invoice as it was sent, and the receipt of this payment (docs/payments.md "Documents as sent").
        attachments: [
          { kind: 'tax-invoice', ref: String(b.id) },
          { kind: 'payment-receipt', ref: `${b.id}:${paymentId}` },
        ],
        data: {
          name: customer?.name ?? b.name,
          bookingNo: b.booking_no,
          orderId: b.order_id,
          paid,
          totalPaid: Number(b.paid_amt) - Number(b.refunded_amt),
          at: nowIso,
        },
      });
      const vendor = await vendorParty(tx, b.vendor_id);
      if (vendor)
        await notify(tx, [vendor], {
          event: `vendor.balance-paid:${key}`,
          template: vendorBalancePaid,
          data: { vendorName: vendor.name, bookingNo: b.booking_no, paid },
        });
    }
    return;
  }
  await notify(tx, [customer], {
    event: `booking.paid:${paymentId}`,
    template: bookingPaid,
    attachments,
    data: {
      name: customer?.name ?? rows[0]!.name,
      orderId: rows[0]!.order_id,
      paymentId,
      at: nowIso,
      paid: Number(o.amount),
      invoice: true,
      lines: rows.map((b) => ({
        bookingNo: b.booking_no,
        title: b.title,
        date: b.booking_date,
        amount: amountOf.get(b.id) ?? 0,
        due: dueOf(b),
        dueBy: dueOf(b) > 0 ? balanceDueDate(b.booking_date) : null,
      })),
    },
  });
  for (const b of rows) {
    const vendor = await vendorParty(tx, b.vendor_id);
    if (!vendor) continue;
    const declineBy = b.confirmed_at
      ? new Date(Date.parse(b.confirmed_at) + VENDOR_DECLINE_HOURS * 3600_000).toISOString()
      : null;
    await notify(tx, [vendor], {
      event: `vendor.new-booking:${b.id}`,
      template: vendorNewBooking,
      data: {
        vendorName: vendor.name,
        bookingNo: b.booking_no,
        title: b.title,
        date: b.booking_date,
        customer: b.name,
        billing: Number(b.billing_amt),
        paid: Number(b.paid_amt) - Number(b.refunded_amt),
        declineBy,
      },
    });
  }
}

/** A package order was paid and confirmed: each vendor of it is told of its own services and its part of the total. */
async function enqueueVendorPackageBookings(tx: Queryable, packageBookingId: number, nowIso: string): Promise<void> {
  const r = { rows: await records.confirmedPackageItems(tx, packageBookingId) };
  const byVendor = new Map<number, typeof r.rows>();
  for (const row of r.rows) byVendor.set(row.vendor_id, [...(byVendor.get(row.vendor_id) ?? []), row]);
  for (const [vendorId, items] of byVendor) {
    const vendor = await vendorParty(tx, vendorId);
    const k = items[0]!;
    if (!vendor) continue;
    const from = k.confirmed_at ? new Date(k.confirmed_at).getTime() : Date.parse(nowIso);
    await notify(tx, [vendor], {
      event: `vendor.new-package-booking:${packageBookingId}:${vendorId}`,
      template: vendorNewPackageBooking,
      data: {
        vendorName: vendor.name,
        orderId: k.order_id,
        packageName: k.package_name,
        customer: k.name,
        date: k.booking_date,
        services: items.map((i) => i.title),
        share: items.reduce((s, i) => s + Number(i.share_amt), 0),
        declineBy: new Date(from + VENDOR_DECLINE_HOURS * 3600_000).toISOString(),
      },
    });
  }
}

/**
 * A booking was closed with its refund (lifecycle: the customer's cancellation, the vendor's decline, the
 * operator's on either side's behalf; same transaction): the customer's message with the refund and credit notes
 * (attached), and on a cancellation the vendor's.
 */
export async function enqueueBookingClosed(
  tx: Queryable,
  bookingId: number,
  state: 'cancelled' | 'declined',
  refund: number,
  percent: number,
  why: DeclineWhy | null = null,
): Promise<void> {
  const [b] = await records.bookingRowById(tx, bookingId);
  if (!b) return;
  const notes = { rows: await records.closingCreditNotes(tx, bookingId) };
  const customer = await customerParty(tx, b.user_id);
  const data: ClosedData = {
    name: customer?.name ?? b.name,
    bookingNo: b.booking_no,
    title: b.title,
    date: b.booking_date,
    refund,
    percent,
    creditNotes: notes.rows.map((n) => n.credit_note_no),
    declineReason: why?.reason ?? null,
    declineNote: why?.note ?? null,
  };
  await notify(tx, [customer], {
    event: `booking.${state}:${bookingId}`,
    template: state === 'declined' ? bookingDeclined : bookingCancelled,
    data,
    attachments: notes.rows.map((n) => ({ kind: 'credit-note', ref: String(n.id) })),
  });
  // The vendor heard of the booking only once it was paid: an unpaid order's cancellation is not theirs to know.
  if (state === 'cancelled' && Number(b.paid_amt) > 0) {
    const vendor = await vendorParty(tx, b.vendor_id);
    if (vendor)
      await notify(tx, [vendor], {
        event: `vendor.booking-cancelled:${bookingId}`,
        template: vendorBookingCancelled,
        data: { vendorName: vendor.name, bookingNo: b.booking_no, title: b.title, date: b.booking_date },
      });
  }
}
