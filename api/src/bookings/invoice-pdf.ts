/**
 * The booking's GST document as a PDF: attached to the receipt, built from exactly what the account's
 * invoice page shows — the booking detail of GET /GetOrderDetail (the same helpers, composed the same way) and the
 * figures of @utsav/domain/invoice-figures (bookingInvoiceFigures, the page's own rule). Every Rule 46 field of the
 * on-screen invoice is printed: supplier and GSTIN, serial number and date, recipient and place of supply, SAC,
 * description, taxable value, rate, CGST+SGST or IGST, total, amount in words, reverse charge, signature note.
 * The payment line says what was paid, from the payment records. Printed in Noto Sans Devanagari (₹ and Hindi text:
 * documents/pdf-text.ts). This renders the document as the records stand now; what is sent and downloaded is the
 * rendering stored when the document was issued (documents/stored-documents.ts, docs/payments.md "Documents as sent").
 */
import {
  amountInWords,
  bookingInvoiceFigures,
  type BookingInvoiceFigures,
  type InvoiceLine,
  type InvoiceMoney,
} from '@utsav/domain/invoice-figures';
import { sacCodeFor } from '@utsav/domain/tax-invoice';
import { amountInHindiWords } from '@utsav/domain/amount-in-hindi-words';
import { invoiceWords, recordLabel, TITLE_KEY, type DocumentLang, type InvoiceWords } from './invoice-words';
import type { BookingDetail } from '@utsav/domain/contract';
import type { Queryable } from '../db/client';
import { bookingRowOf, bookingSeller } from '../data/bookings';
import { todayIso } from '../lib/dates';
import { bookingDetail } from './booking-detail';
import { bookingQuote } from './booking-quote';
import { moneyFields } from './booking-money';
import { creditNotes } from '../data/credit-notes';
import { bookingOwner } from '../data/message-records';
import { bookingInvoiceRecords } from './invoice-records';
import { rupees } from '../messages/format';
import type { AttachmentFile } from '../messages/types';
import { docDay, newPdf, write } from '../documents/pdf-text';

/** The customer's booking detail as GET /GetOrderDetail answers it (the invoice page's data). */
export async function bookingInvoiceDetail(q: Queryable, bookingId: number): Promise<BookingDetail | null> {
  const owner = await bookingOwner(q, bookingId);
  if (owner === undefined) return null;
  const b = await bookingRowOf(q, { userId: owner }, { id: bookingId });
  if (!b) return null;
  const seller = await bookingSeller(q, Number(b.product_id));
  return {
    ...bookingDetail(b),
    ...moneyFields(b, todayIso()),
    // The documents are written in English (docs/i18n.md).
    CreditNotes: await creditNotes(q, bookingId, 'en'),
    ...(await bookingInvoiceRecords(
      q,
      b as { id: number; payment_type: string; invoice_issued_at: string | null },
      seller?.gstin ?? '',
      'en',
    )),
    Seller: seller
      ? {
          Name: seller.operator_name,
          Address: seller.address,
          City: seller.city,
          State: seller.state,
          Pin: seller.pin,
          Gstin: seller.gstin,
        }
      : null,
    SacCode: sacCodeFor(seller?.category),
    Quote: await bookingQuote(q, bookingId),
  };
}

const paise = (r: number) => Math.round(r * 100);
/** Rupees with the ₹ sign, to the paisa: '₹12,345.50'. */
export const money = (r: number) => rupees(paise(r));

/** Label / value lines in two columns. */
export function pairs(doc: PDFKit.PDFDocument, rows: [string, string][], x: number, width: number) {
  for (const [k, v] of rows) {
    const y = doc.y;
    write(doc, k, x, y, { bold: true, width: 110 });
    const below = doc.y;
    write(doc, v, x + 112, y, { width: width - 112 });
    doc.y = Math.max(below, doc.y) + 2;
  }
}

/**
 * What was paid, from the payment records (never from the payment type chosen at checkout): 'Paid in full ₹X on D',
 * or 'Advance paid ₹X on D; balance ₹Y due by D2', or 'Advance paid ₹X on D; Balance paid ₹Y on D2'.
 */
export function paymentStatement(
  m: InvoiceMoney,
  balanceDueBy: string | null | undefined,
  w: InvoiceWords = invoiceWords('en'),
): string {
  const paid = m.payments.map((p) =>
    w('paidOn', { label: recordLabel(w, p.label), amount: money(p.amount), date: docDay(p.date) }),
  );
  if (m.balance > 0)
    paid.push(
      balanceDueBy
        ? w('balanceDueBy', { amount: money(m.balance), date: docDay(balanceDueBy) })
        : w('balanceDueNow', { amount: money(m.balance) }),
    );
  return paid.length ? paid.join('; ') : w('nothingPaid');
}

