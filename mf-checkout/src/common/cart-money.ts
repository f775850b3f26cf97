/**
 * What the cart will charge, as the cards and the service pages said it (docs/gst.md "The price as charged"): each
 * line's payable amount (GST included) and, once the customer's first saved address is known, each service's travel
 * fare there — the address checkout offers first; a service that does not come there adds none (checkout refuses it).
 * Paise sums of the server's figures, returned in rupees.
 */
import type { CartItem, ServiceReach } from '@utsav/domain/contract';

export interface CartMoney {
  /** Σ payable amounts, GST included. */
  payable: number;
  /** Σ travel fares to the address (0 while none is known). */
  travel: number;
  /** payable + travel. */
  total: number;
  /** The address travel is priced to ('' = none known). */
  travelTo: string;
}

const paise = (rupees: number) => Math.round(Number(rupees) * 100);

export function cartMoney(
  lines: readonly Pick<CartItem, 'ProductId' | 'payableAmt'>[],
  reach: Pick<ServiceReach, 'Address' | 'Items'> | null,
): CartMoney {
  const payable = lines.reduce((s, l) => s + paise(l.payableAmt), 0);
  const travelTo = reach?.Address?.Label ?? '';
  const travel = travelTo
    ? lines.reduce((s, l) => {
        const r = reach!.Items.find((i) => i.ProductId === l.ProductId);
        return s + (r && !r.Outside ? paise(r.TravelFare) : 0);
      }, 0)
    : 0;
  return { payable: payable / 100, travel: travel / 100, total: (payable + travel) / 100, travelTo };
}
