/**
 * The credit note of a refund and the receipt of a later payment, as PDFs. A credit note's tax lines are split as
 * its invoice's were (CGST + SGST, IGST or GST: `creditNoteTaxes` of @utsav/domain/credit-note-tax, against the tax
 * heads stored with the invoice). A receipt says what a payment after the invoice paid, and every payment to date.
 * docs/payments.md "Documents as sent".
 */
import { bookingInvoiceFigures } from '@utsav/domain/invoice-figures';
import { creditNoteTaxes, type CreditNoteTax, type TaxHeads } from '@utsav/domain/credit-note-tax';
import { amountInWords } from '@utsav/domain/tax-invoice';
import type { BookingDetail } from '@utsav/domain/contract';
import { footer, header, money, pairs, paymentStatement } from '../bookings/invoice-pdf';
import { invoiceWords } from '../bookings/invoice-words';
import type { AttachmentFile } from '../messages/types';
import { docDay, newPdf } from './pdf-text';

const paise = (r: number) => Math.round(r * 100);

/** Credit notes and receipts are written in English (docs/i18n.md "Server messages"): the invoice catalogue's words. */
const w = invoiceWords('en');
/** Tax heads in paise, with the total they are part of (what a stored document keeps in `tax`). */
export interface DocumentTax extends TaxHeads {
  amount: number;
  taxable: number;
}

/**
 * The tax heads of the booking's invoice that its credit notes can reverse: the vendor's supply (the service and
 * its travel), not Utsav's reschedule fee. From the detail as it stands (the stored invoice keeps them as issued).
 */
export function reversibleTax(d: BookingDetail): DocumentTax {
  const f = bookingInvoiceFigures(d, d.Seller?.State);
  const lines = [f.service, ...(f.travel ? [f.travel] : [])];
  const sum = (k: 'amount' | 'taxable' | 'gst' | 'cgst' | 'sgst' | 'igst') =>
    lines.reduce((s, l) => s + paise(l[k]), 0);
  return {
    kind: f.document === 'bill_of_supply' ? 'unknown' : f.totals.kind,
    amount: sum('amount'),
    taxable: sum('taxable'),
    gst: sum('gst'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
  };
}

/** Every credit note of the booking split against the invoice's heads, in issue order (by credit note number). */
export function creditNoteTaxLines(d: BookingDetail, invoice: TaxHeads): Map<string, CreditNoteTax> {
  const notes = d.CreditNotes;
  const split = creditNoteTaxes(
    invoice,
    notes.map((n) => ({ amount: paise(n.TotalAmt), gst: paise(n.GstAmt) })),
  );
  return new Map(notes.map((n, i) => [n.CreditNoteNo, split[i]!]));
}

/** The credit note `creditNoteNo` of the booking as a PDF, its tax lines split against `invoice`. */
export async function renderCreditNote(
  d: BookingDetail,
  creditNoteNo: string,
  invoice: TaxHeads,
): Promise<{ file: AttachmentFile; tax: CreditNoteTax } | null> {
  const note = d.CreditNotes.find((c) => c.CreditNoteNo === creditNoteNo);
  const tax = creditNoteTaxLines(d, invoice).get(creditNoteNo);
  if (!note || !tax) return null;
  const billOfSupply = d.Document === 'bill_of_supply';
  const { doc, bytes } = newPdf(`Credit note ${note.CreditNoteNo}`);
  header(doc, 'Credit Note', [`Credit Note No: ${note.CreditNoteNo}`, `Date: ${docDay(note.Date)}`]);
  const s = d.Seller;
  const half = note.GstPer / 2;
  const taxRows: [string, string][] = billOfSupply
    ? [['GST', 'Not charged (bill of supply)']]
    : tax.kind === 'intra'
      ? [
          [`CGST @ ${half}%`, money(tax.cgst / 100)],
          [`SGST @ ${half}%`, money(tax.sgst / 100)],
        ]
      : tax.kind === 'inter'
        ? [[`IGST @ ${note.GstPer}%`, money(tax.igst / 100)]]
        : [[`GST @ ${note.GstPer}%`, money(tax.gst / 100)]];
  pairs(
    doc,
    [
      ['Against invoice', `${note.OriginalInvoiceNo}${note.InvoiceDate ? ` of ${docDay(note.InvoiceDate)}` : ''}`],
      ['Booking No', note.BookingNo],
      ['Supplier', s ? `${s.Name}, ${[s.City, s.State].filter(Boolean).join(', ')}` : '---'],
      ['Supplier GSTIN', s?.Gstin || 'not registered under GST'],
      ['Recipient', `${d.Name}, ${[d.City, d.State].filter(Boolean).join(', ')}`],
      ['Place of supply', d.State || '---'],
      ['Reason', note.Reason],
      [w(billOfSupply ? 'valueOfSupply' : 'taxableValue'), money(tax.taxable / 100)],
      ...taxRows,
      ['Total credited', money(tax.amount / 100)],
      [w('words'), amountInWords(tax.amount)],
    ],
    40,
    515,
  );
  footer(doc, w('computer'));
  doc.end();
  const file = {
    filename: `credit-note-${note.CreditNoteNo}.pdf`,
    contentType: 'application/pdf',
    content: await bytes,
  };
  return { file, tax };
}

/** The receipt of a payment made after the invoice (the balance): that payment, and every payment to date. */
export async function renderReceipt(
  d: BookingDetail,
  receiptNo: string,
  payment: { id: string; amount: number; at: string },
): Promise<AttachmentFile> {
  const f = bookingInvoiceFigures(d, d.Seller?.State);
  const { doc, bytes } = newPdf(`Payment receipt ${receiptNo}`);
  header(doc, 'Payment Receipt', [`Receipt No: ${receiptNo}`, `Date: ${docDay(payment.at)}`]);
  pairs(
    doc,
    [
      ['Against invoice', `${d.BillNo}${d.InvoiceIssuedAt ? ` of ${docDay(d.InvoiceIssuedAt)}` : ''}`],
      ['Booking No', d.BookingNo],
      ['Order Id', d.OrderId],
      ['Received from', d.Name],
      ['Supplier', d.Seller ? d.Seller.Name : '---'],
      ['Amount received', money(payment.amount / 100)],
      [w('words'), amountInWords(payment.amount)],
      ['Payment reference', payment.id],
      ['Payments to date', paymentStatement(f.money, d.BalanceDueDate)],
      ['Invoice total', money(f.totals.total)],
      ['Paid to date', money(f.money.paid)],
      ['Balance due', money(f.money.balance)],
    ],
    40,
    515,
  );
  footer(doc, 'A receipt of payment, not a tax invoice: the tax invoice above states the supply and its GST.');
  doc.end();
  return { filename: `receipt-${receiptNo}.pdf`, contentType: 'application/pdf', content: await bytes };
}
