/** A cell of a CSV file: text, a number, a yes/no, or nothing (an empty cell). */
export type CsvCell = string | number | boolean | null;

/**
 * Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP): a cell of text
 * starting with one of them is prefixed with a single quote, so it shows as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, RFC 4180: quoted when it holds a comma, quote or line break, quotes doubled. */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file: a header row then the rows, CRLF line ends, and a byte-order mark so spreadsheet apps
 * read it as UTF-8 (names with accents stay right).
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Content-Disposition of a download named `name` (a plain-ASCII fallback and the UTF-8 name). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
