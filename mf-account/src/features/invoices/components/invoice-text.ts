import { formatRupees } from '@utsav/shared/format';
import { DOCUMENT_TITLE, type InvoiceDocumentKind } from '@utsav/shared/tax-invoice';
import type { InvoiceMoney } from '../invoice-math';

export type BadgeTone = 'paid' | 'due' | 'closed';

/**
 * The document's status stamp from its state and its money records (issue 31.3): never a red 'Failed' — an
 * unpaid order is awaiting payment, a closed one says how it closed and whether money went back.
 */
export function moneyBadge(m: Pick<InvoiceMoney, 'state' | 'paid' | 'refunded' | 'balance'>): { text: string; tone: BadgeTone } {
  switch (m.state) {
    case 'pending_payment':
      return { text: 'Awaiting payment', tone: 'due' };
    case 'confirmed':
      return m.balance > 0 ? { text: m.paid > 0 ? 'Advance paid · balance due' : 'Awaiting payment', tone: 'due' } : { text: 'Paid in full', tone: 'paid' };
    case 'completed':
      return { text: 'Completed', tone: 'paid' };
    case 'cancelled':
      return { text: m.refunded > 0 ? 'Cancelled · refunded' : 'Cancelled', tone: 'closed' };
    case 'declined':
      return { text: m.refunded > 0 ? 'Declined by vendor · refunded' : 'Declined by vendor', tone: 'closed' };
    case 'expired':
      return { text: 'Expired · not paid', tone: 'closed' };
    default:
      return { text: 'Unknown', tone: 'closed' };
  }
}

/** The page title: 'Tax Invoice', 'Bill of Supply', 'Order Summary' (or, for a package with both kinds of supplier, 'Invoice'). */
export function documentTitle(kind: InvoiceDocumentKind | 'mixed'): string {
  return kind === 'mixed' ? 'Invoice' : DOCUMENT_TITLE[kind];
}

/** '+₹0.50' / '−₹0.25' for signed lines. */
export function signedRupees(value: number): string {
  return `${value < 0 ? '−' : '+'}${formatRupees(Math.abs(value))}`;
}
