/**
 * "Download my data" as one ZIP file (docs/privacy.md#access): `my-data.json` — the JSON export exactly as the JSON
 * route answers it, in the form the account page saves it — and every stored document of the person as it was sent
 * (`stored_documents`: the bytes as stored, never rendered again), named by its number:
 * `invoices/INV000008.pdf`, `credit-notes/CN000002.pdf`, `receipts/RCP000001.pdf`.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { StoredDocumentRow, StoredKind } from '../data/stored-documents';

/** The export's name inside the archive. */
export const MY_DATA_JSON = 'my-data.json';

/** The archive's folder of each kind of stored document (a bill of supply is an invoice without GST). */
export const DOCUMENT_FOLDERS: Readonly<Record<StoredKind, string>> = {
  tax_invoice: 'invoices',
  bill_of_supply: 'invoices',
  credit_note: 'credit-notes',
  payment_receipt: 'receipts',
};

export type ArchivedDocument = Pick<
  StoredDocumentRow,
  'kind' | 'number' | 'filename' | 'content_type' | 'content' | 'issued_at'
>;

/** The file's extension: `.pdf` for a PDF (every document issued today), else its stored file name's. */
function extensionOf(d: Pick<ArchivedDocument, 'filename' | 'content_type'>): string {
  if (d.content_type === 'application/pdf') return '.pdf';
  return /\.[A-Za-z0-9]{1,8}$/.exec(d.filename)?.[0].toLowerCase() ?? '';
}

/**
 * A document's path in the archive: its kind's folder and its number, any character a file name cannot safely hold
 * replaced by `_`. Numbers are unique per kind; should two documents still meet at one path (an invoice and a bill
 * of supply sharing a number), the later one gets `-2`, `-3`… so that none is lost. `taken` collects the paths.
 */
export function documentPath(
  d: Pick<ArchivedDocument, 'kind' | 'number' | 'filename' | 'content_type'>,
  taken: Set<string>,
): string {
  const name = d.number.replace(/[^A-Za-z0-9_-]/g, '_') || 'document';
  const folder = DOCUMENT_FOLDERS[d.kind];
  const ext = extensionOf(d);
  let path = `${folder}/${name}${ext}`;
  for (let n = 2; taken.has(path); n++) path = `${folder}/${name}-${n}${ext}`;
  taken.add(path);
  return path;
}

/** A ZIP entry's time: the document's own date when a ZIP can hold it (1980–2107), else the time of packing. */
function entryTime(at: string | Date): Date | undefined {
  const d = new Date(at);
  const year = d.getFullYear();
  return Number.isFinite(year) && year >= 1980 && year <= 2107 ? d : undefined;
}

/**
 * The archive: `serializedExport` is the export as the JSON route serializes it (its reply schema decides which
 * fields leave the server), written out the way the account page has always saved it (indented by two spaces).
 * The documents are stored as they are (PDFs are compressed already); the JSON is deflated.
 */
export function myDataArchive(serializedExport: string, documents: readonly ArchivedDocument[]): Uint8Array {
  const json = JSON.stringify(JSON.parse(serializedExport) as unknown, null, 2);
  const files: Zippable = { [MY_DATA_JSON]: [strToU8(json), { level: 6 }] };
  const taken = new Set([MY_DATA_JSON]);
  for (const d of documents) {
    const mtime = entryTime(d.issued_at);
    files[documentPath(d, taken)] = [new Uint8Array(d.content), { level: 0, ...(mtime ? { mtime } : {}) }];
  }
  return zipSync(files);
}

/** The file name the browser saves: `<prefix>-YYYY-MM-DD.zip`, the date of the export in India. */
export function archiveFileName(prefix: string, exportedAt: string | Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(exportedAt));
  return `${prefix}-${day}.zip`;
}
