/**
 * The booking's GST document as a PDF (issue 33.3): attached to the receipt, built from exactly what the account's
 * invoice page shows — the booking detail of GET /GetOrderDetail (the same helpers, composed the same way) and the
 * figures of @utsav/domain/invoice-figures (bookingInvoiceFigures, the page's own rule). Every Rule 46 field of the
 * on-screen invoice is printed: supplier and GSTIN, serial number and date, recipient and place of supply, SAC,
 * description, taxable value, rate, CGST+SGST or IGST, total, amount in words, reverse charge, signature note.
 * Also the GST credit note of a refund. PDFKit's standard fonts have no ₹ glyph: amounts print as "Rs.".
 */
import PDFDocument from 'pdfkit';
import {
  amountInWords,
  bookingInvoiceFigures,
  type BookingInvoiceFigures,
  type InvoiceLine,
} from '@utsav/domain/invoice-figures';
import { DOCUMENT_TITLE, sacCodeFor } from '@utsav/domain/tax-invoice';
import type { BookingDetail, CreditNote } from '@utsav/domain/contract';
import type { Queryable } from '../db/client';
import { bookingRowOf, bookingSeller } from '../data/bookings';
import { todayIso } from '../lib/dates';
import { bookingDetail } from './booking-detail';
import { moneyFields } from './booking-money';
import { creditNotes } from '../data/credit-notes';
import { bookingOwner, refundNote } from '../data/message-records';
import { bookingInvoiceRecords } from './invoice-records';
import { registerAttachment } from '../messages/attachments';
import { day, rupeesAscii } from '../messages/format';
import type { AttachmentFile } from '../messages/types';

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
    CreditNotes: await creditNotes(q, bookingId),
    ...(await bookingInvoiceRecords(
      q,
      b as { id: number; payment_type: string; invoice_issued_at: string | null },
      seller?.gstin ?? '',
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
  };
}

const paise = (rupees: number) => Math.round(rupees * 100);
const money = (rupees: number) => rupeesAscii(paise(rupees));

