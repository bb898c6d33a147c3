import type { Cell } from './cell';

// Spreadsheet programs run a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
// A signed number (a phone number such as +919876543210) runs as nothing but itself: kept as written.
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;

/** A text as the file holds it, before quoting: a formula's start behind an apostrophe, so it is shown, not run. */
export const guardFormula = (value: string) => (FORMULA_START.test(value) && !SIGNED_NUMBER.test(value) ? `'${value}` : value);

/**
 * One cell as the file writes it: the formula guard, then quoted where RFC 4180 needs it (a quote,
 * comma or line break), which is where PostgreSQL's COPY quotes too, so the campaign report's COPY
 * and every other export write one dialect. A space at an edge is part of the field (RFC 4180) and
 * is not quoted: Excel, LibreOffice, papaparse and Python's csv keep it (docs/decisions.md).
 */
export function csvCell(cell: Cell): string {
  if (cell === null) return '';
  // CSV is text: an instant as ISO 8601 UTC (it says its zone), a number as JavaScript writes it (no grouping).
  const text = guardFormula(cell instanceof Date ? cell.toISOString() : String(cell));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 lines (CRLF after each), the same escaping as the console's own CSV exports. */
export const csvLines = (rows: readonly (readonly Cell[])[]): string => rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
