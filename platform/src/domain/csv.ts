// CSV (RFC 4180) as a dealer opens it in a spreadsheet: the leads export and the Meta catalogue
// feed. A cell a spreadsheet would run as a formula is written as text.

/** How a formula starts (=, +, -, @), or a tab or carriage return a spreadsheet skips before one. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number, a negative one included (a latitude): a spreadsheet reads it as the number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A CSV cell: quoted when it holds a comma, a quote, a line break or edge spaces; a value that
 * starts like a formula (other than a plain number such as -31.89) begins with an apostrophe,
 * so a spreadsheet shows it as text instead of running it.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV row of cells. */
export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}

/** A CSV document: the header row, then a row each, every line ended by CRLF. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): string {
  return `${[header, ...rows].map(csvRow).join('\r\n')}\r\n`;
}
