/**
 * The SQL of "download my data" (docs/privacy.md#access): every row about one customer or vendor, selected by that
 * account's id only — never by a name or a number another account could share — and without other people's data
 * (a vendor's export lists its bookings by number and money, not its customers).
 */
import type { Param, Queryable } from '../db/client';

type Row = Record<string, unknown>;
const rows = async (q: Queryable, sql: string, params: Param[]): Promise<Row[]> =>
  (await q.query<Row>(sql, params)).rows;

export async function customerDataRows(q: Queryable, userId: number) {
  const one = async (sql: string) => rows(q, sql, [userId]);
  const [profile] = await one(
    `SELECT id, name, email, phone, language, whatsapp_opt_in, phone_verified_at, email_verified_at, created_at
     FROM users WHERE id = $1`,
  );
  return {
    profile: profile ?? null,
    addresses: await one(
      `SELECT id, name, mobile, email, address, city, state, zipcode, country, location, deleted, created_at
       FROM addresses WHERE user_id = $1 ORDER BY id`,
    ),
    bookings: await one(
      `SELECT id, booking_no, order_id, bill_no, title, booking_date, booking_for, gst_no, payment_type, booking_state,
              name, mobile, email, address, city, state, pin, billing_amt, paid_amt, refunded_amt, invoice_issued_at,
              created_at
       FROM bookings WHERE user_id = $1 ORDER BY id`,
    ),
    packageBookings: await one(
      `SELECT k.id, k.order_id, k.package_name, k.booking_date, k.booking_for, k.gst_no, k.payment_type, k.booking_state,
              k.name, k.mobile, k.email, k.address, k.city, k.state, k.pin, k.package_total, k.paid_amt, k.refunded_amt,
              k.created_at,
              coalesce((SELECT json_agg(json_build_object('title', i.title, 'service', i.service_name,
                 'date', i.booking_date, 'state', i.item_state) ORDER BY i.id)
                 FROM package_booking_items i WHERE i.package_booking_id = k.id), '[]'::json) AS items
       FROM package_bookings k WHERE k.user_id = $1 ORDER BY k.id`,
    ),
    paymentOrders: await one(
      `SELECT id, kind, receipt, amount, status, created_at FROM payment_orders WHERE user_id = $1 ORDER BY id`,
    ),
    payments: await one(
      `SELECT p.id, p.payment_order_id, p.amount, p.method, p.status, p.created_at
       FROM payments p JOIN payment_orders po ON po.id = p.payment_order_id WHERE po.user_id = $1 ORDER BY p.created_at`,
    ),
    refunds: await one(
      `SELECT r.id, r.booking_id, r.package_booking_id, r.amount, r.reason, r.status, r.credit_note_no, r.created_at
       FROM refunds r JOIN payments p ON p.id = r.payment_id JOIN payment_orders po ON po.id = p.payment_order_id
       WHERE po.user_id = $1 ORDER BY r.id`,
    ),
    invoices: await one(
      `SELECT id AS booking_id, bill_no, booking_no, invoice_issued_at FROM bookings
       WHERE user_id = $1 AND invoice_issued_at IS NOT NULL ORDER BY id`,
    ),
    messages: await one(
      `SELECT id, channel, recipient, template, subject, body_text, state, created_at, sent_at FROM messages
       WHERE audience = 'customer' AND user_id = $1 ORDER BY created_at, id`,
    ),
    reviews: await one(
      `SELECT r.id, r.product_id, p.title, r.rating, r.review_des, r.created_at
       FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.user_id = $1 ORDER BY r.id`,
    ),
    enquiries: await one(
      `SELECT id, product_id, package_id, name, mobile, email, address, answered_at, answer_note, created_at
       FROM enquiries WHERE user_id = $1 ORDER BY id`,
    ),
    cart: await one(
      `SELECT c.id, c.product_id, p.title, c.booking_date, c.created_at
       FROM cart_items c JOIN products p ON p.id = c.product_id WHERE c.user_id = $1 ORDER BY c.id`,
    ),
    newsletter: await one(
      `SELECT n.email, n.created_at FROM newsletter_subscriptions n JOIN users u ON lower(u.email) = lower(n.email)
       WHERE u.id = $1`,
    ),
  };
}

export async function vendorDataRows(q: Queryable, vendorId: number) {
  const one = async (sql: string) => rows(q, sql, [vendorId]);
  const [profile] = await one(
    `SELECT id, name, email, phone, gstin, status, status_reason, phone_verified_at, email_verified_at, created_at
     FROM vendors WHERE id = $1`,
  );
  return {
    profile: profile ?? null,
    services: await one(
      `SELECT id, title, operator_name, mobile, email, address, city, state, pin, status, created_at
       FROM products WHERE vendor_id = $1 ORDER BY id`,
    ),
    // The vendor's sales by number and money: the customers' names and contacts are theirs, not the vendor's.
    bookings: await one(
      `SELECT id, booking_no, bill_no, title, booking_date, booking_state, billing_amt, paid_amt, refunded_amt, created_at
       FROM bookings WHERE vendor_id = $1 ORDER BY id`,
    ),
    ledger: await one(
      'SELECT id, booking_id, kind, amount, ref, created_at FROM vendor_ledger WHERE vendor_id = $1 ORDER BY id',
    ),
    payouts: await one('SELECT id, amount, reference, paid_at FROM vendor_payouts WHERE vendor_id = $1 ORDER BY id'),
    messages: await one(
      `SELECT id, channel, recipient, template, subject, body_text, state, created_at, sent_at FROM messages
       WHERE audience = 'vendor' AND vendor_id = $1 ORDER BY created_at, id`,
    ),
  };
}
