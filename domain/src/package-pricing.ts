/**
 * A package's price follows the selection. Each service a package group offers has a **package rate**
 * the vendor agreed to (GST-inclusive paise, stored per package item: package_group_products.package_rate). The
 * customer pays the sum of the chosen services' rates; each vendor is paid its rate less the marketplace's commission
 * (its commission percent of the rate's taxable value, as a service booking's commission is of its offer amount
 * before GST). All amounts integer paise; used by the API (orders, ledger) and the apps (what the selection costs).
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
}

export interface PackageItemMoney {
  /** What the customer pays for this service in the package (= its rate). */
  rate: number;
  /** rate − gst. */
  taxable: number;
  /** GST contained in the rate. */
  gst: number;
  /** The marketplace's commission on this item: commissionPercent of the taxable value. */
  commission: number;
  /** What the vendor is owed for this item: rate − commission. */
  vendorNet: number;
}

export interface PackageSelectionMoney {
  /** The package total: Σ rates. */
  total: number;
  /** The advance at `advancePercent` of the total (0 when none asked). */
  advance: number;
  items: PackageItemMoney[];
}

export function packageItemMoney(i: PackageItemInput): PackageItemMoney {
  const rate = Math.max(0, Math.round(i.ratePaise));
  const gst = gstInInclusive(rate, i.gstPercent);
  const taxable = rate - gst;
  const commission = Math.min(rate, adminCommission(taxable, i.commissionPercent));
  return { rate, taxable, gst, commission, vendorNet: rate - commission };
}

/** The price of a selection: the sum of its rates, each item's GST and commission, and the advance. */
export function packageSelectionMoney(items: readonly PackageItemInput[], advancePercent = 0): PackageSelectionMoney {
  const money = items.map(packageItemMoney);
  const total = money.reduce((s, m) => s + m.rate, 0);
  return { total, advance: advancePercent > 0 ? percentOf(total, advancePercent) : 0, items: money };
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
