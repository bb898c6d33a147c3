import type { Cell } from './cell';

// Spreadsheet programs run a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
// A signed number (a phone number such as +919876543210) runs as nothing but itself: kept as written.
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;

// What makes a value need either rule below; most values have none and go out as they are. (`\s` is
// the whitespace String.prototype.trim removes, so an edge match is `text !== text.trim()`.)
const NEEDS_CARE = /^[=+\-@\s]|[",\r\n]|\s$/;

/** One cell as the file writes it: the formula guard, then quoted where RFC 4180 or an edge space needs it. */
export function csvCell(cell: Cell): string {
  if (cell === null) return '';
  // CSV is text: an instant as ISO 8601 UTC (it says its zone), a number as JavaScript writes it (no grouping).
  const value = cell instanceof Date ? cell.toISOString() : String(cell);
  if (!NEEDS_CARE.test(value)) return value;
  const text = FORMULA_START.test(value) && !SIGNED_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 lines (CRLF after each), the same escaping as the console's own CSV exports. */
export const csvLines = (rows: readonly (readonly Cell[])[]): string => rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
