/**
 * The payment tables' statements: payment orders and their items, payments, allocations, refunds, the
 * vendor ledger lines that follow them (the booking / package-order rows a payment locks and moves: data/payment-bookings.ts,
 * re-exported here). The decisions
 * (what is payable, what is refunded, the commission arithmetic) and the transactions stay in payments/ (orders, capture, refunds, booking states);
 * each function here is one statement run on the handle it is given (the caller's transaction when it holds locks).
 */
import type { Queryable } from '../db/client';

export * from './payment-bookings';

/** bookings.status (SPEC: 1 = Booked) follows booking_state: 1 confirmed/completed, 0 awaiting payment, 2 otherwise. */
export const STATUS_SQL = `(CASE WHEN booking_state IN ('confirmed','completed') THEN 1 WHEN booking_state = 'pending_payment' THEN 0 ELSE 2 END)`;

export interface PaymentOrderRow {
  id: number;
  kind: 'order' | 'balance' | 'package';
  receipt: string;
  user_id: number;
  provider: string;
  provider_order_id: string;
  amount: number;
  status: 'created' | 'paid' | 'expired' | 'void';
  hold_expires_at: string | null;
  package_booking_id: number | null;
}

// ---------------------------------------------------------------- payment orders

/** The open (status 'created') payment order of a receipt. */
export async function findOpenPaymentOrder(
  q: Queryable,
  kind: PaymentOrderRow['kind'],
  receipt: string,
): Promise<PaymentOrderRow | null> {
  const r = await q.query<PaymentOrderRow>(
    "SELECT * FROM payment_orders WHERE kind = $1 AND receipt = $2 AND status = 'created'",
    [kind, receipt],
  );
  return r.rows[0] ?? null;
}

/** Voids a payment order if it is still open. */
export async function voidOpenPaymentOrder(q: Queryable, id: number): Promise<void> {
  await q.query("UPDATE payment_orders SET status = 'void' WHERE id = $1 AND status = 'created'", [id]);
}

export async function insertPaymentOrder(
  q: Queryable,
  o: {
    kind: PaymentOrderRow['kind'];
    receipt: string;
    userId: number;
    provider: string;
    providerOrderId: string;
    amount: number;
    holdExpiresAt: string | null;
    packageBookingId: number | null;
  },
): Promise<PaymentOrderRow> {
  const r = await q.query<PaymentOrderRow>(
    `INSERT INTO payment_orders (kind, receipt, user_id, provider, provider_order_id, amount, hold_expires_at, package_booking_id)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING *`,
    [o.kind, o.receipt, o.userId, o.provider, o.providerOrderId, o.amount, o.holdExpiresAt, o.packageBookingId],
  );
  return r.rows[0]!;
}

/** A seeded payment order (provider 'seed', dated when its payer "paid"). */
export async function insertSeedPaymentOrder(
  q: Queryable,
  o: {
    kind: 'order' | 'package';
    receipt: string;
    userId: number;
    providerOrderId: string;
    amount: number;
    packageBookingId: number | null;
    createdAt: string;
  },
): Promise<number> {
  const po = await q.query<{ id: number }>(
    `INSERT INTO payment_orders (kind, receipt, user_id, provider, provider_order_id, amount, package_booking_id, created_at) VALUES ($1,$2,$3,'seed',$4,$5,$6,$7) RETURNING id`,
    [o.kind, o.receipt, o.userId, o.providerOrderId, o.amount, o.packageBookingId, o.createdAt],
  );
  return po.rows[0]!.id;
}

export async function insertPaymentOrderItem(
  q: Queryable,
  paymentOrderId: number,
  bookingId: number,
  amount: number,
): Promise<void> {
  await q.query('INSERT INTO payment_order_items (payment_order_id, booking_id, amount) VALUES ($1,$2,$3)', [
    paymentOrderId,
    bookingId,
    amount,
  ]);
}

/** Locks the payment order of a provider order id (FOR UPDATE); null when unknown. */
export async function lockPaymentOrderRow(tx: Queryable, providerOrderId: string): Promise<PaymentOrderRow | null> {
  const r = await tx.query<PaymentOrderRow>('SELECT * FROM payment_orders WHERE provider_order_id = $1 FOR UPDATE', [
    providerOrderId,
  ]);
  return r.rows[0] ?? null;
}

