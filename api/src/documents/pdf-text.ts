/**
 * Text on the GST documents' PDFs in an embedded font that has the ₹ sign and Devanagari: Noto Sans Devanagari of
 * `@fontsource/noto-sans-devanagari` (the web shell's own font, as WOFF, decoded once per process: `woffToSfnt`).
 * The package ships it in subsets: Latin letters, digits and punctuation are in the `latin` files; Devanagari and ₹
 * (U+20B9) only in the `devanagari` files. A string is therefore drawn as runs of one subset each (regular and bold).
 * PDFKit's standard fonts (Helvetica) have neither ₹ nor Devanagari, hence "Rs." on the old documents.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { day, istDate } from '../messages/format';

const require = createRequire(import.meta.url);
const FILES = '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari';
const FONTS = {
  latin: `${FILES}-latin-400-normal.woff`,
  'latin-bold': `${FILES}-latin-700-normal.woff`,
  dev: `${FILES}-devanagari-400-normal.woff`,
  'dev-bold': `${FILES}-devanagari-700-normal.woff`,
} as const;

/**
 * A WOFF font as the plain TrueType/OpenType file it wraps (WOFF 1.0: the same tables, each zlib-compressed unless
 * that did not shrink it). PDFKit would otherwise read the file and inflate every table for each document; decoded
 * once per process, a document costs about a quarter of that (each PDF still embeds its own subset of the fonts).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const count = woff.readUInt16BE(12);
  let selector = 0;
  while (1 << (selector + 1) <= count) selector++;
  const range = (1 << selector) * 16;
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor: TrueType or CFF
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(range, 6);
  head.writeUInt16BE(selector, 8);
  head.writeUInt16BE(count * 16 - range, 10);
  const parts: Buffer[] = [head];
  let at = head.length;
  for (let i = 0; i < count; i++) {
    const e = 44 + i * 20;
    const [offset, compressed, length] = [
      woff.readUInt32BE(e + 4),
      woff.readUInt32BE(e + 8),
      woff.readUInt32BE(e + 12),
    ];
    const raw = woff.subarray(offset, offset + compressed);
    const table = compressed < length ? inflateSync(raw) : raw;
    const o = 12 + i * 16;
    head.writeUInt32BE(woff.readUInt32BE(e), o); // tag
    head.writeUInt32BE(woff.readUInt32BE(e + 16), o + 4); // checksum
    head.writeUInt32BE(at, o + 8);
    head.writeUInt32BE(length, o + 12);
    const pad = (4 - (table.length % 4)) % 4;
    parts.push(table, Buffer.alloc(pad));
    at += table.length + pad;
  }
  return Buffer.concat(parts);
}

let decoded: [string, Buffer][] | null = null;
/** The four fonts, decoded at the first document and kept for the process. */
const fonts = () =>
  (decoded ??= Object.entries(FONTS).map(([name, file]) => [name, woffToSfnt(readFileSync(require.resolve(file)))]));

/** What the `devanagari` subset carries: the Devanagari block, Vedic extensions, joiners, ₹ and the dandas. */
const DEVANAGARI_SUBSET = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF\u200C\u200D\u20B9\u0964\u0965]+/g;

export interface Run {
  font: keyof typeof FONTS;
  text: string;
}

/** The runs of one subset each that draw `text` (bold or regular). */
export function runs(text: string, bold = false): Run[] {
  const latin = bold ? 'latin-bold' : 'latin';
  const dev = bold ? 'dev-bold' : 'dev';
  const out: Run[] = [];
  let at = 0;
  for (const m of text.matchAll(DEVANAGARI_SUBSET)) {
    if (m.index > at) out.push({ font: latin, text: text.slice(at, m.index) });
    out.push({ font: dev, text: m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length || !out.length) out.push({ font: latin, text: text.slice(at) });
  return out;
}

/** A new A4 document with the fonts registered, and its bytes once `end()` is called. */
export function newPdf(title: string): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Author: 'Utsav', Creator: 'Utsav' } });
  for (const [name, font] of fonts()) doc.registerFont(name, font);
  doc.font('latin');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  width?: number;
  /** One line aligned to the right edge of `width` (money cells). */
  right?: boolean;
}

/** Width of `text` as drawn (all its runs). */
export function widthOf(doc: PDFKit.PDFDocument, text: string, o: TextOptions = {}): number {
  doc.fontSize(o.size ?? 9);
  return runs(text, o.bold).reduce((s, r) => s + doc.font(r.font).widthOfString(r.text), 0);
}

/**
 * Draws `text` at (x, y) — y defaults to the current line — wrapping within `width` (or on one line, aligned right,
 * with `right`). Leaves `doc.y` below what was drawn and `doc.x` at `x`.
 */
export function write(doc: PDFKit.PDFDocument, text: string, x: number, y: number = doc.y, o: TextOptions = {}) {
  const size = o.size ?? 9;
  const parts = runs(text, o.bold);
  doc.fontSize(size);
  if (o.right) {
    const w = widthOf(doc, text, o);
    let cx = x + (o.width ?? w) - w;
    for (const p of parts) {
      doc.font(p.font).text(p.text, cx, y, { lineBreak: false });
      cx += doc.widthOfString(p.text);
    }
    doc.x = x;
    doc.y = y + size * 1.35;
    return;
  }
  const width = o.width ?? doc.page.width - doc.page.margins.right - x;
  parts.forEach((p, i) => {
    const continued = i < parts.length - 1;
    doc.font(p.font);
    if (i === 0) doc.text(p.text, x, y, { width, continued });
    else doc.text(p.text, { continued });
  });
  doc.x = x;
}

/** A calendar date ('YYYY-MM-DD') or a moment (its India date) → '21 Nov 2026'. */
export function docDay(at: string | null | undefined): string {
  if (!at) return '---';
  return day(at.length > 10 ? istDate(new Date(at)) : at);
}
