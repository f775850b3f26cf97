/**
 * The tax lines of a booking's credit notes, split as its invoice was (docs/payments.md "Documents as sent").
 *
 * A credit note reverses GST of the invoice it is against, so it carries the invoice's heads: CGST and SGST for an
 * intra-state supply, IGST for an inter-state one (the same place-of-supply rule, `gstKind` of the supplier's state
 * and the place of supply), a single GST line only when the invoice had one (state unknown). Amounts are integer paise.
 *
 * The split is cumulative: after notes 1..k have credited G_k of GST in all, CGST credited so far is
 * ⌈G_k × CGST / GST⌉ of the invoice's own CGST and GST heads, SGST the rest. Each note is the difference to the notes
 * before it. So every note's heads add up to its GST, no head is ever negative, the heads credited never exceed the
 * invoice's, and a full refund credits exactly the invoice's CGST and SGST — which splitting each note on its own
 * (⌈g/2⌉ per note) would not: three notes of 33, 33 and 34 paise would credit 51 paise of a 50-paise CGST.
 */
import type { GstKind } from './tax-invoice';

/** The GST heads of an invoice (or of the part a credit note can reverse), paise. */
export interface TaxHeads {
  kind: GstKind;
  gst: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** One credit note's tax lines: taxable value, GST and its heads (paise). */
export interface CreditNoteTax extends TaxHeads {
  taxable: number;
  amount: number;
}

/**
 * Splits the credit notes of one invoice, in their order: `notes` are each note's amount and GST (paise, as stored
 * when the refund was made). A note's GST beyond what is left of the invoice's GST is not credited (it becomes
 * taxable value), so the notes together never reverse more GST than was charged.
 */
export function creditNoteTaxes(invoice: TaxHeads, notes: readonly { amount: number; gst: number }[]): CreditNoteTax[] {
  const total = Math.max(0, invoice.gst);
  let credited = 0;
  let cgstSoFar = 0;
  return notes.map((n) => {
    const amount = Math.max(0, Math.round(n.amount));
    const gst = Math.min(Math.max(0, Math.round(n.gst)), amount, total - credited);
    credited += gst;
    let cgst = 0;
    let sgst = 0;
    let igst = 0;
    if (invoice.kind === 'intra' && total > 0) {
      const cgstCum = Math.ceil((credited * invoice.cgst) / total);
      cgst = cgstCum - cgstSoFar;
      cgstSoFar = cgstCum;
      sgst = gst - cgst;
    } else if (invoice.kind === 'inter') igst = gst;
    return { kind: invoice.kind, amount, taxable: amount - gst, gst, cgst, sgst, igst };
  });
}
