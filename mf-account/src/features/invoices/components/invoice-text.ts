import { formatRupees } from '@utsav/domain/format';
import { translate } from '@utsav/shared/i18n';
import type { InvoiceDocumentKind } from '@utsav/domain/tax-invoice';
import { NS } from '../../../i18n';

const tr = (key: string) => translate(NS, key);
import type { InvoiceMoney } from '../invoice-math';

export type BadgeTone = 'paid' | 'due' | 'closed';

/**
 * The document's status stamp from its state and its money records: never a red 'Failed' — an
 * unpaid order is awaiting payment, a closed one says how it closed and whether money went back.
 */
export function moneyBadge(m: Pick<InvoiceMoney, 'state' | 'paid' | 'refunded' | 'balance'>): {
  text: string;
  tone: BadgeTone;
} {
  switch (m.state) {
    case 'pending_payment':
      return { text: tr('badge.awaiting'), tone: 'due' };
    case 'confirmed':
      return m.balance > 0
        ? { text: tr(m.paid > 0 ? 'badge.advanceDue' : 'badge.awaiting'), tone: 'due' }
        : { text: tr('badge.paidFull'), tone: 'paid' };
    case 'completed':
      return { text: tr('badge.completed'), tone: 'paid' };
    case 'cancelled':
      return { text: tr(m.refunded > 0 ? 'badge.cancelledRefunded' : 'badge.cancelled'), tone: 'closed' };
    case 'declined':
      return { text: tr(m.refunded > 0 ? 'badge.declinedRefunded' : 'badge.declined'), tone: 'closed' };
    case 'expired':
      return { text: tr('badge.expired'), tone: 'closed' };
    default:
      return { text: tr('badge.unknown'), tone: 'closed' };
  }
}

/** The page title: 'Tax Invoice', 'Bill of Supply', 'Order Summary' (or, for a package with both kinds of supplier, 'Invoice'). */
export function documentTitle(kind: InvoiceDocumentKind | 'mixed'): string {
  return tr(TITLE_KEY[kind]);
}

/** The catalogue keys of the document titles (DOCUMENT_TITLE of @utsav/domain/tax-invoice in English). */
const TITLE_KEY: Record<InvoiceDocumentKind | 'mixed', string> = {
  tax_invoice: 'invoice.taxInvoice',
  bill_of_supply: 'invoice.billOfSupply',
  order_summary: 'invoice.orderSummary',
  mixed: 'invoice.invoice',
};

/** A package's title: 'Package Tax Invoice', 'Package Bill of Supply', 'Package Invoice'. */
export function packageDocumentTitle(kind: InvoiceDocumentKind | 'mixed'): string {
  return tr(
    kind === 'order_summary'
      ? 'invoice.orderSummary'
      : kind === 'tax_invoice'
        ? 'invoice.packageTaxInvoice'
        : kind === 'bill_of_supply'
          ? 'invoice.packageBillOfSupply'
          : 'invoice.packageInvoice',
  );
}

/** '+₹0.50' / '−₹0.25' for signed lines. */
export function signedRupees(value: number): string {
  return `${value < 0 ? '−' : '+'}${formatRupees(Math.abs(value))}`;
}
