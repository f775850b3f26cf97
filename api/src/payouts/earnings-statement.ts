/**
 * The vendor's monthly earnings statement as CSV and PDF, in English or Hindi (docs/payments.md "Statement"): the
 * same rows as GET /vendor/earnings for the month (data/vendor-earnings), a totals row that is the sum of the rows,
 * and the financial year's TCS and TDS up to the month's end. PDFKit's standard fonts have neither ₹ nor Devanagari:
 * amounts print as plain rupees, Hindi text in the site's own Noto Sans Devanagari (its Devanagari and Latin subsets,
 * one run per script).
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { EarningsRow, VendorTaxRow } from '../data/vendor-earnings';
import { rupeesCell, toCsv, type CsvCell } from '../lib/csv';
import en from '../locales/en.json' with { type: 'json' };
import hi from '../locales/hi.json' with { type: 'json' };

export type StatementLang = 'en' | 'hi';
type Texts = typeof en.statement;
const TEXTS: Record<StatementLang, Texts> = { en: en.statement, hi: hi.statement };

export interface StatementData {
  vendor: { name: string; gstin: string; pan: string };
  month: string;
  financialYear: string;
  rows: EarningsRow[];
  year: VendorTaxRow;
}

const MONEY_COLUMNS = [
  'gross',
  'refunds',
  'commission',
  'commissionGst',
  'tcsCgst',
  'tcsSgst',
  'tcsIgst',
  'tds',
  'net',
] as const satisfies readonly (keyof Texts)[];

function money(r: EarningsRow): number[] {
  return [r.gross, r.refunded, r.commission, r.commission_gst, r.tcs_cgst, r.tcs_sgst, r.tcs_igst, r.tds, r.net];
}

/** Column sums of the rows (the statement's totals are nothing but these). */
export function statementTotals(rows: EarningsRow[]): number[] {
  return rows.reduce(
    (s, r) => money(r).map((x, i) => s[i]! + x),
    MONEY_COLUMNS.map(() => 0),
  );
}

export function statementCsv(d: StatementData, lang: StatementLang): string {
  const t = TEXTS[lang];
  const head: CsvCell[][] = [
    [t.title, d.month],
    [t.vendor, d.vendor.name],
    [t.gstin, d.vendor.gstin || t.notRegistered],
    [t.pan, d.vendor.pan],
    [t.amountsIn],
    [],
    [t.booking, t.service, t.eventDate, ...MONEY_COLUMNS.map((c) => t[c])],
  ];
  const body = d.rows.map((r) => [r.booking_no, r.title, r.booking_date, ...money(r).map(rupeesCell)]);
  const totals = [t.total, '', '', ...statementTotals(d.rows).map(rupeesCell)];
  const y = d.year;
  const year: CsvCell[][] = [
    [],
    [t.yearTitle, d.financialYear],
    [t.tcsBase, rupeesCell(y.tcs_base)],
    [t.tcsCgst, rupeesCell(y.tcs_cgst)],
    [t.tcsSgst, rupeesCell(y.tcs_sgst)],
    [t.tcsIgst, rupeesCell(y.tcs_igst)],
    [t.tcsTotal, rupeesCell(y.tcs_cgst + y.tcs_sgst + y.tcs_igst)],
    [t.tdsBase, rupeesCell(y.tds_base)],
    [t.tdsTotal, rupeesCell(y.tds)],
  ];
  return toCsv([...head, ...body, totals, ...year]);
}

const require = createRequire(import.meta.url);
const FONT_FILES = {
  dev: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  latin: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff',
};
const DEVANAGARI = /[\u0900-\u097F\u200C\u200D]+/g;

