/**
 * Packages aggregate, the customer's side (data layer): the package cart (one per customer), their package
 * orders and one package booking with its items. Loading a package with its groups and availability is in
 * bookings/package-selection (its SQL in data/package-contents); placing an order in bookings/place-package-order.
 */
import { moneyFigures, moneyStatusLabel, type MoneyState } from '@utsav/domain/order-money';
import { toRupees } from '@utsav/domain/pricing';
import { balanceDueDate, cancellationRefund, cancellationTier } from '@utsav/domain/refund-policy';
import type { Queryable } from '../db/client';

/** The package cart: the package, the event date and the chosen products per service (JSON text). */
export interface PackageCartRow {
  package_id: number;
  booking_date: string;
  selection: string;
}

export async function packageCartOf(q: Queryable, userId: number): Promise<PackageCartRow | null> {
  return (
    (
      await q.query<PackageCartRow>(
        'SELECT package_id, booking_date, selection FROM package_carts WHERE user_id = $1',
        [userId],
      )
    ).rows[0] ?? null
  );
}

/** Stores the customer's one package cart, replacing the one before. */
export async function savePackageCart(
  q: Queryable,
  userId: number,
  packageId: number,
  date: string,
  selectionJson: string,
): Promise<void> {
  await q.query(
    `INSERT INTO package_carts (user_id, package_id, booking_date, selection) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET package_id = EXCLUDED.package_id, booking_date = EXCLUDED.booking_date, selection = EXCLUDED.selection, created_at = now()`,
    [userId, packageId, date, selectionJson],
  );
}

export async function clearPackageCart(tx: Queryable, userId: number): Promise<void> {
  await tx.query('DELETE FROM package_carts WHERE user_id = $1', [userId]);
}

/**
 * The customer's package orders, newest first (product §7 field names, rupees), with their money read from the payment
 * records (payments captured on the order's payment orders, its refunds) and what is payable now: the order while it
 * awaits payment, the balance of a confirmed advance order until the event day.
 */
export async function customerPackageOrders(q: Queryable, userId: number, today: string) {
  const r = await q.query<{
    id: number;
    order_id: string;
    package_name: string;
    created_at: string;
    booking_date: string;
    package_total: number;
    advance_amt: number;
    payment_type: string;
    status: number;
    booking_state: MoneyState;
    paid_amt: number;
    refunded_amt: number;
    hold_expires_at: string | null;
  }>(
    `SELECT k.id, k.order_id, k.package_name, k.created_at, k.booking_date, k.package_total, k.advance_amt, k.payment_type, k.status, k.booking_state, k.hold_expires_at,
            coalesce((SELECT sum(p.amount) FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id WHERE o.package_booking_id = k.id AND p.status = 'captured'), 0)::bigint AS paid_amt,
            coalesce((SELECT sum(f.amount) FROM refunds f WHERE f.package_booking_id = k.id), 0)::bigint AS refunded_amt
     FROM package_bookings k WHERE k.user_id = $1 ORDER BY k.created_at DESC, k.id DESC`,
    [userId],
  );
  return r.rows.map((x) => {
    const f = moneyFigures({
      state: x.booking_state,
      paymentType: x.payment_type === 'advance' ? 'advance' : 'full',
      billing: Number(x.package_total),
      advance: Number(x.advance_amt),
      paid: Number(x.paid_amt),
      refunded: Number(x.refunded_amt),
    });
    return {
      BookingId: x.id,
      OrderId: x.order_id,
      PackageName: x.package_name,
      CreateOn: x.created_at,
      BookingDate: x.booking_date,
      PackageTotal: toRupees(x.package_total),
      advance_booking_amount: toRupees(x.advance_amt),
      Status: x.status,
      BookingState: x.booking_state,
      PaidAmt: toRupees(f.paid),
      RefundedAmt: toRupees(f.refunded),
      HoldExpiresAt: x.booking_state === 'pending_payment' ? x.hold_expires_at : null,
      DueAmt: toRupees(f.due),
      ToPayAmt: toRupees(f.toPay),
      StatusLabel: moneyStatusLabel(f),
      CanPayBalance: f.due > 0 && x.booking_date >= today,
      BalanceDueDate: x.payment_type === 'advance' && f.due > 0 ? balanceDueDate(x.booking_date) : null,
      // a package order is cancelled by its customer on the booking tiers of what is held.
      ...packageCancelWords(x.booking_state, x.booking_date, f.net, today),
    };
  });
}

