/**
 * A vendor's package booking items (GET /vendor/getBookingsByProduct/:productId): one row per item of a package
 * booking, newest package booking first, one keyset page at a time on the index
 * package_booking_items (vendor_id, package_booking_id DESC, id DESC) (migration 003): the cursor is
 * [package booking id, item id], unique per row, so pages neither skip nor repeat an item.
 */
import { toRupees } from '@utsav/domain/pricing';
import type { Param, Queryable } from '../db/client';
import { toPage, type PageRequest } from './keyset';
import { paidForVendor } from './bookings';
import { mayDeclineItem } from '../bookings/package-decline';

interface ItemRow {
  item_id: number;
  id: number;
  title: string;
  booking_for: string;
  name: string;
  payable_amt: string | number;
  share_amt: string | number;
  commission_amt: string | number;
  created_at: string;
  booking_date: string;
  product_id: number;
  package_name: string;
  order_id: string;
  item_state: string;
  added_at: string | null;
  booking_state: string;
  confirmed_at: string | null;
}

export async function vendorPackageItems(q: Queryable, vendorId: number, productId: number | null, page: PageRequest) {
  const params: Param[] = [vendorId];
  // Only paid package orders: one awaiting payment or expired unpaid is not the vendor's business.
  let where = `i.vendor_id = $1 AND ${paidForVendor('b')}`;
  if (productId !== null) {
    params.push(productId);
    where += ` AND i.product_id = $${params.length}`;
  }
  if (page.after) {
    params.push(Number(page.after[0]), page.after[1]);
    where += ` AND (i.package_booking_id, i.id) < ($${params.length - 1}::int, $${params.length}::int)`;
  }
  params.push(page.limit + 1);
  const r = await q.query<ItemRow>(
    `SELECT i.id AS item_id, i.item_state, i.added_at, b.booking_state, b.confirmed_at, b.id, i.title, b.booking_for, b.name, i.payable_amt, i.share_amt, i.commission_amt, b.created_at, i.booking_date, i.product_id, b.package_name, b.order_id
     FROM package_booking_items i JOIN package_bookings b ON b.id = i.package_booking_id
     WHERE ${where}
     ORDER BY i.package_booking_id DESC, i.id DESC LIMIT $${params.length}`,
    params,
  );
  const { rows, next } = toPage(r.rows, page.limit, (x) => [x.id, x.item_id] as const);
  return {
    next,
    rows: rows.map((x) => ({
      BookingId: x.id,
      OrderId: x.order_id,
      PackageName: x.package_name,
      ProductTitle: x.title,
      BookingFor: x.booking_for,
      OnBehalfName: x.name,
      // The vendor's part: its package rate; ListAmt is the service's own price; NetAmt what it is paid.
      PayableAmt: toRupees(Number(x.share_amt)),
      ListAmt: toRupees(Number(x.payable_amt)),
      CommissionAmt: toRupees(Number(x.commission_amt)),
      NetAmt: toRupees(Number(x.share_amt) - Number(x.commission_amt)),
      CreateOn: x.created_at,
      BookOn: x.booking_date,
      Product_ID: x.product_id,
      // the vendor declines its own part (this item) within 48 hours of the order's payment.
      ItemId: x.item_id,
      ItemState: x.item_state,
      CanDecline: mayDeclineItem(x, x),
    })),
  };
}