/** Runs of one script: Devanagari in the Devanagari subset, the rest in the Latin one (Hindi) or Helvetica. */
function runs(text: string, lang: StatementLang): { font: string; text: string }[] {
  if (lang === 'en') return [{ font: 'Helvetica', text }];
  const out: { font: string; text: string }[] = [];
  let at = 0;
  for (const m of text.matchAll(DEVANAGARI)) {
    if (m.index > at) out.push({ font: 'latin', text: text.slice(at, m.index) });
    out.push({ font: 'dev', text: m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ font: 'latin', text: text.slice(at) });
  return out;
}

/** Text at (x, y) on one line, clipped to `width` characters' room; `right`: aligned to x + width. */
function put(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  o: { lang: StatementLang; size: number; width: number; right?: boolean },
) {
  const parts = runs(text, o.lang);
  doc.fontSize(o.size);
  const w = parts.reduce((s, p) => s + doc.font(p.font).widthOfString(p.text), 0);
  let cx = o.right ? x + o.width - Math.min(w, o.width) : x;
  for (const p of parts) {
    doc.font(p.font).text(p.text, cx, y, { lineBreak: false, width: o.width, height: o.size * 1.4, ellipsis: true });
    cx += doc.widthOfString(p.text);
  }
}

export function statementPdf(d: StatementData, lang: StatementLang): Promise<Buffer> {
  const t = TEXTS[lang];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 30,
    info: { Title: `${t.title} ${d.month}` },
  });
  doc.registerFont('dev', require.resolve(FONT_FILES.dev));
  doc.registerFont('latin', require.resolve(FONT_FILES.latin));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  let y = 30;
  put(doc, `${t.title} — ${d.month}`, 30, y, { lang, size: 16, width: 700 });
  y += 26;
  for (const [label, value] of [
    [t.vendor, d.vendor.name],
    [t.gstin, d.vendor.gstin || t.notRegistered],
    [t.pan, d.vendor.pan || '—'],
  ] as const) {
    put(doc, `${label}: ${value}`, 30, y, { lang, size: 10, width: 700 });
    y += 14;
  }
  put(doc, t.amountsIn, 30, y, { lang, size: 8, width: 700 });
  y += 18;

  // Booking 70, service 150, date 55, nine money columns of 57.
  const cols = [{ w: 70 }, { w: 150 }, { w: 55 }, ...MONEY_COLUMNS.map(() => ({ w: 57, right: true }))];
  const row = (cells: string[], size: number, header = false) => {
    let x = 30;
    cells.forEach((c, i) => {
      const col = cols[i]!;
      put(doc, c, x, y, { lang, size, width: col.w - 3, right: 'right' in col && !header ? true : false });
      x += col.w;
    });
    y += size + 7;
    if (y > 540) {
      doc.addPage();
      y = 30;
    }
  };
  row([t.booking, t.service, t.eventDate, ...MONEY_COLUMNS.map((c) => t[c])], 6.5, true);
  doc
    .moveTo(30, y - 3)
    .lineTo(812, y - 3)
    .stroke();
  if (!d.rows.length) row([t.none], 9);
  for (const r of d.rows) row([r.booking_no, r.title, r.booking_date, ...money(r).map(rupeesCell)], 8);
  doc
    .moveTo(30, y - 3)
    .lineTo(812, y - 3)
    .stroke();
  row([t.total, '', '', ...statementTotals(d.rows).map(rupeesCell)], 8);

  y += 12;
  put(doc, `${t.yearTitle} ${d.financialYear}`, 30, y, { lang, size: 11, width: 700 });
  y += 18;
  const yr = d.year;
  for (const [label, v] of [
    [t.tcsBase, yr.tcs_base],
    [t.tcsCgst, yr.tcs_cgst],
    [t.tcsSgst, yr.tcs_sgst],
    [t.tcsIgst, yr.tcs_igst],
    [t.tcsTotal, yr.tcs_cgst + yr.tcs_sgst + yr.tcs_igst],
    [t.tdsBase, yr.tds_base],
    [t.tdsTotal, yr.tds],
  ] as const) {
    put(doc, label, 30, y, { lang, size: 9, width: 220 });
    put(doc, rupeesCell(v), 250, y, { lang, size: 9, width: 80, right: true });
    y += 14;
  }
  doc.end();
  return done;
}
