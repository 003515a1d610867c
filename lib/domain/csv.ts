/**
 * CSV as spreadsheets read it (RFC 4180): cells with a comma, a quote or a line break are quoted, quotes doubled,
 * rows end in CRLF. A text cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) is prefixed with an apostrophe (OWASP's CSV injection advice); numbers are written as they are, so a
 * negative amount stays a number. Browser-safe.
 */
export type CsvCell = string | number | null | undefined | { number: string };

const FORMULA = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return String(cell);
  if (typeof cell === "object") return /^-?\d+(\.\d+)?$/.test(cell.number) ? cell.number : `'${cell.number}`;
  return FORMULA.test(cell) ? `'${cell}` : cell;
}

function csvCell(cell: CsvCell): string {
  const text = cellText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: CsvCell[]): string => `${cells.map(csvCell).join(",")}\r\n`;