/** May the customer cancel the package order now, and what comes back (rupees; the tiers of refund-policy). */
export function packageCancelWords(state: string, date: string, heldPaise: number, today: string) {
  const tier = state === 'confirmed' || state === 'pending_payment' ? cancellationTier(date, today) : null;
  return {
    CanCancel: !!tier,
    CancelRefundAmt: tier ? toRupees(cancellationRefund(heldPaise, date, today)) : 0,
    CancelRefundPercent: tier && heldPaise > 0 ? tier.refundPercent : 0,
  };
}

export async function packageBookingRow(q: Queryable, id: number): Promise<Record<string, unknown> | null> {
  return (await q.query<Record<string, unknown>>('SELECT * FROM package_bookings WHERE id = $1', [id])).rows[0] ?? null;
}

/** The items of a package booking with each product's supplier (name, state, GSTIN for the tax invoice). */
export async function packageBookingItems(q: Queryable, id: number) {
  const r = await q.query<{
    id: number;
    item_state: string;
    replaces_item_id: number | null;
    service_id: number;
    service_name: string;
    product_id: number;
    title: string;
    payable_amt: number;
    share_amt: number;
    travel_amt: number;
    distance_km: string | number;
    vendor_id: number;
    gst_per: string | number;
    seller_name: string | null;
    seller_state: string | null;
    seller_gstin: string | null;
    decline_reason: string | null;
    decline_note: string | null;
  }>(
    `SELECT i.id, i.item_state, i.replaces_item_id, i.service_id, i.service_name, i.product_id, i.title, i.payable_amt, i.share_amt, i.travel_amt, i.distance_km, i.vendor_id, i.gst_per,
            i.decline_reason, i.decline_note,
            coalesce(nullif(p.operator_name, ''), v.name) AS seller_name, p.state AS seller_state, v.gstin AS seller_gstin
     FROM package_booking_items i LEFT JOIN products p ON p.id = i.product_id LEFT JOIN vendors v ON v.id = i.vendor_id
     WHERE i.package_booking_id = $1 ORDER BY i.id`,
    [id],
  );
  return r.rows;
}

/**
 * The package's "from" price, kept in packages.total: each active group's cheapest package rate among
 * its bookable services that suit the package's event type (a group left empty gets one picked; a service for
 * another event is never offered: package-selection `fitToEvent`), as migrations 141 and 410 wrote it. Written
 * whenever the builder saves the package and when a service's event types change; an order's own price is the sum
 * of its chosen services' rates.
 */
export async function refreshPackageFromPrice(q: Queryable, packageId: number): Promise<void> {
  await q.query(
    `UPDATE packages k SET total = coalesce((
       SELECT sum(x.m) FROM (
         SELECT min(gp.package_rate) AS m
         FROM package_groups g JOIN package_group_products gp ON gp.group_id = g.id JOIN products p ON p.id = gp.product_id
         WHERE g.package_id = k.id AND g.retired_at IS NULL AND p.status = 1 AND p.amount_hide_show = 0
           AND k.event_type = ANY(p.event_types)
         GROUP BY g.id) x), 0)
     WHERE k.id = $1`,
    [packageId],
  );
}

/** The "from" price of every package that offers this service (its event types changed). */
export async function refreshFromPricesOfService(q: Queryable, productId: number): Promise<void> {
  const r = await q.query<{ id: number }>(
    `SELECT DISTINCT g.package_id AS id FROM package_groups g JOIN package_group_products gp ON gp.group_id = g.id
     WHERE gp.product_id = $1 ORDER BY 1`,
    [productId],
  );
  for (const k of r.rows) await refreshPackageFromPrice(q, k.id);
}