export async function setPaymentOrderStatus(
  tx: Queryable,
  id: number,
  status: 'paid' | 'void' | 'expired',
): Promise<void> {
  if (status === 'paid') await tx.query("UPDATE payment_orders SET status = 'paid' WHERE id = $1", [id]);
  else if (status === 'void') await tx.query("UPDATE payment_orders SET status = 'void' WHERE id = $1", [id]);
  else await tx.query("UPDATE payment_orders SET status = 'expired' WHERE id = $1", [id]);
}

export async function paymentOrderItems(
  tx: Queryable,
  paymentOrderId: number,
): Promise<{ booking_id: number; amount: number }[]> {
  const r = await tx.query<{ booking_id: number; amount: number }>(
    'SELECT booking_id, amount FROM payment_order_items WHERE payment_order_id = $1 ORDER BY booking_id',
    [paymentOrderId],
  );
  return r.rows;
}

/** Open payment orders whose hold ran out by `nowIso` become expired. */
export async function expireOpenPaymentOrders(q: Queryable, nowIso: string): Promise<void> {
  await q.query(`UPDATE payment_orders SET status = 'expired' WHERE status = 'created' AND hold_expires_at <= $1`, [
    nowIso,
  ]);
}

// ---------------------------------------------------------------- payments

/** Records a captured payment once: false when its id was seen before. */
export async function insertCapturedPayment(
  tx: Queryable,
  p: { paymentId: string; paymentOrderId: number; amount: number; method: string },
): Promise<boolean> {
  const ins = await tx.query(
    `INSERT INTO payments (id, payment_order_id, amount, method, status) VALUES ($1,$2,$3,$4,'captured')
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [p.paymentId, p.paymentOrderId, p.amount, p.method],
  );
  return ins.rows.length > 0;
}

/** Records a failed payment attempt once: false when its id was seen before. */
export async function insertFailedPayment(
  tx: Queryable,
  p: { paymentId: string; paymentOrderId: number; amount: number; method: string; error: string },
): Promise<boolean> {
  const r = await tx.query(
    `INSERT INTO payments (id, payment_order_id, amount, method, status, error) VALUES ($1,$2,$3,$4,'failed',$5) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [p.paymentId, p.paymentOrderId, p.amount, p.method, p.error],
  );
  return r.rows.length > 0;
}

export async function setPaymentCreatedAt(tx: Queryable, paymentId: string, createdAt: string): Promise<void> {
  await tx.query('UPDATE payments SET created_at = $2 WHERE id = $1', [paymentId, createdAt]);
}

export async function insertAllocation(
  tx: Queryable,
  paymentId: string,
  bookingId: number,
  amount: number,
): Promise<void> {
  await tx.query('INSERT INTO payment_allocations (payment_id, booking_id, amount) VALUES ($1,$2,$3)', [
    paymentId,
    bookingId,
    amount,
  ]);
}

/** An allocation refunded whole at once (a late payment). */
export async function insertRefundedAllocation(
  tx: Queryable,
  paymentId: string,
  bookingId: number,
  amount: number,
): Promise<void> {
  await tx.query('INSERT INTO payment_allocations (payment_id, booking_id, amount, refunded) VALUES ($1,$2,$3,$3)', [
    paymentId,
    bookingId,
    amount,
  ]);
}

/** A booking's allocations, oldest payment first. */
export async function bookingAllocations(
  tx: Queryable,
  bookingId: number,
): Promise<{ payment_id: string; amount: number; refunded: number }[]> {
  const al = await tx.query<{ payment_id: string; amount: number; refunded: number }>(
    'SELECT a.payment_id, a.amount, a.refunded FROM payment_allocations a JOIN payments p ON p.id = a.payment_id WHERE a.booking_id = $1 ORDER BY p.created_at, a.payment_id',
    [bookingId],
  );
  return al.rows;
}

export async function addAllocationRefunded(
  tx: Queryable,
  paymentId: string,
  bookingId: number,
  amount: number,
): Promise<void> {
  await tx.query('UPDATE payment_allocations SET refunded = refunded + $3 WHERE payment_id = $1 AND booking_id = $2', [
    paymentId,
    bookingId,
    amount,
  ]);
}

// ---------------------------------------------------------------- refunds

