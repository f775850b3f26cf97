/** When a vendor may still decline its part of a package order: a pure rule, read by lists and the decline. */
import { vendorMayDecline } from '@utsav/domain/refund-policy';

/** Confirmed order, active item, within 48 hours of the item's swap-in, else of the order's payment. */
export function mayDeclineItem(
  k: { booking_state: string; confirmed_at: string | null },
  i: { item_state: string; added_at: string | null },
  now = new Date(),
): boolean {
  const from = i.added_at ?? k.confirmed_at;
  return k.booking_state === 'confirmed' && i.item_state === 'active' && !!from && vendorMayDecline(from, now);
}
