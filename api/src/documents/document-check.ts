/**
 * The check of a booking's stored documents against its payment records (docs/payments.md "Documents as sent"):
 * every problem found, in words; none for a booking whose documents are true.
 */
import type { Queryable } from '../db/client';
import { documentCheckRecords } from '../data/stored-documents';
import { bookingDocuments, sha256, type StoredTax } from './stored-documents';

function headsAddUp(what: string, t: StoredTax, problems: string[]) {
  if (t.taxable + t.gst !== t.amount) problems.push(`${what}: taxable ${t.taxable} + GST ${t.gst} ≠ ${t.amount}`);
  const split =
    t.kind === 'intra'
      ? t.cgst + t.sgst === t.gst && t.igst === 0
      : t.kind === 'inter'
        ? t.igst === t.gst && t.cgst + t.sgst === 0
        : t.cgst + t.sgst + t.igst === 0;
  if (!split) problems.push(`${what}: GST heads do not add up to its GST (${t.kind})`);
}

export async function documentProblems(q: Queryable, bookingId: number): Promise<string[]> {
  const problems: string[] = [];
  const docs = await bookingDocuments(q, bookingId);
  const { payments, refunds, fee } = await documentCheckRecords(q, bookingId);
  for (const d of docs)
    if (sha256(d.file.content) !== d.sha256) problems.push(`${d.number}: the stored bytes do not match their hash`);

  const invoice = docs.find((d) => d.kind === 'tax_invoice' || d.kind === 'bill_of_supply');
  if (!payments.length) {
    if (docs.length) problems.push('documents without any payment');
    return problems;
  }
  if (!invoice) return [...problems, 'paid, but no invoice stored'];
  headsAddUp(invoice.number, invoice.tax, problems);
  const paid = payments.reduce((s, p) => s + Number(p.amount), 0);
  if (paid > invoice.tax.amount + fee) problems.push(`paid ${paid} exceeds the invoice total ${invoice.tax.amount}`);

  // Each later payment has its receipt, of its amount.
  const receipts = docs.filter((d) => d.kind === 'payment_receipt');
  for (const p of payments.slice(1)) {
    const r = receipts.find((x) => x.paymentId === p.payment_id);
    if (!r) problems.push(`payment ${p.payment_id}: no receipt`);
    else if (r.tax.amount !== Number(p.amount)) problems.push(`${r.number}: ${r.tax.amount} ≠ payment ${p.amount}`);
  }

  // Each refund has its credit note, of its amount, split as the invoice, and together they never exceed it.
  const reversible = invoice.tax.reversible ?? invoice.tax;
  const sum = { amount: 0, gst: 0, cgst: 0, sgst: 0, igst: 0 };
  for (const r of refunds) {
    const n = docs.find((d) => d.kind === 'credit_note' && d.refundId === r.id);
    if (!n) {
      problems.push(`refund ${r.id}: no credit note stored`);
      continue;
    }
    if (n.number !== r.credit_note_no) problems.push(`${n.number}: refund ${r.id} has ${r.credit_note_no}`);
    if (n.tax.amount !== Number(r.amount)) problems.push(`${n.number}: credits ${n.tax.amount} ≠ refund ${r.amount}`);
    if (n.tax.kind !== reversible.kind) problems.push(`${n.number}: ${n.tax.kind} on a ${reversible.kind} invoice`);
    headsAddUp(n.number, n.tax, problems);
    for (const k of ['amount', 'gst', 'cgst', 'sgst', 'igst'] as const) sum[k] += n.tax[k];
  }
  for (const k of ['gst', 'cgst', 'sgst', 'igst'] as const)
    if (sum[k] > reversible[k])
      problems.push(`credit notes reverse ${sum[k]} of ${k}, the invoice charged ${reversible[k]}`);
  if (sum.amount > paid) problems.push(`credit notes total ${sum.amount}, more than paid ${paid}`);
  return problems;
}