/** A late payment's whole refund: of one booking, of a package order, or of neither. */
export async function insertLateRefund(
  tx: Queryable,
  r: { paymentId: string; bookingId?: number; packageBookingId?: number | null; amount: number },
): Promise<number> {
  if (r.bookingId !== undefined) {
    const x = await tx.query<{ id: number }>(
      "INSERT INTO refunds (payment_id, booking_id, amount, reason) VALUES ($1,$2,$3,'late_payment') RETURNING id",
      [r.paymentId, r.bookingId, r.amount],
    );
    return x.rows[0]!.id;
  }
  const x = await tx.query<{ id: number }>(
    `INSERT INTO refunds (payment_id, package_booking_id, amount, reason) VALUES ($1,$2,$3,'late_payment') RETURNING id`,
    [r.paymentId, r.packageBookingId ?? null, r.amount],
  );
  return x.rows[0]!.id;
}

/** The late-payment refunds of a payment and the lowest state of what they were for. */
export async function lateRefundSum(
  q: Queryable,
  paymentId: string,
): Promise<{ s: number; state: string | null } | undefined> {
  const r = await q.query<{ s: number; state: string | null }>(
    `SELECT coalesce(sum(f.amount), 0)::bigint AS s, min(coalesce(b.booking_state, k.booking_state)) AS state
     FROM refunds f LEFT JOIN bookings b ON b.id = f.booking_id LEFT JOIN package_bookings k ON k.id = f.package_booking_id
     WHERE f.payment_id = $1 AND f.reason = 'late_payment'`,
    [paymentId],
  );
  return r.rows[0];
}

/** A booking's refund with its credit note's taxable value and GST; returns its id. */
export async function insertCreditedRefund(
  tx: Queryable,
  r: {
    paymentId: string;
    bookingId: number;
    amount: number;
    reason: string;
    taxable: number;
    gst: number;
    createdAt: string;
  },
): Promise<number> {
  const x = await tx.query<{ id: number }>(
    `INSERT INTO refunds (payment_id, booking_id, amount, reason, credit_taxable, credit_gst, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id`,
    [r.paymentId, r.bookingId, r.amount, r.reason, r.taxable, r.gst, r.createdAt],
  );
  return x.rows[0]!.id;
}

export async function setCreditNoteNo(tx: Queryable, refundId: number, creditNoteNo: string): Promise<void> {
  await tx.query('UPDATE refunds SET credit_note_no = $2 WHERE id = $1', [refundId, creditNoteNo]);
}

/** The provider's answer to a refund (a refund already processed by webhook keeps that status). */
export async function recordRefundSent(
  q: Queryable,
  refundId: number,
  providerRefundId: string,
  status: string,
): Promise<void> {
  await q.query(
    `UPDATE refunds SET provider_refund_id = $2, status = CASE WHEN status = 'processed' THEN status ELSE $3 END WHERE id = $1`,
    [refundId, providerRefundId, status],
  );
}

export async function markRefundFailed(q: Queryable, refundId: number): Promise<void> {
  await q.query("UPDATE refunds SET status = 'failed' WHERE id = $1 AND status = 'pending'", [refundId]);
}

/** A refund.processed webhook: our refund by its id, or by the provider's id. */
export async function markRefundProcessedRow(
  q: Queryable,
  providerRefundId: string,
  ourId: number | null,
): Promise<void> {
  await q.query(
    `UPDATE refunds SET status = 'processed', provider_refund_id = coalesce(provider_refund_id, $1) WHERE ${ourId ? 'id = $2' : 'provider_refund_id = $1'}`,
    ourId ? [providerRefundId, ourId] : [providerRefundId],
  );
}

// ---------------------------------------------------------------- the state sweeps

/** How many holds (bookings and package orders) ran out by `nowIso`. */
export async function countExpiredHolds(q: Queryable, nowIso: string): Promise<number | undefined> {
  const due = await q.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM bookings WHERE booking_state = 'pending_payment' AND hold_expires_at <= $1)
           + (SELECT count(*) FROM package_bookings WHERE booking_state = 'pending_payment' AND hold_expires_at <= $1))::int AS n`,
    [nowIso],
  );
  return due.rows[0]?.n;
}

/** Locks the bookings whose hold ran out, skipping those another transaction holds; their ids. */
export async function lockExpiredHoldBookings(tx: Queryable, nowIso: string): Promise<number[]> {
  const b = await tx.query<{ id: number }>(
    `SELECT id FROM bookings WHERE booking_state = 'pending_payment' AND hold_expires_at <= $1 ORDER BY id FOR UPDATE SKIP LOCKED`,
    [nowIso],
  );
  return b.rows.map((r) => r.id);
}

/** The same for package orders. */
export async function lockExpiredHoldPackages(tx: Queryable, nowIso: string): Promise<number[]> {
  const k = await tx.query<{ id: number }>(
    `SELECT id FROM package_bookings WHERE booking_state = 'pending_payment' AND hold_expires_at <= $1 FOR UPDATE SKIP LOCKED`,
    [nowIso],
  );
  return k.rows.map((r) => r.id);
}

/** How many confirmed bookings and package orders have an event day before `today`. */
export async function countPastConfirmed(q: Queryable, today: string): Promise<number | undefined> {
  const due = await q.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM bookings WHERE booking_state = 'confirmed' AND booking_date < $1)
           + (SELECT count(*) FROM package_bookings WHERE booking_state = 'confirmed' AND booking_date < $1))::int AS n`,
    [today],
  );
  return due.rows[0]?.n;
}