/** The figures of the document as text lines (also what the tests read back from the PDF). */
export function invoiceLines(d: BookingDetail, f: BookingInvoiceFigures, w: InvoiceWords = invoiceWords('en')) {
  const sac = d.SacCode || '998596';
  const bill = f.document === 'bill_of_supply';
  const line = (name: string, l: InvoiceLine) => ({
    name,
    sac,
    taxable: money(l.taxable),
    rate: bill ? w('nil') : `${l.rate}%`,
    gst: bill ? w('notCharged') : money(l.gst),
    amount: money(l.amount),
  });
  // A booking made from an accepted quote names the quote's lines under the service (they make up its amount).
  const quoted = (d.Quote?.Lines ?? []).map((q) =>
    w('quoted', {
      no: `Q${d.Quote!.QuoteId}`,
      description: q.Description,
      quantity: q.Quantity,
      unit: money(q.UnitAmt),
      amount: money(q.Amount),
    }),
  );
  const service = quoted.length
    ? [d.Title, ...quoted, w(d.Quote!.GstIncluded ? 'quotedGstIncluded' : 'quotedGstOnTop')].join('\n')
    : d.Title;
  // the reschedule fee is Utsav's own supply: its own SAC and GST, on any document.
  const fee = f.fee
    ? [
        {
          name: w('fee'),
          sac: f.fee.sac,
          taxable: money(f.fee.taxable),
          rate: `${f.fee.rate}%`,
          gst: money(f.fee.gst),
          amount: money(f.fee.amount),
        },
      ]
    : [];
  return [line(service, f.service), ...(f.travel ? [line(w('travel', { km: f.distanceKm }), f.travel)] : []), ...fee];
}

/** The tax lines of the document: CGST + SGST (intra-state), IGST (inter-state) or GST, as `[label, amount]`. */
export function taxRows(f: BookingInvoiceFigures, w: InvoiceWords = invoiceWords('en')): [string, string][] {
  const t = f.totals;
  const bill = f.document === 'bill_of_supply';
  // With a reschedule fee at its own rate the GST rows sum two rates: printed without one.
  const at = (r: number) => (!f.fee || f.fee.rate === f.service.rate ? ` @ ${r}%` : '');
  if (bill) return f.fee ? [[w('feeGst', { rate: f.fee.rate }), money(t.gst)]] : [];
  const half = f.service.rate / 2;
  if (t.kind === 'intra')
    return [
      [`CGST${at(half)}`, money(t.cgst)],
      [`SGST${at(half)}`, money(t.sgst)],
    ];
  if (t.kind === 'inter') return [[`IGST${at(f.service.rate)}`, money(t.igst)]];
  return [[`GST${at(f.service.rate)}`, money(t.gst)]];
}

/** The document header: brand, title, number and date. */
export function header(doc: PDFKit.PDFDocument, title: string, lines: string[]) {
  doc.fillColor('#b8336a');
  write(doc, 'Utsav', 40, 40, { size: 18, bold: true });
  doc.fillColor('#000000');
  write(doc, title.toUpperCase(), 300, 40, { size: 14, bold: true, width: 255, right: true });
  lines.forEach((l, i) => write(doc, l, 300, 62 + i * 14, { size: 10, width: 255, right: true }));
  doc.y = 110;
}

export function footer(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(1).fillColor('#555555');
  write(doc, text, 40, doc.y, { size: 8 });
  doc.fillColor('#000000');
}

/**
 * The booking's document (order summary, tax invoice or bill of supply) rendered from its detail as it stands, its
 * words in `lang` (the customer's language; the figures are the same in every language).
 */
