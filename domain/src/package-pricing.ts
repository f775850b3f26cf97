/**
 * A package's price follows the selection. Each service a package group offers has a **package rate**
 * the vendor agreed to (GST-inclusive paise, stored per package item: package_group_products.package_rate). The
 * customer pays the sum of the chosen services' rates; each vendor is paid its rate less the marketplace's commission
 * (its commission percent of the rate's taxable value, as a service booking's commission is of its offer amount
 * before GST). All amounts integer paise; used by the API (orders, ledger) and the apps (what the selection costs).
 *
 * Travel: once the event's place is known, each chosen service adds its travel fare to that place (the cart's own
 * `cartLine` fare, GST-inclusive at the service's rate: one composite supply with the service, docs/customer-rules.md
 * "Tax invoices"). The item's part of the order is its rate plus its travel; the commission is on the rate only and
 * the advance is a percentage of the rates, travel being paid with the balance — as for a service booked alone.
 */
import { adminCommission, percentOf } from './pricing';
import { gstInInclusive } from './tax-invoice';

export interface PackageItemInput {
  /** The package rate of the chosen service, GST-inclusive paise. */
  ratePaise: number;
  /** The service's GST rate (percent): the GST inside the rate. */
  gstPercent: number;
  /** The vendor's commission percent for the service. */
  commissionPercent: number;
  /** The service's travel fare to the event's place, GST-inclusive paise (0 or absent while no place is known). */
  travelPaise?: number;
}

export interface PackageItemMoney {
  /** The service's package rate. */
  rate: number;
  /** Its travel fare to the event's place (GST-inclusive, at the service's rate). */
  travel: number;
  /** What the customer pays for this service in the package: rate + travel (the item's stored part, share_amt). */
  amount: number;
  /** amount − gst. */
  taxable: number;
  /** GST contained in the amount (rate and travel at the service's rate, one line of the invoice). */
  gst: number;
  /** The marketplace's commission on this item: commissionPercent of the rate's taxable value (never of travel). */
  commission: number;
  /** What the vendor is owed for this item: amount − commission. */
  vendorNet: number;
}

export interface PackageSelectionMoney {
  /** The package total: Σ (rate + travel). */
  total: number;
  /** Σ travel fares (part of the total). */
  travel: number;
  /** The advance at `advancePercent` of Σ rates (travel is paid with the balance; 0 when none asked). */
  advance: number;
  items: PackageItemMoney[];
}

export function packageItemMoney(i: PackageItemInput): PackageItemMoney {
  const rate = Math.max(0, Math.round(i.ratePaise));
  const travel = Math.max(0, Math.round(i.travelPaise ?? 0));
  const amount = rate + travel;
  const gst = gstInInclusive(amount, i.gstPercent);
  const taxable = amount - gst;
  const commission = Math.min(rate, adminCommission(rate - gstInInclusive(rate, i.gstPercent), i.commissionPercent));
  return { rate, travel, amount, taxable, gst, commission, vendorNet: amount - commission };
}

/** The price of a selection: the sum of its rates and travel, each item's GST and commission, and the advance. */
export function packageSelectionMoney(items: readonly PackageItemInput[], advancePercent = 0): PackageSelectionMoney {
  const money = items.map(packageItemMoney);
  const total = money.reduce((s, m) => s + m.amount, 0);
  const rates = money.reduce((s, m) => s + m.rate, 0);
  return {
    total,
    travel: total - rates,
    advance: advancePercent > 0 ? percentOf(rates, advancePercent) : 0,
    items: money,
  };
}

/** "Save ₹…" against list prices: Σ list prices − the package total, never negative. */
export function packageSaving(listPaise: readonly number[], totalPaise: number): number {
  return Math.max(0, listPaise.reduce((s, p) => s + p, 0) - totalPaise);
}

/**
 * The package's "from" price: each group's cheapest rate, once per group (a group left empty gets one service
 * picked). Groups without a service add nothing.
 */
export function packageFromPrice(groups: readonly (readonly number[])[]): number {
  return groups.reduce((s, rates) => s + (rates.length ? Math.min(...rates) : 0), 0);
}
