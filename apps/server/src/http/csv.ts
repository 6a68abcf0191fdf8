/** Cells a spreadsheet would run as a formula (=, +, -, @, tab, CR) are prefixed with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file as spreadsheets open it: UTF-8 with a byte-order mark (so Excel reads accents
 * right), RFC 4180 quoting, CRLF line ends, and no cell that a spreadsheet would run as a formula.
 */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `{prefix}-YYYY-MM-DD.csv` for today (UTC). */
export function csvFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}