function pdfBuffer(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Author: 'Utsav', Creator: 'Utsav' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** Label / value lines in two columns. */
function pairs(doc: PDFKit.PDFDocument, rows: [string, string][], x: number, width: number) {
  for (const [k, v] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).text(k, x, y, { width: 110 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(v, x + 112, y, { width: width - 112 });
    doc.moveDown(0.2);
  }
}

/** The figures of the document as text lines (also what the tests read back from the PDF). */
export function invoiceLines(d: BookingDetail, f: BookingInvoiceFigures) {
  const sac = d.SacCode || '998596';
  const bill = f.document === 'bill_of_supply';
  const line = (name: string, l: InvoiceLine) => ({
    name,
    sac,
    taxable: money(l.taxable),
    rate: bill ? 'Nil' : `${l.rate}%`,
    gst: bill ? 'Not charged' : money(l.gst),
    amount: money(l.amount),
  });
  // Issue 36.3: the reschedule fee is Utsav's own supply: its own SAC and GST, on any document.
  const fee = f.fee
    ? [
        {
          name: 'Reschedule fee (date change, supplied by Utsav)',
          sac: f.fee.sac,
          taxable: money(f.fee.taxable),
          rate: `${f.fee.rate}%`,
          gst: money(f.fee.gst),
          amount: money(f.fee.amount),
        },
      ]
    : [];
  return [
    line(d.Title, f.service),
    ...(f.travel ? [line(`Travel charges (${f.distanceKm} km, part of the service)`, f.travel)] : []),
    ...fee,
  ];
}

export async function bookingInvoicePdf(q: Queryable, bookingId: number): Promise<AttachmentFile | null> {
  const d = await bookingInvoiceDetail(q, bookingId);
  if (!d) return null;
  const f = bookingInvoiceFigures(d, d.Seller?.State);
  const t = f.totals;
  const summary = f.document === 'order_summary';
  const bill = f.document === 'bill_of_supply';
  const title = DOCUMENT_TITLE[f.document];
  const number = summary ? d.BookingNo : d.BillNo;
  const content = await pdfBuffer((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#b8336a').text('Utsav', 40, 40);
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor('#000000')
      .text(title.toUpperCase(), 300, 40, { width: 255, align: 'right' });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`${summary ? 'Order' : 'Invoice'} No: ${number}`, 300, 60, { width: 255, align: 'right' });
    doc.text(
      `${summary ? 'Order' : 'Invoice'} Date: ${day(summary ? d.CreateDate : (d.InvoiceIssuedAt ?? d.CreateDate))}`,
      300,
      74,
      { width: 255, align: 'right' },
    );
    doc.moveDown(2);
    const top = 110;
    doc.y = top;
    pairs(
      doc,
      [
        ['Order Id', d.OrderId],
        ['Booking No', d.BookingNo],
        ['Event Date', day(d.BookingOnDate)],
        ['Booking For', d.BookingFor || '---'],
        ['Payment', d.Payment_type === 'advance' ? 'Advance' : 'Full'],
        ['Reverse charge', 'No'],
      ],
      40,
      515,
    );
    const partiesTop = doc.y + 8;
    const s = d.Seller;
    doc.font('Helvetica-Bold').fontSize(10).text('Sold By', 40, partiesTop);
    doc.font('Helvetica').fontSize(9);
    if (s) {
      doc
        .text(s.Name, 40)
        .text(s.Address)
        .text(`${[s.City, s.State].filter(Boolean).join(', ')}${s.Pin ? ` - ${s.Pin}` : ''}`);
      doc.text(s.Gstin ? `GSTIN: ${s.Gstin}` : 'GSTIN: not registered under GST');
    } else doc.text('Vendor details are not available for this service.', 40);
    const leftEnd = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text('Bill To', 310, partiesTop);
    doc.font('Helvetica').fontSize(9);
    doc
      .text(d.Name, 310)
      .text(d.Address, 310, doc.y, { width: 245 })
      .text(`${[d.City, d.State].filter(Boolean).join(', ')}${d.Pin ? ` - ${d.Pin}` : ''}`, 310);
    doc.text(`Mobile: ${d.Mobile}`, 310).text(`Email: ${d.Email}`, 310);
    if (d.gst_no) doc.text(`GSTIN: ${d.gst_no}`, 310);
    doc.text(`Place of supply: ${d.State || '---'}`, 310);
    doc.y = Math.max(leftEnd, doc.y) + 14;

    // The lines: description, SAC, taxable value, rate, GST, amount.
    const cols = [40, 225, 280, 365, 410, 480];
    const widths = [183, 53, 83, 43, 68, 75];
    const head = ['Description', 'SAC', bill ? 'Value of supply' : 'Taxable value', 'Rate', 'GST', 'Amount'];
    const row = (cells: string[], bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      cells.forEach((c, i) => doc.text(c, cols[i]!, y, { width: widths[i]!, align: i >= 2 ? 'right' : 'left' }));
      doc.y = Math.max(doc.y, y + 14);
      doc
        .moveTo(40, doc.y + 2)
        .lineTo(555, doc.y + 2)
        .strokeColor('#cccccc')
        .stroke();
      doc.y += 6;
    };
    row(head, true);
    for (const l of invoiceLines(d, f)) row([l.name, l.sac, l.taxable, l.rate, l.gst, l.amount]);
    doc.moveDown(0.5);

    const sumRows: [string, string][] = [[bill ? 'Value of supply' : 'Taxable value', money(t.taxable)]];
    // With a reschedule fee at its own rate the GST rows sum two rates: printed without one.
    const at = (r: number) => (!f.fee || f.fee.rate === f.service.rate ? ` @ ${r}%` : '');
    if (bill && f.fee) sumRows.push([`GST on the reschedule fee @ ${f.fee.rate}%`, money(t.gst)]);
    else if (!bill) {
      const half = f.service.rate / 2;
      if (t.kind === 'intra') sumRows.push([`CGST${at(half)}`, money(t.cgst)], [`SGST${at(half)}`, money(t.sgst)]);
      else if (t.kind === 'inter') sumRows.push([`IGST${at(f.service.rate)}`, money(t.igst)]);
      else sumRows.push([`GST${at(f.service.rate)}`, money(t.gst)]);
    }
    sumRows.push(['Total', money(t.total)]);
    const m = f.money;
    sumRows.push(['Paid', money(m.paid)]);
    if (m.refunded > 0) sumRows.push(['Refunded', money(m.refunded)]);
    if (m.balance > 0) sumRows.push(['Balance due', money(m.balance)]);
    for (const [k, v] of sumRows) {
      const y = doc.y;
      doc
        .font(k === 'Total' ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(10)
        .text(k, 330, y, { width: 140 })
        .text(v, 470, y, { width: 85, align: 'right' });
      doc.y = y + 15;
    }
    doc.moveDown(0.5);
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text('Amount in words', 40)
      .font('Helvetica')
      .text(amountInWords(paise(t.total)), 40, doc.y, { width: 515 });
    doc.moveDown(0.5);
    doc.text(
      bill
        ? 'Bill of supply: the supplier is not registered under GST, so no GST is charged.'
        : t.kind === 'intra'
          ? 'Intra-state supply: CGST and SGST charged.'
          : t.kind === 'inter'
            ? 'Inter-state supply: IGST charged.'
            : 'GST shown in total; vendor state unavailable.',
      40,
    );
    if (m.payments.length) {
      doc.moveDown(0.5).font('Helvetica-Bold').text('Payments received', 40).font('Helvetica');
      for (const p of m.payments)
        doc.text(`${day(p.date)}  ${p.label}  ${money(p.amount)}${p.note ? `  (${p.note})` : ''}`, 40);
    }
    if (m.refunds.length) {
      doc.moveDown(0.5).font('Helvetica-Bold').text('Refunds', 40).font('Helvetica');
      for (const r of m.refunds)
        doc.text(`${day(r.date)}  ${r.label}  ${money(r.amount)}${r.note ? `  (${r.note})` : ''}`, 40);
    }
    doc
      .moveDown(1)
      .fontSize(8)
      .fillColor('#555555')
      .text(
        `Thank you for booking with Utsav. ${summary ? 'This order summary is not a tax invoice.' : 'This is a computer-generated document and needs no signature.'}`,
        40,
      );
  }, `${title} ${number}`);
  return {
    filename: `${summary ? 'order-summary' : bill ? 'bill-of-supply' : 'tax-invoice'}-${number}.pdf`,
    contentType: 'application/pdf',
    content,
  };
}

/** A refund's GST credit note as a PDF (by refund id). */
export async function creditNotePdf(q: Queryable, refundId: number): Promise<AttachmentFile | null> {
  const ref = await refundNote(q, refundId);
  if (!ref?.credit_note_no || !ref.booking_id) return null;
  const d = await bookingInvoiceDetail(q, ref.booking_id);
  const note: CreditNote | undefined = d?.CreditNotes.find((c) => c.CreditNoteNo === ref.credit_note_no);
  if (!d || !note) return null;
  const content = await pdfBuffer((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#b8336a').text('Utsav', 40, 40);
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor('#000000')
      .text('CREDIT NOTE', 300, 40, { width: 255, align: 'right' });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Credit Note No: ${note.CreditNoteNo}`, 300, 60, { width: 255, align: 'right' })
      .text(`Date: ${day(note.Date)}`, 300, 74, { width: 255, align: 'right' });
    doc.y = 110;
    const s = d.Seller;
    pairs(
      doc,
      [
        ['Against invoice', `${note.OriginalInvoiceNo}${note.InvoiceDate ? ` of ${day(note.InvoiceDate)}` : ''}`],
        ['Booking No', note.BookingNo],
        ['Supplier', s ? `${s.Name}, ${[s.City, s.State].filter(Boolean).join(', ')}` : '---'],
        ['Supplier GSTIN', s?.Gstin || 'not registered under GST'],
        ['Recipient', `${d.Name}, ${[d.City, d.State].filter(Boolean).join(', ')}`],
        ['Place of supply', d.State || '---'],
        ['Reason', note.Reason],
        ['Taxable value', money(note.TaxableAmt)],
        [`GST @ ${note.GstPer}%`, money(note.GstAmt)],
        ['Total credited', money(note.TotalAmt)],
      ],
      40,
      515,
    );
    doc
      .moveDown(1)
      .fontSize(8)
      .fillColor('#555555')
      .text('This is a computer-generated document and needs no signature.', 40);
  }, `Credit note ${note.CreditNoteNo}`);
  return { filename: `credit-note-${note.CreditNoteNo}.pdf`, contentType: 'application/pdf', content };
}

registerAttachment('tax-invoice', (q, ref) => bookingInvoicePdf(q, Number(ref)));
registerAttachment('credit-note', (q, ref) => creditNotePdf(q, Number(ref)));