export async function renderBookingDocument(d: BookingDetail, lang: DocumentLang = 'en'): Promise<AttachmentFile> {
  const w = invoiceWords(lang);
  const f = bookingInvoiceFigures(d, d.Seller?.State);
  const t = f.totals;
  const summary = f.document === 'order_summary';
  const bill = f.document === 'bill_of_supply';
  const title = w(TITLE_KEY[f.document]);
  const number = summary ? d.BookingNo : d.BillNo;
  const { doc, bytes } = newPdf(`${title} ${number}`);
  const date = docDay(summary ? d.CreateDate : (d.InvoiceIssuedAt ?? d.CreateDate));
  header(doc, title, [
    w(summary ? 'orderNo' : 'invoiceNo', { no: number }),
    w(summary ? 'orderDate' : 'invoiceDate', { date }),
  ]);
  pairs(
    doc,
    [
      [w('orderId'), d.OrderId],
      [w('bookingNo'), d.BookingNo],
      [w('eventDate'), docDay(d.BookingOnDate)],
      [w('bookingFor'), d.BookingFor || '---'],
      [w('payment'), paymentStatement(f.money, d.BalanceDueDate, w)],
      [w('reverseCharge'), w('no')],
    ],
    40,
    515,
  );
  const partiesTop = doc.y + 8;
  const s = d.Seller;
  write(doc, w('soldBy'), 40, partiesTop, { size: 10, bold: true, width: 250 });
  const place = (c: string, st: string, pin: string) =>
    `${[c, st].filter(Boolean).join(', ')}${pin ? ` - ${pin}` : ''}`;
  const left = s
    ? [s.Name, s.Address, place(s.City, s.State, s.Pin), s.Gstin ? w('gstin', { gstin: s.Gstin }) : w('notRegistered')]
    : [w('noVendor')];
  for (const l of left) write(doc, l, 40, doc.y, { width: 250 });
  const leftEnd = doc.y;
  write(doc, w('billTo'), 310, partiesTop, { size: 10, bold: true, width: 245 });
  const right = [
    d.Name,
    d.Address,
    place(d.City, d.State, d.Pin),
    w('mobile', { mobile: d.Mobile }),
    w('email', { email: d.Email }),
  ];
  if (d.gst_no) right.push(w('gstin', { gstin: d.gst_no }));
  right.push(w('placeOfSupply', { state: d.State || '---' }));
  for (const l of right) write(doc, l, 310, doc.y, { width: 245 });
  doc.y = Math.max(leftEnd, doc.y) + 14;

  // The lines: description, SAC, taxable value, rate, GST, amount.
  const cols = [40, 225, 280, 365, 410, 480];
  const widths = [183, 53, 83, 43, 68, 75];
  const head = [w('description'), 'SAC', w(bill ? 'valueOfSupply' : 'taxableValue'), w('rate'), 'GST', w('amount')];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let bottom = y + 14;
    cells.forEach((c, i) => {
      write(doc, c, cols[i]!, y, { bold, width: widths[i]!, right: i >= 2 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
    doc
      .moveTo(40, doc.y + 2)
      .lineTo(555, doc.y + 2)
      .strokeColor('#cccccc')
      .stroke();
    doc.y += 6;
  };
  row(head, true);
  for (const l of invoiceLines(d, f, w)) row([l.name, l.sac, l.taxable, l.rate, l.gst, l.amount]);
  doc.moveDown(0.5);

  const m = f.money;
  const sumRows: [string, string][] = [
    [w(bill ? 'valueOfSupply' : 'taxableValue'), money(t.taxable)],
    ...taxRows(f, w),
    [w('total'), money(t.total)],
    [w('paid'), money(m.paid)],
  ];
  if (m.refunded > 0) sumRows.push([w('refunded'), money(m.refunded)]);
  if (m.balance > 0) sumRows.push([w('balanceDue'), money(m.balance)]);
  for (const [k, v] of sumRows) {
    const y = doc.y;
    write(doc, k, 330, y, { size: 10, bold: k === w('total'), width: 140 });
    write(doc, v, 470, y, { size: 10, bold: k === w('total'), width: 85, right: true });
    doc.y = y + 15;
  }
  doc.moveDown(0.5);
  write(doc, w('words'), 40, doc.y, { bold: true });
  write(doc, (lang === 'hi' ? amountInHindiWords : amountInWords)(paise(t.total)), 40, doc.y, { width: 515 });
  doc.moveDown(0.5);
  write(doc, w(bill ? 'bos' : t.kind === 'intra' ? 'intra' : t.kind === 'inter' ? 'inter' : 'kindUnknown'), 40);
  if (m.payments.length) {
    doc.moveDown(0.5);
    write(doc, w('paymentsReceived'), 40, doc.y, { bold: true });
    for (const p of m.payments)
      write(
        doc,
        `${docDay(p.date)}  ${recordLabel(w, p.label)}  ${money(p.amount)}${p.note ? `  (${p.note})` : ''}`,
        40,
      );
  }
  if (m.refunds.length) {
    doc.moveDown(0.5);
    write(doc, w('refunds'), 40, doc.y, { bold: true });
    for (const r of m.refunds)
      write(
        doc,
        `${docDay(r.date)}  ${recordLabel(w, r.label)}  ${money(r.amount)}${r.note ? `  (${r.note})` : ''}`,
        40,
      );
  }
  footer(doc, `${w('thanks')} ${w(summary ? 'notTaxInvoice' : 'computer')}`);
  doc.end();
  return {
    filename: `${summary ? 'order-summary' : bill ? 'bill-of-supply' : 'tax-invoice'}-${number}.pdf`,
    contentType: 'application/pdf',
    content: await bytes,
  };
}

/** The booking's document rendered from the records as they stand now (the stored one is what was sent). */
export async function bookingInvoicePdf(q: Queryable, bookingId: number): Promise<AttachmentFile | null> {
  const d = await bookingInvoiceDetail(q, bookingId);
  return d ? renderBookingDocument(d) : null;
}