/** Confirmed bookings before `today` become completed; how many. */
export async function completePastBookingRows(q: Queryable, today: string): Promise<number> {
  const r = await q.query(
    `UPDATE bookings SET booking_state = 'completed', status = 1, completed_at = now() WHERE booking_state = 'confirmed' AND booking_date < $1`,
    [today],
  );
  return r.rowCount;
}

export async function completePastPackageRows(q: Queryable, today: string): Promise<void> {
  await q.query(
    `UPDATE package_bookings SET booking_state = 'completed' WHERE booking_state = 'confirmed' AND booking_date < $1`,
    [today],
  );
}

/** What is due now (holds run out, past events) and the next hold to run out, in one read. */
export async function statesDue(
  q: Queryable,
  nowIso: string,
  today: string,
): Promise<{ holds: number; past: number; next_hold: string | Date | null } | undefined> {
  const due = await q.query<{ holds: number; past: number; next_hold: string | Date | null }>(
    `SELECT ((SELECT count(*) FROM bookings WHERE booking_state = 'pending_payment' AND hold_expires_at <= $1)
           + (SELECT count(*) FROM package_bookings WHERE booking_state = 'pending_payment' AND hold_expires_at <= $1))::int AS holds,
            ((SELECT count(*) FROM bookings WHERE booking_state = 'confirmed' AND booking_date < $2)
           + (SELECT count(*) FROM package_bookings WHERE booking_state = 'confirmed' AND booking_date < $2))::int AS past,
            least((SELECT min(hold_expires_at) FROM bookings WHERE booking_state = 'pending_payment' AND hold_expires_at > $1),
                  (SELECT min(hold_expires_at) FROM package_bookings WHERE booking_state = 'pending_payment' AND hold_expires_at > $1)) AS next_hold`,
    [nowIso, today],
  );
  return due.rows[0];
}

// ---------------------------------------------------------------- vendor ledger

/** The commission charged on a booking so far (positive paise). */
export async function chargedCommission(tx: Queryable, bookingId: number): Promise<number> {
  const r = await tx.query<{ s: number }>(
    "SELECT coalesce(-sum(amount), 0)::bigint AS s FROM vendor_ledger WHERE booking_id = $1 AND kind = 'commission'",
    [bookingId],
  );
  return Number(r.rows[0]?.s ?? 0);
}

export async function insertLedgerLine(
  tx: Queryable,
  l: {
    vendorId: number;
    bookingId: number;
    kind: 'collected' | 'commission' | 'refund';
    amount: number;
    ref: string;
    createdAt: string;
  },
): Promise<void> {
  if (l.kind === 'collected') {
    await tx.query(
      `INSERT INTO vendor_ledger (vendor_id, booking_id, kind, amount, ref, created_at) VALUES ($1,$2,'collected',$3,$4,$5)`,
      [l.vendorId, l.bookingId, l.amount, l.ref, l.createdAt],
    );
  } else if (l.kind === 'commission' && l.ref === 'refund') {
    await tx.query(
      `INSERT INTO vendor_ledger (vendor_id, booking_id, kind, amount, ref, created_at) VALUES ($1,$2,'commission',$3,'refund',$4)`,
      [l.vendorId, l.bookingId, l.amount, l.createdAt],
    );
  } else if (l.kind === 'commission') {
    await tx.query(
      `INSERT INTO vendor_ledger (vendor_id, booking_id, kind, amount, ref, created_at) VALUES ($1,$2,'commission',$3,$4,$5)`,
      [l.vendorId, l.bookingId, l.amount, l.ref, l.createdAt],
    );
  } else {
    await tx.query(
      `INSERT INTO vendor_ledger (vendor_id, booking_id, kind, amount, ref, created_at) VALUES ($1,$2,'refund',$3,'refund',$4)`,
      [l.vendorId, l.bookingId, l.amount, l.createdAt],
    );
  }
}
