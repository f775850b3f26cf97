/**
 * CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a comma, quote or line break; a text that
 * starts with = + - @ (a formula to a spreadsheet) is prefixed with ' so a name never runs as a formula. Lines end
 * with CRLF; the file starts with a UTF-8 BOM so Excel shows Hindi.
 */
export type CsvCell = string | number | null | undefined;

function cell(x: CsvCell): string {
  if (x === null || x === undefined) return '';
  if (typeof x === 'number') return String(x);
  const safe = /^[=+\-@\t\r]/.test(x) ? `'${x}` : x;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: CsvCell[][]): string {
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Paise as rupees with two decimals (1234567 → "12345.67"), the unit of every money column. */
export function rupeesCell(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const a = Math.abs(paise);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}
